import { z } from 'zod'
import {
  HOME_BESTSELLER_COUNT,
  HOME_LATEST_COUNT,
  HOME_PER_CATEGORY_COUNT,
  MAX_PRODUCT_PAGE_SIZE,
  MAX_PRODUCT_PRICE,
  MAX_PRODUCT_QUERY_LENGTH,
  MAX_SIZE_FILTERS,
  MAX_SIZE_LENGTH,
  PRODUCT_GONE_MESSAGE,
  PRODUCT_PAGE_SIZE,
  PRODUCT_SORTS,
  RELATED_PRODUCTS_LIMIT,
} from '../shared/paging.ts'
import { DEPARTMENT_SLUG_PATTERN, MAX_DEPARTMENT_SLUG_LENGTH } from './departments.ts'
import { inSizeOrder } from './size-order.ts'

/** A department's id (departments are data: docs/product.md §11.13). */
export const Category = z.string().min(1).max(MAX_DEPARTMENT_SLUG_LENGTH)

export const Product = z.object({
  _id: z.string().min(1),
  name: z.string().min(1),
  description: z.string(),
  /**
   * Naira, as the storefront shows it: what one costs, so the sale price while the product is on
   * sale. The server keeps kobo internally.
   */
  price: z.number().nonnegative(),
  /**
   * Beyond the original spec (§11.4): while on sale, the price before the sale, shown struck
   * through beside `price`. Absent when the product is not on sale.
   */
  wasPrice: z.number().positive().optional(),
  /** Image URLs; the first is shown in lists. */
  image: z.array(z.string().min(1)).min(1),
  category: Category,
  sizes: z.array(z.string().min(1)).min(1),
  bestseller: z.boolean(),
  /** Date the product was added, epoch milliseconds. */
  date: z.number().int().nonnegative(),
  /**
   * Beyond the original spec (§11.6): every size is counted and none has a unit left. Absent
   * when any size can still be sold.
   */
  soldOut: z.literal(true).optional(),
})
export type Product = z.infer<typeof Product>

export const ProductListResponse = z.object({
  success: z.literal(true),
  products: z.array(Product),
})
export type ProductListResponse = z.infer<typeof ProductListResponse>

const MAX_PRODUCT_PAGE = 10_000

const once = (name: string) => `${name} may be given only once`

const wholeNumber = (name: string, max: number) =>
  z.coerce
    .number<string>({ error: `${name} must be a whole number from 1 to ${max}` })
    .int(`${name} must be a whole number from 1 to ${max}`)
    .min(1, `${name} must be a whole number from 1 to ${max}`)
    .max(max, `${name} must be a whole number from 1 to ${max}`)

const single = (name: string) =>
  z.string({ error: (issue) => (Array.isArray(issue.input) ? once(name) : `${name} must be text`) })

const naira = (name: string) => {
  const message = `${name} must be a whole number of naira from 0 to ${MAX_PRODUCT_PRICE}`
  return single(name).pipe(
    z.coerce
      .number<string>({ error: message })
      .int(message)
      .min(0, message)
      .max(MAX_PRODUCT_PRICE, message),
  )
}

/**
 * The query of `GET /api/products`, as `productSearchInput` reads it from the URL. Categories
 * (department ids; the server refuses one the store does not have) come back sorted without
 * repeats, and the search text trimmed with control characters removed (empty means no search),
 * so equal searches have one form.
 */
export const ProductSearchQuery = z
  .object({
    category: z
      .array(z.string())
      .default([])
      .transform((values, ctx) => {
        const wanted = new Set(
          values.flatMap((value) => value.split(',').map((part) => part.trim())).filter(Boolean),
        )
        const malformed = [...wanted].filter(
          (id) => id.length > MAX_DEPARTMENT_SLUG_LENGTH || !DEPARTMENT_SLUG_PATTERN.test(id),
        )
        if (malformed.length > 0) {
          ctx.addIssue({
            code: 'custom',
            message: `Unknown category ${malformed.map((id) => `"${id.slice(0, MAX_DEPARTMENT_SLUG_LENGTH)}"`).join(', ')}`,
          })
          return z.NEVER
        }
        return [...wanted].sort()
      }),
    sort: single('sort')
      .pipe(z.enum(PRODUCT_SORTS, { error: `sort must be one of ${PRODUCT_SORTS.join(', ')}` }))
      .default('relevance'),
    q: single('q')
      .max(
        MAX_PRODUCT_QUERY_LENGTH,
        `The search text may be at most ${MAX_PRODUCT_QUERY_LENGTH} characters`,
      )
      .transform((text) => text.replace(/\p{Cc}/gu, ' ').trim())
      .default(''),
    /** Sizes, any of which a product must come in; in size order without repeats. */
    size: z
      .array(
        z
          .string()
          .trim()
          .min(1, 'size must not be empty')
          .max(MAX_SIZE_LENGTH, `A size may be at most ${MAX_SIZE_LENGTH} characters`),
      )
      .max(MAX_SIZE_FILTERS, `At most ${MAX_SIZE_FILTERS} sizes may be asked for at once`)
      .default([])
      .transform((sizes) => inSizeOrder(sizes)),
    /** The lowest and highest price, in naira, both included; either may be left out. */
    minPrice: naira('minPrice').optional(),
    maxPrice: naira('maxPrice').optional(),
    page: single('page').pipe(wholeNumber('page', MAX_PRODUCT_PAGE)).default(1),
    pageSize: single('pageSize')
      .pipe(wholeNumber('pageSize', MAX_PRODUCT_PAGE_SIZE))
      .default(PRODUCT_PAGE_SIZE),
  })
  .refine(
    ({ minPrice, maxPrice }) =>
      minPrice === undefined || maxPrice === undefined || minPrice <= maxPrice,
    { message: 'minPrice may not be more than maxPrice', path: ['minPrice'] },
  )
