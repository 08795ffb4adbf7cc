import { z } from 'zod'
import { DAY_MS, isDay, lagosDayStart } from '../shared/time.ts'
import { EXPORT_MESSAGES, type ExportRange } from './exports-rules.ts'

/*
 * The store team's CSV exports (docs/product.md §11.12): the schemas of their calls. The rules
 * and words the screens also need, without zod, are in exports-rules.ts.
 */

const day = (message: string) =>
  z.string({ error: message }).trim().refine(isDay, { error: message }).optional()

/**
 * `GET /api/admin/orders/export?from=YYYY-MM-DD&to=YYYY-MM-DD`: the orders placed from the
 * start of `from` to the end of `to`, Lagos time; either may be left out (from the first order,
 * to today).
 */
export const OrdersExportQuery = z
  .object({ from: day(EXPORT_MESSAGES.from), to: day(EXPORT_MESSAGES.to) })
  .refine(({ from, to }) => !from || !to || from <= to, {
    error: EXPORT_MESSAGES.order,
    path: ['from'],
  })
export type OrdersExportQuery = z.infer<typeof OrdersExportQuery>

/** The instants an export's range covers: `[start, end)`, either open. */
export function exportRange({ from, to }: ExportRange): { start?: number; end?: number } {
  return {
    ...(from ? { start: lagosDayStart(from) } : {}),
    ...(to ? { end: lagosDayStart(to) + DAY_MS } : {}),
  }
}

/** An export's body: CSV text (`text/csv; charset=utf-8`), sent as an attachment. */
export const CsvExport = z.string()
