import {
  CATEGORIES,
  type CategoryId,
  COLLECTION_PARAMS,
  type Department,
  departmentFromFilter,
  inSizeOrder,
  MAX_PRODUCT_PRICE,
  MAX_PRODUCT_QUERY_LENGTH,
  MAX_SIZE_FILTERS,
  MAX_SIZE_LENGTH,
  PRODUCT_SORTS,
  type ProductSort,
} from '@adire/contract'

/**
 * The most pages of results one collection URL shows (24 each, so 480 products). Each page shown
 * is a query when the server renders the URL, so the count a URL may ask for is bounded; a
 * shopper who gets this far is better served by a search or a filter.
 */
export const MAX_PAGES_SHOWN = 20

/** What the shopper filters the collection by: the part of the state each page is a slice of. */
export interface BrowseFilter {
  /** Selected departments' ids in the shop's order of departments; empty means every one. */
  categories: CategoryId[]
  /** Sizes a product must come in (any of them), in size order; empty means any size. */
  sizes: string[]
  /** The lowest price shown, in naira; undefined means no lower bound. */
  minPrice?: number | undefined
  /** The highest price shown, in naira; undefined means no upper bound. */
  maxPrice?: number | undefined
  sort: ProductSort
  /** Free text, searched in product names, categories and descriptions by the server. */
  query: string
}

/** What the shopper is looking at on /collection; the URL is its only store. */
export interface BrowseState extends BrowseFilter {
  /** How many pages of results are shown, from 1 to `MAX_PAGES_SHOWN`. */
  pages: number
}

export const DEFAULT_BROWSE_STATE: BrowseState = {
  categories: [],
  sizes: [],
  sort: 'relevance',
  query: '',
  pages: 1,
}

/**
 * The search parameters the collection page owns; any other parameter is left alone. The server
 * renders the page with these alone (`PAGE_SEARCH_PARAMS`), so the state must come from them.
 */
const PARAM = COLLECTION_PARAMS

const isSortOrder = (value: string | null): value is ProductSort =>
  PRODUCT_SORTS.some((order) => order === value)

/** A page count from the URL: a whole number, clamped to what a URL may ask for; else 1. */
function pagesFrom(value: string | null): number {
  if (value === null || !/^\d{1,6}$/.test(value.trim())) return 1
  return Math.min(MAX_PAGES_SHOWN, Math.max(1, Number(value)))
}

/** A price from the URL: whole naira the API takes; anything else means no bound. */
function priceFrom(value: string | null): number | undefined {
  const digits = value?.trim().replaceAll(',', '')
  if (!digits || !/^\d{1,9}$/.test(digits)) return undefined
  const naira = Number(digits)
  return naira <= MAX_PRODUCT_PRICE ? naira : undefined
}

/** Sizes from the URL as the API takes them: trimmed, not too long, not too many, in size order. */
function sizesFrom(values: string[]): string[] {
  const sizes = values.map((value) => value.trim())
  const kept = sizes.filter((size) => size !== '' && size.length <= MAX_SIZE_LENGTH)
  return inSizeOrder(kept).slice(0, MAX_SIZE_FILTERS)
}

/**
 * A price range the right way up: a shopper who typed the bounds the wrong way round meant the
 * range between them.
 */
export function priceRange(
  minPrice: number | undefined,
  maxPrice: number | undefined,
): Pick<BrowseFilter, 'minPrice' | 'maxPrice'> {
  if (minPrice !== undefined && maxPrice !== undefined && minPrice > maxPrice) {
    return { minPrice: maxPrice, maxPrice: minPrice }
  }
  return { minPrice, maxPrice }
}

/** The `filter` values of a URL, each split at commas. */
const filterValues = (params: URLSearchParams) =>
  params.getAll(PARAM.filter).flatMap((value) => value.split(','))

/**
 * Reads the collection state from a URL's search parameters. Tolerant by design: these URLs
 * come from old footers, shared chats and hand typing, so unknown values are dropped, never
 * an error. A department is found by its link name, its id or a link name it had before a
 * rename (docs/product.md §11.13).
 */
