import {
  formatNaira,
  type Order,
  type OrderPayment,
  type OrderRefund,
  type PaymentKind,
  REFUND_DETAILS_TEXTS,
  REFUND_TIME,
  type TimelineEntry,
} from '@adire/contract'
import { formatOrderDate } from '../lib/dates.ts'

/** One line of an order's history: a change of status, or money taken or given back. */
export interface HistoryEntry {
  /** Unique within one history. */
  key: string
  kind: 'status' | 'payment' | 'refund'
  /** What happened: the status, or e.g. 'Payment received', 'Refunded'. */
  title: string
  /** For money: the amount and the Paystack reference it moved under. */
  detail?: string
  /** Epoch milliseconds. */
  at: number
  /** Who did it, as the reader may see it: 'You', 'Paystack', 'Adire'... */
  by: string
  /** Something went wrong that the store team must put right (a refund that failed). */
  problem?: boolean
}

/** How each payment reads when it arrives. */
const RECEIVED: Record<PaymentKind, string> = {
  paid: 'Payment received',
  duplicate: 'Extra payment received: the order was already paid',
  'after cancellation': 'Payment received after the order was cancelled',
  mismatch: 'Payment received for the wrong amount',
}

// Of two lines at the same moment, the payment that placed the order comes before the change
// it made, and a refund after the cancellation that started it.
const RANK = { payment: 0, status: 1, refundStarted: 2, refundOutcome: 3 } as const

/**
 * An order's history for a reader: its changes of status and every payment and refund (with its
 * amount and reference), oldest first. Taking money is Paystack's doing; a refund is started by
 * Adire, and Paystack reports whether it reached the shopper.
 */
export function orderHistory(
  timeline: readonly TimelineEntry[],
  payments: readonly OrderPayment[] = [],
): HistoryEntry[] {
  const lines: (HistoryEntry & { rank: number })[] = timeline.map((entry, index) => ({
    key: `status/${index}`,
    kind: 'status',
    title: entry.status,
    at: entry.at,
    by: entry.by,
    ...(entry.detail ? { detail: entry.detail } : {}),
    rank: RANK.status,
  }))
  for (const payment of payments) {
    const key = `payment/${payment.reference}`
    const detail = (amount: number) => `${formatNaira(amount)} · ${payment.reference}`
    lines.push({
      key,
      kind: 'payment',
      title: RECEIVED[payment.kind],
      detail: detail(payment.amount),
      at: payment.at,
      by: 'Paystack',
      rank: RANK.payment,
    })
    const { refund } = payment
    if (!refund) continue
    lines.push({
      key: `${key}/refund`,
      kind: 'refund',
      title: refund.status === 'pending' ? 'Refund on its way' : 'Refund started',
      detail: detail(refund.amount),
      at: refund.at,
      // A refund made on Paystack's dashboard was still the store team's doing.
      by: 'Adire',
      rank: RANK.refundStarted,
    })
    if (refund.status === 'pending') continue
    lines.push({
      key: `${key}/refund/${refund.status}`,
      kind: 'refund',
      title:
        refund.status === 'processed'
          ? 'Refunded'
          : refund.status === 'needs-attention'
            ? REFUND_DETAILS_TEXTS.needsDetailsState
            : 'Refund failed: our team will be in touch',
      detail: detail(refund.amount),
      at: refund.updatedAt,
      by: 'Paystack',
      rank: RANK.refundOutcome,
      problem: refund.status === 'failed',
    })
  }
  // Array.prototype.sort is stable: lines of one kind keep the order the API gave them.
  return lines.sort((a, b) => a.at - b.at || a.rank - b.rank).map(({ rank: _, ...entry }) => entry)
}

type Reason = 'cancelled' | 'duplicate' | 'mismatch' | 'paystack'

/**
 * Why a payment is given back: a second one, one of the wrong amount, or else the order was
 * cancelled (its own payment, or one that arrived after).
 */
const reasonFor = (kind: PaymentKind): Reason =>
  kind === 'duplicate' || kind === 'mismatch' ? kind : 'cancelled'

