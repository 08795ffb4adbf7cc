import type { DiscountKind } from '@adire/contract'
import { sql } from 'drizzle-orm'
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { createdAt, kobo } from './columns.ts'
import { orders } from './orders.ts'

/*
 * Discount codes (docs/product.md §11.14, ADR 042): the codes the store team makes, each use of
 * one counted like a unit of stock (held while a payment is under way, confirmed once when it is
 * paid, released or given back), and the record of every change.
 */

/** A code and its terms. Its kind and figure stay once it has been used (a new code instead). */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Upper case, letters and digits (`normaliseDiscountCode`): matched whatever the shopper's case. */
    code: text('code').notNull().unique(),
    kind: text('kind').$type<DiscountKind>().notNull(),
    /** For `percent`: 1 to 100. */
    percent: integer('percent'),
    /** For `amount`: kobo off the items. */
    amountKobo: kobo('amount_kobo'),
    /** The items must come to this (kobo, before the discount); null for any total. */
    minItemsKobo: kobo('min_items_kobo'),
    /** Department ids it applies to; with `product_ids` both empty, every item. */
    departments: text('departments').array().notNull().default(sql`'{}'::text[]`),
    productIds: text('product_ids').array().notNull().default(sql`'{}'::text[]`),
    /** First and last Lagos day (YYYY-MM-DD), inclusive; null for no bound. */
    startsOn: text('starts_on'),
    endsOn: text('ends_on'),
    /** Uses in all, and per customer (account); null for no limit. */
    maxUses: integer('max_uses'),
    perCustomer: integer('per_customer'),
    /** Only for an account with no paid order yet. */
    newCustomersOnly: boolean('new_customers_only').notNull().default(false),
    /** Paused by the team: refused as ended until resumed. */
    paused: boolean('paused').notNull().default(false),
    /** Ended by the team, for good. */
    endedAt: timestamp('ended_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (table) => [
    check(
      'discount_codes_kind_check',
      sql`(${table.kind} = 'percent' and ${table.percent} between 1 and 100)
        or (${table.kind} = 'amount' and ${table.amountKobo} > 0)
        or ${table.kind} = 'freeDelivery'`,
    ),
  ],
)

/** Where a use stands: held by a payment under way, confirmed by it, or let go. */
export type DiscountUseState = 'held' | 'confirmed' | 'released' | 'returned'

/**
 * One use of a code by one order. Held in the transaction that starts the order's payment (with
 * the stock hold, for the same window), confirmed in the one that confirms the payment, released
 * when the payment is abandoned or expires, returned when a paid order is cancelled.
 */
export const discountUses = pgTable(
  'discount_uses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    discountId: uuid('discount_id')
      .notNull()
      .references(() => discountCodes.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    state: text('state').$type<DiscountUseState>().notNull().default('held'),
    /** Kobo the code took off the order (items and delivery waived). */
    offKobo: kobo('off_kobo').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    // What counts against a code's limits: read under its row's lock at every hold.
    index('discount_uses_counting_idx')
      .on(table.discountId, table.userId, table.expiresAt)
      .where(sql`${table.state} in ('held', 'confirmed')`),
    // An order's discount is counted once, whatever retries or races.
    uniqueIndex('discount_uses_order_idx')
      .on(table.orderId)
      .where(sql`${table.state} in ('held', 'confirmed')`),
  ],
)

/** Every change of a code, with who made it. */
export const discountChanges = pgTable('discount_changes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** Null once an unused code is deleted: its record stays, under its name. */
  discountId: uuid('discount_id').references(() => discountCodes.id, { onDelete: 'set null' }),
  code: text('code').notNull(),
  /** In words: `created`, `paused`, `ended`, `percent 10 → 15`... */
  what: text('what').notNull(),
  changedBy: text('changed_by').notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
})
