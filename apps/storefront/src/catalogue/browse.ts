import { CATEGORIES, type CategoryId, categoryFromFilter, type Product } from '@adire/contract'

/**
 * The collection page's orders. `relevance` is the API's order (newest first), with name matches
 * lifted above description-only matches while a search is active.
 */
export const SORT_ORDERS = ['relevance', 'price-asc', 'price-desc', 'newest'] as const
export type SortOrder = (typeof SORT_ORDERS)[number]

/** What the shopper is looking at on /collection; the URL is its only store. */
export interface BrowseState {
  /** Selected categories in catalogue order; empty means every category. */
  categories: CategoryId[]
  sort: SortOrder
  /** Free text, searched in product names and descriptions. */
  query: string
}

export const DEFAULT_BROWSE_STATE: BrowseState = { categories: [], sort: 'relevance', query: '' }

/** The search parameters the collection page owns; any other parameter is left alone. */
const PARAM = { filter: 'filter', sort: 'sort', query: 'q' } as const

const isSortOrder = (value: string | null): value is SortOrder =>
  SORT_ORDERS.some((order) => order === value)

/**
 * Reads the collection state from a URL's search parameters. Tolerant by design: these URLs
 * come from old footers, shared chats and hand typing, so unknown values are dropped, never
 * an error.
 */
export function parseBrowseParams(params: URLSearchParams): BrowseState {
  const selected = new Set<CategoryId>()
  for (const value of params.getAll(PARAM.filter)) {
    for (const part of value.split(',')) {
      const id = categoryFromFilter(part)
      if (id) selected.add(id)
    }
  }
  const sort = params.get(PARAM.sort)
  return {
    // Catalogue order, so the same selection is the same state however the URL listed it.
    categories: CATEGORIES.map((c) => c.id).filter((id) => selected.has(id)),
    sort: isSortOrder(sort) ? sort : 'relevance',
    query: (params.get(PARAM.query) ?? '').trim(),
  }
}

/**
 * Writes the state as canonical search parameters: category ids (not aliases) as repeated
 * `filter`s, and nothing for defaults, so equal views share one URL. Parameters in `base` that
 * the collection page does not own (campaign tags, say) are kept.
 */
export function browseParamsToSearch(
  state: BrowseState,
  base: URLSearchParams = new URLSearchParams(),
): URLSearchParams {
  const search = new URLSearchParams(base)
  for (const name of Object.values(PARAM)) search.delete(name)
  const categories = new Set(state.categories)
  for (const { id } of CATEGORIES) {
    if (categories.has(id)) search.append(PARAM.filter, id)
  }
  if (state.sort !== 'relevance') search.set(PARAM.sort, state.sort)
  const query = state.query.trim()
  if (query) search.set(PARAM.query, query)
  return search
}

/**
 * Lower case without accents, so `oyo` finds `Ọ̀yọ́` and `ADIRE` finds `Adire`: shoppers type on
 * phone keyboards that make diacritics a chore.
 */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()

const queryWords = (query: string) => fold(query).split(/\s+/).filter(Boolean)

/** The products to show for a state: filtered by category and search, then sorted. */
export function applyBrowse(products: readonly Product[], state: BrowseState): Product[] {
  const categories = new Set(state.categories)
  const words = queryWords(state.query)

  const matches = products
    .filter((product) => categories.size === 0 || categories.has(product.category))
    .map((product) => {
      const name = fold(product.name)
      const description = fold(product.description)
      const inName = words.filter((word) => name.includes(word)).length
      const found = words.every((word) => name.includes(word) || description.includes(word))
      return { product, inName, found }
    })
    .filter((match) => match.found)

  // Array.prototype.sort is stable, so ties keep the API's newest-first order.
  switch (state.sort) {
    case 'price-asc':
      matches.sort((a, b) => a.product.price - b.product.price)
      break
    case 'price-desc':
      matches.sort((a, b) => b.product.price - a.product.price)
      break
    case 'newest':
      matches.sort((a, b) => b.product.date - a.product.date)
      break
    case 'relevance':
      // More query words in the name ranks higher: whole-name matches first, description-only
      // matches last. Without a query every count is 0 and the order is untouched.
      matches.sort((a, b) => b.inName - a.inName)
      break
  }
  return matches.map((match) => match.product)
}
