import { createHash } from 'node:crypto'
import { ProductSearchQuery, type ProductSearchResponse, productSearchInput } from '@adire/contract'
import { Hono } from 'hono'
import { errorJson } from '../http/errors.ts'
import { sendPrepared } from '../http/precompressed.ts'
import type { ProductCatalogue } from './catalogue.ts'
import type { ProductSearch } from './search.ts'

/** Shoppers may see products up to a minute old; revalidation is a cheap 304 (ETag). */
const CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=300'

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
        'Cache-Control': CACHE_CONTROL,
        'Content-Type': 'application/json; charset=utf-8',
      },
    }),
  )
}

/** Whether an `If-None-Match` header names the ETag (weak comparison, as for a GET). */
function holds(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
}

/**
 * `GET /api/products`: the catalogue a page at a time (see ProductSearchQuery). Mounted behind
 * the store's middleware (security headers, compression). The ETag names the catalogue's
 * version (the product list's own ETag) and the query, so a repeat is answered with 304 before
 * any search runs.
 */
export function productSearchRoutes(catalogue: ProductCatalogue, products: ProductSearch) {
  return new Hono().get('/', async (c) => {
    const query = ProductSearchQuery.safeParse(productSearchInput(new URL(c.req.url).searchParams))
    if (!query.success) {
      return errorJson(c, query.error.issues[0]?.message ?? 'Invalid product search', 400)
    }
    const { etag: version } = await catalogue.current()
    const digest = createHash('sha1')
      .update(`${version}\n${JSON.stringify(query.data)}`)
      .digest('base64url')
    const etag = `W/"${digest}"`
    c.header('Cache-Control', CACHE_CONTROL)
    c.header('ETag', etag)
    if (holds(c.req.header('If-None-Match'), etag)) return c.body(null, 304)
    const page = await products.search(query.data)
    return c.json<ProductSearchResponse>({ success: true, ...page })
  })
}
