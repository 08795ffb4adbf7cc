import type {
  AdminOrder,
  AdminOrdersQuery,
  AdminOrdersResponse,
  AdminSettingsResponse,
} from '@adire/contract'
import type { UseQueryOptions } from '@tanstack/react-query'
import { worthRetrying } from '../../api/retry.ts'

/** The list as the admin page asks for it: a status, a refund state, a search, a page. */
export type AdminOrdersFilter = Pick<AdminOrdersQuery, 'page'> & Partial<AdminOrdersQuery>

/** Pages of a search the lookup of one order reads at most. */
const LOOKUP_PAGES = 5

/**
 * Typed as TanStack's `queryOptions` would, without importing it: anything this module imports
 * from TanStack Query at run time makes the bundler split query-core out of the entry chunk
 * (a kilobyte more on every shopper's first visit, for a page shoppers never open).
 */
const queryOptions = <T>(options: UseQueryOptions<T, Error, T, readonly unknown[]>) => options

/** The store team's queries, per token (another account never reads this cache). */
export const adminQueries = {
  /** Everything the store team's page has fetched: a move makes all of it stale. */
  root: () => ['admin'] as const,
  all: () => ['admin', 'orders'] as const,
  /**
   * One order by its reference, for a link to an order not on the page shown. The search
   * matches parts of references too (ADR-1 is in ADR-10), so it reads on until the exact one.
   */
  order: (token: string, reference: string) =>
    queryOptions({
      queryKey: [...adminQueries.root(), 'order', token, reference],
      queryFn: async ({ signal }): Promise<AdminOrder | null> => {
        const { fetchAdminOrders } = await import('./adminOrders.ts')
        for (let page = 1; page <= LOOKUP_PAGES; page++) {
          const found = await fetchAdminOrders(token, { q: reference, page }, signal)
          const order = found.orders.find((o) => o.reference === reference)
          if (order) return order
          if (page * found.pageSize >= found.total) break
        }
        return null
      },
      retry: worthRetrying,
    }),
  /**
   * The orders of packing slips, by id, whatever their status (§11.11). Not under `all()`: a
   * move writes the changed order into every list there, and this is an array, not a list
   * (a move after printing a slip once failed on it); `root()` still marks it stale.
   */
  slips: (token: string, ids: readonly string[]) =>
    queryOptions({
      queryKey: [...adminQueries.root(), 'slips', token, ids.join(',')],
      queryFn: async ({ signal }): Promise<AdminOrder[]> => {
        if (ids.length === 0) return []
        const { fetchAdminOrders } = await import('./adminOrders.ts')
        return (await fetchAdminOrders(token, { ids: [...ids], page: 1 }, signal)).orders
      },
      retry: worthRetrying,
    }),
  /**
   * The store's settings, for the couriers "Mark as Shipped" offers and the packing slip's
   * contact lines: the settings screen's own query (one cache), its code loaded with the call.
   */
  settings: (token: string) =>
    queryOptions({
      queryKey: ['admin', 'settings', token],
      queryFn: async ({ signal }): Promise<AdminSettingsResponse> => {
        const { fetchAdminSettings } = await import('../settings/adminSettings.ts')
        return fetchAdminSettings(token, signal)
      },
      retry: worthRetrying,
    }),
  list: (token: string, { status, q, page, refund }: AdminOrdersFilter) =>
    queryOptions({
      queryKey: [
        ...adminQueries.all(),
        token,
        { status: status ?? '', refund: refund ?? '', q: q ?? '', page },
      ],
      queryFn: async ({ signal }): Promise<AdminOrdersResponse> => {
        // The API client and its schemas load with the first call, not with the page.
        const { fetchAdminOrders } = await import('./adminOrders.ts')
        return fetchAdminOrders(token, { status, q, page, refund }, signal)
      },
      // The rows stay on screen while the next page or filter loads (TanStack's
      // `keepPreviousData`, written out for the reason above).
      placeholderData: (previous: AdminOrdersResponse | undefined) => previous,
      retry: worthRetrying,
    }),
}
