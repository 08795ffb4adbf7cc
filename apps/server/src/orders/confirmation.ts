import type { PaymentKind } from '@adire/contract'
import { and, eq, isNull, sql } from 'drizzle-orm'
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
import type { DiscountUses } from '../discounts/uses.ts'
import { orderConfirmationMail } from '../mail/messages.ts'
import type { MailQueue } from '../mail/queue.ts'
import type { PaymentGateway } from '../payments/gateway.ts'
import { type Transaction, WebhookEvent } from '../payments/paystack/client.ts'
import type { ProviderAlerts } from '../payments/provider-alerts.ts'
import type { StockHolds } from '../products/stock-holds.ts'
import type { SettingsSource } from '../store/settings.ts'
import { stockLines } from './checkout.ts'
import { OrderError } from './errors.ts'
import { queueNewOrderMail, queueShopperMail } from './notify.ts'
import { askPaystack, feePaid, paysExactly } from './paystack-answer.ts'
import type { RefundReason, Refunds } from './refunds.ts'
import { toOrder } from './views.ts'

/**
 * What a confirmation attempt concluded: the payment's kind once money arrived, that it paid
 * an order whose units had gone meanwhile (it is refunded), that nothing was paid, or that a
 * payment is under way and has not finished: a bank transfer (`awaiting transfer`) or another
 * channel's (`payment under way`).
 */
export type PaymentOutcome =
  | PaymentKind
  | 'not paid'
  | 'out of stock'
  | 'code used up'
  | 'awaiting transfer'
  | 'payment under way'

type Source = 'verify' | 'webhook' | 'reconciler'

/** The refund each kind of unwanted payment gets. */
const REFUND_REASON: Record<Exclude<PaymentKind, 'paid'>, RefundReason> = {
  duplicate: 'duplicate payment',
  'after cancellation': 'order cancelled',
  mismatch: 'amount mismatch',
}

