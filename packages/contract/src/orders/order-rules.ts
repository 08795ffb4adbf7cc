/**
 * The order's texts and statuses as plain code, with no schema library: the orders page and the
 * order card show them on a first visit, while the schemas in order.ts load with the first call.
 */
import { formatNaira, MAX_ORDER_AMOUNT } from '../shared/money.ts'

/** How long a card refund takes to reach the shopper, as the store tells them. */
export const REFUND_TIME = 'within 10 working days'

/** Lines one order may have: as many as a cart holds when it is handed over at login. */
export const MAX_ORDER_LINES = 200

/** The texts of checkout and payment that the server answers with. */
export const ORDER_MESSAGES = {
  emptyOrder: 'Your cart is empty',
  tooManyLines: `An order can have at most ${MAX_ORDER_LINES} lines`,
  amountRequired: 'The order amount is required',
  amountInvalid: 'The order amount must be a number of naira, 0 or more',
  /** The client's amount is not what the server computes from today's prices. */
  amountChanged:
    'The prices in your cart have changed since you opened it. Please review your cart and try again.',
  orderNotFound: 'Order not found',
  paymentVerified: 'Payment verified',
  paymentNotCompleted: 'The payment was not completed',
  /**
   * Beyond the original spec (docs/product.md §4.9): a bank transfer the shopper says they sent
   * and Paystack has not seen land yet.
   */
  awaitingTransfer:
    'We’re waiting for your transfer. Your order is placed as soon as it lands, and we’ll e-mail you then.',
  /**
   * Beyond the original spec (docs/product.md §4.9): a payment by USSD, bank or card that
   * Paystack reports as still going through.
   */
  paymentUnderWay:
    'Your payment is still going through. Your order is placed as soon as it completes, and we’ll e-mail you then.',
  /** Paying again while a payment of the order is under way (for up to 30 minutes). */
  payingAlready:
    'A payment for this order is still going through. Please wait for it to finish, or try again in 30 minutes.',
  providerUnavailable: 'Payments are unavailable right now. Please try again in a moment.',
  alreadyPaid: 'This order is already paid',
  expired: 'This order was not paid in time. Please place a new order.',
  /** A status the order cannot move to from where it is. */
  statusNotAllowed: (from: string, to: string) => `An order that is ${from} cannot be set to ${to}`,
  adminOnly: 'Only the store team can do this',
  orderTooLarge: `Orders are limited to ${formatNaira(MAX_ORDER_AMOUNT)}. Please split your order, or contact us for a bulk order.`,
  /** Paying again for an order the store team cancelled. */
  cancelled: 'This order was cancelled, so it can no longer be paid. Please place a new order.',
  /** Verify: money arrived for an order the store will not fill, and is on its way back. */
  refundingCancelled: `This order was cancelled, so we are refunding your payment. It should reach your account ${REFUND_TIME}.`,
  refundingDuplicate: `This order was already paid, so we are refunding this second payment. It should reach your account ${REFUND_TIME}.`,
  refundingMismatch: `This payment was not for your order's amount, so we are refunding it. It should reach your account ${REFUND_TIME}.`,
  /** Beyond the original spec (§11.6): paid after the units it held had gone to someone else. */
  refundingOutOfStock: `Sorry: the items in this order sold out before your payment reached us, so we have cancelled it and are refunding your payment. It should reach your account ${REFUND_TIME}.`,
  /** Beyond the original spec (§11.14): paid after the window held the code's use, and its last use had gone. */
  refundingCodeUsedUp: `Sorry: the last use of your discount code was taken before your payment reached us, so we have cancelled the order and are refunding your payment. It should reach your account ${REFUND_TIME}.`,
  /** Retrying a refund where there is none that failed. */
  noFailedRefund: 'This order has no failed refund to try again',
  /** Cancelling a paid order whose payment the store has not matched yet (older orders only). */
  paymentNotMatched:
    'The payment of this order is still being matched with Paystack. Please try again in a few minutes.',
} as const

