/*
 * Returns and size exchanges (docs/product.md §10.7, issue 46): which lines of a delivered order
 * can still come back, what a return refunds, when its fee is waived, and the steps a return
 * goes through. The shopper's form, the team's screens, the mocks and the server all judge with
 * these functions, so a return is worth the same kobo everywhere. No zod here (returns.ts has
 * the schemas).
 */

import type { PricedLine } from '../shared/money.ts'
import { DAY_MS } from '../shared/time.ts'
import { lineRefundKobo } from './discount-rules.ts'

/** Why a shopper sends something back, as the form offers them (`other` asks for words). */
export const RETURN_REASONS = [
  'tooSmall',
  'tooLarge',
  'notAsPictured',
  'faulty',
  'changedMind',
  'other',
] as const
export type ReturnReason = (typeof RETURN_REASONS)[number]

export const RETURN_REASON_LABELS: Record<ReturnReason, string> = {
  tooSmall: 'Too small',
  tooLarge: 'Too large',
  notAsPictured: 'Not as pictured',
  faulty: 'Faulty',
  changedMind: 'Changed my mind',
  other: 'Other',
}

/** The store's fault: the courier's fee is waived, and delivery comes back with a whole order. */
export const STORE_FAULT_REASONS: ReadonlySet<ReturnReason> = new Set(['faulty', 'notAsPictured'])

/** How the items come back: brought to the store's address, or collected by its courier. */
export const RETURN_WAYS = ['dropOff', 'pickup'] as const
export type ReturnWay = (typeof RETURN_WAYS)[number]

export const RETURN_WAY_LABELS: Record<ReturnWay, string> = {
  dropOff: "Drop off at the store's address",
  pickup: "Pickup by the store's courier",
}

/**
 * A return's steps. `requested` → `approved` or `declined`; `approved` → `received`;
 * `received` → `closed` once every line is refunded or its exchange shipped. The shopper may
 * cancel a return until it is received (`cancelled`). Declined, cancelled and closed are final.
 */
export const RETURN_STATUSES = [
  'requested',
  'approved',
  'declined',
  'received',
  'closed',
  'cancelled',
] as const
export type ReturnStatus = (typeof RETURN_STATUSES)[number]

/** Each status as the shopper and the team read it. */
export const RETURN_STATUS_LABELS: Record<ReturnStatus, string> = {
  requested: 'Return requested',
  approved: 'Return approved',
  declined: 'Return declined',
  received: 'Return received',
  closed: 'Return complete',
  cancelled: 'Return cancelled',
}

/** A return still holding its lines (and its exchanges' sizes): neither final state. */
export const OPEN_RETURN_STATUSES: ReadonlySet<ReturnStatus> = new Set([
  'requested',
  'approved',
  'received',
])

/** Which step may follow which (the server refuses any other with `RETURN_MESSAGES.step`). */
const NEXT: Record<ReturnStatus, readonly ReturnStatus[]> = {
  requested: ['approved', 'declined', 'cancelled'],
  approved: ['received', 'cancelled'],
  received: ['closed'],
  declined: [],
  closed: [],
  cancelled: [],
}
export const canMoveReturn = (from: ReturnStatus, to: ReturnStatus) => NEXT[from].includes(to)

/** What a line asks for: its money back, or the same product in another size. */
export type ReturnResolution = { kind: 'refund' } | { kind: 'exchange'; size: string }

/** What became of a line once the return was received: refunded, or its exchange shipped. */
export const RETURN_LINE_OUTCOMES = ['refunded', 'exchanged'] as const
export type ReturnLineOutcome = (typeof RETURN_LINE_OUTCOMES)[number]

/** How a received item was found: as new goes back to stock, damaged does not. */
export const RETURN_CONDITIONS = ['asNew', 'damaged'] as const
export type ReturnCondition = (typeof RETURN_CONDITIONS)[number]

export const RETURN_CONDITION_LABELS: Record<ReturnCondition, string> = {
  asNew: 'As new',
  damaged: 'Damaged',
}

/** The store's return settings (docs/product.md §13.4), with their defaults. */
export const RETURN_DEFAULTS = {
  /** Days after delivery a return may be asked for. */
  windowDays: 30,
  /** Naira the courier's pickup costs the shopper (taken off the refund); 0 for free. */
  pickupFeeNaira: 0,
} as const

/** The settings' bounds. */
export const RETURN_LIMITS = {
  maxWindowDays: 365,
  maxPickupFeeNaira: 100_000,
  /** Words a shopper may give with `other` (or any reason), and a decline's reason. */
  maxNoteLength: 500,
} as const

/** Whether a return may still be asked for an order delivered at `deliveredAt` (epoch ms). */
export function withinReturnWindow(deliveredAt: number, now: number, windowDays: number) {
  return now <= deliveredAt + windowDays * DAY_MS
}

/** The last moment a return may be asked for (epoch ms), for "Returns until 12 January". */
export const returnWindowEnd = (deliveredAt: number, windowDays: number) =>
  deliveredAt + windowDays * DAY_MS

/** One line of an earlier return of the same order, as `returnableQuantities` counts it. */
export interface ReturnedLine {
  /** The order line's position in the order's items. */
  index: number
  quantity: number
  /** The return it belongs to: declined and cancelled returns give their lines back. */
  status: ReturnStatus
}

