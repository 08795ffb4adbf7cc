import type {
  AdminProductResponse,
  AdminProductsResponse,
  ProductStockResponse,
} from '@adire/contract'
import type { UseQueryOptions } from '@tanstack/react-query'
import { worthRetrying } from '../../api/retry.ts'
import type { AdminProductsFilter } from './adminProducts.ts'

/** Typed as TanStack's `queryOptions` would, without importing it (see adminQueries.ts). */
const queryOptions = <T>(options: UseQueryOptions<T, Error, T, readonly unknown[]>) => options

/** The store team's catalogue queries, per token (another account never reads this cache). */
export const adminProductQueries = {
  /** Every list and product read: a save makes all of it stale. */
  all: () => ['admin', 'products'] as const,
  lists: () => [...adminProductQueries.all(), 'list'] as const,
  list: (token: string, { q, category, status, stock, archived, page }: AdminProductsFilter) =>
    queryOptions({
      queryKey: [
        ...adminProductQueries.lists(),
        token,
        {
          q: q ?? '',
          category: category ?? '',
          status: status ?? '',
          stock: stock ?? '',
          archived: archived ?? false,
          page,
        },
      ],
      queryFn: async ({ signal }): Promise<AdminProductsResponse> => {
        // The API client and its schemas load with the first call, not with the page.
        const { fetchAdminProducts } = await import('./adminProducts.ts')
        return fetchAdminProducts(token, { q, category, status, stock, archived, page }, signal)
      },
      // The rows stay on screen while the next page or filter loads.
      placeholderData: (previous: AdminProductsResponse | undefined) => previous,
      retry: worthRetrying,
    }),
  product: (token: string, id: string) =>
    queryOptions({
      queryKey: [...adminProductQueries.all(), 'product', token, id],
      queryFn: async ({ signal }): Promise<AdminProductResponse> => {
        const { fetchAdminProduct } = await import('./adminProducts.ts')
        return fetchAdminProduct(token, id, signal)
      },
      retry: worthRetrying,
      // The form is filled from it once: a refetch on focus would not reach it anyway, and
      // the history stays as the last save left it.
      refetchOnWindowFocus: false,
    }),
  /** A product's stock and its changes (docs/product.md §11.6). */
  stock: (token: string, id: string) =>
    queryOptions({
      queryKey: [...adminProductQueries.all(), 'stock', token, id],
      queryFn: async ({ signal }): Promise<ProductStockResponse> => {
        const { fetchProductStock } = await import('./adminProducts.ts')
        return fetchProductStock(token, id, signal)
      },
      retry: worthRetrying,
      // As the product's form: the panel's inputs are filled from it, and a refetch while the
      // team types would put back what they are changing.
      refetchOnWindowFocus: false,
    }),
}