/**
 * Why Paystack sent a bank transfer back (`bank.transfer.rejected`), as the shopper reads it on
 * their order: it was not the amount asked, it came after the account had expired, or another
 * reason Paystack gave. Paystack returns the money itself; the order can be paid again at once.
 */
export const TRANSFER_REJECTED_REASONS = ['wrong amount', 'late', 'other'] as const
export type TransferRejectedReason = (typeof TRANSFER_REJECTED_REASONS)[number]

export const TRANSFER_REJECTED_MESSAGES: Record<TransferRejectedReason, string> = {
  'wrong amount':
    'Your bank transfer was not the exact amount, so Paystack sent it back to your account. Please pay again, sending exactly the amount shown.',
  late: 'Your bank transfer arrived after the account it was sent to had expired, so Paystack sent it back to your account. Please pay again: each payment gets a new account for 30 minutes.',
  other:
    'Paystack could not accept your bank transfer and sent it back to your account. Please pay again.',
}

/** The store team's banner while Paystack refuses the store's secret key. */
export const KEY_REFUSED_MESSAGE =
  'Paystack is refusing the store’s secret key, so payments cannot be checked. Orders paid meanwhile are confirmed once the key in PAYSTACK_SECRET_KEY is corrected and the server restarted.'

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

/**
 * What the store made of money that arrived for an order: `paid` paid it; the others are
 * refunded: `duplicate` (the order was already paid), `after cancellation` (it arrived after
 * the order was cancelled), `mismatch` (not the order's amount or currency).
 */
export const PAYMENT_KINDS = ['paid', 'duplicate', 'after cancellation', 'mismatch'] as const
export type PaymentKind = (typeof PAYMENT_KINDS)[number]

/**
 * A refund as shoppers and the store team see it: on its way (`pending`, however far Paystack
 * has got), `needs-attention` (Paystack needs the shopper's bank account to pay it),
 * `processed`, or `failed` (the store team must act).
 */
export const REFUND_STATUSES = ['pending', 'needs-attention', 'processed', 'failed'] as const
export type RefundStatus = (typeof REFUND_STATUSES)[number]

/**
 * What verify answers for each outcome (a payment's kind once money arrived): whether the order
 * is paid, and whether this payment is on its way back.
 */
export const VERIFY_ANSWERS: Record<
  | PaymentKind
  | 'not paid'
  | 'out of stock'
  | 'code used up'
  | 'awaiting transfer'
  | 'payment under way',
  {
    success: boolean
    message: string
    refunding?: true
    awaitingTransfer?: true
    paymentUnderWay?: true
  }
> = {
  paid: { success: true, message: ORDER_MESSAGES.paymentVerified },
  'not paid': { success: false, message: ORDER_MESSAGES.paymentNotCompleted },
  'awaiting transfer': {
    success: false,
    message: ORDER_MESSAGES.awaitingTransfer,
    awaitingTransfer: true,
  },
  'payment under way': {
    success: false,
    message: ORDER_MESSAGES.paymentUnderWay,
    paymentUnderWay: true,
  },
  duplicate: { success: true, message: ORDER_MESSAGES.refundingDuplicate, refunding: true },
  'after cancellation': {
    success: false,
    message: ORDER_MESSAGES.refundingCancelled,
    refunding: true,
  },
  mismatch: { success: false, message: ORDER_MESSAGES.refundingMismatch, refunding: true },
  'out of stock': {
    success: false,
    message: ORDER_MESSAGES.refundingOutOfStock,
    refunding: true,
  },
  'code used up': {
    success: false,
    message: ORDER_MESSAGES.refundingCodeUsedUp,
    refunding: true,
  },
}

/** Statuses a shopper is e-mailed about. */
export const NOTIFIED_STATUSES: readonly OrderStatus[] = [
  'Shipped',
  'Out for delivery',
  'Delivered',
]

/** An order's number as shoppers and the store team see it: `#1001`. */
export const formatOrderNumber = (orderNumber: number) => `#${orderNumber}`
