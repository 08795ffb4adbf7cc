import { describe, expect, it } from 'vitest'
import { formatLongDate } from './format.ts'
import { LEGAL_LAST_UPDATED } from './legal.tsx'

describe('content formatting', () => {
  it('formats the last-updated date as day, long month and year', () => {
    expect(formatLongDate(LEGAL_LAST_UPDATED)).toBe('27 November 2026')
    expect(formatLongDate('2027-01-01')).toBe('1 January 2027')
  })
})
