/**
 * The order's texts and statuses as plain code, with no schema library: the orders page and the
 * order card show them on a first visit, while the schemas in order.ts load with the first call.
 */

/** The texts of checkout and payment that the server answers with. */
export const ORDER_MESSAGES = {
  emptyOrder: 'Your cart is empty',
  /** The client's amount is not what the server computes from today's prices. */
  amountChanged:
    'The prices in your cart have changed since you opened it. Please review your cart and try again.',
  orderNotFound: 'Order not found',
  paymentVerified: 'Payment verified',
  paymentNotCompleted: 'The payment was not completed',
  providerUnavailable: 'Payments are unavailable right now. Please try again in a moment.',
  alreadyPaid: 'This order is already paid',
  expired: 'This order was not paid in time. Please place a new order.',
  /** A status the order cannot move to from where it is. */
  statusNotAllowed: (from: string, to: string) => `An order that is ${from} cannot be set to ${to}`,
  adminOnly: 'Only the store team can do this',
} as const

/**
 * An order's journey. It waits for its payment, is placed once paid, then moves forward through
 * fulfilment; it may be cancelled only before it ships.
 */
export const ORDER_STATUSES = [
  'Awaiting payment',
  'Order Placed',
  'Packing',
  'Shipped',
  'Out for delivery',
  'Delivered',
  'Cancelled',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** The fulfilment steps, in order; the store owner moves a paid order forward along them. */
const FULFILMENT: readonly OrderStatus[] = [
  'Order Placed',
  'Packing',
  'Shipped',
  'Out for delivery',
  'Delivered',
]

/** Statuses from which an order can still be cancelled: it has not left the store. */
const CANCELLABLE: readonly OrderStatus[] = ['Awaiting payment', 'Order Placed', 'Packing']

/**
 * Where the store owner may move an order from `status`: any later fulfilment step of a paid
 * order (never back), or Cancelled before it ships. Paying is what places an order, so
 * 'Order Placed' is never chosen by hand.
 */
export function nextStatuses(status: string): OrderStatus[] {
  const step = FULFILMENT.indexOf(status as OrderStatus)
  const forward = step === -1 ? [] : FULFILMENT.slice(step + 1)
  return CANCELLABLE.includes(status as OrderStatus) ? [...forward, 'Cancelled'] : forward
}

/** Statuses a shopper is e-mailed about. */
export const NOTIFIED_STATUSES: readonly OrderStatus[] = [
  'Shipped',
  'Out for delivery',
  'Delivered',
]
