import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'

/** The catalogue. Prices are integer kobo; naira exist only at the API edge. */
export const products = pgTable(
  'products',
  {
    /** A readable, stable slug (e.g. `indigo-adire-hoodie`), used in product URLs. */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priceKobo: integer('price_kobo').notNull(),
    category: text('category').notNull(),
    sizes: text('sizes').array().notNull(),
    images: text('images').array().notNull(),
    bestseller: boolean('bestseller').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('products_category_idx').on(table.category)],
)

/**
 * Messages sent with the contact page's form, kept for the support team to read and answer.
 * Stored exactly as validated (trimmed); never rendered back to shoppers.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  // The inbox is read newest first.
  (table) => [index('contact_messages_created_at_idx').on(table.createdAt)],
)
