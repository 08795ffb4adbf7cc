import {
  type AdminCustomerResponse,
  type AdminCustomersQuery,
  type AdminCustomersResponse,
  PAGE_ROUTES,
} from '@adire/contract'
import type { UseQueryOptions } from '@tanstack/react-query'
import { answered, call } from '../../api/client.ts'
import { worthRetrying } from '../../api/retry.ts'
import { ADMIN_CALL_FAILED } from '../orders/adminOrders.ts'

/** GET /api/admin/customers: a page of the customers a search finds (docs/product.md §11.12). */
export function fetchAdminCustomers(
  token: string,
  query: AdminCustomersQuery,
  signal?: AbortSignal,
): Promise<AdminCustomersResponse> {
  return answered(
    call('adminCustomers', { token, query, fallbackMessage: ADMIN_CALL_FAILED, signal }),
    ADMIN_CALL_FAILED,
  )
}

/** GET /api/admin/customers/:id: one customer, their orders and addresses. */
export function fetchAdminCustomer(
  token: string,
  id: string,
  signal?: AbortSignal,
): Promise<AdminCustomerResponse> {
  return answered(
    call('adminCustomer', { token, params: { id }, fallbackMessage: ADMIN_CALL_FAILED, signal }),
    ADMIN_CALL_FAILED,
  )
}

/** Typed as TanStack's `queryOptions` would, without importing it (see adminQueries.ts). */
const queryOptions = <T>(options: UseQueryOptions<T, Error, T, readonly unknown[]>) => options

/** The customers' queries, per token (another account never reads this cache). */
export const adminCustomerQueries = {
  list: (token: string, query: AdminCustomersQuery) =>
    queryOptions({
      queryKey: ['admin', 'customers', token, { q: query.q ?? '', page: query.page }],
      queryFn: ({ signal }) => fetchAdminCustomers(token, query, signal),
      // The rows stay on screen while the next page or search loads.
      placeholderData: (previous: AdminCustomersResponse | undefined) => previous,
      retry: worthRetrying,
    }),
  one: (token: string, id: string) =>
    queryOptions({
      queryKey: ['admin', 'customer', token, id],
      queryFn: ({ signal }) => fetchAdminCustomer(token, id, signal),
      retry: worthRetrying,
    }),
}

/** An order on the store team's orders screen: found by its reference, and open. */
export function adminOrderHref(reference: string): string {
  const query = new URLSearchParams({ q: reference, order: reference })
  return `${PAGE_ROUTES.adminOrders}?${query}`
}
