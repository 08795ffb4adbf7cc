import { createHash } from 'node:crypto'
import {
  DEPARTMENT_MESSAGES,
  type Department,
  PRODUCT_NOT_FOUND_MESSAGE,
  type ProductAvailabilityResponse,
  type ProductFeaturedResponse,
  type ProductGoneResponse,
  ProductSearchQuery,
  type ProductSearchResponse,
  productSearchInput,
  REFUSAL_FALLBACKS,
  refusalOf,
} from '@adire/contract'
import { type Context, Hono, type MiddlewareHandler } from 'hono'
import { errorJson } from '../http/errors.ts'
import { type Prepared, precompress, sendPrepared } from '../http/precompressed.ts'
import type { ProductDetails } from './details.ts'
import type { FeaturedProducts } from './featured.ts'
import type { ProductListCache } from './product-list.ts'
import type { ProductSearch } from './search.ts'

/**
 * Asked again each time, and answered with a cheap 304 while the catalogue is unchanged (the
 * ETag names its version): a price or photo the store team changes reaches shoppers at once,
 * never a minute later from a browser's copy (docs/product.md §11.4).
 */
const CACHE_CONTROL = 'public, no-cache'

const JSON_HEADERS = {
  'Cache-Control': CACHE_CONTROL,
  'Content-Type': 'application/json; charset=utf-8',
}

/**
 * The store's hottest reads, answered before the middleware and its checks (registered ahead of
 * it): `GET /api/products/list`, serialized and compressed once per catalogue change, and any
 * paged catalogue, featured or product request answered before in the catalogue's current
 * version (see `ProductAnswers.ready`). Anything else goes on to `productSearchRoutes`, behind
 * the middleware. `securityHeaders` are the store's own, which the middleware would have added.
 */
export function productRoutes(
  catalogue: ProductListCache,
  answers: ProductAnswers,
  securityHeaders: Record<string, string>,
) {
  const headers = { ...securityHeaders, ...JSON_HEADERS }
  const ready: MiddlewareHandler = async (c, next) => {
    const prepared = await answers.ready(requestTarget(c))
    if (!prepared) return next()
    return (
      notModified(c, prepared.etag, securityHeaders) ?? sendPrepared(c.req, prepared, { headers })
    )
  }
  return new Hono()
    .get('/list', async (c) => sendPrepared(c.req, await catalogue.current(), { headers }))
    .get('/', ready)
    .get('/:id', ready)
}

/** The request's path and query as sent: the same target always gets the same answer. */
function requestTarget(c: Context): string {
  const { url } = c.req
  const query = url.indexOf('?')
  return query === -1 ? c.req.path : `${c.req.path}${url.slice(query)}`
}

/** Whether an `If-None-Match` header names the ETag (weak comparison, as for a GET). */
function holds(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '')
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag))
}

/** 304 when the request holds `etag`, with what a cache needs to keep using its copy. */
function notModified(c: Context, etag: string, headers: Record<string, string> = {}) {
  if (!holds(c.req.header('If-None-Match'), etag)) return undefined
  return new Response(null, {
    status: 304,
    headers: { ...headers, 'Cache-Control': CACHE_CONTROL, ETag: etag },
  })
}

/** Answers kept ready to send (a page of 24 is about 12 KB plain, 3 KB compressed). */
const ANSWER_CACHE_SIZE = 500
/** Compressed while a shopper waits: fast over smallest (see `precompress`). */
const ANSWER_BROTLI_QUALITY = 5

/** Deletes the oldest entries of `map` (in insertion order) until one more fits in `size`. */
function makeRoom(map: Map<string, unknown>, size: number) {
  while (map.size >= size) map.delete(map.keys().next().value as string)
}

/**
 * Answers of the paged catalogue, the featured products and each product, serialized and
 * compressed once per catalogue version and query (the ETag names both), as pages are: the
 * first page of the collection, of each department and each product are asked for again and
 * again, and on the embedded database every search holds the server's one thread for
 * milliseconds. Once an answer is ready it is also found by the request's exact target in that
 * version, so a repeat skips validating the query and hashing its ETag too. Older versions'
 * entries age out.
 */
export class ProductAnswers {
  readonly #answers = new Map<string, Promise<Prepared | undefined>>()
  readonly #byTarget = new Map<string, Prepared>()

  constructor(private readonly catalogue: ProductListCache) {}

  /** The catalogue's current version, and the ETag of an answer about `key` in it. */
  async name(key: string): Promise<AnswerName> {
    const { etag: version } = await this.catalogue.current()
    const etag = `W/"${createHash('sha1').update(`${version}\n${key}`).digest('base64url')}"`
    return { version, etag }
  }

