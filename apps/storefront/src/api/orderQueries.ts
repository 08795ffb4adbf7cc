import type { Order } from '@adire/contract'
import { queryOptions } from '@tanstack/react-query'
import { worthRetrying } from './retry.ts'

/** The orders queries: one cache entry per session token, so one account never sees another's. */
export const orderQueries = {
  all: () => ['orders'] as const,
  /** POST /api/order/userorders (SPEC.md §7), refetched by Track Order. */
  mine: (token: string) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'mine', token],
      queryFn: async ({ signal }): Promise<Order[]> => {
        // The API client and its schemas load with the first call, not with the page.
        const { fetchMyOrders } = await import('./orders.ts')
        try {
          return await fetchMyOrders(token, signal)
        } catch (error) {
          // SPEC.md §8: orders fetch errors are logged (the page also offers Try again).
          // Not console.error: that is for bugs.
          if (!signal.aborted) console.warn(`Orders: ${(error as Error).message}`)
          throw error
        }
      },
      retry: worthRetrying,
    }),
}
