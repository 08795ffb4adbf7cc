import {
  type AdminOrder,
  koboToNaira,
  type Order,
  type OrderDiscount,
  type OrderNote,
  type OrderPayment,
  type PaymentKind,
  type RefundStatus,
  type TimelineEntry,
  TRANSFER_REJECTED_REASONS,
  type TransferRejectedReason,
} from '@adire/contract'
import { sql } from 'drizzle-orm'
import type { OrderedDiscount, orders } from '../db/schema.ts'
import { UNDER_WAY_WINDOW_MS } from './paystack-answer.ts'

/**
 * How an order reads, for the shopper and for the store team: the API's shape of a stored
 * order, and the SQL that gathers its history (status changes, payments and refunds) with it.
 */

export type OrderRow = typeof orders.$inferSelect

/** How each kind of change reads on the shopper's timeline. */
const SHOPPER_VIEW: Record<string, string> = {
  shopper: 'You',
  payment: 'Paystack',
  admin: 'Adire',
  cli: 'Adire',
  reconciler: 'Adire',
}

/** How each kind of change reads for the store team (an admin's own name is shown instead). */
const ADMIN_VIEW: Record<string, string> = {
  shopper: 'Customer',
  payment: 'Paystack',
  cli: 'Command line',
  reconciler: 'Payment check',
}

const PAYMENT_STATUS: Record<string, Order['paymentStatus']> = {
  pending: 'awaiting',
  paid: 'paid',
  abandoned: 'expired',
}

/** A refund's stored status as shoppers and the store team read it. */
export const REFUND_STATUS: Record<string, RefundStatus> = {
  requested: 'pending',
  pending: 'pending',
  'needs-attention': 'needs-attention',
  processed: 'processed',
  failed: 'failed',
}

/** One change of an order's status as read for a timeline; `at` in epoch milliseconds. */
export interface StatusEvent {
  status: string
  actor: string
  at: number
  /** The store team member who made it, if one did (read for the store team only). */
  adminName?: string | null
  /** What came with it (the courier and tracking of Shipped), if anything. */
  detail?: string | null
}

/** One payment as the database gathers it (kobo; times in epoch milliseconds). */
export interface PaymentRecord {
  reference: string
  amountKobo: number
  feeKobo: number
  kind: string
  at: number
  refund: {
    amountKobo: number
    status: string
    at: number
    updatedAt: number
    reason?: string
  } | null
}

/** How a change reads on the timeline of `audience`. */
export function timelineEntry(event: StatusEvent, audience: 'shopper' | 'admin'): TimelineEntry {
  const by =
    audience === 'admin'
      ? (event.adminName ?? ADMIN_VIEW[event.actor] ?? event.actor)
      : (SHOPPER_VIEW[event.actor] ?? 'Adire')
  return {
    status: event.status,
    at: event.at,
    by,
    ...(event.detail ? { detail: event.detail } : {}),
  }
}

function orderPayment(record: PaymentRecord): OrderPayment {
  const { refund } = record
  return {
    reference: record.reference,
    amount: koboToNaira(record.amountKobo),
    ...(record.feeKobo > 0 ? { fee: koboToNaira(record.feeKobo) } : {}),
    kind: record.kind as PaymentKind,
    at: record.at,
    refund: refund && {
      amount: koboToNaira(refund.amountKobo),
      status: REFUND_STATUS[refund.status] ?? 'pending',
      at: refund.at,
      updatedAt: refund.updatedAt,
      ...(refund.reason === 'made on Paystack' ? { madeOnPaystack: true } : {}),
    },
  }
}

/** A timestamp as whole epoch milliseconds, as node-postgres and PGlite truncate a `Date`. */
const epochMs = (column: string) => sql.raw(`floor(extract(epoch from ${column}) * 1000)::bigint`)

/**
 * An order's status events, oldest first, gathered by the database as JSON, for a select from
 * `orders` (the subquery reads the outer row's id). The store team's timelines also name the
 * team member behind each change.
 */
export function timelineOf({ withAdminNames }: { withAdminNames: boolean }) {
  const adminName = withAdminNames ? sql`, 'adminName', a.name` : sql``
  const admins = withAdminNames ? sql`left join users a on a.id = e.actor_user_id` : sql``
  return sql<StatusEvent[]>`(
    select coalesce(json_agg(json_build_object(
      'status', e.status,
      'actor', e.actor,
      'detail', e.detail,
      'at', ${epochMs('e.created_at')}${adminName}
    ) order by e.created_at asc, e.id asc), '[]'::json)
    from order_status_events e ${admins} where e.order_id = "orders"."id")`.as('timeline')
}

/**
 * The store team's notes on an order, newest first, each with its author's name, gathered like
 * its timeline. Only the store team's reads select it.
 */
