/**
 * The paged catalogue's constants: plain data, free of schema code (like categories.ts), so
 * the storefront's first load can use them without loading zod.
 */

/**
 * The orders a product search can be sorted in, the same as the collection page's. `relevance`
 * is the catalogue's own order (newest first) without a search text, and best match first with
 * one; every order ends in newest first, so equal prices keep the catalogue's order.
 */
export const PRODUCT_SORTS = ['relevance', 'price-asc', 'price-desc', 'newest'] as const
export type ProductSort = (typeof PRODUCT_SORTS)[number]

export const PRODUCT_PAGE_SIZE = 24
export const MAX_PRODUCT_PAGE_SIZE = 60
/** Longer search texts are refused: nobody types that much into a search box. */
export const MAX_PRODUCT_QUERY_LENGTH = 200

/** The longest size a product may have ("One size", "L/XL"); a size filter takes no longer. */
export const MAX_SIZE_LENGTH = 20
/**
 * The dearest product the store sells, in naira: a single unit stays far under an order's limit.
 * A price filter takes no higher.
 */
export const MAX_PRODUCT_PRICE = 10_000_000
/** The collection's size filter takes at most this many sizes at once (`size=`). */
export const MAX_SIZE_FILTERS = 20

/** A search that finds nothing suggests at most this many products with the nearest names. */
export const NEAREST_PRODUCTS_LIMIT = 4

/** docs/product.md §9: a product page suggests at most this many others. */
export const RELATED_PRODUCTS_LIMIT = 6

/** The answer of `GET /api/products/:id` for an id no product has (404), and for a malformed one. */
export const PRODUCT_NOT_FOUND_MESSAGE = 'Product not found'

/**
 * docs/product.md §8: what the product list, a page of it or one product says when it cannot be
 * fetched and the server gave no message of its own.
 */
export const PRODUCTS_FAILED_MESSAGE = 'Failed to fetch products'

/** What a product page says of a product the store team archived (its API answer's 404). */
export const PRODUCT_GONE_MESSAGE = 'This product is no longer available'

/** Longer ids are no product's (the cart refuses them too). */
export const MAX_PRODUCT_ID_LENGTH = 64

/**
 * The home page's product sections (docs/product.md §2), each the first products of the catalogue's
 * own order (newest first): the latest ones, the first bestsellers, and the first of each
 * category. `GET /api/products/featured` answers exactly the union of these, so the page never
 * needs the whole list.
 */
export const HOME_LATEST_COUNT = 10
export const HOME_BESTSELLER_COUNT = 10
export const HOME_PER_CATEGORY_COUNT = 4

/**
 * A history (a product's changes, a size's stock changes) answers with its newest this many: the
 * store team's screens show them, and the server's answer stays small.
 */
export const HISTORY_SHOWN = 50
