import type {
  Order,
  PlaceOrderRequest,
  PlaceOrderResponse,
  UserOrdersResponse,
  VerifyPaymentResponse,
} from '@adire/contract'
import { CHECKOUT_MESSAGES } from '@adire/machines'
import { ApiError, answered, call } from '../../api/client.ts'

export { ApiError }

/** What a failed checkout call says when the server gives no message of its own (docs/product.md §8). */
export const ORDER_CALL_FAILED = CHECKOUT_MESSAGES.exception

/**
 * POST /api/order/paystack: the server prices the order, starts its Paystack transaction and
 * answers with what the payment window needs. Rejects with an ApiError carrying the server's
 * message when it refuses (409: the prices changed).
 */
export function placeOrder(
  request: PlaceOrderRequest,
  token: string,
  signal?: AbortSignal,
): Promise<PlaceOrderResponse> {
  return call('placeOrder', { body: request, token, fallbackMessage: ORDER_CALL_FAILED, signal })
}

/** POST /api/order/verifyPaystack: whether the server found the payment made. */
export function verifyPayment(
  reference: string,
  token: string,
  signal?: AbortSignal,
): Promise<VerifyPaymentResponse> {
  return call('verifyPayment', {
    body: { reference },
    token,
    fallbackMessage: ORDER_CALL_FAILED,
    signal,
  })
}

/** What a failed orders call says when the server gives none of its own. */
export const ORDERS_FETCH_FAILED = 'Failed to fetch orders'

/** One page of the shopper's orders, and where the next (older) one starts: null at the end. */
export type OrdersPage = Pick<UserOrdersResponse, 'orders' | 'nextCursor'>

/**
 * POST /api/order/userorders: a page of the signed-in shopper's orders, newest first; `before`
 * (the last page's `nextCursor`) asks for the next, older page.
 */
export async function fetchMyOrders(
  token: string,
  before: string | null = null,
  signal?: AbortSignal,
): Promise<OrdersPage> {
  const { orders, nextCursor } = await answered(
    call('userOrders', {
      token,
      query: { before: before ?? undefined },
      fallbackMessage: ORDERS_FETCH_FAILED,
      signal,
    }),
    ORDERS_FETCH_FAILED,
  )
  return { orders, nextCursor }
}

/**
 * POST /api/order/pay-again: a new transaction for an order whose payment never completed, with
 * what the payment window needs (as `placeOrder` answers). Rejects with the server's message when
 * it refuses (409 already paid, 410 expired).
 */
export function payAgain(
  orderId: string,
  token: string,
  signal?: AbortSignal,
): Promise<PlaceOrderResponse> {
  return call('payAgain', { body: { orderId }, token, fallbackMessage: ORDER_CALL_FAILED, signal })
}

/** GET /api/order/details/:reference: one of the shopper's orders, whole (404 for any other). */
export async function fetchOrderDetails(
  token: string,
  reference: string,
  signal?: AbortSignal,
): Promise<Order> {
  const { order } = await answered(
    call('orderDetails', {
      token,
      params: { reference },
      fallbackMessage: ORDERS_FETCH_FAILED,
      signal,
    }),
    ORDERS_FETCH_FAILED,
  )
  return order
}
