import { randomBytes, randomUUID } from 'node:crypto'
import {
  CURRENCY_CODE,
  PAGE_ROUTES,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
  toCharge,
} from '@adire/contract'
import { and, eq, sql } from 'drizzle-orm'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/client.ts'
import {
  discountCodes,
  type OrderedDiscount,
  type OrderedItem,
  orderStatusEvents,
  orders,
  paymentAttempts,
} from '../db/schema.ts'
import { namedStatement } from '../db/statements.ts'
import { DiscountRefused, type DiscountUses } from '../discounts/uses.ts'
import { describeError } from '../http/errors.ts'
import type { PaymentGateway } from '../payments/gateway.ts'
import { type StockHolds, type StockLine, StockShort } from '../products/stock-holds.ts'
import type { SettingsSource } from '../store/settings.ts'
import { OrderError, stockShortError } from './errors.ts'
import { UNDER_WAY_WINDOW_MS } from './paystack-answer.ts'
import { discountRefusedError, type OrderPricing } from './pricing.ts'

/*
 * The payment journey (docs/product.md §4, §7, §10; ADR 014, 015, 022, 025), from PLACE ORDER
 * to My Orders, and the step of it that lives in this file: the order placed and its Paystack
 * transaction started.
 *
 * 1. PLACE ORDER. apps/storefront/src/shop/PlaceOrderPage/CheckoutForm.tsx sends SUBMIT to the
 *    checkout machine (packages/machines/src/checkout/checkout.machine.ts), which checks it
 *    (submission.ts there) and runs the actors apps/storefront/src/providers/checkout.tsx gives
 *    it: `placeOrder` calls `placeOrder` in apps/storefront/src/account/api/orders.ts, POST
 *    /api/order/paystack (the contract's `placeOrder`, packages/contract/src/api.ts).
 *
 * 2. Placed. orders/routes.ts hands the order to `Checkout.place` below: priced from the
 *    catalogue, the shopper's figure only checked, recorded with its first payment reference
 *    and its units held (`StockHolds.hold`, products/stock-holds.ts) in one transaction, and only
 *    then Paystack's transaction started (`PaystackClient.initialize`,
 *    payments/paystack/client.ts; the emulator of payments/paystack/emulator/ without keys).
 *
 * 3. The popup. The machine's `paymentPopup` opens apps/storefront/src/shop/payments/popup.ts's
 *    window: Paystack's inline popup (paystack.ts) or the emulator's overlay (emulator.tsx).
 *
 * 4. Confirmed, by whichever comes first of three ways, all ending in confirmation.ts, which
 *    takes no one's word but Paystack's verify API (paystack-answer.ts):
 *    - verify: the machine's `verifyPayment` (api/orders.ts), or the /verify page Paystack's
 *      redirect lands on (apps/storefront/src/shop/VerifyPage/, with
 *      packages/machines/src/payment-verification/), POST /api/order/verifyPaystack, to
 *      `PaymentConfirmation.verify`;
 *    - the webhook: `charge.success` through orders/webhooks.ts to `confirmChargeEvent`;
 *    - the reconciler (reconciler.ts), from five minutes on and for a day, for a shopper who
 *      never came back and a webhook that was lost, to `confirm`.
 *    One transaction, holding the order's row, records the charge once, sells the held units
 *    (`StockHolds.sell`), empties the cart and places the order; money the store will not keep
 *    goes to the refund journey (refund-journey.ts).
 *
 * 5. Mailed. That transaction queues the shopper's confirmation and the store's new-order
 *    e-mail (mail/messages.ts, through notify.ts), which mail/queue.ts delivers once committed.
 *
 * 6. My Orders. The machine redirects to `placedOrderPath` (/orders?reference=...), where
 *    apps/storefront/src/account/OrdersPage/ reads POST /api/order/userorders (reads.ts, views.ts)
 *    and shows the order with packages/ui/src/account/OrderCard/. An order still unpaid there offers Pay
 *    now (OrdersPage/PayableOrder.tsx): the same checkout machine, POST /api/order/pay-again,
 *    `Checkout.payAgain` below, and the journey from step 3. One never paid is given up on by the
 *    reconciler after a day, its units let go.
 */

export interface CheckoutDependencies {
  db: Database
  gateway: PaymentGateway
  clock: Clock
  publicUrl: string
  /** The delivery fee and the ways to pay, as the store has them now. */
  settings: SettingsSource
  stock: StockHolds
  /** Discount codes' uses, held and let go beside the stock's (docs/product.md §11.14). */
  discounts: DiscountUses
  /** Prices an order from the catalogue, with its code judged. */
  pricing: OrderPricing
}

