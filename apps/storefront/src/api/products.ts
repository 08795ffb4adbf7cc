import type { Product } from '@adire/contract'
import { queryOptions } from '@tanstack/react-query'
import { call } from './client.ts'

/** SPEC.md §7: the product list is one shared query under `products`, fresh for 5 minutes. */
export const productQueries = {
  list: () =>
    queryOptions({
      queryKey: ['products'],
      queryFn: async ({ signal }): Promise<Product[]> => {
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
