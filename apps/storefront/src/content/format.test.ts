import { describe, expect, it } from 'vitest'
import { formatLongDate } from './format.ts'
import { LEGAL_LAST_UPDATED } from './legal.tsx'

describe('content formatting', () => {
  it('formats the last-updated date as day, long month and year', () => {
    expect(formatLongDate(LEGAL_LAST_UPDATED)).toBe('30 November 2026')
    expect(formatLongDate('2027-01-01')).toBe('1 January 2027')
  })

  it("writes every day of four years as the platform's en-GB long date does", () => {
    const platform = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    })
    const DAY_MS = 24 * 60 * 60 * 1000
    // 2024 is a leap year: 29 February is among them.
    for (let at = Date.UTC(2024, 0, 1); at < Date.UTC(2028, 0, 1); at += DAY_MS) {
      const isoDate = new Date(at).toISOString().slice(0, 10)
      expect(formatLongDate(isoDate)).toBe(platform.format(at))
    }
  })
})
