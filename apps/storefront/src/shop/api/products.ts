import {
  apiUrl,
  type Department,
  MINUTE_MS,
  PRODUCT_DETAILS_PATH,
  PRODUCT_FEATURED_PATH,
  PRODUCT_SEARCH_PATH,
  PRODUCTS_FAILED_MESSAGE,
  type Product,
  type ProductDetailsResponse,
  type ProductGoneResponse,
  type ProductSearchResponse,
  productIdFromPath,
  type StoreSettingsResponse,
} from '@adire/contract'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { departmentsIn } from '../../api/store.ts'
import {
  type BrowseFilter,
  browseFilter,
  parseBrowseParams,
  productSearchParams,
} from '../collection/browse.ts'

const STALE_TIME = 5 * MINUTE_MS

/** The API client (and the schemas it parses with) loads with the first fetch: a server-rendered
 * first visit is primed below and never needs it. */
const client = () => import('../../api/client.ts')

/** Where one page of a collection filter is fetched from. */
const productSearchUrl = (filter: BrowseFilter, page: number) =>
  apiUrl(PRODUCT_SEARCH_PATH, {}, productSearchParams(filter, page))

/** Where a product and its related products are fetched from. */
const productDetailsUrl = (id: string) => apiUrl(PRODUCT_DETAILS_PATH, { id })

/**
 * What `GET /api/products/:id` says of a product: the product with its related products; a 404
 * for a product the store team archived, with products of its department to suggest instead
 * (`success: false`); or null for an id that is no product (a 404 too).
 */
export type ProductDetailsAnswer = ProductDetailsResponse | ProductGoneResponse | null

/**
 * The archived product's 404 among the bodies a 404 may have. The body comes from the server
 * (serialized from its own types), so its shape is enough to tell the two apart, without
 * loading the schemas on the first visit.
 */
function goneOrNothing(body: unknown): ProductGoneResponse | null {
  return typeof body === 'object' &&
    body !== null &&
    (body as { success?: unknown }).success === false &&
    Array.isArray((body as { suggestions?: unknown }).suggestions)
    ? (body as ProductGoneResponse)
    : null
}

export const productQueries = {
  /** Every product query (the home page's, the collection's pages, each product's) is under this. */
  all: () => ['products'] as const,
  /**
   * The home page's products (`GET /api/products/featured`): the few the page shows, in the
   * list's order.
   */
  featured: () =>
    queryOptions({
      queryKey: [...productQueries.all(), 'featured'],
      queryFn: async ({ signal }): Promise<Product[]> => {
        const { call } = await client()
        const { products } = await call('productFeatured', {
          fallbackMessage: PRODUCTS_FAILED_MESSAGE,
          signal,
        })
        return products
      },
      staleTime: STALE_TIME,
      retry: 3,
    }),
  /**
   * One page of the collection for a filter (`GET /api/products`). The first page retries three
   * times; a later one ("load more") retries once, then shows its failure beside a button
   * to try again.
   */
  page: (filter: BrowseFilter, page: number) =>
    queryOptions({
      queryKey: [...productQueries.all(), 'search', filter, page],
      queryFn: async ({ signal }): Promise<ProductSearchResponse> => {
        const { call } = await client()
        return call('productSearch', {
          query: productSearchParams(filter, page),
          fallbackMessage: PRODUCTS_FAILED_MESSAGE,
          signal,
        })
      },
      staleTime: STALE_TIME,
      retry: page === 1 ? 3 : 1,
    }),
  /**
   * A product and its related products (`GET /api/products/:id`); an archived product's
   * suggestions, or `null` for no such product (a 404 is an answer, not a failure to retry).
   */
  details: (id: string) =>
    queryOptions({
      queryKey: [...productQueries.all(), 'details', id],
      queryFn: async ({ signal }): Promise<ProductDetailsAnswer> => {
        const { call, ApiError } = await client()
        try {
          return await call('productDetails', {
            params: { id },
            fallbackMessage: PRODUCTS_FAILED_MESSAGE,
            signal,
          })
        } catch (error) {
          if (!(error instanceof ApiError) || error.status !== 404) throw error
          // The answer is checked against the contract, as every answer the client reads.
          const { ProductGoneResponse } = await import('../../api/schemas.ts')
          const gone = ProductGoneResponse.safeParse(error.body)
          return gone.success ? gone.data : null
        }
      },
      staleTime: STALE_TIME,
      retry: 3,
    }),
}

/**
 * The product data a page renders with: the home page's products, pages of the collection, or
 * one product. (The cart and checkout fetch their lines' products in the browser: the server
 * does not know the cart, and the whole list grows with the catalogue.)
 */
