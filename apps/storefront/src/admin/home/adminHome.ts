import type { AdminHomeQuery, AdminHomeResponse } from '@adire/contract'
import type { UseQueryOptions } from '@tanstack/react-query'
import { answered, call } from '../../api/client.ts'
import { worthRetrying } from '../../api/retry.ts'
import { ADMIN_CALL_FAILED } from '../orders/adminOrders.ts'

/** GET /api/admin/home: Home's figures, work waiting and setup (docs/product.md §11.10). */
export function fetchAdminHome(
  token: string,
  query: AdminHomeQuery,
  signal?: AbortSignal,
): Promise<AdminHomeResponse> {
  return answered(
    call('adminHome', { token, query, fallbackMessage: ADMIN_CALL_FAILED, signal }),
    ADMIN_CALL_FAILED,
  )
}

/** Home's query, per token and choice of test payments; the shell refreshes it on a new order. */
export const adminHomeQuery = (
  token: string,
  query: AdminHomeQuery,
): UseQueryOptions<AdminHomeResponse, Error, AdminHomeResponse, readonly unknown[]> => ({
  queryKey: ['admin', 'home', token, query.tests],
  queryFn: ({ signal }) => fetchAdminHome(token, query, signal),
  retry: worthRetrying,
})
