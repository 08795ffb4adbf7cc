import { sql } from 'drizzle-orm'
import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { createdAt, kobo } from './columns.ts'
import { orders, payments } from './orders.ts'
import { returns } from './returns.ts'

/**
 * Money the store gives back: at most one refund of a whole payment, and one per return of part
 * of it (the unique indexes below keep a refund from being made twice, whatever replays or
 * races; ADR 043). A refund is
 * `requested` until Paystack accepts it, then `pending` until Paystack reports it `processed` or
 * `failed`; a failed one waits for the store team (orders/refunds.ts).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    paymentReference: text('payment_reference')
      .notNull()
      .references(() => payments.reference),
    /**
     * The return it refunds (§10.7, ADR 043): part of the payment, one refund per return. Null
     * for a refund of the whole payment, one per payment at most.
     */
    returnId: uuid('return_id').references(() => returns.id),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id),
    amountKobo: kobo('amount_kobo').notNull(),
    currency: text('currency').notNull(),
    /**
     * Why: `order cancelled`, `duplicate payment`, `amount mismatch`, `out of stock`, or
     * `made on Paystack` (a refund the team made on Paystack's dashboard, adopted by the store).
     */
    reason: text('reason').notNull(),
    /**
     * `requested`, `pending`, `needs-attention` (Paystack needs the shopper's bank account to
     * pay it back), `processed` or `failed`.
     */
    status: text('status').notNull().default('requested'),
    /**
     * SHA-256 of the link's secret that lets the shopper give their bank account for a refund in
     * `needs-attention` (the link is e-mailed; only its hash is kept).
     */
    detailsTokenHash: text('details_token_hash').unique(),
    /** When Paystack first said it needs the shopper's bank account. */
    attentionSince: timestamp('attention_since', { withTimezone: true, mode: 'date' }),
    /** When the shopper was reminded to give it, and when the team was told they never did. */
    remindedAt: timestamp('reminded_at', { withTimezone: true, mode: 'date' }),
    teamToldAt: timestamp('team_told_at', { withTimezone: true, mode: 'date' }),
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
    // What keeps a refund from being made twice, whatever replays or races: one of the whole
    // payment, and one per return.
    uniqueIndex('refunds_payment_idx')
      .on(table.paymentReference)
      .where(sql`${table.returnId} is null`),
    uniqueIndex('refunds_return_idx').on(table.returnId),
  ],
)
