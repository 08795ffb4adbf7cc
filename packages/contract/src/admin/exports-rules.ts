import { lagosDay } from '../shared/time.ts'

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

/** The name a downloaded export is saved under, e.g. `orders-2026-11-01-to-2026-11-30.csv`. */
export function exportFileName(
  what: 'orders' | 'customers' | 'products',
  { from, to }: ExportRange = {},
  today: string = lagosDay(Date.now()),
): string {
  if (what !== 'orders' || (!from && !to)) return `${what}-${today}.csv`
  return `orders-${from ?? 'start'}-to-${to ?? today}.csv`
}
