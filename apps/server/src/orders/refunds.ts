import { and, eq, inArray, lte, or, sql } from 'drizzle-orm'
import type { BackgroundTasks } from '../background.ts'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/client.ts'
import { refunds } from '../db/schema.ts'
import { refundMail } from '../mail/messages.ts'
import type { MailQueue } from '../mail/queue.ts'
import type { PaymentGateway } from '../payments/gateway.ts'
import { PaystackError } from '../payments/paystack/client.ts'
import { type Refund, RefundWebhookEvent } from '../payments/paystack/refunds.ts'
import type { SettingsSource } from '../store/settings.ts'
import type { TokenHasher } from '../users/tokens.ts'
import { queueShopperMail } from './notify.ts'
import { RefundAttention } from './refund-attention.ts'
import {
  adoptRefund,
  claim,
  latestRefundOf,
  nextCheck,
  REFUND_TIMING,
  stillClaimed,
  storedStatus,
  transactionIdOf,
  WHOLE_PAYMENT,
} from './refund-lookup.ts'

/** Why money is given back: all of a payment, or a return's part of it (returns/returns.ts). */
export type RefundReason = CancelledBecause | UnwantedPayment | 'return'
/** Cancelled by the team, or paid after its units or its discount code's last use went to others. */
type CancelledBecause = 'order cancelled' | 'out of stock' | 'code used up'
/** A payment the order did not need, or a refund the team made on Paystack's dashboard. */
type UnwantedPayment = 'duplicate payment' | 'amount mismatch' | 'made on Paystack'

type RefundRow = typeof refunds.$inferSelect

export { REFUND_TIMING }

/** The payment a refund gives back. */
export interface RefundedPayment {
  reference: string
  orderId: string
  amountKobo: number
  currency: string
}

export interface RefundDependencies {
  db: Database
  gateway: PaymentGateway
  mail: MailQueue
  clock: Clock
  background: BackgroundTasks
  publicUrl: string
  /**
   * Whether this process sends refunds it records at once. The command line's own process does
   * not: its emulator would not know the server's transactions, and a running server's
   * reconciler sends what is due within a minute. @defaultValue true
   */
  sendsRefunds?: boolean
  /** Keys the e-mailed links' tokens (users/tokens.ts). */
  tokens: TokenHasher
  /** The store's e-mail address, told of a refund a shopper never gave an account for. */
  settings: SettingsSource
}

/** Refunds whose Paystack id is known and which Paystack may still move on. */
const FOLLOWED = ['pending', 'needs-attention']

/**
 * The one refund path (docs/security.md, "Refunds"): every case where money arrived for an
 * order that will not ship records a refund here, at most one per payment (and one per return,
 * returns/refund.ts), in the transaction that decided it, with the shopper's e-mail. Recorded
 * refunds are then sent to Paystack's Refund API by whichever server claims them, and followed until Paystack reports them
 * processed or failed; a failed one is listed for the store team, who may try it again.
 */
export class Refunds {
  /** Refunds waiting for the shopper's bank account (refund-attention.ts). */
  readonly attention: RefundAttention

  constructor(private readonly deps: RefundDependencies) {
    this.attention = new RefundAttention({
      ...deps,
      apply: (id, refund) => this.apply(id, refund, { leavesAttention: true }),
    })
  }

  /**
   * Records the refund of `payment` in `tx` (the caller's transaction, which holds the order's
   * row) and queues the shopper's e-mail. A payment already being refunded is left alone, so a
   * replay or a race can never refund twice. Returns whether a refund was recorded.
   */
  async record(
    tx: Database,
    order: { userId: string; reference: string },
    payment: RefundedPayment,
    reason: RefundReason,
  ): Promise<boolean> {
    const now = this.deps.clock.now()
    const [recorded] = await tx
      .insert(refunds)
      .values({
        paymentReference: payment.reference,
        orderId: payment.orderId,
        amountKobo: payment.amountKobo,
        currency: payment.currency,
        reason,
        nextAttemptAt: now,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: refunds.paymentReference, where: WHOLE_PAYMENT })
      .returning({ id: refunds.id })
    if (!recorded) return false
    await queueShopperMail(tx, this.deps, order.userId, (user, ordersLink) =>
      refundMail(user, {
        orderReference: order.reference,
        paymentReference: payment.reference,
        amountKobo: payment.amountKobo,
        reason,
        // Emulated payments move no money, and their refunds none either.
        testPayment: this.deps.gateway.emulator !== undefined,
        ordersLink,
      }),
    )
    return true
  }

  /** Sends what is due in the background: after a transaction that recorded a refund commits. */
  sendSoon(): void {
    if (this.deps.sendsRefunds === false) return
    this.deps.background.run('Refunds', () => this.send())
  }

