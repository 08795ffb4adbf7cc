import { MAX_LINE_QUANTITY } from '@adire/contract'
import { sql } from 'drizzle-orm'
import { check, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { products } from './catalogue.ts'
import { createdAt } from './columns.ts'

/**
 * The shoppers' carts: one row per account, product and size. No prices: they come from the
 * catalogue whenever the cart is shown or paid. The lines of an archived product are kept, but
 * neither shown nor paid while it is archived (cart/service.ts).
 */
export const cartItems = pgTable(
  'cart_items',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.productId, table.size] }),
    check(
      'cart_items_quantity_check',
      sql`${table.quantity} between 1 and ${sql.raw(String(MAX_LINE_QUANTITY))}`,
    ),
  ],
)

/** Guest carts already handed to an account, so that a repeated hand-over adds nothing twice. */
export const cartMerges = pgTable(
  'cart_merges',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    guestId: uuid('guest_id').notNull(),
    mergedAt: timestamp('merged_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.guestId] })],
)
