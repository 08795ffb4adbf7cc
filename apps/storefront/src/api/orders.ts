import type {
  Order,
  PlaceOrderRequest,
  PlaceOrderResponse,
  VerifyPaymentResponse,
} from '@adire/contract'
import { ApiError, answered, call } from './client.ts'

export { ApiError }

/** What a failed checkout call says when the server gives no message of its own (SPEC.md §8). */
export const ORDER_CALL_FAILED = 'Something went wrong while placing your order.'

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

/** POST /api/order/userorders: the signed-in shopper's orders. */
export async function fetchMyOrders(token: string, signal?: AbortSignal): Promise<Order[]> {
  const { orders } = await answered(
    call('userOrders', { token, fallbackMessage: ORDERS_FETCH_FAILED, signal }),
    ORDERS_FETCH_FAILED,
  )
  return orders
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