export type ProductSearchQuery = z.output<typeof ProductSearchQuery>

/** The names `GET /api/products` reads from its query string. */
const SEARCH_PARAMS = ['sort', 'q', 'minPrice', 'maxPrice', 'page', 'pageSize'] as const

/**
 * A URL's search parameters as `ProductSearchQuery` takes them: every `category` (each may also
 * list several, comma-separated) and every `size` (sizes are the store team's free text, so one
 * per parameter), and the other parameters once (given twice, they are refused; empty, they count
 * as not given). Parameters the API does not know (campaign tags, cache busters) are left out.
 */
export function productSearchInput(params: URLSearchParams): Record<string, unknown> {
  const input: Record<string, unknown> = {
    category: params.getAll('category'),
    size: params.getAll('size'),
  }
  for (const name of SEARCH_PARAMS) {
    const values = params.getAll(name).filter((value) => value !== '')
    if (values.length > 0) input[name] = values.length === 1 ? values[0] : values
  }
  return input
}

/** One page of products matching a search, and where it stands in the whole result. */
export const ProductSearchResponse = z.object({
  success: z.literal(true),
  products: z.array(Product),
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  /** How many products match, on every page. */
  total: z.number().int().nonnegative(),
  /** Whether a later page has more. */
  hasMore: z.boolean(),
  /**
   * The sizes the chosen departments' products come in (all departments when none is chosen), in
   * size order: the size filter's choices, whatever the other filters leave.
   */
  sizes: z.array(z.string()),
  /**
   * Beyond the original spec (issue 41): when a search text matched nothing, the products whose
   * names come nearest to it (at most `NEAREST_PRODUCTS_LIMIT`, nearest first); else empty.
   */
  nearest: z.array(Product),
})
export type ProductSearchResponse = z.infer<typeof ProductSearchResponse>

/**
 * The products a product page suggests (docs/product.md §2): others from the same category, in the
 * catalogue's own order (newest first, then by id), at most `limit`. The server runs the same
 * rule in SQL; the mocks and tests use this one.
 */
export function relatedProducts<T extends Pick<Product, '_id' | 'category' | 'date'>>(
  product: Pick<Product, '_id' | 'category'>,
  products: readonly T[],
  limit: number = RELATED_PRODUCTS_LIMIT,
): T[] {
  return products
    .filter((candidate) => candidate.category === product.category && candidate._id !== product._id)
    .sort((a, b) => b.date - a.date || a._id.localeCompare(b._id))
    .slice(0, limit)
}

/** One product, for its page, with the products the page suggests beside it. */
export const ProductDetailsResponse = z.object({
  success: z.literal(true),
  product: Product,
  /** Same category, not the product itself, newest first, at most `RELATED_PRODUCTS_LIMIT`. */
  related: z.array(Product).max(RELATED_PRODUCTS_LIMIT),
})
export type ProductDetailsResponse = z.infer<typeof ProductDetailsResponse>

/**
 * `GET /api/products/:id`'s 404 for an archived product: its department, and products of it on
 * sale to suggest instead (newest first, at most `RELATED_PRODUCTS_LIMIT`).
 */
export const ProductGoneResponse = z.object({
  success: z.literal(false),
  message: z.literal(PRODUCT_GONE_MESSAGE),
  category: Category,
  suggestions: z.array(Product).max(RELATED_PRODUCTS_LIMIT),
})
export type ProductGoneResponse = z.infer<typeof ProductGoneResponse>

/**
 * The products the home page shows, from the whole list in its own order (newest first): the
 * first `HOME_LATEST_COUNT`, the first `HOME_BESTSELLER_COUNT` bestsellers and the first
 * `HOME_PER_CATEGORY_COUNT` of each category, once each and in the list's order. Each section
 * takes the first of its kind, so the page's sections over this subset are the same as over
 * the whole list. The rule `GET /api/products/featured` follows (in SQL) and the mocks answer with.
 */
export function featuredProducts<T extends Pick<Product, 'category' | 'bestseller'>>(
  products: readonly T[],
): T[] {
  let bestsellers = 0
  const perCategory = new Map<string, number>()
  return products.filter((product, index) => {
    const inCategory = (perCategory.get(product.category) ?? 0) + 1
    perCategory.set(product.category, inCategory)
    if (product.bestseller) bestsellers += 1
    return (
      index < HOME_LATEST_COUNT ||
      (product.bestseller && bestsellers <= HOME_BESTSELLER_COUNT) ||
      inCategory <= HOME_PER_CATEGORY_COUNT
    )
  })
}

/**
 * `GET /api/products/featured`: the home page's products (see `featuredProducts`), in the
 * list's order.
 */
export const ProductFeaturedResponse = z.object({
  success: z.literal(true),
  products: z.array(Product),
})
export type ProductFeaturedResponse = z.infer<typeof ProductFeaturedResponse>
