import type { TransferRejectedReason } from '@adire/contract'
import { allowedCharacters } from '@adire/contract'
import { and, desc, eq, isNull } from 'drizzle-orm'
import { z } from 'zod'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/client.ts'
import { orders, paymentAttempts, users } from '../db/schema.ts'
import type { PaymentGateway } from '../payments/gateway.ts'
import type { ProviderAlerts } from '../payments/provider-alerts.ts'
import { askPaystack } from './paystack-answer.ts'

/**
 * `bank.transfer.rejected` as Paystack posts it (PaystackOSS/doc-code-snippets,
 * dist/doc/payments/payment-methods/pwt-events.js): no reference, only Paystack's id of the
 * transaction and the customer's e-mail, and why (`message_type`, e.g. `INCORRECT_AMOUNT`).
 */
export const TransferRejectedEvent = z.object({
  event: z.literal('bank.transfer.rejected'),
  data: z.object({
    bank_transfer: z.object({
      transaction_id: z
        .union([z.string().regex(/^\d{1,20}$/), z.number().int().nonnegative()])
        .transform(String),
      message_type: z.string().max(100).nullish(),
      message: z.string().max(500).nullish(),
    }),
    customer: z
      .object({ email: z.string().max(254).check(allowedCharacters('email')).nullish() })
      .nullish(),
  }),
})

/** Why, in the store's words: a wrong amount, a transfer after the account expired, or other. */
export function rejectionReason(messageType: string | null | undefined): TransferRejectedReason {
  const type = (messageType ?? '').toUpperCase()
  if (type === 'INCORRECT_AMOUNT') return 'wrong amount'
  if (type.includes('EXPIRED') || type.includes('LATE')) return 'late'
  return 'other'
}

/** Open references of a customer asked about to learn their Paystack ids, at most. */
const LOOKUP_LIMIT = 5

export interface RejectionDependencies {
  db: Database
  gateway: PaymentGateway
  alerts: ProviderAlerts
  clock: Clock
}

/**
 * A bank transfer Paystack refused and sent back itself (docs/decisions/028-bank-transfers.md):
 * the shopper is told why on their order and may pay again at once. Paystack returned the money,
 * so the store records no payment and no refund. As with every event, the webhook's word is not
 * taken alone: the transaction is found among the store's own references (by the Paystack id
 * verify told it, else by asking Paystack about the customer's open references) and asked about;
 * a transaction Paystack reports paid is not marked rejected.
 */
export async function handleTransferRejected(
  deps: RejectionDependencies,
  body: unknown,
): Promise<void> {
  const event = TransferRejectedEvent.safeParse(body)
  if (!event.success) return
  const { transaction_id: transactionId, message_type } = event.data.data.bank_transfer
  const attempt =
    (await attemptWithId(deps.db, transactionId)) ??
    (await learnAttempt(deps, transactionId, event.data.data.customer?.email))
  if (!attempt) return
  const answer = await askPaystack(deps.gateway, deps.alerts, attempt.reference)
  if (answer.kind === 'paid') return
  const now = deps.clock.now()
  await deps.db
    .update(orders)
    .set({
      transferRejectedReason: rejectionReason(message_type),
      transferRejectedAt: now,
      paymentUnderWayAt: null,
      paymentUnderWayChannel: null,
    })
    .where(
      and(
        eq(orders.id, attempt.orderId),
        eq(orders.paymentStatus, 'pending'),
        // Only the order's current payment: a newer one started since is not undone.
        eq(orders.reference, attempt.reference),
      ),
    )
}

async function attemptWithId(db: Database, transactionId: string) {
  const [attempt] = await db
    .select({ reference: paymentAttempts.reference, orderId: paymentAttempts.orderId })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.providerTransactionId, transactionId))
  return attempt
}

/**
 * The reference of `transactionId` when verify never told the store its id (the shopper closed
 * the window before it was asked): the customer's open references, newest first, are asked
 * about until one has that id. Each answer's id is kept, as verify keeps it.
 */
async function learnAttempt(
  deps: RejectionDependencies,
  transactionId: string,
  email: string | null | undefined,
) {
  if (!email) return undefined
  const open = await deps.db
    .select({ reference: paymentAttempts.reference, orderId: paymentAttempts.orderId })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        eq(users.email, email.toLowerCase()),
        isNull(paymentAttempts.settledAt),
        isNull(paymentAttempts.providerTransactionId),
      ),
    )
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(LOOKUP_LIMIT)
  for (const attempt of open) {
    const answer = await askPaystack(deps.gateway, deps.alerts, attempt.reference)
    const id = answer.transaction?.id
    if (id === undefined || id === null) continue
    await deps.db
      .update(paymentAttempts)
      .set({ providerTransactionId: String(id) })
      .where(eq(paymentAttempts.reference, attempt.reference))
    if (String(id) === transactionId) return attempt
  }
  return undefined
}