export interface ConfirmationDependencies {
  db: Database
  gateway: PaymentGateway
  mail: MailQueue
  clock: Clock
  publicUrl: string
  refunds: Refunds
  stock: StockHolds
  /** The order's discount code: its use confirmed with the payment (docs/product.md §11.14). */
  discounts: DiscountUses
  /** The store's e-mail address, told of each paid order. */
  settings: SettingsSource
  /** Where a refused secret key is raised for the store team. */
  alerts: ProviderAlerts
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
        codeUsedUp: orders.codeUsedUp,
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
   * A signed `charge.success` webhook (routed here by webhooks.ts). Its word alone is not
   * taken: the charge is confirmed as Paystack's verify API reports it.
   */
  async confirmChargeEvent(body: unknown): Promise<void> {
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
   * Keeps Paystack's id of the reference's transaction, learnt from verify: a rejected transfer
   * names only that id, and refunds are sent by it.
   */
  private async notePaystackId(reference: string, transaction: Transaction | undefined) {
    const id = transaction && paystackId(transaction)
    if (!id) return
    await this.deps.db
      .update(paymentAttempts)
      .set({ providerTransactionId: id })
      .where(
        and(
          eq(paymentAttempts.reference, reference),
          isNull(paymentAttempts.providerTransactionId),
        ),
      )
  }

  /**
   * A payment of the order is under way: the order waits for it (My Orders says so, and Pay now
   * is not offered) until it is settled or its window has passed (`UNDER_WAY_WINDOW_MS`).
   * Stamped once: later checks of the same payment find it stamped and change nothing.
   */
  private async markUnderWay(orderId: string, transaction: Transaction) {
    await this.deps.db
      .update(orders)
      .set({
        paymentUnderWayAt: this.deps.clock.now(),
        paymentUnderWayChannel: transaction.channel ?? 'unknown',
      })
      .where(
        and(
          eq(orders.id, orderId),
          eq(orders.paymentStatus, 'pending'),
          isNull(orders.paymentUnderWayAt),
        ),
      )
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
    const answer = await askPaystack(gateway, this.deps.alerts, reference)
    const { transaction } = answer
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
    if (answer.kind !== 'paid') {
      const noted = answer.kind === 'under way' ? underWayOutcome(answer.transaction) : 'not paid'
      await this.notePaystackId(reference, transaction)
      if (answer.kind === 'under way') await this.markUnderWay(orderId, answer.transaction)
      await db.insert(paymentEvents).values(event(noted))
      return noted
    }
    const charge = answer.transaction

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
      const kind: PaymentKind = !paysExactly(charge, order)
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
        providerTransactionId: paystackId(charge),
      }
      // The charge, its attempt settled and its event, in one round trip.
      const charged = tx.$with('charged').as(
        tx.insert(payments).values({
          ...payment,
          kind,
          feeKobo: kind === 'mismatch' ? 0 : feePaid(charge),
          paidAt: charge.paid_at ? new Date(charge.paid_at) : now,
        }),
      )
      const settled = tx
        .$with('settled')
        .as(
          tx
            .update(paymentAttempts)
            .set({ settledAt: now, providerTransactionId: payment.providerTransactionId })
            .where(eq(paymentAttempts.reference, reference)),
        )
      await tx.with(charged, settled).insert(paymentEvents).values(event(kind))
      if (kind !== 'paid') {
        if (kind === 'mismatch') {
          console.warn(
            `[payments] ${reference}: Paystack reports ${charge.requested_amount ?? charge.amount} ${charge.currency} asked (${charge.amount} taken), the order is ${order.amountKobo} ${order.currency}: refunded, not confirmed.`,
          )
        }
        await this.deps.refunds.record(tx, order, payment, REFUND_REASON[kind])
        return { kind, placed: false, refunded: true }
      }
      // An order paid before payments were recorded one by one keeps its status: this charge
      // is simply recorded as the one that paid it.
      if (order.paymentStatus === 'paid') return { kind, placed: false, refunded: false }
      // Its code's use confirmed and its units sold, once: if the code's last use or the units
      // went to other shoppers after its hold ran out, the order is paid, cancelled and refunded,
      // never kept without its goods or at a price the code no longer gives.
      const discounted = await this.deps.discounts.confirm(tx, order)
      if (!discounted) await this.deps.stock.release(tx, orderId)
      const sold =
        discounted &&
        (await this.deps.stock.sell(tx, {
          id: orderId,
          reference: order.reference,
          lines: stockLines(order.items),
        }))
      if (!sold) {
        if (discounted) await this.deps.discounts.giveBack(tx, orderId)
        await tx
          .update(orders)
          .set({
            paymentStatus: 'paid',
            status: 'Cancelled',
            outOfStock: discounted,
            codeUsedUp: !discounted,
            paidAt: now,
          })
          .where(eq(orders.id, orderId))
        await tx
          .insert(orderStatusEvents)
          .values({ orderId, status: 'Cancelled', actor: 'payment', createdAt: now })
        const reason = discounted ? ('out of stock' as const) : ('code used up' as const)
        await this.deps.refunds.record(tx, order, payment, reason)
        console.warn(
          `[payments] ${reference}: paid after its ${discounted ? 'units were sold' : "code's last use was taken"} to someone else: cancelled and refunded.`,
        )
        return { kind: reason, placed: false, refunded: true }
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
      await queueNewOrderMail(tx, this.deps, toOrder(placed, [], []), placed.userId)
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

/** Paystack's id of a transaction, as the store keeps it. */
const paystackId = (transaction: Transaction) =>
  transaction.id === null || transaction.id === undefined ? null : String(transaction.id)

/** A bank transfer is the shopper's to send; anything else is a payment going through. */
const underWayOutcome = (transaction: Transaction): PaymentOutcome =>
  transaction.channel === 'bank_transfer' ? 'awaiting transfer' : 'payment under way'

/** What a recorded charge of an order came to: a payment that came too late for its units says so. */
const outcomeOf = (
  kind: string,
  order: { outOfStock: boolean; codeUsedUp: boolean },
): PaymentOutcome =>
  kind !== 'paid'
    ? (kind as PaymentKind)
    : order.outOfStock
      ? 'out of stock'
      : order.codeUsedUp
        ? 'code used up'
        : 'paid'
