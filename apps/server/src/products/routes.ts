import { Hono } from 'hono'
import { pickEncoding } from '../http/precompressed.ts'
import type { ProductCatalogue } from './catalogue.ts'

export function productRoutes(catalogue: ProductCatalogue) {
  return new Hono().get('/list', async (c) => {
    const { body, etag } = await catalogue.current()
    // Shoppers may see a list up to a minute old; revalidation is a cheap 304 thanks to the ETag.
    c.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=300')
    c.header('ETag', etag)
    c.header('Vary', 'Accept-Encoding')
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304)
    // The hottest response of the store: sent as prepared, never serialized or compressed per
    // request (the compress middleware leaves a response that already has an encoding alone).
    const encoding = pickEncoding(c.req.header('Accept-Encoding'))
    if (encoding !== 'identity') c.header('Content-Encoding', encoding)
    c.header('Content-Type', 'application/json; charset=utf-8')
    return c.body(new Uint8Array(body[encoding]))
  })
}
