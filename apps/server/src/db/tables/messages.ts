import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { createdAt } from './columns.ts'

/**
 * Messages sent with the contact page's form, kept for the store team's inbox (/admin/messages)
 * to read, answer and mark handled. Stored exactly as validated (trimmed); never rendered back
 * to shoppers.
 */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    /**
     * The account signed in when it was sent, or null: the account's export and erasure act on
     * this, never on the e-mail typed in the form (ADR 034).
     */
    userId: uuid('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** When a team member marked it handled, and who (their e-mail); null while open. */
    handledAt: timestamp('handled_at', { withTimezone: true, mode: 'date' }),
    handledBy: text('handled_by'),
  },
  // The inbox is read newest first; an account's export and erasure find its own.
  (table) => [
    index('contact_messages_created_at_idx').on(table.createdAt),
    index('contact_messages_user_id_idx').on(table.userId),
  ],
)

/**
 * E-mails waiting to go out: written in the same transaction as the change they tell of, so a
 * crash can delay a message but never lose it (mail/queue.ts). A row is deleted once sent.
 */
export const outgoingMail = pgTable(
  'outgoing_mail',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /**
     * The order messages were written in, for sending them in that order: ids are random and
     * `created_at` is one time for a whole transaction (or a test's stopped clock).
     */
    position: bigint('position', { mode: 'number' }).generatedAlwaysAsIdentity(),
    to: text('to').notNull(),
    /** The account the message is to or about (an order's, a password's), erased with it. */
    aboutUserId: uuid('about_user_id'),
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
