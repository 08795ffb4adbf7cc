import type {
  AdminOrder,
  AdminOrdersQuery,
  AdminOrdersResponse,
  OrderStatus,
} from '@adire/contract'
import { ApiError, answered, call } from './client.ts'

export { ApiError }

/** What a failed call of the store team's says when the server gives none of its own. */
export const ADMIN_CALL_FAILED = 'Something went wrong. Please try again.'

/** GET /api/admin/orders: a page of orders, newest first, by status and by reference or e-mail. */
export function fetchAdminOrders(
  token: string,
  { status, q, page }: Partial<AdminOrdersQuery>,
  signal?: AbortSignal,
): Promise<AdminOrdersResponse> {
  return answered(
    call('adminOrders', {
      token,
      query: { status, q, page },
      fallbackMessage: ADMIN_CALL_FAILED,
      signal,
    }),
    ADMIN_CALL_FAILED,
  )
}

/**
 * PATCH /api/admin/orders/:id/status: moves an order. Rejects with the server's message when it
 * refuses, e.g. 409 when the order is no longer where the team member saw it.
 */
export async function setOrderStatus(
  token: string,
  orderId: string,
  status: OrderStatus,
): Promise<AdminOrder> {
  const { order } = await answered(
    call('adminOrderStatus', {
      token,
      params: { id: orderId },
      body: { status },
      fallbackMessage: ADMIN_CALL_FAILED,
    }),
    ADMIN_CALL_FAILED,
  )
  return order
}
