import { PRODUCT_LIST_PATH, type Product } from '@adire/contract'
import { type QueryClient, queryOptions } from '@tanstack/react-query'

/** SPEC.md §7: the product list is one shared query under `products`, fresh for 5 minutes. */
export const productQueries = {
  list: () =>
    queryOptions({
      queryKey: ['products'],
      queryFn: async ({ signal }): Promise<Product[]> => {
        // The API client (and the schemas it parses with) loads with the first fetch: a
        // server-rendered first visit is primed below and never needs it.
        const { call } = await import('./client.ts')
        const { products } = await call('productList', {
          fallbackMessage: 'Failed to fetch products',
          signal,
        })
        return products
      },
      staleTime: 5 * 60 * 1000,
      retry: 3,
    }),
}

/** Where the product list lives; the server preloads it for pages that render it. */
export const PRODUCT_LIST_URL = PRODUCT_LIST_PATH

/**
 * Before hydrating a server-rendered page that shows products: takes the list the HTML asked
 * the browser to preload and puts it in the cache, so the first render matches the server's.
 * The server serialized this very list after validating it, so it is not parsed again here.
 * On failure the page renders as usual and the query fetches the list itself.
 */
export async function primeProductList(queryClient: QueryClient): Promise<void> {
  try {
    const response = await fetch(PRODUCT_LIST_URL, { credentials: 'same-origin' })
    if (!response.ok) return
    const { products } = (await response.json()) as { products: Product[] }
    queryClient.setQueryData(productQueries.list().queryKey, products)
  } catch {
    // Offline or interrupted: the query's own fetch and error state take over.
  }
}
