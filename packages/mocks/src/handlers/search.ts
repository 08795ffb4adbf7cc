// `GET /api/products`, the catalogue filtered, searched, sorted and paged, over the fixtures,
// with named variants for stories (the server serves it from its products folder).
import {
  DEPARTMENT_MESSAGES,
  type ErrorResponse,
  inSizeOrder,
  NEAREST_PRODUCTS_LIMIT,
  PRODUCTS_FAILED_MESSAGE,
  type Product,
  ProductSearchQuery,
  type ProductSearchResponse,
  productSearchInput,
  REFUSAL_FALLBACKS,
  refusalOf,
} from '@adire/contract'
import { HttpResponse, http } from 'msw'
import { fixtureProducts } from '../fixtures/products.ts'
import { fail, untilStoryEnds, url } from './http.ts'
import { state } from './state.ts'

/** Lower case without accents, as the storefront compares text. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
const wordsOf = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

/** The catalogue's own order, as the server's: newest first, then by id. */
const naturalOrder = (a: Product, b: Product) => b.date - a.date || a._id.localeCompare(b._id)

/** A word as the mock search compares it: a trailing "s" dropped, so "hoodies" finds hoodies. */
const stem = (word: string) => (word.length > 3 ? word.replace(/s$/, '') : word)

/** A word's trigrams as pg_trgm makes them: the word padded with two spaces before, one after. */
function trigrams(word: string): Set<string> {
  const padded = `  ${word} `
  const found = new Set<string>()
  for (let i = 0; i + 3 <= padded.length; i += 1) found.add(padded.slice(i, i + 3))
  return found
}

/**
 * How near a typed word comes to the nearest of some words, 0 to 1: the share of its trigrams
 * found in that word, a stand-in for pg_trgm's `word_similarity` (apps/server/src/db/client.ts).
 */
function nearness(typed: string, words: readonly string[]): number {
  const wanted = trigrams(typed)
  let best = 0
  for (const word of words) {
    const have = trigrams(word)
    const shared = [...wanted].filter((trigram) => have.has(trigram)).length
    best = Math.max(best, shared / wanted.size)
  }
  return best
}

/** As the server: a slip is forgiven in words of four letters or more, at this nearness. */
const FORGIVEN_AT = 0.5
/** As the server: a name this near a search that found nothing is suggested. */
const NEAREST_AT = 0.3

/**
 * `GET /api/products` over the given products, in plain code: filtered, searched, sorted and
 * paged as the server does. The text search is a simple stand-in for the server's full-text
 * search: every word typed must begin a word of the product's name, category or description, or
 * (four letters or more, in a text without `-`) come near a word of its name or category; no
 * word typed after a `-` may be found; a text with no words finds nothing. Relevance scores each
 * word 3 when found in the name, 2 in the category, 1 in the description, and a near word by its
 * nearness. A text that finds nothing suggests the names nearest to its words.
 */
export function searchProducts(
  products: readonly Product[],
  { category, size, minPrice, maxPrice, sort, q, page, pageSize }: ProductSearchQuery,
): ProductSearchResponse {
  const chunks = q.split(/\s+/).filter(Boolean)
  const wordsIn = (list: string[]) => list.flatMap((chunk) => wordsOf(chunk).map(stem))
  const excluded = wordsIn(chunks.filter((chunk) => chunk.startsWith('-')))
  const wanted = wordsIn(chunks.filter((chunk) => !chunk.startsWith('-')))
  const nothingToFind = q !== '' && wanted.length === 0 && excluded.length === 0
  const forgiving = excluded.length === 0 && !q.includes('"')
  const has = (words: string[], word: string) => words.some((w) => w.startsWith(word))
  const near = (words: string[], word: string) =>
    forgiving && word.length >= 4 && nearness(word, words) >= FORGIVEN_AT
      ? nearness(word, words)
      : 0
  const inDepartments = (product: Product) =>
    category.length === 0 || category.includes(product.category)
  const matches = products
    .filter(
      (product) =>
        inDepartments(product) &&
        (size.length === 0 || product.sizes.some((offered) => size.includes(offered))) &&
        (minPrice === undefined || product.price >= minPrice) &&
        (maxPrice === undefined || product.price <= maxPrice),
    )
    .flatMap((product) => {
      const name = wordsOf(product.name)
      const inCategory = wordsOf(product.category)
      const all = [...name, ...inCategory, ...wordsOf(product.description)]
      const named = [...name, ...inCategory]
      const found =
        !nothingToFind &&
        wanted.every((word) => has(all, word) || near(named, word) > 0) &&
        !excluded.some((word) => has(all, word))
      const score = wanted.reduce(
        (sum, word) =>
          sum +
          (has(name, word)
            ? 3
            : has(inCategory, word)
              ? 2
              : has(all, word)
                ? 1
                : near(named, word)),
        0,
      )
      return found ? [{ product, score }] : []
    })
  const byNature = (a: (typeof matches)[number], b: (typeof matches)[number]) =>
    naturalOrder(a.product, b.product)
  matches.sort(
    sort === 'price-asc'
      ? (a, b) => a.product.price - b.product.price || byNature(a, b)
      : sort === 'price-desc'
        ? (a, b) => b.product.price - a.product.price || byNature(a, b)
        : sort === 'relevance' && wanted.length > 0
          ? (a, b) => b.score - a.score || byNature(a, b)
          : byNature,
  )
  const start = (page - 1) * pageSize
  return {
    success: true,
    products: matches.slice(start, start + pageSize).map((match) => match.product),
    page,
    pageSize,
    total: matches.length,
    hasMore: start + pageSize < matches.length,
    sizes: inSizeOrder(products.filter(inDepartments).flatMap((product) => product.sizes)),
    nearest: q && matches.length === 0 ? nearestNames(products, wanted) : [],
  }
}

