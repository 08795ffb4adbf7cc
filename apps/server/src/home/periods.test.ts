import { describe, expect, it } from 'vitest'
import { lagosPeriods } from './periods.ts'

describe('lagosPeriods', () => {
  const iso = (ranges: ReturnType<typeof lagosPeriods>) =>
    ranges.map(({ period, current, previous }) => [
      period,
      current.from.toISOString(),
      previous.from.toISOString(),
      previous.to.toISOString(),
    ])

  it('starts the day at midnight in Lagos, the week on Monday, the month on the 1st', () => {
    // 00:30 on Thursday 19 November in Lagos is still the 18th in UTC.
    expect(iso(lagosPeriods(new Date('2026-11-18T23:30:00Z')))).toEqual([
      ['today', '2026-11-18T23:00:00.000Z', '2026-11-17T23:00:00.000Z', '2026-11-17T23:30:00.000Z'],
      ['week', '2026-11-15T23:00:00.000Z', '2026-11-08T23:00:00.000Z', '2026-11-11T23:30:00.000Z'],
      ['month', '2026-10-31T23:00:00.000Z', '2026-09-30T23:00:00.000Z', '2026-10-18T23:30:00.000Z'],
    ])
  })

  it('compares a Sunday with the week before, and the 31st with no more than last month', () => {
    // Sunday 31 May 2026, 18:00 in Lagos: April had 30 days.
    const [, week, month] = lagosPeriods(new Date('2026-05-31T17:00:00Z'))
    expect(week?.current.from.toISOString()).toBe('2026-05-24T23:00:00.000Z')
    expect(month?.previous).toEqual({
      from: new Date('2026-03-31T23:00:00Z'),
      to: new Date('2026-04-30T23:00:00Z'),
    })
  })
})
