import { MINUTE_MS } from '@adire/contract'
import { eq } from 'drizzle-orm'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/client.ts'
import { payments, refunds } from '../db/schema.ts'
import type { PaymentGateway } from '../payments/gateway.ts'
import type { Refund } from '../payments/paystack/refunds.ts'

/** How far before a refund was recorded Paystack's list is read for it (clocks differ). */
const LIST_MARGIN_MS = 24 * 60 * MINUTE_MS

/** Paystack's word for a refund's state, as the store keeps it. */
export function storedStatus(refund: Pick<Refund, 'status'>): StoredRefundStatus {
  if (refund.status === 'processed') return 'processed'
  if (refund.status === 'failed') return 'failed'
  if (refund.status === 'needs-attention') return 'needs-attention'
  return 'pending'
}
export type StoredRefundStatus = 'pending' | 'needs-attention' | 'processed' | 'failed'

/** Paystack's id of a payment's transaction, when the store has it (verify's `data.id`). */
export async function transactionIdOf(
  db: Database,
  paymentReference: string,
): Promise<string | null> {
  const [payment] = await db
    .select({ id: payments.providerTransactionId })
    .from(payments)
    .where(eq(payments.reference, paymentReference))
  return payment?.id ?? null
}

/**
 * The newest refund Paystack holds for a payment, if any (its ids grow with time): only one
 * whose transaction is the payment's (by id when the store has it, by reference), listed from a
 * little before the store recorded `since`. Another order's refund is never one of them.
 */
export async function latestRefundOf(
  deps: { db: Database; gateway: PaymentGateway },
  since: { paymentReference: string; createdAt: Date },
): Promise<Refund | undefined> {
  const found = await deps.gateway.paystack.refundsOf(
    {
      reference: since.paymentReference,
      id: await transactionIdOf(deps.db, since.paymentReference),
    },
    { from: new Date(since.createdAt.getTime() - LIST_MARGIN_MS) },
  )
  return found.sort((a, b) => Number(b.id) - Number(a.id))[0]
}

/**
 * Records a refund of one of the store's payments that the store did not start (made on
 * Paystack's dashboard) as pending, once: the payment's one refund row makes a replay, or a
 * second event, add nothing. Returns the row's id and Paystack's refund, when one was recorded.
 */
export async function adoptRefund(
  deps: { db: Database; gateway: PaymentGateway; clock: Clock },
  paymentReference: string,
  nextCheck: (status: 'pending', now: Date) => Date | null,
): Promise<{ id: string; refund: Refund } | undefined> {
  const { db, clock } = deps
  const [payment] = await db.select().from(payments).where(eq(payments.reference, paymentReference))
  if (!payment) return undefined
  // Paystack's own time of the charge: no refund of it can be older.
  const found = await latestRefundOf(deps, { paymentReference, createdAt: payment.paidAt })
  if (!found) return undefined
  const now = clock.now()
  const [row] = await db
    .insert(refunds)
    .values({
      paymentReference,
      orderId: payment.orderId,
      amountKobo: found.amount,
      currency: found.currency,
      reason: 'made on Paystack',
      status: 'pending',
      providerId: found.id,
      nextAttemptAt: nextCheck('pending', now),
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: refunds.paymentReference })
    .returning({ id: refunds.id })
  if (!row) return undefined
  console.warn(`[payments] ${paymentReference} was refunded on Paystack's dashboard: recorded.`)
  return { id: row.id, refund: found }
}
