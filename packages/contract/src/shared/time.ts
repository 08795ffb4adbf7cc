/**
 * Lengths of time in milliseconds, for limits, lifetimes and dates throughout the store, and the
 * Lagos days the store team reads dates in (exports, discount codes, Home).
 */
export const MINUTE_MS = 60 * 1000
export const HOUR_MS = 60 * MINUTE_MS
export const DAY_MS = 24 * HOUR_MS

/** Lagos is an hour ahead of UTC, all year (West Africa Time: Nigeria keeps no summer time). */
const LAGOS_OFFSET_MS = HOUR_MS

/** Whether `text` is a real day written YYYY-MM-DD (not 2026-02-30). */
export function isDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  if (!match) return false
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])]
  const at = new Date(Date.UTC(year, month - 1, day))
  return (
    year >= 2000 &&
    at.getUTCFullYear() === year &&
    at.getUTCMonth() === month - 1 &&
    at.getUTCDate() === day
  )
}

/** The instant (epoch milliseconds) a Lagos day, YYYY-MM-DD, starts. */
export function lagosDayStart(day: string): number {
  const [year, month, date] = day.split('-').map(Number)
  return Date.UTC(year ?? 0, (month ?? 1) - 1, date ?? 1) - LAGOS_OFFSET_MS
}

/** The Lagos day (YYYY-MM-DD) of an instant. */
export function lagosDay(at: number): string {
  return new Date(at + LAGOS_OFFSET_MS).toISOString().slice(0, 10)
}

/** An instant as a Lagos date and time, `YYYY-MM-DD HH:MM`, as a spreadsheet reads it. */
export function lagosDateTime(at: number): string {
  return new Date(at + LAGOS_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ')
}
