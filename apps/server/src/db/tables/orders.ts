import type { DeliveryAddress, DiscountKind } from '@adire/contract'
import { sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
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
  /** Kobo, the price before the sale, when one was bought at its sale price. */
  wasPriceKobo?: number
  size: string
  quantity: number
}

/**
 * The discount an order was priced with (db/tables/discounts.ts has the codes and their uses), as
 * it keeps it: a copy, whatever the code becomes.
 */
export interface OrderedDiscount {
  discountId: string
  code: string
  kind: DiscountKind
  /** `ADIRE10 (10% off)`. */
  label: string
  itemsOffKobo: number
  deliveryOffKobo: number
  /** Which of the order's lines it applied to, in their order (each line's share for a refund). */
  eligible: boolean[]
}

/**
 * The store's order numbers (`#1001`, `#1002`...): a sequence, so that two servers placing orders
 * at once never take the same one, and a number is never given again (one drawn by an order that
 * failed to be placed is skipped, not reused).
 */
export const orderNumbers = pgSequence('order_number_seq', { startWith: 1001 })

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
    /**
     * The short number a person reads out on the phone (`#1001`): the store's own, in the order
     * orders were placed. Paying again changes `reference`, never this.
     */
    orderNumber: integer('order_number')
      .notNull()
      .unique()
      .default(sql`nextval('order_number_seq')`),
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
     * Paid after its discount code's hold ran out and the code's last use had gone to others:
     * cancelled and refunded by the confirmation, as an order out of stock is (§11.14).
     */
    codeUsedUp: boolean('code_used_up').notNull().default(false),
    /**
     * When Paystack first reported a payment of the order under way (`ongoing`, `pending`,
     * `processing` or `queued`: a bank transfer sent, a USSD or bank payment not yet finished):
     * the order waits for it, and no second payment window opens until it is settled or its
     * window has passed (docs/product.md, "Payment under way").
     */
    paymentUnderWayAt: timestamp('payment_under_way_at', { withTimezone: true, mode: 'date' }),
    /** The channel of that payment (`bank_transfer`, `ussd`, `bank`, `card`...). */
    paymentUnderWayChannel: text('payment_under_way_channel'),
    /**
     * Paystack refused the shopper's bank transfer and sent the money back itself
     * (`bank.transfer.rejected`): `short` (not the amount asked) or `late` (after the account
     * expired). The shopper is told why, and may pay again at once. Cleared by a payment.
     */
    transferRejectedReason: text('transfer_rejected_reason'),
    transferRejectedAt: timestamp('transfer_rejected_at', { withTimezone: true, mode: 'date' }),
    /**
     * The courier the store team shipped it with, and the tracking number or http(s) link they
     * gave (docs/product.md §11.11); null until it is marked Shipped (tracking may stay null).
     */
    courier: text('courier'),
    tracking: text('tracking'),
    /**
     * The discount code it was priced with (docs/product.md §11.14): what it took off the items
     * and delivery, already out of `amount_kobo` and `delivery_fee_kobo`. Null without one.
     */
    discount: jsonb('discount').$type<OrderedDiscount>(),
    /**
     * The order this one replaces: a ₦0 order shipping a return's exchanged sizes (§10.7,
     * returns/returns.ts). Null for every order a shopper placed.
     */
    replacesOrderId: uuid('replaces_order_id').references((): AnyPgColumn => orders.id),
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
    /**
     * Paystack's own id of the transaction, learnt from verify: events that carry no reference
     * (`bank.transfer.rejected`) and refunds (which name the transaction by id) are matched by it.
     */
    providerTransactionId: text('provider_transaction_id'),
    /** When the reconciler last asked Paystack about it (it takes the longest unasked first). */
    checkedAt: timestamp('checked_at', { withTimezone: true, mode: 'date' }),
    /** Set once a payment is recorded for it, or once it is given up on: no longer watched. */
    settledAt: timestamp('settled_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    index('payment_attempts_order_idx').on(table.orderId),
    index('payment_attempts_transaction_idx').on(table.providerTransactionId),
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
    /** What Paystack took: the amount asked for, plus its fee when the store passes fees on. */
    amountKobo: kobo('amount_kobo').notNull(),
    /**
     * Paystack's fee paid by the shopper on top of the amount asked for (`amount` minus
     * `requested_amount` when the store passes fees on to customers); 0 otherwise. Shown to the
     * team, never refunded as a mismatch.
     */
    feeKobo: kobo('fee_kobo').notNull().default(0),
    currency: text('currency').notNull(),
    /** Paystack's id of the transaction: refunds are sent and matched by it. */
    providerTransactionId: text('provider_transaction_id'),
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
    /** What came with the change, as the timeline shows it: the courier and tracking of Shipped. */
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (table) => [index('order_status_events_order_idx').on(table.orderId, table.createdAt)],
)

/**
 * The store team's internal notes on an order (docs/product.md §11.11): who wrote each and when.
 * Read only by the admin routes; never part of the shopper's order.
 */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => users.id),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('order_notes_order_idx').on(table.orderId, table.createdAt)],
)

/**
 * Chargebacks and other disputes Paystack reports on the store's transactions
 * (`charge.dispute.create`, `.remind`, `.resolve`), one row per Paystack dispute. The team
 * answers from the order's page before `dueAt`, or Paystack accepts it for them and deducts
 * the money (orders/disputes.ts).
 */
export const disputes = pgTable(
  'disputes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Paystack's id of the dispute. */
    providerId: text('provider_id').notNull().unique(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    paymentReference: text('payment_reference').notNull(),
    /** Paystack's status: `awaiting-merchant-feedback`, `awaiting-bank-feedback`, `pending`, `resolved`, `archived`. */
    status: text('status').notNull(),
    /** `chargeback` or `fraud`. */
    category: text('category'),
    /** What the shopper's bank claims back. */
    refundAmountKobo: kobo('refund_amount_kobo').notNull(),
    currency: text('currency').notNull(),
    /** When Paystack accepts it by default unless the team answers. */
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }),
    /** The team's answer, as sent to Paystack, and who sent it. */
    responseNote: text('response_note'),
    /** The evidence sent with the answer (delivery details, a photo's address). */
    evidence: jsonb('evidence').$type<Record<string, string>>(),
    respondedAt: timestamp('responded_at', { withTimezone: true, mode: 'date' }),
    respondedBy: uuid('responded_by').references(() => users.id),
    /** Paystack's outcome: `merchant-accepted`, `declined`, `auto-accepted`... */
    resolution: text('resolution'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true, mode: 'date' }),
    /** Money Paystack took back from the store when the dispute was lost. */
    deductedKobo: kobo('deducted_kobo').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('disputes_order_idx').on(table.orderId)],
)

/**
 * Things about the payment provider the store team must know, one row per kind: today
 * `key refused` (Paystack answered 401/403 to the store's secret key). Kept in the database so
 * every server shows the same banner, and each logs the first sighting once.
 */
export const providerAlerts = pgTable('provider_alerts', {
  kind: text('kind').primaryKey(),
  detail: text('detail').notNull(),
  firstSeenAt: timestamp('first_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull(),
  /** Set when Paystack accepted the key again; the banner goes. */
  clearedAt: timestamp('cleared_at', { withTimezone: true, mode: 'date' }),
})