export function notesOf() {
  return sql<OrderNote[]>`(
    select coalesce(json_agg(json_build_object(
      'id', n.id,
      'text', n.text,
      'by', a.name,
      'at', ${epochMs('n.created_at')}
    ) order by n.created_at desc, n.id desc), '[]'::json)
    from order_notes n join users a on a.id = n.author_user_id
    where n.order_id = "orders"."id")`.as('notes')
}

/**
 * An order's payments, oldest first (of two taken at the same moment, the one that paid the
 * order first), each with its refund, gathered like its timeline.
 */
export function paymentsOf() {
  return sql<PaymentRecord[]>`(
    select coalesce(json_agg(json_build_object(
      'reference', p.reference,
      'amountKobo', p.amount_kobo,
      'feeKobo', p.fee_kobo,
      'kind', p.kind,
      'at', ${epochMs('p.paid_at')},
      'refund', case when r.id is null then null else json_build_object(
        'amountKobo', r.amount_kobo,
        'status', r.status,
        'at', ${epochMs('r.created_at')},
        'updatedAt', ${epochMs('r.updated_at')},
        'reason', r.reason
      ) end
    ) order by p.paid_at asc, p.kind <> 'paid', p.reference asc), '[]'::json)
    from payments p
      left join refunds r on r.payment_reference = p.reference and r.return_id is null
    where p.order_id = "orders"."id")`.as('payments')
}

/**
 * Where an unpaid order's payment stands, beyond "not paid": a payment under way (within its
 * window: after it, Pay now is offered again), or a bank transfer Paystack sent back.
 */
function pendingPayment(row: OrderRow, now: Date): Partial<Order> {
  if (row.paymentStatus !== 'pending') return {}
  const underWay =
    row.paymentUnderWayAt !== null &&
    now.getTime() - row.paymentUnderWayAt.getTime() < UNDER_WAY_WINDOW_MS
  if (underWay) {
    return row.paymentUnderWayChannel === 'bank_transfer'
      ? { awaitingTransfer: true }
      : { paymentUnderWay: true }
  }
  const rejected = row.transferRejectedReason as TransferRejectedReason | null
  return rejected && TRANSFER_REJECTED_REASONS.includes(rejected)
    ? { transferRejected: rejected }
    : {}
}

/**
 * An order as the API shows it: naira, and each item as a product copy at the price paid. `now`
 * (the server's clock) decides whether a payment under way still holds the order.
 */
export function toOrder(
  row: OrderRow,
  timeline: TimelineEntry[],
  payments: readonly PaymentRecord[],
  now: Date = new Date(),
): Order {
  return {
    _id: row.id,
    orderNumber: row.orderNumber,
    status: row.status,
    payment: row.paymentStatus === 'paid',
    paymentMethod: row.paymentMethod,
    date: row.createdAt.getTime(),
    amount: koboToNaira(row.amountKobo),
    address: row.address,
    delivery: {
      fee: koboToNaira(row.deliveryFeeKobo),
      zone: row.deliveryZone,
      estimate: row.deliveryEstimate,
    },
    ...(row.discount ? { discount: orderDiscountOf(row.discount) } : {}),
    reference: row.reference,
    testPayment: row.testPayment,
    paymentStatus: PAYMENT_STATUS[row.paymentStatus] ?? 'awaiting',
    timeline,
    payments: payments.map(orderPayment),
    ...(row.outOfStock ? { outOfStock: true as const } : {}),
    ...pendingPayment(row, now),
    ...(row.courier ? { shipment: { courier: row.courier, tracking: row.tracking } } : {}),
    items: row.items.map((item) => ({
      _id: item.productId,
      name: item.name,
      description: item.description,
      price: koboToNaira(item.priceKobo),
      ...(item.wasPriceKobo !== undefined ? { wasPrice: koboToNaira(item.wasPriceKobo) } : {}),
      image: item.images,
      category: item.category as Order['items'][number]['category'],
      sizes: item.sizes,
      bestseller: false,
      date: row.createdAt.getTime(),
      selectedSize: item.size,
      quantity: item.quantity,
    })),
  }
}

export type AdminOrderRow = {
  order: OrderRow
  timeline: StatusEvent[]
  payments: PaymentRecord[]
  customer: AdminOrder['customer']
  notes: OrderNote[]
}

export function toAdminOrder(
  { order, timeline, payments, customer, notes }: AdminOrderRow,
  now: Date,
): AdminOrder {
  const entries = timeline.map((event) => timelineEntry(event, 'admin'))
  return { ...toOrder(order, entries, payments, now), customer, notes }
}

/** What a code took off an order, as its pages, e-mails and receipts show it. */
export const orderDiscountOf = (discount: OrderedDiscount): OrderDiscount => ({
  code: discount.code,
  kind: discount.kind,
  itemsOff: koboToNaira(discount.itemsOffKobo),
  deliveryOff: koboToNaira(discount.deliveryOffKobo),
  label: discount.label,
  eligible: discount.eligible,
})