/** The order's lines that an open return holds: none of them may be in a second return yet. */
export function linesUnderReturn(earlier: readonly ReturnedLine[]): Set<number> {
  return new Set(
    earlier.filter((line) => OPEN_RETURN_STATUSES.has(line.status)).map((line) => line.index),
  )
}

/**
 * How many units of each of the order's lines may still be returned: the line's quantity less
 * what every return not declined or cancelled already takes, and none while an open return
 * holds the line (one open return per line: the rest of it can come back once that one is
 * closed, declined or cancelled). So a line is never returned twice beyond its quantity,
 * whatever order requests arrive in.
 */
export function returnableQuantities(
  items: readonly { quantity: number }[],
  earlier: readonly ReturnedLine[],
): number[] {
  const left = items.map((item) => item.quantity)
  for (const line of earlier) {
    if (line.status === 'declined' || line.status === 'cancelled') continue
    left[line.index] = Math.max(0, (left[line.index] ?? 0) - line.quantity)
  }
  for (const index of linesUnderReturn(earlier)) left[index] = 0
  return left
}

/** An order as a return's refund is priced: its lines, its discount, its delivery. Kobo. */
export interface ReturnPricing {
  lines: readonly PricedLine[]
  /** Which lines the order's discount applied to (all false without one). */
  eligible: readonly boolean[]
  /** What the order's code took off its items. */
  itemsOffKobo: number
  /** The delivery the shopper paid (0 for a free-delivery code). */
  deliveryKobo: number
}

/** What a return refunds, line by line, and how it adds up. Kobo. */
export interface ReturnRefund {
  /** Each refunded line's share of what was paid for it, in the order given. */
  lines: number[]
  /** The delivery given back: only when the whole order came back through the store's fault. */
  deliveryKobo: number
  /** The courier's fee kept (pickup, not the store's fault), never more than the rest. */
  feeKobo: number
  /** lines + delivery − fee; never below 0. */
  totalKobo: number
}

/**
 * What a return refunds for `refunded` (the lines it refunds, each `{ index, quantity }`):
 * each line's share of the discount-adjusted price (`lineRefundKobo`), plus the delivery when
 * `wholeOrder` comes back for the store's fault, less the pickup fee unless the store was at
 * fault. All in kobo; rounding is `lineRefundKobo`'s (down, per line), so a return never gives
 * back more than was paid for its lines.
 */
export function returnRefundKobo(
  order: ReturnPricing,
  refunded: readonly { index: number; quantity: number }[],
  terms: { reason: ReturnReason; way: ReturnWay; pickupFeeKobo: number; wholeOrder: boolean },
): ReturnRefund {
  const lines = refunded.map(({ index, quantity }) =>
    lineRefundKobo(order.lines, order.eligible, order.itemsOffKobo, index, quantity),
  )
  const storeFault = STORE_FAULT_REASONS.has(terms.reason)
  const deliveryKobo = storeFault && terms.wholeOrder ? order.deliveryKobo : 0
  const itemsKobo = lines.reduce((sum, kobo) => sum + kobo, 0)
  const owed = itemsKobo + deliveryKobo
  const feeKobo = terms.way === 'pickup' && !storeFault ? Math.min(terms.pickupFeeKobo, owed) : 0
  return { lines, deliveryKobo, feeKobo, totalKobo: owed - feeKobo }
}

/** Whether `returned` (each `{ index, quantity }`) is every unit of every line of the order. */
export function isWholeOrder(
  items: readonly { quantity: number }[],
  returned: readonly { index: number; quantity: number }[],
) {
  const back = items.map(() => 0)
  for (const { index, quantity } of returned) back[index] = (back[index] ?? 0) + quantity
  return items.every((item, index) => back[index] === item.quantity)
}

/** A return's short number as people read it: `R1001`. */
export const returnLabel = (returnNumber: number) => `R${returnNumber}`

/** The words of the shopper's form and of the calls that refuse a return (shopper and team). */
export const RETURN_MESSAGES = {
  notDelivered: 'Only a delivered order can be returned',
  windowClosed: 'The return window for this order has closed',
  noLines: 'Choose at least one item to return',
  quantity: 'You cannot return more of an item than is left to return',
  lineUnderReturn: 'This item already has a return under way',
  reason: 'Choose why you are returning it',
  otherText: 'Tell us why, in a few words',
  way: 'Choose how the items come back',
  size: 'Choose another size of the same product',
  sameSize: 'Choose a size other than the one you have',
  soldOut: 'That size is sold out. You can ask for a refund instead.',
  notFound: 'No return has this number',
  step: 'This return cannot move to that step',
  declineReason: 'Tell the shopper why, in a few words',
  conditions: 'Say how each item came back',
  nothingToRefund: 'This return has no item waiting for a refund',
  nothingToExchange: 'This return has no exchange waiting to ship',
  notReceived: 'Mark the return received first',
} as const

/** What the shopper is told after asking, and the toasts of the team's steps. */
export const RETURN_TEXTS = {
  requested: 'Return requested. We will e-mail you when the store has looked at it.',
  cancelled: 'Return cancelled.',
  approved: 'Return approved. The shopper has been e-mailed.',
  declined: 'Return declined. The shopper has been e-mailed.',
  received: 'Return received.',
  refunded: 'Refund started.',
  exchanged: 'Exchange order created for packing.',
} as const