type Shopper = { userId: string; email: string }

/**
 * The statement of placing an order, built once (db/statements.ts): the order with its first
 * payment attempt and its first status, in one round trip.
 */
function prepareStatements(db: Database) {
  const value = (name: string) => sql.placeholder(name)
  const order = db.insert(orders).values({
    id: value('orderId'),
    userId: value('userId'),
    reference: value('reference'),
    amountKobo: value('amountKobo'),
    deliveryFeeKobo: value('deliveryFeeKobo'),
    deliveryZone: value('deliveryZone'),
    deliveryEstimate: value('deliveryEstimate'),
    discount: value('discount'),
    currency: CURRENCY_CODE,
    address: value('address'),
    items: value('items'),
    createdAt: value('now'),
  })
  const attempt = db
    .insert(paymentAttempts)
    .values({ reference: value('reference'), orderId: value('orderId'), createdAt: value('now') })
  const status = db.insert(orderStatusEvents).values({
    orderId: value('orderId'),
    status: 'Awaiting payment',
    actor: 'shopper',
    createdAt: value('now'),
  })
  return {
    record: namedStatement(
      'place_order',
      sql`with placed as (${order.getSQL()}), attempt as (${attempt.getSQL()}) ${status.getSQL()}`,
    ),
  }
}

/** A reference Paystack and the shopper can quote: sortable by time, unguessable. */
export function newReference(now: Date): string {
  return `ADR-${now.getTime().toString(36).toUpperCase()}-${randomBytes(5).toString('hex').toUpperCase()}`
}

/** An order's items as the stock reads them. */
export const stockLines = (items: readonly OrderedItem[]): StockLine[] =>
  items.map(({ productId, name, size, quantity }) => ({ productId, name, size, quantity }))

/**
 * Runs a transaction that holds stock and a code's use; a line that does not fit, or a code
 * whose uses are taken, is the shopper's refusal.
 */
async function holdingStock<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work()
  } catch (error) {
    if (error instanceof StockShort) throw stockShortError(error)
    if (error instanceof DiscountRefused) throw discountRefusedError(error.refusal)
    throw error
  }
}

/**
 * Placing an order and paying for it again (the journey above, steps 2 and 6): the server prices
 * every order from the catalogue, records it, and only then starts the Paystack transaction,
 * so that no money can be taken for an order the store does not know.
 */
export class Checkout {
  /** The statements every order placed runs, built once (see `prepareStatements`). */
  private readonly statements: ReturnType<typeof prepareStatements>

  constructor(private readonly deps: CheckoutDependencies) {
    this.statements = prepareStatements(deps.db)
  }

  /**
   * Prices the items from the catalogue, refuses an amount that differs from what the shopper
   * was shown or passes the store's limit, records the order pending payment and starts its
   * transaction with Paystack.
   */
  async place(user: Shopper, request: PlaceOrderRequest) {
    const { db, clock } = this.deps
    const { address, amount } = request
    // Priced as the shopper's screen prices it: delivery by the address's state (docs/product.md
    // §9), the code judged for this shopper (§11.14).
    const { ordered, price, code, discount } = await this.deps.pricing.price(
      { ...request, state: address.state },
      user,
    )
    const charged = toCharge(price, amount)
    if (typeof charged === 'string') throw new OrderError(charged, { state: address.state })
    const { totalKobo: amountKobo, deliveryKobo: deliveryFeeKobo, delivery } = charged

    const now = clock.now()
    const reference = newReference(now)
    // The order and its hold on the stock are recorded together, or (a line no longer fits)
    // neither is, before any Paystack transaction starts.
    const orderId = randomUUID()
    await holdingStock(() =>
      db.transaction(async (tx) => {
        await this.statements.record(tx, {
          orderId,
          userId: user.userId,
          reference,
          amountKobo,
          deliveryFeeKobo,
          deliveryZone: delivery.zone,
          deliveryEstimate: delivery.estimate,
          discount,
          address,
          items: ordered,
          now,
        })
        await this.deps.stock.hold(tx, orderId, stockLines(ordered))
        if (code && discount) {
          await this.deps.discounts.hold(tx, {
            orderId,
            userId: user.userId,
            code,
            offKobo: discount.itemsOffKobo + discount.deliveryOffKobo,
          })
        }
      }),
    )
    // Stored first: if Paystack cannot be reached, the order waits in My Orders to be paid
    // again, and a transaction whose answer was lost still belongs to a known order.
    const started = await this.startTransaction(user.email, amountKobo, reference)
    return this.started(orderId, reference, amountKobo, started)
  }

