import type { Context } from 'hono'

/**
 * An export's answer (docs/product.md §11.12): CSV saved under `fileName` by the browser, the
 * same bytes the command line writes, never kept by the browser or a proxy (it holds customers'
 * names and phones).
 */
export function csvDownload(c: Context, fileName: string, csv: string): Response {
  return c.body(csv, 200, {
    'Content-Type': 'text/csv; charset=utf-8',
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Cache-Control': 'no-store',
  })
}
