import { MINUTE_MS } from '@adire/contract'
import { and, eq, sql } from 'drizzle-orm'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/client.ts'
import { payments, refunds } from '../db/schema.ts'
import type { PaymentGateway } from '../payments/gateway.ts'
import type { Refund } from '../payments/paystack/refunds.ts'

/** When refunds are sent and checked again. */
export const REFUND_TIMING = {
  /** A server that claimed a refund and died lets another try after this long. */
  leaseMs: 2 * MINUTE_MS,
  /** Waits before sending again after Paystack could not be reached, by attempt. */
  backoffMs: [1, 5, 15, 60].map((minutes) => minutes * MINUTE_MS),
  /** A pending refund not heard of (its webhook lost) is asked about after this long. */
  checkAfterMs: 30 * MINUTE_MS,
  /** Refunds handled per run. */
  batch: 20,
} as const

/** How far before a refund was recorded Paystack's list is read for it (clocks differ). */
const LIST_MARGIN_MS = 24 * 60 * MINUTE_MS

/** The refunds of a whole payment (one per payment), as the partial unique index names them. */
export const WHOLE_PAYMENT = sql`${sql.identifier('return_id')} is null`

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
  since: { paymentReference: string; createdAt: Date; amountKobo?: number },
): Promise<Refund | undefined> {
  const found = await deps.gateway.paystack.refundsOf(
    {
      reference: since.paymentReference,
      id: await transactionIdOf(deps.db, since.paymentReference),
    },
    { from: new Date(since.createdAt.getTime() - LIST_MARGIN_MS) },
  )
  // A return's refund is part of the payment: only one of its amount can be it (ADR 043).
  const candidates =
    since.amountKobo === undefined
      ? found
      : found.filter((refund) => refund.amount === since.amountKobo)
  return candidates.sort((a, b) => Number(b.id) - Number(a.id))[0]
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
    .onConflictDoNothing({ target: refunds.paymentReference, where: WHOLE_PAYMENT })
    .returning({ id: refunds.id })
  if (!row) return undefined
  console.warn(`[payments] ${paymentReference} was refunded on Paystack's dashboard: recorded.`)
  return { id: row.id, refund: found }
}

/**
 * When a refund is next asked about: a pending one after `checkAfterMs` (its webhook may be
 * lost), one waiting for the shopper's account daily (its follow-ups, refund-attention.ts).
 */
export function nextCheck(status: StoredRefundStatus, now: Date): Date | null {
  if (status === 'pending') return new Date(now.getTime() + REFUND_TIMING.checkAfterMs)
  if (status === 'needs-attention') return new Date(now.getTime() + 24 * 60 * MINUTE_MS)
  return null
}

/** When a claim made or renewed `now` passes to another server, should this one have died. */
const leaseEnd = (now: Date) => new Date(now.getTime() + REFUND_TIMING.leaseMs)

/**
 * What claiming a refund to send or check sets: a lease, so that no other server takes it up
 * meanwhile and one that dies mid-call leaves it to the next, and one more attempt.
 */
export function claim(now: Date) {
  return {
    nextAttemptAt: leaseEnd(now),
    attempts: sql`${refunds.attempts} + 1`,
  }
}

/**
 * Renews a server's claim on one refund of its batch just before it acts on it, and says
 * whether the claim was still its own. The lease starts when the batch is claimed; a server
 * slowed down (Paystack answering slowly, a busy machine) may still be on the batch's first
 * refunds when it runs out, and another server has then claimed the rest (one more attempt) or
 * settled them. Asking Paystack again for a part of a payment would refund it twice.
 */
export async function stillClaimed(
  db: Database,
  refund: { id: string; attempts: number },
  now: Date,
): Promise<boolean> {
  const renewed = await db
    .update(refunds)
    .set({ nextAttemptAt: leaseEnd(now) })
    .where(and(eq(refunds.id, refund.id), eq(refunds.attempts, refund.attempts)))
    .returning({ id: refunds.id })
  return renewed.length > 0
}
