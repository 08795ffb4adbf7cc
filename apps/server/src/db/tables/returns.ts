import type {
  ReturnCondition,
  ReturnLineOutcome,
  ReturnReason,
  ReturnStatus,
  ReturnWay,
} from '@adire/contract'
import { sql } from 'drizzle-orm'
import {
  index,
  integer,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { createdAt, kobo } from './columns.ts'
import { orders } from './orders.ts'

/*
 * Returns and size exchanges (docs/product.md §10.7, ADR 043): what a shopper sends back of a
 * delivered order, line by line, each step recorded. An exchange's new size is held in
 * `stock_holds` under the return (tables/stock.ts), and refunds name their return
 * (tables/orders.ts `refunds.return_id`).
 */

/** The store's return numbers (`R1001`...), drawn like order numbers: never the same twice. */
export const returnNumbers = pgSequence('return_number_seq', { startWith: 1001 })

export const returns = pgTable(
  'returns',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    returnNumber: integer('return_number')
      .notNull()
      .unique()
      .default(sql`nextval('return_number_seq')`),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status').$type<ReturnStatus>().notNull().default('requested'),
    reason: text('reason').$type<ReturnReason>().notNull(),
    /** The shopper's words (required with `other`). */
    note: text('note'),
    way: text('way').$type<ReturnWay>().notNull(),
    /** Kobo kept for the courier's pickup, fixed when asked (the setting may change later). */
    feeKobo: kobo('fee_kobo').notNull().default(0),
    /** Kobo of delivery given back: the whole order back through the store's fault. */
    deliveryRefundKobo: kobo('delivery_refund_kobo').notNull().default(0),
    declineReason: text('decline_reason'),
    /** The ₦0 order that ships the exchanged sizes, once made. */
    replacementOrderId: uuid('replacement_order_id').references(() => orders.id),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('returns_order_idx').on(table.orderId),
    // The team's list: newest first, by status.
    index('returns_status_created_idx').on(table.status, table.createdAt),
    index('returns_created_idx').on(table.createdAt, table.id),
  ],
)

/** One line of a return: which of the order's lines, how many, and what became of them. */
export const returnLines = pgTable(
  'return_lines',
  {
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id),
    /** The line's position in the order's items. */
    index: integer('index').notNull(),
    productId: text('product_id').notNull(),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    /** Another size instead of the money; null for a refund. */
    exchangeSize: text('exchange_size'),
    condition: text('condition').$type<ReturnCondition>(),
    outcome: text('outcome').$type<ReturnLineOutcome>(),
    /** Kobo this line refunds (its share of what was paid); 0 for an exchange. */
    refundKobo: kobo('refund_kobo').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.returnId, table.index] })],
)

/** Each step of a return, for its own timeline, with who took it. */
export const returnEvents = pgTable(
  'return_events',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    returnId: uuid('return_id')
      .notNull()
      .references(() => returns.id),
    /** requested, approved, declined, received, refunded, exchanged, cancelled, closed. */
    step: text('step').notNull(),
    /** shopper, admin, cli. */
    actor: text('actor').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    detail: text('detail'),
    createdAt: createdAt(),
  },
  (table) => [index('return_events_return_idx').on(table.returnId, table.id)],
)
