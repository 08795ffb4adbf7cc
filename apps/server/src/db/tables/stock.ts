import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { products } from './catalogue.ts'
import { createdAt } from './columns.ts'
import { orders } from './orders.ts'
import { returns } from './returns.ts'

/**
 * The units in stock of each size the store counts (products/stock.ts): not yet sold. A size
 * without a row is not counted, and always available.
 */
export const productStock = pgTable(
  'product_stock',
  {
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.productId, table.size] }),
    check('product_stock_quantity_check', sql`${table.quantity} >= 0`),
  ],
)

/** Every change of a size's stock: by the store team, or by an order, with why and the result. */
export const stockChanges = pgTable(
  'stock_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    delta: integer('delta').notNull(),
    /** The units in stock after the change. */
    quantity: integer('quantity').notNull(),
    /** received, counted, correction (the store team); sold, returned (an order). */
    reason: text('reason').notNull(),
    /** The team member's e-mail, `command line`, or the order's reference. */
    changedBy: text('changed_by').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [index('stock_changes_product_idx').on(table.productId, table.id)],
)

/**
 * Units held for an order while its shopper pays (products/stock-holds.ts): `held` until the
 * payment sells them (`sold`), the order is given up or paid again (`released`), or a paid
 * order is cancelled (`returned`). A held row counts against a size only until `expires_at`:
 * an expired hold frees its units by itself, with no job to run.
 */
export const stockHolds = pgTable(
  'stock_holds',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** The order it is held for or sold to; null while it holds an exchange's size. */
    orderId: uuid('order_id').references(() => orders.id),
    /**
     * The return whose exchange it holds (ADR 043): held for the return's lifetime, released
     * when the return is declined or cancelled, sold to its replacement order (which then sets
     * `order_id`) when the exchange ships.
     */
    returnId: uuid('return_id').references(() => returns.id),
    productId: text('product_id')
      .notNull()
      .references(() => products.id),
    size: text('size').notNull(),
    units: integer('units').notNull(),
    state: text('state')
      .$type<'held' | 'sold' | 'released' | 'returned'>()
      .notNull()
      .default('held'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('stock_holds_units_check', sql`${table.units} > 0`),
    // Every hold is an order's or a return's; a return's while held is no order's yet.
    check(
      'stock_holds_owner_check',
      sql`${table.orderId} is not null or (${table.returnId} is not null and ${table.state} <> 'sold')`,
    ),
    // What a size has held now: read under its stock row's lock at every checkout.
    index('stock_holds_size_idx')
      .on(table.productId, table.size, table.expiresAt)
      .where(sql`${table.state} = 'held'`),
    index('stock_holds_order_idx').on(table.orderId),
    index('stock_holds_return_idx').on(table.returnId),
  ],
)