  /** The answer already given to `target` in the catalogue's current version, if any. */
  async ready(target: string): Promise<Prepared | undefined> {
    const { etag: version } = await this.catalogue.current()
    return this.#byTarget.get(`${version}\n${target}`)
  }

  /**
   * The answer `name`d, from `answer` the first time; then also ready for `target` in the
   * version the name was made in (a catalogue changed meanwhile never looks there again).
   */
  async get(
    { version, etag }: AnswerName,
    target: string,
    answer: () => Promise<object | undefined>,
  ): Promise<Prepared | undefined> {
    let pending = this.#answers.get(etag)
    if (!pending) {
      pending = answer().then((body) =>
        body === undefined
          ? undefined
          : { body: precompress(JSON.stringify(body), ANSWER_BROTLI_QUALITY), etag },
      )
      makeRoom(this.#answers, ANSWER_CACHE_SIZE)
      this.#answers.set(etag, pending)
      // Neither a failure nor a 404 is kept: the next request asks the database again.
      const forget = () => this.#answers.get(etag) === pending && this.#answers.delete(etag)
      pending.then((prepared) => prepared ?? forget(), forget)
    }
    const prepared = await pending
    if (prepared) {
      makeRoom(this.#byTarget, ANSWER_CACHE_SIZE)
      this.#byTarget.set(`${version}\n${target}`, prepared)
    }
    return prepared
  }
}

/** What names an answer: the catalogue's version, and the ETag made from it and the query. */
interface AnswerName {
  version: string
  etag: string
}

/**
 * `GET /api/products`: the catalogue a page at a time (see ProductSearchQuery),
 * `GET /api/products/featured`: the home page's products, and
 * `GET /api/products/:id`: one product with its related ones, and
 * `GET /api/products/:id/availability`: its sizes that are sold out or nearly (never cached:
 * it moves with every payment started, ADR 025). Mounted behind the store's
 * middleware (security headers, compression), for what `productRoutes` has no answer ready for.
 * The ETags name the catalogue's version (the product list's own ETag) and the query, so a
 * repeat is answered with 304 before any search runs.
 */
export function productSearchRoutes(
  answers: ProductAnswers,
  products: ProductSearch,
  details: ProductDetails,
  featured: FeaturedProducts,
  scarce: (id: string) => Promise<Record<string, number> | undefined>,
  /** The shop's departments now: a `category` must be one's id. */
  departments: () => Promise<readonly Department[]>,
) {
  return (
    new Hono()
      .get('/', async (c) => {
        const params = new URL(c.req.url).searchParams
        const query = ProductSearchQuery.safeParse(productSearchInput(params))
        if (!query.success) {
          return errorJson(c, refusalOf(query.error.issues, REFUSAL_FALLBACKS.search).message, 400)
        }
        if (query.data.category.length > 0) {
          const known = await departments()
          // Named as the shopper's link gave them, in its order.
          const given = params.getAll('category').flatMap((value) => value.split(','))
          const unknown = [
            ...new Set(
              given.map((id) => id.trim()).filter((id) => id && !known.some((d) => d.id === id)),
            ),
          ]
          if (unknown.length > 0) {
            const message = DEPARTMENT_MESSAGES.unknownCategories(
              unknown,
              known.map((d) => d.id),
            )
            return errorJson(c, message, 400)
          }
        }
        const name = await answers.name(JSON.stringify(query.data))
        const notChanged = notModified(c, name.etag)
        if (notChanged) return notChanged
        const prepared = await answers.get(
          name,
          requestTarget(c),
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
        const name = await answers.name('featured')
        const notChanged = notModified(c, name.etag)
        if (notChanged) return notChanged
        const prepared = await answers.get(
          name,
          requestTarget(c),
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
        const name = await answers.name(`product ${id}`)
        // Only a 200 sends the ETag, and a product's removal changes the catalogue's version: a
        // tag that still holds names a product that is still there.
        const notChanged = notModified(c, name.etag)
        if (notChanged) return notChanged
        let gone: ProductGoneResponse | undefined
        const prepared = await answers.get(name, requestTarget(c), async () => {
          const found = await details.find(id)
          if (found?.success === false) gone = found
          else return found
        })
        // An archived product is gone, with what to suggest instead; unknown and malformed ids
        // alike have no product. Neither 404 is cached, so a product added or brought back a
        // moment later shows at once.
        if (gone) return c.json(gone, 404)
        if (!prepared) return errorJson(c, PRODUCT_NOT_FOUND_MESSAGE, 404)
        return sendPrepared(c.req, prepared, { headers: JSON_HEADERS })
      })
      .get('/:id/availability', async (c) => {
        const sizes = await scarce(c.req.param('id'))
        if (!sizes) return errorJson(c, PRODUCT_NOT_FOUND_MESSAGE, 404)
        return c.json<ProductAvailabilityResponse>({ success: true, scarce: sizes })
      })
  )
}