  /**
   * Claims the refunds due to be sent (`requested`) or checked (`pending`, not heard of for a
   * while), a batch at a time, and asks Paystack about each. The claim moves `next_attempt_at`
   * past a lease, so two servers never send the same refund at once, and one that dies
   * mid-call leaves it to the next after the lease.
   */
  async send(): Promise<{ sent: number; checked: number }> {
    const { db, clock } = this.deps
    const now = clock.now()
    const due = db
      .select({ id: refunds.id })
      .from(refunds)
      .where(
        and(inArray(refunds.status, ['requested', ...FOLLOWED]), lte(refunds.nextAttemptAt, now)),
      )
      .orderBy(refunds.nextAttemptAt)
      .limit(REFUND_TIMING.batch)
      .for('update', { skipLocked: true })
    const claimed = await db
      .update(refunds)
      .set(claim(now))
      .where(inArray(refunds.id, due))
      .returning()
    let sent = 0
    let checked = 0
    for (const refund of claimed) {
      if (!(await stillClaimed(db, refund, clock.now()))) continue
      if (refund.status === 'requested') {
        await this.request(refund)
        sent += 1
      } else if (refund.status === 'needs-attention') {
        await this.attention.followUp(refund)
        checked += 1
      } else {
        await this.check(refund)
        checked += 1
      }
    }
    return { sent, checked }
  }

  /** Asks Paystack to refund one payment, or a return's part of it (its `amount`). */
  private async request(refund: RefundRow): Promise<void> {
    const { paystack } = this.deps.gateway
    try {
      const accepted = await paystack.refund({
        reference: refund.paymentReference,
        transactionId: await transactionIdOf(this.deps.db, refund.paymentReference),
        merchantNote: `Adire ${refund.reason}`,
        ...(refund.returnId ? { amountKobo: refund.amountKobo } : {}),
      })
      await this.apply(refund.id, accepted)
    } catch (error) {
      // Unreachable, failing, rate-limited or refusing the store's key: sent again later, as a
      // refused key is no refusal of this refund (the team is told of the key on the orders page).
      if (!(error instanceof PaystackError) || error.worthRetrying) {
        return this.later(refund, error)
      }
      // Refused. If a refund of this payment already exists (a server that sent it died before
      // recording it), that one is this refund; otherwise the store team must act.
      const existing = await this.latest(refund).catch(() => undefined)
      if (existing && storedStatus(existing) !== 'failed') return this.apply(refund.id, existing)
      await this.fail(refund.id, error.message)
    }
  }

  /** Asks Paystack how a pending refund is doing (its webhook may have been lost). */
  private async check(refund: RefundRow): Promise<void> {
    try {
      // A pending refund is the one Paystack gave it; one still to be sent (its request may be
      // on its way) may be Paystack's newest of the payment.
      const known =
        FOLLOWED.includes(refund.status) && refund.providerId
          ? await this.deps.gateway.paystack.fetchRefund(refund.providerId)
          : await this.latest(refund)
      if (known) await this.apply(refund.id, known)
      else await this.later(refund, new Error('Paystack knows no refund of this payment yet'))
    } catch (error) {
      await this.later(refund, error)
    }
  }

  /** Paystack's newest refund of this payment's transaction (a return's: of its amount). */
  private latest(refund: RefundRow) {
    return latestRefundOf(this.deps, {
      ...refund,
      ...(refund.returnId ? { amountKobo: refund.amountKobo } : {}),
    })
  }

  /**
   * The row is still as `seen` was read: neither settled nor tried again since. A back-off
   * decided about the row as it was must not delay it as it is now.
   */
  private unchangedSince(seen: RefundRow) {
    return and(
      eq(refunds.id, seen.id),
      eq(refunds.status, seen.status),
      sql`${refunds.providerId} is not distinct from ${seen.providerId}::text`,
    )
  }

