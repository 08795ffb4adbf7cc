import type { DeliveryAddress } from '@adire/contract'
import { type SQL, sql } from 'drizzle-orm'
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'

const createdAt = () =>
  timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow()

/**
 * An amount of money in kobo: 64-bit, read as a JS number (exact up to 2^53 kobo, far beyond
 * any order the store takes: see `MAX_ORDER_AMOUNT` in the contract). A 32-bit column ends at
 * ₦21,474,836.47, which one large cart passed.
 */
const kobo = (name: string) => bigint(name, { mode: 'number' })

/** PostgreSQL's full-text document type; read as its text form, never written. */
const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' })

/**
 * `text` without its accents and tone marks: decomposed (NFD), then the combining marks
 * (U+0300–U+036F, which hold Yoruba's tones and dot below) removed. Immutable, as a generated
 * column needs; products/search.ts folds a shopper's text the same way (`unaccent` in JS).
 */
function unaccented(text: AnyPgColumn): SQL {
  return sql`regexp_replace(normalize(${text}, NFD), '[\\u0300-\\u036f]', '', 'g')`
}

/**
 * The catalogue. Prices are integer kobo; naira exist only at the API edge.
 *
 * `search_vector` is kept by the database itself from the name (weight A), the category (B) and
 * the description (C), with English stemming (so "hoodies" finds a hoodie) and without accents
 * (so "pique" finds a piqué polo, and "oyo" an Ọ̀yọ́ print, as shoppers type them on a phone). The indexes serve
 * the product search (products/search.ts): the text index, and category plus each sort's key,
 * so a page of one department in either order is read from an index, not sorted (a
 * backward scan serves the descending orders).
 */
export const products = pgTable(
  'products',
  {
    /** A readable, stable slug (e.g. `indigo-adire-hoodie`), used in product URLs. */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priceKobo: kobo('price_kobo').notNull(),
    category: text('category').notNull(),
    sizes: text('sizes').array().notNull(),
    images: text('images').array().notNull(),
    bestseller: boolean('bestseller').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('english', ${unaccented(products.name)}), 'A') || setweight(to_tsvector('english', ${unaccented(products.category)}), 'B') || setweight(to_tsvector('english', ${unaccented(products.description)}), 'C')`,
      ),
  },
  (table) => [
    index('products_category_created_idx').on(table.category, table.createdAt),
    index('products_category_price_idx').on(table.category, table.priceKobo),
    index('products_created_idx').on(table.createdAt),
    index('products_price_idx').on(table.priceKobo),
    index('products_search_idx').using('gin', table.searchVector),
  ],
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

/**
 * Shoppers' accounts. The e-mail is kept as typed, and unique whatever its case (the index on
 * its lower-case form also serves the login lookup). Passwords are stored only as scrypt hashes
 * whose parameters travel with them (see users/passwords.ts).
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** `shopper`, or `admin` for the store team (npm run admin -- create-admin). */
    role: text('role').notNull().default('shopper'),
    createdAt: createdAt(),
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (table) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`)],
)

/**
 * Signed-in sessions. The token itself is never stored: only its HMAC under the server's
 * secret, so a copy of the database cannot be used to sign in. Deleting a row revokes it.
 */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    /** Moved forward as the session is used (at most hourly); idle sessions expire from it. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    /** The absolute end of the session, however active it is. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId)],
)

/** Links sent by "forgot password": stored hashed, single use, short-lived. */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [index('password_reset_tokens_user_id_idx').on(table.userId)],
)

/**
 * The shoppers' carts: one row per account, product and size. No prices: they come from the
 * catalogue whenever the cart is shown or paid. A product removed from the catalogue takes its
 * lines with it.
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
    check('cart_items_quantity_check', sql`${table.quantity} between 1 and 99`),
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
    currency: text('currency').notNull().default('NGN'),
    address: jsonb('address').$type<DeliveryAddress>().notNull(),
    items: jsonb('items').$type<OrderedItem[]>().notNull(),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
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

/**
 * E-mails waiting to go out: written in the same transaction as the change they tell of, so a
 * crash can delay a message but never lose it (mail/queue.ts). A row is deleted once sent.
 */
export const outgoingMail = pgTable(
  'outgoing_mail',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** What the message links to; the outbox prints it. */
    link: text('link'),
    createdAt: createdAt(),
    /** When a server may next try it: now, after a failure's back-off, or after a claim's lease. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
  },
  (table) => [index('outgoing_mail_due_idx').on(table.nextAttemptAt)],
)

/** Bytes as PostgreSQL's `bytea`: a Buffer from PostgreSQL, a Uint8Array from PGlite. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' })

/**
 * The owner's product photos, one row per photo (photos/service.ts). The id comes from the hash
 * of the stored original, so the same photo uploaded twice is one row and its files never change.
 */
export const photos = pgTable('photos', {
  id: text('id').primaryKey(),
  /** The upright original's size in pixels. */
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** The widths made, smallest first, each in every format. */
  widths: jsonb('widths').$type<number[]>().notNull(),
  formats: jsonb('formats').$type<('avif' | 'webp' | 'jpeg')[]>().notNull(),
  /** `jpeg`, or `png` for a photo with transparency. */
  originalFormat: text('original_format').$type<'jpeg' | 'png'>().notNull(),
  /** The stored original's size in bytes. */
  originalBytes: integer('original_bytes').notNull(),
  createdAt: createdAt(),
  /** Who uploaded it; the photo outlives their account. */
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
})

/**
 * Photo files kept in the database, for several servers sharing one (photos/database-store.ts).
 * Keys are content-hashed: a row is written once and never changes.
 */
export const photoFiles = pgTable('photo_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
})
