import type { DeliveryAddress } from '@adire/contract'
import { sql } from 'drizzle-orm'
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { createdAt, kobo } from './columns.ts'

/** A product as ordered: what the shopper saw and paid, kept even if the catalogue changes. */
export interface OrderedItem {
  productId: string
  name: string
  description: string
  category: string
  images: string[]
  sizes: string[]
  /** Kobo, the price paid for one. */
  priceKobo: number
  size: string
  quantity: number
}

/**
 * Orders. An order is created pending payment with the amount the server computed; exactly one
 * conditional update (`payment_status` from pending to paid) confirms it, whatever mix of
 * verify calls, replays, webhooks and reconciler runs races to do so.
 */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The payment reference, shared with Paystack. */
    reference: text('reference').notNull().unique(),
    /** Fulfilment: 'Awaiting payment' until paid, then 'Order Placed' and onwards. */
    status: text('status').notNull().default('Awaiting payment'),
    paymentMethod: text('payment_method').notNull().default('Paystack'),
    /** pending, paid, or abandoned (never paid, given up on). */
    paymentStatus: text('payment_status').notNull().default('pending'),
    /** Paid through the built-in emulator: no money moved. */
    testPayment: boolean('test_payment').notNull().default(false),
    /** Kobo: items plus delivery. */
    amountKobo: kobo('amount_kobo').notNull(),
    deliveryFeeKobo: kobo('delivery_fee_kobo').notNull(),
    /** The delivery zone charged, and its estimate then; null when the store had no zones. */
    deliveryZone: text('delivery_zone'),
    deliveryEstimate: text('delivery_estimate'),
    currency: text('currency').notNull().default('NGN'),
    address: jsonb('address').$type<DeliveryAddress>().notNull(),
    items: jsonb('items').$type<OrderedItem[]>().notNull(),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    /**
     * Paid after the units it held had gone to another shopper: cancelled and its payment
     * refunded by the confirmation itself, and shown to the store team as "Paid, out of stock".
     */
    outOfStock: boolean('out_of_stock').notNull().default(false),
    /**
     * When Paystack first reported a bank transfer on its way for the order (the shopper pressed
     * "I've sent the money"): the order waits for it, and is not offered to be paid again.
     */
    transferSentAt: timestamp('transfer_sent_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('orders_user_created_idx').on(table.userId, table.createdAt)],
)

/** What each confirmation attempt learnt from Paystack: the audit trail of every payment. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    /** The payment reference asked about (empty on events recorded before it was kept). */
    reference: text('reference').notNull().default(''),
    /** verify, webhook or reconciler. */
    source: text('source').notNull(),
    /** Paystack's transaction status. */
    providerStatus: text('provider_status').notNull(),
    amountKobo: kobo('amount_kobo').notNull(),
    currency: text('currency').notNull(),
    /** What the store made of it: paid (this attempt confirmed), already paid, not paid, mismatch. */
    outcome: text('outcome').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('payment_events_order_idx').on(table.orderId)],
)

/**
 * Every payment reference an order has had: the first, and one more each time the shopper pays
 * again. A late payment on an older reference still finds its order. Each is open, watched by
 * the reconciler, until money is recorded for it or a day has passed without any.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    reference: text('reference').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    createdAt: createdAt(),
    /** When the reconciler last asked Paystack about it (it takes the longest unasked first). */
    checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }),
    /** Set once a payment is recorded for it, or once it is given up on: no longer watched. */
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('payment_attempts_order_idx').on(table.orderId),
    // The reconciler's look-up of the references still open.
    index('payment_attempts_open_idx').on(table.checkedAt).where(sql`${table.settledAt} is null`),
  ],
)

/**
 * Money that arrived: one row per successful charge (Paystack charges a reference at most
 * once), whatever the store made of it. Recording it is what makes a charge count once,
 * whichever of verify, webhook and reconciler sees it first, on any server.
 */
export const payments = pgTable(
  'payments',
  {
    reference: text('reference')
      .primaryKey()
      .references(() => paymentAttempts.reference),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    amountKobo: kobo('amount_kobo').notNull(),
    currency: text('currency').notNull(),
    /**
     * `paid`: it paid the order. The others are refunded: `duplicate` (the order was already
     * paid), `after cancellation` (the order was cancelled before it arrived), `mismatch` (not
     * the order's amount or currency).
     */
    kind: text('kind').notNull(),
    /** When Paystack says the money was taken. */
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('payments_order_idx').on(table.orderId)],
)

/**
 * Money the store gives back, one refund per payment at most (the unique payment reference is
 * what keeps a refund from being made twice, whatever replays or races). A refund is
 * `requested` until Paystack accepts it, then `pending` until Paystack reports it `processed` or
 * `failed`; a failed one waits for the store team (orders/refunds.ts).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentReference: text('payment_reference')
      .notNull()
      .unique()
      .references(() => payments.reference),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    amountKobo: kobo('amount_kobo').notNull(),
    currency: text('currency').notNull(),
    /** Why: `order cancelled`, `duplicate payment` or `amount mismatch`. */
    reason: text('reason').notNull(),
    status: text('status').notNull().default('requested'),
    /** Paystack's id for the refund, once it accepted it. */
    providerId: text('provider_id'),
    /** When a server may next send or check it: now, after a failure's back-off, or a claim's lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('refunds_order_idx').on(table.orderId),
    index('refunds_due_idx').on(table.status, table.nextAttemptAt),
  ],
)

/** Each change of an order's status: the order's timeline, with who made the change. */
export const orderStatusEvents = pgTable(
  'order_status_events',
  {
    /** In the order the changes were made, also for two in the same millisecond. */
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    status: text('status').notNull(),
    /** shopper (placed it), payment (Paystack confirmed it), admin, cli, reconciler. */
    actor: text('actor').notNull(),
    /** The store team member, for changes made in the admin screen. */
    actorUserId: uuid('actor_user_id').references(() => users.id),
    createdAt: createdAt(),
  },
  (table) => [index('order_status_events_order_idx').on(table.orderId, table.createdAt)],
)
