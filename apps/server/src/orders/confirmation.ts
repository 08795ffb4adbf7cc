import type { PaymentKind } from '@adire/contract'
import { DAY_MS, MINUTE_MS, PAGE_ROUTES } from '@adire/contract'
import { and, eq, isNull, lt, notExists, sql } from 'drizzle-orm'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/client.ts'
import {
  cartItems,
  orderStatusEvents,
  orders,
  paymentAttempts,
  paymentEvents,
  payments,
} from '../db/schema.ts'
import { describeError } from '../http/errors.ts'
import { newOrderMail, orderConfirmationMail } from '../mail/messages.ts'
import type { MailQueue } from '../mail/queue.ts'
import type { PaymentGateway } from '../payments/gateway.ts'
import { PaystackError, type Transaction, WebhookEvent } from '../payments/paystack/client.ts'
import type { StockHolds } from '../products/stock-holds.ts'
import type { SettingsSource } from '../store/settings.ts'
import { stockLines } from './checkout.ts'
import { OrderError } from './errors.ts'
import { queueShopperMail } from './notify.ts'
import type { RefundReason, Refunds } from './refunds.ts'
import { toOrder } from './views.ts'

/** When the reconciler asks again about a payment reference, and gives up on it. */
export const RECONCILE = {
  /** References younger than this are still with the shopper (the popup may be open). */
  afterMs: 5 * MINUTE_MS,
  /** References older than this, still unpaid, are given up on; so is an order with no other. */
  abandonAfterMs: DAY_MS,
  /** References asked about per run: bounds the calls to Paystack. */
  batch: 20,
} as const

/**
 * What a confirmation attempt concluded: the payment's kind once money arrived, that it paid
 * an order whose units had gone meanwhile (it is refunded), that nothing was paid, or that a
 * bank transfer is on its way and has not landed yet.
 */
export type PaymentOutcome = PaymentKind | 'not paid' | 'out of stock' | 'awaiting transfer'

/** Paystack's words for a transaction still under way. */
const UNDER_WAY = new Set(['ongoing', 'pending', 'processing', 'queued'])
type Source = 'verify' | 'webhook' | 'reconciler'

/** The refund each kind of unwanted payment gets. */
const REFUND_REASON: Record<Exclude<PaymentKind, 'paid'>, RefundReason> = {
  duplicate: 'duplicate payment',
  'after cancellation': 'order cancelled',
  mismatch: 'amount mismatch',
}

const isRefundEvent = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  String((body as { event?: unknown }).event).startsWith('refund.')

export interface ConfirmationDependencies {
  db: Database
  gateway: PaymentGateway
  mail: MailQueue
  clock: Clock
  publicUrl: string
  refunds: Refunds
  stock: StockHolds
  /** The store's e-mail address, told of each paid order. */
  settings: SettingsSource
}

/**
 * Confirming payments (docs/security.md, "Exactly-once confirmation"). Verify, the webhook and
 * the reconciler all end in `confirm`, which takes Paystack's word only through its verify API
 * and records each successful charge once. A charge pays its order only if the order is still
 * unpaid and not cancelled, for exactly its amount and currency; any other money that arrives
 * is recorded and refunded. Never is money kept for an order the store will not fill.
 */
export class PaymentConfirmation {
  /**
   * The order a payment reference belongs to, and what a charge on it came to if one is
   * recorded: read by every verify and every webhook, so built once (and on PostgreSQL parsed
   * once per connection), and narrow (not the order's items).
   */
  private readonly paymentQuery

  constructor(private readonly deps: ConfirmationDependencies) {
    this.paymentQuery = deps.db
      .select({
        orderId: orders.id,
        userId: orders.userId,
        status: orders.status,
        outOfStock: orders.outOfStock,
        kind: payments.kind,
      })
      .from(paymentAttempts)
      .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
      .leftJoin(payments, eq(payments.reference, paymentAttempts.reference))
      .where(eq(paymentAttempts.reference, sql.placeholder('reference')))
      .prepare('payment_of_reference')
  }

  /** The order `reference` pays for, and the outcome of its charge if one is recorded. */
  private async paymentOf(reference: string) {
    const [row] = await this.paymentQuery.execute({ reference })
    return row && { ...row, recorded: row.kind ? outcomeOf(row.kind, row) : undefined }
  }

  /**
   * Confirms the payment of one of the shopper's own orders (another's is not found). A payment
   * that paid an order the store team has since cancelled is being refunded, and is answered
   * as such.
   */
  async verify(userId: string, reference: string): Promise<PaymentOutcome> {
    const payment = await this.paymentOf(reference)
    if (!payment || payment.userId !== userId) throw new OrderError('orderNotFound')
    const outcome =
      payment.recorded ?? (await this.confirmCharge(payment.orderId, reference, 'verify'))
    return outcome === 'paid' && payment.status === 'Cancelled' ? 'after cancellation' : outcome
  }