/** The products whose names and departments come nearest to the words typed, nearest first. */
function nearestNames(products: readonly Product[], words: readonly string[]): Product[] {
  if (words.length === 0) return []
  return products
    .map((product) => {
      const named = [...wordsOf(product.name), ...wordsOf(product.category)]
      const score = words.reduce((sum, word) => sum + nearness(word, named), 0) / words.length
      return { product, score }
    })
    .filter(({ score }) => score >= NEAREST_AT)
    .sort((a, b) => b.score - a.score || naturalOrder(a.product, b.product))
    .slice(0, NEAREST_PRODUCTS_LIMIT)
    .map(({ product }) => product)
}

/**
 * `GET /api/products` over a catalogue (the fixtures, or a variant of them); the query is
 * checked with the contract's schema, and refused as the server refuses it.
 */
export const productSearchOver = (catalogue: readonly Product[]) =>
  http.get<never, never, ProductSearchResponse | ErrorResponse>(
    url('productSearch'),
    ({ request }) => {
      const query = ProductSearchQuery.safeParse(
        productSearchInput(new URL(request.url).searchParams),
      )
      if (!query.success) {
        return fail(refusalOf(query.error.issues, REFUSAL_FALLBACKS.search).message, 400)
      }
      // As the server: named as the link gave them, in its order, with the shop's own ids.
      const given = new URL(request.url).searchParams
        .getAll('category')
        .flatMap((value) => value.split(','))
        .map((id) => id.trim())
      const known = state.departments.map((d) => d.id)
      const unknown = [...new Set(given.filter((id) => id && !known.includes(id)))]
      if (unknown.length > 0) {
        return fail(DEPARTMENT_MESSAGES.unknownCategories(unknown, known), 400)
      }
      return HttpResponse.json(searchProducts(catalogue, query.data))
    },
  )

export const productSearchHandlers = {
  default: productSearchOver(fixtureProducts),
  empty: http.get<never, never, ProductSearchResponse>(url('productSearch'), ({ request }) => {
    const query = ProductSearchQuery.safeParse(
      productSearchInput(new URL(request.url).searchParams),
    )
    return HttpResponse.json(searchProducts([], query.data ?? ProductSearchQuery.parse({})))
  }),
  error: http.get<never, never, ErrorResponse>(url('productSearch'), () =>
    fail(PRODUCTS_FAILED_MESSAGE, 500),
  ),
  slow: http.get(url('productSearch'), async () => {
    await untilStoryEnds()
    return HttpResponse.json(searchProducts(fixtureProducts, ProductSearchQuery.parse({})))
  }),
  /** The first page as usual; every later page never arrives (a "load more" in progress). */
  laterPagesSlow: http.get(url('productSearch'), async ({ request }) => {
    const query = queryOf(request)
    if (query.page > 1) await untilStoryEnds()
    return HttpResponse.json(searchProducts(fixtureProducts, query))
  }),
  /** The first page as usual; every later page fails (a "load more" that cannot load). */
  laterPagesFail: http.get(url('productSearch'), ({ request }) => {
    const query = queryOf(request)
    if (query.page > 1) return fail(PRODUCTS_FAILED_MESSAGE, 500)
    return HttpResponse.json(searchProducts(fixtureProducts, query))
  }),
}

/**
 * A fresh handler whose first `failures` requests for a later page fail and every other one
 * succeeds: a "load more" that works when tried again (the storefront retries a later page
 * once by itself, so 2 failures reach the shopper). The count starts again with each first
 * page, so a story shown again fails again.
 */
export function laterPagesFailThenWork(failures = 2) {
  let failed = 0
  return http.get(url('productSearch'), ({ request }) => {
    const query = queryOf(request)
    // A first page starts a list again (a story shown anew): its next pages fail again.
    if (query.page === 1) failed = 0
    if (query.page > 1 && failed < failures) {
      failed += 1
      return fail(PRODUCTS_FAILED_MESSAGE, 500)
    }
    return HttpResponse.json(searchProducts(fixtureProducts, query))
  })
}

/** A search's query as the server reads it; the variants above are only asked valid ones. */
const queryOf = (request: Request) =>
  ProductSearchQuery.parse(productSearchInput(new URL(request.url).searchParams))
