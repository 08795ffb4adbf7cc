import { DAY_MS, MINUTE_MS } from '@adire/contract'
import { and, eq, isNull, lt, notExists, sql } from 'drizzle-orm'
import type { BackgroundTasks } from '../background.ts'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/client.ts'
import { orders, paymentAttempts } from '../db/schema.ts'
import type { DiscountUses } from '../discounts/uses.ts'
import { describeError } from '../http/errors.ts'
import type { StockHolds } from '../products/stock-holds.ts'
import type { PaymentConfirmation, PaymentOutcome } from './confirmation.ts'
import type { Disputes } from './disputes.ts'
import type { Refunds } from './refunds.ts'

/** When the reconciler asks again about a payment reference, and gives up on it. */
export const RECONCILE = {
  /** References younger than this are still with the shopper (the popup may be open). */
  afterMs: 5 * MINUTE_MS,
  /** References older than this, still unpaid, are given up on; so is an order with no other. */
  abandonAfterMs: DAY_MS,
  /** References asked about per run: bounds the calls to Paystack. */
  batch: 20,
} as const

/** Outcomes that leave an order unpaid, for now. */
const UNPAID: ReadonlySet<PaymentOutcome | undefined> = new Set([
  'not paid',
  'awaiting transfer',
  'payment under way',
])

export interface ReconcilerDependencies {
  db: Database
  clock: Clock
  stock: StockHolds
  /** Discount codes' uses held for payments, let go with the units. */
  discounts: DiscountUses
  confirmation: Pick<PaymentConfirmation, 'confirm'>
  refunds: Pick<Refunds, 'send'>
  disputes: Pick<Disputes, 'reconcile'>
}

/**
 * What catches up with everything Paystack's webhooks or the shopper's browser left undone, once
 * a minute on every server: payments (below), the refunds due (refunds.ts `send`), expired stock
 * holds (products/stock-holds.ts) and codes' uses (discounts/uses.ts) and quiet disputes (disputes.ts `reconcile`). Safe on several
 * servers at once: confirming is idempotent, and refunds are claimed.
 */
export class Reconciler {
  constructor(private readonly deps: ReconcilerDependencies) {}

  /** One round, as the timer runs it. */
  async run() {
    const payments = await this.reconcilePayments()
    const refunds = await this.deps.refunds.send()
    const holdsReleased = await this.deps.stock.releaseExpired(this.deps.db)
    const codeUsesReleased = await this.deps.discounts.releaseExpired(this.deps.db)
    const disputes = await this.deps.disputes.reconcile()
    return { ...payments, refunds, holdsReleased, codeUsesReleased, disputes }
  }

  /**
   * Runs a round on a timer for as long as the server runs. A round that is still going when
   * the next is due is not doubled up, and one going at shutdown is waited for.
   */
  start(background: BackgroundTasks, everyMs = MINUTE_MS): () => void {
    return background.every('Reconciler', everyMs, async () => {
      const { paid, refunding, abandoned, refunds } = await this.run()
      if (paid + refunding + abandoned + refunds.sent > 0) {
        console.log(
          `[payments] Reconciler: ${paid} order(s) confirmed, ${refunding} payment(s) to refund, ${abandoned} order(s) abandoned, ${refunds.sent} refund(s) sent.`,
        )
      }
    })
  }

  /**
   * Asks Paystack about payment references still open after a few minutes (webhooks can be
   * lost, and a shopper may never come back from the popup): those of unpaid orders, of
   * cancelled ones, and a paid order's other references, any of which may still be charged.
   * Oldest question first, a bounded batch per run. A reference unpaid for a day is given up
   * on, and an unpaid order with no reference left is abandoned; one Paystack could not answer
   * about (unreachable, a refused key) is never given up on for that.
   */
  private async reconcilePayments() {
    const { db, clock, confirmation } = this.deps
    const now = clock.now()
    const due = await db
      .select({ reference: paymentAttempts.reference, orderId: paymentAttempts.orderId })
      .from(paymentAttempts)
      .where(
        and(
          isNull(paymentAttempts.settledAt),
          lt(paymentAttempts.createdAt, new Date(now.getTime() - RECONCILE.afterMs)),
        ),
      )
      .orderBy(sql`coalesce(${paymentAttempts.checkedAt}, ${paymentAttempts.createdAt})`)
      .limit(RECONCILE.batch)
    let paid = 0
    let refunding = 0
    let abandoned = 0
    const staleBefore = new Date(now.getTime() - RECONCILE.abandonAfterMs)
    for (const { reference, orderId } of due) {
      const [attempt] = await db
        .update(paymentAttempts)
        .set({ checkedAt: now })
        .where(eq(paymentAttempts.reference, reference))
        .returning({ createdAt: paymentAttempts.createdAt })
      const outcome = await confirmation
        .confirm(orderId, reference, 'reconciler')
        .catch((error: unknown) => {
          console.warn(
            `[payments] Reconciling ${reference} failed:`,
            describeError(error, { stack: false }),
          )
          return undefined
        })
      const unpaid = UNPAID.has(outcome)
      if (outcome === 'paid') paid += 1
      else if (outcome !== undefined && !unpaid) refunding += 1
      else if (unpaid && attempt && attempt.createdAt < staleBefore) {
        abandoned += await this.giveUp(orderId, reference)
      }
    }
    return { checked: due.length, paid, refunding, abandoned }
  }

  /** Stops watching a reference; abandons its order if it is unpaid and has no other. */
  private async giveUp(orderId: string, reference: string): Promise<number> {
    const { db, clock, stock, discounts } = this.deps
    await db
      .update(paymentAttempts)
      .set({ settledAt: clock.now() })
      .where(eq(paymentAttempts.reference, reference))
    const open = db
      .select({ reference: paymentAttempts.reference })
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.orderId, orderId), isNull(paymentAttempts.settledAt)))
    const gaveUp = await db
      .update(orders)
      .set({ paymentStatus: 'abandoned' })
      .where(and(eq(orders.id, orderId), eq(orders.paymentStatus, 'pending'), notExists(open)))
      .returning({ id: orders.id })
    if (gaveUp.length > 0) {
      await stock.release(db, orderId)
      await discounts.release(db, orderId)
    }
    return gaveUp.length
  }
}