export function parseBrowseParams(
  params: URLSearchParams,
  departments: readonly Department[] = CATEGORIES,
): BrowseState {
  const selected = new Set<CategoryId>()
  for (const part of filterValues(params)) {
    const department = departmentFromFilter(departments, part)
    if (department) selected.add(department.id)
  }
  const sort = params.get(PARAM.sort)
  return {
    // The shop's order, so the same selection is the same state however the URL listed it.
    categories: departments.map((d) => d.id).filter((id) => selected.has(id)),
    sizes: sizesFrom(params.getAll(PARAM.size)),
    ...priceRange(priceFrom(params.get(PARAM.minPrice)), priceFrom(params.get(PARAM.maxPrice))),
    sort: isSortOrder(sort) ? sort : 'relevance',
    query: (params.get(PARAM.query) ?? '').trim(),
    pages: pagesFrom(params.get(PARAM.pages)),
  }
}

/**
 * Whether a URL names its departments by older or other names than their current link names
 * (`?filter=Hoodle`, a link from before a rename): the page then writes the URL anew.
 */
export function hasOutdatedFilters(
  params: URLSearchParams,
  departments: readonly Department[] = CATEGORIES,
): boolean {
  return filterValues(params).some((part) => {
    const department = departmentFromFilter(departments, part)
    return department !== undefined && department.slug !== part
  })
}

/**
 * Writes the state as canonical search parameters: departments' current link names (not their
 * ids or older names) as repeated `filter`s, and nothing for defaults, so equal views share one
 * URL. Parameters in `base` that the collection page does not own (campaign tags, say) are kept.
 */
export function browseParamsToSearch(
  state: BrowseState,
  base: URLSearchParams = new URLSearchParams(),
  departments: readonly Department[] = CATEGORIES,
): URLSearchParams {
  const search = new URLSearchParams(base)
  for (const name of Object.values(PARAM)) search.delete(name)
  const categories = new Set(state.categories)
  for (const { id, slug } of departments) {
    if (categories.has(id)) search.append(PARAM.filter, slug)
  }
  appendSizesAndPrices(search, state)
  if (state.sort !== 'relevance') search.set(PARAM.sort, state.sort)
  const query = state.query.trim()
  if (query) search.set(PARAM.query, query)
  const pages = Math.min(MAX_PAGES_SHOWN, Math.max(1, Math.trunc(state.pages)))
  if (pages > 1) search.set(PARAM.pages, String(pages))
  return search
}

/** Sizes and a price range as parameters, under the same names in the page's URL and the API's. */
function appendSizesAndPrices(search: URLSearchParams, filter: BrowseFilter) {
  for (const size of inSizeOrder(filter.sizes)) search.append(PARAM.size, size)
  const { minPrice, maxPrice } = priceRange(filter.minPrice, filter.maxPrice)
  if (minPrice !== undefined) search.set(PARAM.minPrice, String(minPrice))
  if (maxPrice !== undefined) search.set(PARAM.maxPrice, String(maxPrice))
}

/** The filter part of a state: what the pages shown are pages of. */
export const browseFilter = ({
  categories,
  sizes,
  minPrice,
  maxPrice,
  sort,
  query,
}: BrowseState): BrowseFilter => ({ categories, sizes, minPrice, maxPrice, sort, query })

/** How many filters are on, for the Filters button: departments, sizes, and a price range as one. */
export const activeFilterCount = ({ categories, sizes, minPrice, maxPrice }: BrowseFilter) =>
  categories.length + sizes.length + (minPrice !== undefined || maxPrice !== undefined ? 1 : 0)

/**
 * The query string of `GET /api/products` for one page of a filter, canonical (defaults left
 * out, department ids comma-separated in sorted order, as the API reads them), so the server
 * renders, the browser preloads and the page fetches the very same URL.
 */
export function productSearchParams(filter: BrowseFilter, page: number): URLSearchParams {
  const params = new URLSearchParams()
  if (filter.categories.length > 0) {
    params.set('category', [...filter.categories].sort().join(','))
  }
  appendSizesAndPrices(params, filter)
  if (filter.sort !== 'relevance') params.set('sort', filter.sort)
  // The API refuses longer texts; a hand-made URL gets its first 200 characters searched.
  const query = filter.query.trim().slice(0, MAX_PRODUCT_QUERY_LENGTH).trim()
  if (query) params.set('q', query)
  if (page > 1) params.set('page', String(page))
  return params
}