export type PageData = 'featured' | 'collection' | 'product'

/** Reads an API answer on the server: the same bodies the browser will fetch. */
export interface PageDataSource {
  /** `GET /api/products` with these (valid) parameters. */
  productSearch(params: URLSearchParams): Promise<ProductSearchResponse>
  /** `GET /api/products/:id`: the product, an archived product's 404, or undefined for none. */
  productDetails(id: string): Promise<ProductDetailsResponse | ProductGoneResponse | undefined>
  /** `GET /api/products/featured`'s products. */
  productFeatured(): Promise<Product[]>
  /** `GET /api/store/settings`: every page's footer and chat link show the store's contact. */
  storeSettings(): Promise<StoreSettingsResponse>
}

/** One request behind a page: its URL, and where its answer goes in the query cache. */
interface DataRequest {
  url: string
  /**
   * Puts an answer in the cache (a product's 404 body, or undefined for a 404 without one);
   * says whether a next request follows.
   */
  store(queryClient: QueryClient, body: unknown): boolean
}

/**
 * The requests a page renders with, in order. The collection asks for its pages one after
 * another and stops after the last page that has products beyond it, so the server, the
 * browser's preloads and the hydrating page all stop at the same page.
 */
function* dataRequests(
  kind: PageData,
  url: URL,
  departments: readonly Department[],
): Generator<DataRequest> {
  if (kind === 'featured') {
    yield {
      url: PRODUCT_FEATURED_PATH,
      store: (queryClient, body) => {
        queryClient.setQueryData(
          productQueries.featured().queryKey,
          (body as { products: Product[] }).products,
        )
        return false
      },
    }
    return
  }
  if (kind === 'product') {
    const id = productIdFromPath(url.pathname) ?? ''
    yield {
      url: productDetailsUrl(id),
      store: (queryClient, body) => {
        const answer = body as ProductDetailsResponse | undefined
        queryClient.setQueryData(
          productQueries.details(id).queryKey,
          answer?.success ? answer : goneOrNothing(body),
        )
        return false
      },
    }
    return
  }
  const state = parseBrowseParams(url.searchParams, departments)
  const filter = browseFilter(state)
  for (let page = 1; page <= state.pages; page += 1) {
    let more = false
    yield {
      url: productSearchUrl(filter, page),
      store: (queryClient, body) => {
        const answer = body as ProductSearchResponse
        queryClient.setQueryData(productQueries.page(filter, page).queryKey, answer)
        more = answer.hasMore
        return more
      },
    }
    if (!more) return
  }
}

/**
 * On the server: reads a page's data into the cache it renders with, and gives the URLs the
 * browser is to preload for `primePageData` to find. The store's settings are in the cache
 * already: a collection URL names its departments by the names the store gives them.
 */
export async function loadPageData(
  kind: PageData,
  url: URL,
  queryClient: QueryClient,
  source: PageDataSource,
): Promise<string[]> {
  const urls: string[] = []
  for (const request of dataRequests(kind, url, departmentsIn(queryClient))) {
    urls.push(request.url)
    const path = new URL(request.url, url)
    const body =
      kind === 'featured'
        ? { products: await source.productFeatured() }
        : kind === 'product'
          ? await source.productDetails(productIdFromPath(url.pathname) ?? '')
          : await source.productSearch(path.searchParams)
    request.store(queryClient, body)
  }
  return urls
}

/**
 * Before hydrating a server-rendered page that shows products: takes the answers the HTML asked
 * the browser to preload (the home page's products, the collection's pages, or the product)
 * and puts them in the cache, so the first render matches the server's. The server serialized
 * these very answers after validating them, so they are not parsed again here. On any failure
 * the page renders as usual and its queries fetch for themselves. Called once the store's
 * settings are primed, for the same reason as `loadPageData`.
 */
export async function primePageData(
  queryClient: QueryClient,
  kind: PageData,
  location: Pick<Location, 'href'> = window.location,
): Promise<void> {
  const url = new URL(location.href)
  try {
    for (const request of dataRequests(kind, url, departmentsIn(queryClient))) {
      const response = await fetch(request.url, { credentials: 'same-origin' })
      // A 404 is the product page's "No product found", or an archived product's page with
      // its suggestions (the body says which), rendered so on the server too.
      if (response.status === 404 && kind === 'product') {
        request.store(queryClient, await response.json().catch(() => undefined))
        continue
      }
      if (!response.ok) return
      request.store(queryClient, await response.json())
    }
  } catch {
    // Offline or interrupted: the queries' own fetches and error states take over.
  }
}
