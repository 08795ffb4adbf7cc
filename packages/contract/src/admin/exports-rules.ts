import { HOUR_MS } from '../shared/time.ts'

/*
 * The store team's CSV exports (docs/product.md §11.12): orders over a range of days, the
 * customers and the products, downloaded from their screens or written by the command line. The
 * days are Lagos days (West Africa Time, UTC+1 all year: Nigeria keeps no summer time). No zod
 * here: the screens' forms check a range with these rules before any schema loads.
 */

/** The days an export covers, YYYY-MM-DD; a day left out leaves that end open. */
export interface ExportRange {
  from?: string | undefined
  to?: string | undefined
}

/** The words an export's date range is refused with (400). */
export const EXPORT_MESSAGES = {
  from: 'The start date must be a day written YYYY-MM-DD, like 2026-11-01',
  to: 'The end date must be a day written YYYY-MM-DD, like 2026-11-30',
  order: 'The start date must be on or before the end date',
} as const

/** Lagos is an hour ahead of UTC, all year. */
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

/** The name a downloaded export is saved under, e.g. `orders-2026-11-01-to-2026-11-30.csv`. */
export function exportFileName(
  what: 'orders' | 'customers' | 'products',
  { from, to }: ExportRange = {},
  today: string = lagosDay(Date.now()),
): string {
  if (what !== 'orders' || (!from && !to)) return `${what}-${today}.csv`
  return `orders-${from ?? 'start'}-to-${to ?? today}.csv`
}