  /**
   * A webhook whose signature has been checked: `charge.success` confirms a payment, `refund.*`
   * updates a refund. Even then the webhook's word is not taken: Paystack is asked.
   */
  async handleWebhook(body: unknown): Promise<void> {
    if (isRefundEvent(body)) return this.deps.refunds.handleWebhook(body)
    const event = WebhookEvent.safeParse(body)
    if (!event.success || event.data.event !== 'charge.success') return
    const reference = event.data.data.reference
    if (!reference) return
    const payment = await this.paymentOf(reference)
    if (payment && !payment.recorded) {
      await this.confirmCharge(payment.orderId, reference, 'webhook')
    }
  }

  /**
   * Asks Paystack about payment references still open after a few minutes (webhooks can be
   * lost, and a shopper may never come back from the popup): those of unpaid orders, of
   * cancelled ones, and a paid order's other references, any of which may still be charged.
   * Oldest question first, a bounded batch per run. A reference unpaid for a day is given up
   * on, and an unpaid order with no reference left is abandoned. Then refunds due are sent.
   * Safe on several servers at once: confirming is idempotent, and refunds are claimed.
   */
  async reconcile() {
    const { db, clock } = this.deps
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
      const outcome = await this.confirm(orderId, reference, 'reconciler').catch(
        (error: unknown) => {
          console.warn(
            `[payments] Reconciling ${reference} failed:`,
            describeError(error, { stack: false }),
          )
          return undefined
        },
      )
      const unpaid = outcome === 'not paid' || outcome === 'awaiting transfer'
      if (outcome === 'paid') paid += 1
      else if (outcome !== undefined && !unpaid) refunding += 1
      else if (unpaid && attempt && attempt.createdAt < staleBefore) {
        abandoned += await this.giveUp(orderId, reference)
      }
    }
    const refunds = await this.deps.refunds.send()
    const holdsReleased = await this.deps.stock.releaseExpired(db)
    return { checked: due.length, paid, refunding, abandoned, refunds, holdsReleased }
  }

  /** Stops watching a reference; abandons its order if it is unpaid and has no other. */
  private async giveUp(orderId: string, reference: string): Promise<number> {
    const { db, clock } = this.deps
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
    if (gaveUp.length > 0) await this.deps.stock.release(db, orderId)
    return gaveUp.length
  }

  /**
   * The one way money is recorded. A charge already recorded answers as it did. Otherwise
   * Paystack is asked; if it reports success, one transaction, holding the order's row against
   * every other confirmation and every status change on any server, records the charge and
   * decides what it is: the order's payment (the order is placed, the cart emptied, the
   * confirmation e-mailed), or money to give back (recorded as a refund, the shopper e-mailed).
   */
  async confirm(orderId: string, reference: string, source: Source): Promise<PaymentOutcome> {
    const recorded = (await this.paymentOf(reference))?.recorded
    return recorded ?? this.confirmCharge(orderId, reference, source)
  }

  /** `confirm`, for a reference whose charge was not recorded when last read. */
  private async confirmCharge(
    orderId: string,
    reference: string,
    source: Source,
  ): Promise<PaymentOutcome> {
    const { db, clock, gateway } = this.deps
    let transaction: Transaction | undefined
    try {
      transaction = await gateway.paystack.verify(reference)
    } catch (error) {
      // Paystack knows no such transaction (4xx): not paid. Unreachable: try again later.
      if (!(error instanceof PaystackError) || error.status === undefined || error.status >= 500) {
        throw new OrderError('providerUnavailable')
      }
    }
    const event = (outcome: string) => ({
      orderId,
      reference,
      source,
      providerStatus: transaction?.status ?? 'unknown',
      amountKobo: transaction?.amount ?? 0,
      currency: transaction?.currency ?? '',
      outcome,
      createdAt: clock.now(),
    })
    if (transaction?.status !== 'success') {
      if (
        transaction &&
        UNDER_WAY.has(transaction.status) &&
        transaction.channel === 'bank_transfer'
      ) {
        // The shopper sent a transfer: the order waits for it (My Orders says so, and offers no
        // second payment) until Paystack sees it land.
        // Stamped once: later checks of the same transfer find it stamped and change nothing.
        await db
          .update(orders)
          .set({ transferSentAt: clock.now() })
          .where(
            and(
              eq(orders.id, orderId),
              eq(orders.paymentStatus, 'pending'),
              isNull(orders.transferSentAt),
            ),
          )
        await db.insert(paymentEvents).values(event('awaiting transfer'))
        return 'awaiting transfer'
      }
      await db.insert(paymentEvents).values(event('not paid'))
      return 'not paid'
    }
    const charge = transaction

    const decided = await db.transaction(async (tx) => {
      // The order's row is the lock every confirmation and status change of it takes first.
      const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
      if (!order) throw new OrderError('orderNotFound')
      // The order's charges so far, read under its lock in a statement of its own: a
      // confirmation that held the lock before this one is seen.
      const charges = await tx
        .select({ reference: payments.reference, kind: payments.kind })
        .from(payments)
        .where(eq(payments.orderId, orderId))
      const before = charges.find((recorded) => recorded.reference === reference)
      if (before) return { kind: outcomeOf(before.kind, order), placed: false, refunded: false }
      const paidBy = charges.some((recorded) => recorded.kind === 'paid')
      const kind: PaymentKind =
        charge.amount !== order.amountKobo || charge.currency !== order.currency
          ? 'mismatch'
          : order.status === 'Cancelled'
            ? 'after cancellation'
            : paidBy
              ? 'duplicate'
              : 'paid'
      const now = clock.now()
      const payment = {
        reference,
        orderId,
        amountKobo: charge.amount,
        currency: charge.currency,
      }
      // The charge, its attempt settled and its event, in one round trip.
      const charged = tx
        .$with('charged')
        .as(
          tx
            .insert(payments)
            .values({ ...payment, kind, paidAt: charge.paid_at ? new Date(charge.paid_at) : now }),
        )
      const settled = tx
        .$with('settled')
        .as(
          tx
            .update(paymentAttempts)
            .set({ settledAt: now })
            .where(eq(paymentAttempts.reference, reference)),
        )
      await tx.with(charged, settled).insert(paymentEvents).values(event(kind))
      if (kind !== 'paid') {
        if (kind === 'mismatch') {
          console.warn(
            `[payments] ${reference}: Paystack reports ${charge.amount} ${charge.currency}, the order is ${order.amountKobo} ${order.currency}: refunded, not confirmed.`,
          )
        }
        await this.deps.refunds.record(tx, order, payment, REFUND_REASON[kind])
        return { kind, placed: false, refunded: true }
      }
      // An order paid before payments were recorded one by one keeps its status: this charge
      // is simply recorded as the one that paid it.
      if (order.paymentStatus === 'paid') return { kind, placed: false, refunded: false }
      // The sale of its units, once: if another shopper bought them after its hold ran out,
      // the order is paid, cancelled and refunded, never kept without its goods.
      const sold = await this.deps.stock.sell(tx, {
        id: orderId,
        reference: order.reference,
        lines: stockLines(order.items),
      })
      if (!sold) {
        await tx
          .update(orders)
          .set({ paymentStatus: 'paid', status: 'Cancelled', outOfStock: true, paidAt: now })
          .where(eq(orders.id, orderId))
        await tx
          .insert(orderStatusEvents)
          .values({ orderId, status: 'Cancelled', actor: 'payment', createdAt: now })
        await this.deps.refunds.record(tx, order, payment, 'out of stock')
        console.warn(
          `[payments] ${reference}: paid after its units were sold to someone else: cancelled and refunded.`,
        )
        return { kind: 'out of stock' as const, placed: false, refunded: true }
      }
      // The order placed, its shopper's cart emptied (docs/product.md §4) and its new status,
      // in one round trip.
      const emptied = tx
        .$with('emptied')
        .as(tx.delete(cartItems).where(eq(cartItems.userId, order.userId)))
      const placedStatus = tx
        .$with('placed_status')
        .as(
          tx
            .insert(orderStatusEvents)
            .values({ orderId, status: 'Order Placed', actor: 'payment', createdAt: now }),
        )
      const [placed] = await tx
        .with(emptied, placedStatus)
        .update(orders)
        .set({
          paymentStatus: 'paid',
          status: 'Order Placed',
          paidAt: now,
          testPayment: gateway.emulator !== undefined,
        })
        .where(eq(orders.id, orderId))
        .returning()
      if (!placed) throw new OrderError('orderNotFound')
      await queueShopperMail(tx, this.deps, placed.userId, (user, link) =>
        orderConfirmationMail(user, toOrder(placed, [], []), link),
      )
      const { storeEmail } = this.deps.settings.current()
      if (storeEmail) {
        const adminLink = `${this.deps.publicUrl}${PAGE_ROUTES.adminOrders}?q=${encodeURIComponent(placed.reference)}`
        await this.deps.mail.add(newOrderMail(storeEmail, toOrder(placed, [], []), adminLink), tx)
      }
      return { kind, placed: true, refunded: false }
    })
    if (decided.placed) this.deps.mail.deliver()
    if (decided.refunded) {
      this.deps.mail.deliver()
      this.deps.refunds.sendSoon()
    }
    return decided.kind
  }
}

/** What a recorded charge of an order came to: a payment that came too late for its units says so. */
const outcomeOf = (kind: string, order: { outOfStock: boolean }): PaymentOutcome =>
  kind === 'paid' && order.outOfStock ? 'out of stock' : (kind as PaymentKind)
