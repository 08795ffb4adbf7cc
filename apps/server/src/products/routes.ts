import { Hono } from 'hono'
import { sendPrepared } from '../http/precompressed.ts'
import type { ProductCatalogue } from './catalogue.ts'

/** `securityHeaders` are the store's own: this route runs before the middleware that adds them. */
export function productRoutes(
  catalogue: ProductCatalogue,
  securityHeaders: Record<string, string>,
) {
  return new Hono().get('/list', async (c) =>
    // The hottest response of the store: serialized and compressed once per catalogue change.
    sendPrepared(c.req, await catalogue.current(), {
      headers: {
        ...securityHeaders,
        // Shoppers may see a list up to a minute old; revalidation is a cheap 304 (ETag).
        'Cache-Control': 'public, max-age=60, stale-while-revalidate=300',
        'Content-Type': 'application/json; charset=utf-8',
      },
    }),
  )
}