  /**
   * Records what Paystack says of one of its refunds on the store's refund `id`: on a pending
   * refund only if it is the one Paystack gave it; on one still to be sent only if it is not the
   * one it had before. The store team's retry keeps the failed refund's id until the new one is
   * known, so a late word about the failed refund (a webhook delivered again, a check on its
   * way) cannot undo the retry. A processed refund is final; a pending one is asked about again
   * later, in case its webhook never comes.
   */
  private async apply(
    id: string,
    refund: Refund,
    { leavesAttention = false }: { leavesAttention?: boolean } = {},
  ): Promise<void> {
    const { db, clock } = this.deps
    const now = clock.now()
    const status = storedStatus(refund)
    // Entering `needs-attention` makes the shopper's link (kept if one is out already).
    const link = status === 'needs-attention' ? this.attention.newLink(now) : undefined
    const asked = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(refunds)
        .set({
          status,
          providerId: refund.id,
          updatedAt: now,
          lastError: null,
          nextAttemptAt: nextCheck(status, now),
          ...(link ? link.columns : { detailsTokenHash: null }),
        })
        .where(
          and(
            eq(refunds.id, id),
            or(
              and(
                inArray(refunds.status, FOLLOWED),
                eq(refunds.providerId, refund.id),
                // Word of a refund on its way, read before Paystack parked it, must not undo
                // `needs-attention`: only the shopper's account or a fresh look moves it on.
                status === 'pending' && !leavesAttention
                  ? eq(refunds.status, 'pending')
                  : undefined,
              ),
              and(
                eq(refunds.status, 'requested'),
                sql`${refunds.providerId} is distinct from ${refund.id}::text`,
              ),
            ),
          ),
        )
        .returning()
      if (row && status === 'failed') {
        console.warn(
          `[payments] The refund of ${row.paymentReference} failed: the store team must act.`,
        )
      }
      if (!row || !link || row.detailsTokenHash !== link.hash) return false
      await this.attention.askShopper(tx, row, link.token, 'first')
      return true
    })
    if (asked) this.deps.mail.deliver()
  }

  private async fail(id: string, reason: string): Promise<void> {
    const { db, clock } = this.deps
    const [row] = await db
      .update(refunds)
      .set({ status: 'failed', lastError: reason, updatedAt: clock.now(), nextAttemptAt: null })
      .where(and(eq(refunds.id, id), eq(refunds.status, 'requested')))
      .returning({ reference: refunds.paymentReference })
    if (row) {
      console.warn(
        `[payments] Paystack refused the refund of ${row.reference}: the store team must act.`,
      )
    }
  }

  /** Tries again after a back-off: Paystack could not be reached, or had no news. */
  private async later(refund: RefundRow, error: unknown): Promise<void> {
    const { db, clock } = this.deps
    const waits = REFUND_TIMING.backoffMs
    const wait = waits[Math.min(refund.attempts, waits.length) - 1] ?? REFUND_TIMING.leaseMs
    const message = error instanceof Error ? error.message : String(error)
    await db
      .update(refunds)
      .set({ nextAttemptAt: new Date(clock.now().getTime() + wait), lastError: message })
      .where(this.unchangedSince(refund))
  }

  /**
   * A signed `refund.*` webhook. As with payments, its word is not taken: the refund is looked
   * up with Paystack, and what Paystack says is recorded.
   */
  async handleWebhook(body: unknown): Promise<void> {
    const event = RefundWebhookEvent.safeParse(body)
    if (!event.success) return
    const reference = event.data.data.transaction_reference
    // A refund of the whole payment, or one per return of part of it: each unsettled is asked about.
    const found = await this.deps.db
      .select()
      .from(refunds)
      .where(eq(refunds.paymentReference, reference))
    if (found.length === 0) return this.adopt(reference)
    for (const refund of found) if (refund.status !== 'processed') await this.check(refund)
  }

  /** A refund the team made on Paystack's dashboard, recorded once (refund-lookup.ts). */
  private async adopt(paymentReference: string): Promise<void> {
    const adopted = await adoptRefund(this.deps, paymentReference, nextCheck)
    if (adopted && storedStatus(adopted.refund) !== 'pending') {
      await this.apply(adopted.id, adopted.refund)
    }
  }

  /**
   * The store team tries a failed refund again (e.g. after topping up the Paystack balance).
   * A server sends it at once, under its own claim: left to `send()`, it could be skipped as
   * locked while a second team member's retry of it was still finishing, and wait for the
   * reconciler. Returns whether the order had one.
   */
  async retry(orderId: string): Promise<boolean> {
    const { db, clock, background } = this.deps
    const now = clock.now()
    const sends = this.deps.sendsRefunds !== false
    const retried = await db
      .update(refunds)
      // A new refund at Paystack. The failed one's id stays until the new one's is known: what
      // Paystack still says of the failed refund is then not taken for news of this one (apply).
      .set({
        status: 'requested',
        updatedAt: now,
        lastError: null,
        // The command line's process leaves it due for a running server's reconciler.
        ...(sends ? claim(now) : { nextAttemptAt: now }),
      })
      .where(and(eq(refunds.orderId, orderId), eq(refunds.status, 'failed')))
      .returning()
    if (sends) {
      for (const refund of retried) background.run('Refunds', () => this.request(refund))
    }
    return retried.length > 0
  }
}