/** What the shopper is told of one refund, by why it was made and how far it has got. */
const NOTES: Record<
  Reason,
  Record<OrderRefund['status'], (amount: string, on: string) => string>
> = {
  cancelled: {
    pending: (amount) =>
      `This order was cancelled. Your payment of ${amount} is being refunded and should reach you ${REFUND_TIME}.`,
    processed: (amount, on) =>
      `This order was cancelled and your payment of ${amount} was refunded on ${on}.`,
    failed: (amount) =>
      `This order was cancelled. We could not refund your payment of ${amount} yet: our team will be in touch.`,
    'needs-attention': REFUND_DETAILS_TEXTS.needsDetailsNote,
  },
  duplicate: {
    pending: (amount) =>
      `This order was already paid, so your extra payment of ${amount} is being refunded. It should reach you ${REFUND_TIME}.`,
    processed: (amount, on) =>
      `This order was already paid, so your extra payment of ${amount} was refunded on ${on}.`,
    failed: (amount) =>
      `This order was already paid. We could not refund your extra payment of ${amount} yet: our team will be in touch.`,
    'needs-attention': REFUND_DETAILS_TEXTS.needsDetailsNote,
  },
  mismatch: {
    pending: (amount) =>
      `A payment of ${amount} did not match this order's total, so it is being refunded. It should reach you ${REFUND_TIME}.`,
    processed: (amount, on) =>
      `A payment of ${amount} did not match this order's total, so it was refunded on ${on}.`,
    failed: (amount) =>
      `A payment of ${amount} did not match this order's total. We could not refund it yet: our team will be in touch.`,
    'needs-attention': REFUND_DETAILS_TEXTS.needsDetailsNote,
  },
  // A refund the store team made on Paystack's dashboard, whatever the order's state.
  paystack: {
    ...REFUND_DETAILS_TEXTS.madeOnPaystackNote,
    'needs-attention': REFUND_DETAILS_TEXTS.needsDetailsNote,
  },
}

/** What the shopper is told of one payment given back. */
export interface RefundNote {
  /** The Paystack reference of the payment. */
  reference: string
  /** How far the refund has got: still news (`pending`, `failed`) or done (`processed`). */
  status: OrderRefund['status']
  text: string
}

/** One sentence per payment being given back (or given back), oldest first. */
export function refundNotes(order: Pick<Order, 'payments'>): RefundNote[] {
  return order.payments.flatMap(({ reference, refund, kind }) => {
    if (!refund) return []
    const note = NOTES[refund.madeOnPaystack ? 'paystack' : reasonFor(kind)][refund.status]
    const text = note(formatNaira(refund.amount), formatOrderDate(refund.updatedAt))
    return [{ reference, status: refund.status, text }]
  })
}

/** How the order's payment stands when the money for it is being (or was) given back. */
const REFUND_STATES: Record<OrderRefund['status'], string> = {
  pending: 'Refund on its way',
  'needs-attention': REFUND_DETAILS_TEXTS.needsDetailsState,
  processed: 'Refunded',
  failed: 'Refund failed',
}

/**
 * The refund of the money that paid for the order, if the order will not be filled: the paid
 * payment of a cancelled order, or one that arrived after it was cancelled. A second payment or
 * one of the wrong amount leaves the order's own payment as it is.
 */
function orderRefund(order: Pick<Order, 'status' | 'payments'>): OrderRefund | undefined {
  if (order.status !== 'Cancelled') return undefined
  const refunds = order.payments.flatMap((payment) =>
    (payment.kind === 'paid' || payment.kind === 'after cancellation') && payment.refund
      ? [payment.refund]
      : [],
  )
  return refunds.at(-1)
}

/** The order's payment in a few words, e.g. 'Paid', 'Not paid yet', 'Refunded'. */
export function paymentSummary(
  order: Pick<Order, 'status' | 'paymentStatus' | 'payments'>,
): string {
  const refund = orderRefund(order)
  if (refund) return REFUND_STATES[refund.status]
  if (order.paymentStatus === 'paid') return 'Paid'
  if (order.paymentStatus === 'expired' || order.status === 'Cancelled') return 'Not paid'
  return 'Not paid yet'
}