  /**
   * Pays an order still awaiting its payment: a new transaction with a new reference (Paystack
   * will not reuse one), for the amount the order was placed at. The earlier references stay
   * attached to the order, so a late payment on one of them is still recorded.
   */
  async payAgain(user: Shopper, orderId: string) {
    const { db, clock } = this.deps
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, user.userId)))
    if (!order) throw new OrderError('orderNotFound')
    const now = clock.now()
    const reference = newReference(now)
    await holdingStock(() =>
      db.transaction(async (tx) => {
        // The order's row, as a confirmation or a cancellation takes it: its status is read
        // as it stays until this payment has started, with its units held again.
        const [locked] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
        if (!locked) throw new OrderError('orderNotFound')
        if (locked.status === 'Cancelled') throw new OrderError('cancelled')
        if (locked.paymentStatus === 'paid') throw new OrderError('alreadyPaid')
        if (locked.paymentStatus !== 'pending') throw new OrderError('expired')
        // A payment under way is the shopper's to finish: a second window now would take the
        // money twice (and Paystack keeps its fee on the one refunded), until its window passes.
        const underWayFor = locked.paymentUnderWayAt
          ? now.getTime() - locked.paymentUnderWayAt.getTime()
          : Number.POSITIVE_INFINITY
        if (underWayFor < UNDER_WAY_WINDOW_MS) throw new OrderError('payingAlready')
        // The last attempt's hold gives way to this one's. The code it was priced with is held
        // again whatever its dates say now (the shopper was given it): only its uses can refuse.
        await this.deps.stock.release(tx, orderId)
        await this.deps.stock.hold(tx, orderId, stockLines(locked.items))
        await this.deps.discounts.release(tx, orderId)
        if (locked.discount) await this.holdAgain(tx, locked)
        await tx.insert(paymentAttempts).values({ reference, orderId, createdAt: now })
        // A new payment starts afresh: what the last one came to (under way, sent back) is past.
        await tx
          .update(orders)
          .set({
            reference,
            paymentUnderWayAt: null,
            paymentUnderWayChannel: null,
            transferRejectedReason: null,
            transferRejectedAt: null,
          })
          .where(eq(orders.id, orderId))
      }),
    )
    const started = await this.startTransaction(user.email, order.amountKobo, reference)
    return this.started(orderId, reference, order.amountKobo, started)
  }

  /** Paying again: the use of the code the order was priced with, held for the new window. */
  private async holdAgain(
    tx: Database,
    order: { id: string; userId: string; discount: OrderedDiscount | null },
  ) {
    const { discount } = order
    if (!discount) return
    const [code] = await tx
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.id, discount.discountId))
    if (!code) throw new OrderError('orderNotFound')
    await this.deps.discounts.hold(tx, {
      orderId: order.id,
      userId: order.userId,
      code,
      offKobo: discount.itemsOffKobo + discount.deliveryOffKobo,
    })
  }

  private started(
    orderId: string,
    reference: string,
    amountKobo: number,
    transaction: { accessCode: string; authorizationUrl: string },
  ): PlaceOrderResponse {
    const { gateway } = this.deps
    return {
      success: true,
      orderId,
      reference,
      amount: amountKobo,
      currency: CURRENCY_CODE,
      accessCode: transaction.accessCode,
      authorizationUrl: transaction.authorizationUrl,
      publicKey: gateway.publicKey,
      testMode: gateway.emulator !== undefined,
    }
  }

  /** Starts the transaction for `reference`; Paystack being down is the shopper's 503. */
  private startTransaction(email: string, amountKobo: number, reference: string) {
    return this.deps.gateway.paystack
      .initialize({
        email,
        amount: amountKobo,
        currency: CURRENCY_CODE,
        reference,
        callbackUrl: `${this.deps.publicUrl}${PAGE_ROUTES.verify}`,
        channels: this.deps.settings.current().paymentChannels,
        metadata: { store: 'Adire' },
      })
      .catch((error: unknown) => {
        // The reference and the cause only: never the shopper's e-mail.
        console.error(
          `[payments] Starting the Paystack transaction ${reference} failed:`,
          describeError(error, { stack: false }),
        )
        throw new OrderError('providerUnavailable')
      })
  }
}
