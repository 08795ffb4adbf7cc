import type {
  AdminOrder,
  AdminOrdersQuery,
  AdminOrdersResponse,
  BulkStatusRequest,
  BulkStatusResponse,
  DisputeAnswerRequest,
  OrderStatus,
} from '@adire/contract'
import { ApiError, answered, call } from '../../api/client.ts'

export { ApiError }

/** What a failed call of the store team's says when the server gives none of its own. */
export const ADMIN_CALL_FAILED = 'Something went wrong. Please try again.'

/**
 * GET /api/admin/orders: a page of orders, newest first, by status, by refund state and by
 * reference or e-mail, with how many orders have a failed refund.
 */
export function fetchAdminOrders(
  token: string,
  { status, q, page, refund, ids }: Partial<AdminOrdersQuery>,
  signal?: AbortSignal,
): Promise<AdminOrdersResponse> {
  return answered(
    call('adminOrders', {
      token,
      query: { status, q, page, refund, ids: ids?.join(',') },
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
  /** For Shipped: the courier, and the tracking number or link if any (§11.11). */
  shipment?: { courier: string; tracking?: string },
): Promise<AdminOrder> {
  const { order } = await answered(
    call('adminOrderStatus', {
      token,
      params: { id: orderId },
      body: { status, ...shipment },
      fallbackMessage: ADMIN_CALL_FAILED,
    }),
    ADMIN_CALL_FAILED,
  )
  return order
}

/**
 * POST /api/admin/orders/:id/refunds/retry: sends the order's failed refunds to Paystack again
 * and answers the order, its refunds on their way. Rejects with the server's message when it
 * refuses, e.g. 409 when there is no failed refund left to try (someone tried it first).
 */
export async function retryRefund(token: string, orderId: string): Promise<AdminOrder> {
  const { order } = await answered(
    call('adminRetryRefund', {
      token,
      params: { id: orderId },
      fallbackMessage: ADMIN_CALL_FAILED,
    }),
    ADMIN_CALL_FAILED,
  )
  return order
}

/**
 * POST /api/admin/orders/:id/disputes/:disputeId/answer: sends the team's answer to a dispute
 * through Paystack and answers the order with its disputes. Rejects with the server's message:
 * 409 when a colleague answered first or it is closed, 502 when Paystack refused it.
 */
export async function answerDispute(
  token: string,
  orderId: string,
  disputeId: string,
  answer: DisputeAnswerRequest,
): Promise<AdminOrder> {
  const { order } = await answered(
    call('adminAnswerDispute', {
      token,
      params: { id: orderId, disputeId },
      body: answer,
      fallbackMessage: ADMIN_CALL_FAILED,
    }),
    ADMIN_CALL_FAILED,
  )
  return order
}

/**
 * POST /api/admin/orders/bulk-status: moves the selection, each order by the rules of a single
 * move; answers which moved and which could not, and why (§11.11).
 */
export function bulkSetStatus(token: string, body: BulkStatusRequest): Promise<BulkStatusResponse> {
  return answered(
    call('adminBulkStatus', { token, body, fallbackMessage: ADMIN_CALL_FAILED }),
    ADMIN_CALL_FAILED,
  )
}

/** POST /api/admin/orders/:id/notes: adds the team's note; answers the order with its notes. */
export async function addOrderNote(
  token: string,
  orderId: string,
  text: string,
): Promise<AdminOrder> {
  const { order } = await answered(
    call('adminOrderNote', {
      token,
      params: { id: orderId },
      body: { text },
      fallbackMessage: ADMIN_CALL_FAILED,
    }),
    ADMIN_CALL_FAILED,
  )
  return order
}
