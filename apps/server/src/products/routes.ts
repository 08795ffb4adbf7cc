import { Hono } from 'hono'
import type { ProductCatalogue } from './catalogue.ts'

export function productRoutes(catalogue: ProductCatalogue) {
  return new Hono().get('/list', async (c) => {
    const { body, etag } = await catalogue.current()
    // Shoppers may see a list up to a minute old; revalidation is a cheap 304 thanks to the ETag.
    c.header('Cache-Control', 'public, max-age=60, stale-while-revalidate=300')
    c.header('ETag', etag)
    if (c.req.header('If-None-Match') === etag) return c.body(null, 304)
    c.header('Content-Type', 'application/json; charset=utf-8')
    return c.body(body)
  })
}
