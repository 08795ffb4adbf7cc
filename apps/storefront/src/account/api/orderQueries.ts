import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import { worthRetrying } from '../../api/retry.ts'
import type { OrdersPage } from './orders.ts'

/** The orders queries: one cache entry per session token, so one account never sees another's. */
export const orderQueries = {
  all: () => ['orders'] as const,
  /**
   * POST /api/order/userorders (docs/product.md §7), newest first, a page at a time: each page starts
   * after the `nextCursor` of the one before it, and a null cursor ends the list. Track Order
   * refetches every page loaded, from the first.
   */
  mine: (token: string) =>
    infiniteQueryOptions({
      queryKey: [...orderQueries.all(), 'mine', token],
      queryFn: async ({ pageParam, signal }): Promise<OrdersPage> => {
        // The API client and its schemas load with the first call, not with the page.
        const { fetchMyOrders } = await import('./orders.ts')
        try {
          return await fetchMyOrders(token, pageParam, signal)
        } catch (error) {
          // docs/product.md §8: orders fetch errors are logged (the page also offers Try again).
          // Not console.error: that is for bugs.
          if (!signal.aborted) console.warn(`Orders: ${(error as Error).message}`)
          throw error
        }
      },
      initialPageParam: null as string | null,
      getNextPageParam: (page) => page.nextCursor,
      retry: worthRetrying,
    }),
  /** GET /api/order/details/:reference: one order, whole, for its page and receipt. */
  details: (token: string, reference: string) =>
    queryOptions({
      queryKey: [...orderQueries.all(), 'details', token, reference],
      queryFn: async ({ signal }) => {
        const { fetchOrderDetails } = await import('./orders.ts')
        return { order: await fetchOrderDetails(token, reference, signal) }
      },
      retry: worthRetrying,
    }),
}
