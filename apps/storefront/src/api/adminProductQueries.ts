import type { AdminProductResponse, AdminProductsResponse } from '@adire/contract'
import type { UseQueryOptions } from '@tanstack/react-query'
import type { AdminProductsFilter } from './adminProducts.ts'
import { worthRetrying } from './retry.ts'

/** Typed as TanStack's `queryOptions` would, without importing it (see adminQueries.ts). */
const queryOptions = <T>(options: UseQueryOptions<T, Error, T, readonly unknown[]>) => options

/** The store team's catalogue queries, per token (another account never reads this cache). */
export const adminProductQueries = {
  /** Every list and product read: a save makes all of it stale. */
  all: () => ['admin', 'products'] as const,
  lists: () => [...adminProductQueries.all(), 'list'] as const,
  list: (token: string, { q, category, archived, page }: AdminProductsFilter) =>
    queryOptions({
      queryKey: [
        ...adminProductQueries.lists(),
        token,
        { q: q ?? '', category: category ?? '', archived: archived ?? false, page },
      ],
      queryFn: async ({ signal }): Promise<AdminProductsResponse> => {
        // The API client and its schemas load with the first call, not with the page.
        const { fetchAdminProducts } = await import('./adminProducts.ts')
        return fetchAdminProducts(token, { q, category, archived, page }, signal)
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
}
