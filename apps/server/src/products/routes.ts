import { createHash } from 'node:crypto'
import {
  PRODUCT_NOT_FOUND_MESSAGE,
  type ProductDetailsResponse,
  type ProductFeaturedResponse,
  ProductSearchQuery,
  type ProductSearchResponse,
  productSearchInput,
} from '@adire/contract'
import { type Context, Hono } from 'hono'
import { errorJson } from '../http/errors.ts'
import { type Prepared, precompress, sendPrepared } from '../http/precompressed.ts'
import type { ProductCatalogue } from './catalogue.ts'
import type { ProductDetails } from './details.ts'
import type { FeaturedProducts } from './featured.ts'
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

/** The ETag of an answer about `key` in the catalogue's current version. */
async function etagOf(catalogue: ProductCatalogue, key: string): Promise<string> {
  const { etag: version } = await catalogue.current()
  return `W/"${createHash('sha1').update(`${version}\n${key}`).digest('base64url')}"`
}

const cacheable = (c: Context, etag: string) => {
  c.header('Cache-Control', CACHE_CONTROL)
  c.header('ETag', etag)
}

/** Answers kept ready to send (a page of 24 is about 12 KB plain, 3 KB compressed). */
const ANSWER_CACHE_SIZE = 500
/** Compressed while a shopper waits: fast over smallest (see `precompress`). */
const ANSWER_BROTLI_QUALITY = 5

/**
 * Answers of the paged catalogue, serialized and compressed once per catalogue version and
 * query (the ETag names both), as pages are: the first page of the collection, of each
 * department and each product are asked for again and again, and on the embedded database every
 * search holds the server's one thread for milliseconds. Older versions' entries age out.
 */
class AnswerCache {
  readonly #answers = new Map<string, Promise<Prepared | undefined>>()

  get(etag: string, answer: () => Promise<object | undefined>): Promise<Prepared | undefined> {
    let pending = this.#answers.get(etag)
    if (!pending) {
      pending = answer().then((body) =>
        body === undefined
          ? undefined
          : { body: precompress(JSON.stringify(body), ANSWER_BROTLI_QUALITY), etag },
      )
      if (this.#answers.size >= ANSWER_CACHE_SIZE) {
        this.#answers.delete(this.#answers.keys().next().value as string)
      }
      this.#answers.set(etag, pending)
      // Neither a failure nor a 404 is kept: the next request asks the database again.
      const forget = () => this.#answers.get(etag) === pending && this.#answers.delete(etag)
      pending.then((prepared) => prepared ?? forget(), forget)
    }
    return pending
  }
}

const JSON_HEADERS = {
  'Cache-Control': CACHE_CONTROL,
  'Content-Type': 'application/json; charset=utf-8',
}

/**
 * `GET /api/products`: the catalogue a page at a time (see ProductSearchQuery),
 * `GET /api/products/featured`: the home page's products, and
 * `GET /api/products/:id`: one product with its related ones. Mounted behind the store's
 * middleware (security headers, compression). The ETags name the catalogue's version (the
 * product list's own ETag) and the query, so a repeat is answered with 304 before any search runs.
 */
export function productSearchRoutes(
  catalogue: ProductCatalogue,
  products: ProductSearch,
  details: ProductDetails,
  featured: FeaturedProducts,
) {
  const answers = new AnswerCache()
  return (
    new Hono()
      .get('/', async (c) => {
        const query = ProductSearchQuery.safeParse(
          productSearchInput(new URL(c.req.url).searchParams),
        )
        if (!query.success) {
          return errorJson(c, query.error.issues[0]?.message ?? 'Invalid product search', 400)
        }
        const etag = await etagOf(catalogue, JSON.stringify(query.data))
        if (holds(c.req.header('If-None-Match'), etag)) {
          cacheable(c, etag)
          return c.body(null, 304)
        }
        const prepared = await answers.get(
          etag,
          async (): Promise<ProductSearchResponse> => ({
            success: true,
            ...(await products.search(query.data)),
          }),
        )
        if (!prepared) throw new Error('A product search gave no answer')
        return sendPrepared(c.req, prepared, { headers: JSON_HEADERS })
      })
      // Before `/:id`: no product may have the id `featured`.
      .get('/featured', async (c) => {
        const etag = await etagOf(catalogue, 'featured')
        if (holds(c.req.header('If-None-Match'), etag)) {
          cacheable(c, etag)
          return c.body(null, 304)
        }
        const prepared = await answers.get(
          etag,
          async (): Promise<ProductFeaturedResponse> => ({
            success: true,
            products: await featured.list(),
          }),
        )
        if (!prepared) throw new Error('The featured products gave no answer')
        return sendPrepared(c.req, prepared, { headers: JSON_HEADERS })
      })
      .get('/:id', async (c) => {
        const id = c.req.param('id')
        const etag = await etagOf(catalogue, `product ${id}`)
        // Only a 200 sends the ETag, and a product's removal changes the catalogue's version: a
        // tag that still holds names a product that is still there.
        if (holds(c.req.header('If-None-Match'), etag)) {
          cacheable(c, etag)
          return c.body(null, 304)
        }
        const prepared = await answers.get(etag, async () => {
          const found = await details.find(id)
          return found && ({ success: true, ...found } satisfies ProductDetailsResponse)
        })
        // Unknown and malformed ids alike: there is no such product. The 404 is not cached, so a
        // product added a moment later shows at once.
        if (!prepared) return errorJson(c, PRODUCT_NOT_FOUND_MESSAGE, 404)
        return sendPrepared(c.req, prepared, { headers: JSON_HEADERS })
      })
  )
}
