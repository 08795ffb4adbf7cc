import { Hono } from 'hono'
import { pickEncoding } from '../http/precompressed.ts'
import type { ProductCatalogue } from './catalogue.ts'

export function productRoutes(catalogue: ProductCatalogue) {
  return new Hono().get('/list', async (c) => {
    const { body, etag } = await catalogue.current()
    const headers: Record<string, string> = {
      // Shoppers may see a list up to a minute old; revalidation is a cheap 304 thanks to the ETag.
      'Cache-Control': 'public, max-age=60, stale-while-revalidate=300',
      ETag: etag,
      Vary: 'Accept-Encoding',
    }
    if (c.req.header('If-None-Match') === etag) return new Response(null, { status: 304, headers })
    // The hottest response of the store: sent as prepared, never serialized, compressed or
    // copied per request, with plain headers (cheaper to write than a Headers object).
    const encoding = pickEncoding(c.req.header('Accept-Encoding'))
    headers['Content-Type'] = 'application/json; charset=utf-8'
    if (encoding !== 'identity') headers['Content-Encoding'] = encoding
    return new Response(body[encoding], { headers })
  })
}
