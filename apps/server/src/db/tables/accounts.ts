import { sql } from 'drizzle-orm'
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'

/**
 * Shoppers' accounts. The e-mail is kept as typed, and unique whatever its case (the index on
 * its lower-case form also serves the login lookup). Passwords are stored only as Argon2id hashes
 * (older accounts: scrypt, until their next login) whose parameters travel with them (see
 * users/passwords.ts).
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
    /**
     * When the account's address was proven, by opening a link sent to it (ADR 034); null while
     * it is only text typed at sign-up. Every change of address is confirmed, so this always
     * speaks of the address in `email`.
     */
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true, mode: 'date' }),
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
    /** The browser's User-Agent at sign-in (cut to 512 characters): the shopper's device list. */
    userAgent: text('user_agent'),
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
 * Shoppers' saved delivery addresses (docs/product.md §3.4), as checked by the place-order form's
 * rule. At most one per account is the default (the partial unique index), and the address
 * book's changes lock the account's row, so two at once cannot both pass its limit.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    street: text('street').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zipcode: text('zipcode').notNull(),
    country: text('country').notNull(),
    phone: text('phone').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('addresses_user_id_idx').on(table.userId),
    uniqueIndex('addresses_one_default_idx').on(table.userId).where(sql`${table.isDefault}`),
  ],
)

/**
 * A change of e-mail waiting for the new address to confirm it (docs/product.md §3.6): one per
 * account (a new request replaces it), its link stored hashed like a reset link's, and the
 * account's e-mail untouched until the link is opened.
 */
export const emailChanges = pgTable('email_changes', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  newEmail: text('new_email').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  createdAt: createdAt(),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
})
