import { DAY_MS, HOUR_MS, type HomePeriod } from '@adire/contract'

/**
 * The store's periods in Lagos time (Africa/Lagos is UTC+1 all year: Nigeria keeps no summer
 * time), as instants. A period runs from its start to now; the one it is compared with is the
 * same length of the period before, so that a morning is never compared with a whole day.
 */
const LAGOS_OFFSET_MS = HOUR_MS

export interface Range {
  from: Date
  to: Date
}

export interface PeriodRanges {
  period: HomePeriod
  current: Range
  previous: Range
}

/** Midnight in Lagos that starts the day of `at`. */
function lagosDayStart(at: number): number {
  return Math.floor((at + LAGOS_OFFSET_MS) / DAY_MS) * DAY_MS - LAGOS_OFFSET_MS
}

/** Today, this week (from Monday) and this month so far, each with the stretch before it. */
export function lagosPeriods(now: Date): PeriodRanges[] {
  const at = now.getTime()
  const today = lagosDayStart(at)
  // The Lagos calendar date of `today`, read as UTC once shifted by the offset.
  const local = new Date(today + LAGOS_OFFSET_MS)
  const sinceMonday = (local.getUTCDay() + 6) % 7
  const week = today - sinceMonday * DAY_MS
  const year = local.getUTCFullYear()
  const month = local.getUTCMonth()
  const monthStart = Date.UTC(year, month, 1) - LAGOS_OFFSET_MS
  const lastMonthStart = Date.UTC(year, month - 1, 1) - LAGOS_OFFSET_MS
  const range = (from: number, to: number): Range => ({ from: new Date(from), to: new Date(to) })
  const sameLengthBefore = (start: number, length: number) =>
    range(start - length, start - length + (at - start))
  return [
    { period: 'today', current: range(today, at), previous: sameLengthBefore(today, DAY_MS) },
    { period: 'week', current: range(week, at), previous: sameLengthBefore(week, 7 * DAY_MS) },
    {
      period: 'month',
      current: range(monthStart, at),
      // As far into last month as this month has gone, never past its end (31 March against
      // a February of 28 days).
      previous: range(lastMonthStart, Math.min(lastMonthStart + (at - monthStart), monthStart)),
    },
  ]
}
