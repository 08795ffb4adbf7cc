import { formatNaira, koboToNaira, RETURN_MESSAGES, returnLabel } from '@adire/contract'
import { and, eq, inArray, isNull, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import {
  orderStatusEvents,
  orders,
  paymentAttempts,
  payments,
  refunds,
  returnLines,
  returns,
} from '../db/schema.ts'
import { newReference } from '../orders/checkout.ts'
import {
  mailShopper,
  notFound,
  type ReturnActor,
  type ReturnDependencies,
  type ReturnRow,
  recordStep,
  refuse,
  wrongStep,
} from './steps.ts'
import { sellExchanges } from './stock.ts'
import { refundTotalKobo } from './views.ts'

/*
 * What becomes of a received return's lines, each once (docs/product.md §10.7, ADR 043): the
 * refund lines refunded together by one refund through the one refund path, the exchanges
 * shipped on a ₦0 replacement order made of their held sizes. Once every line has its
 * outcome, the return is closed.
 */

type LineRow = typeof returnLines.$inferSelect

/** The received return under its lock, and its lines; refused unless it is received. */
async function receivedReturn(tx: Database, id: string) {
  const [row] = await tx.select().from(returns).where(eq(returns.id, id)).for('update')
  if (!row) throw notFound()
  if (row.status === 'requested' || row.status === 'approved') {
    throw refuse(409, RETURN_MESSAGES.notReceived)
  }
  if (row.status !== 'received') throw wrongStep()
  const lines = await tx.select().from(returnLines).where(eq(returnLines.returnId, id))
  return { row, lines }
}

/** Marks `lines` with their outcome, and closes the return if none is left without one. */
async function settle(
  tx: Database,
  row: ReturnRow,
  lines: readonly LineRow[],
  done: readonly LineRow[],
  outcome: 'refunded' | 'exchanged',
  actor: ReturnActor,
  now: Date,
) {
  await tx
    .update(returnLines)
    .set({ outcome })
    .where(
      and(
        eq(returnLines.returnId, row.id),
        inArray(
          returnLines.index,
          done.map((line) => line.index),
        ),
      ),
    )
  const open = lines.filter((line) => line.outcome === null && !done.includes(line))
  const status = open.length === 0 ? 'closed' : row.status
  await tx.update(returns).set({ status, updatedAt: now }).where(eq(returns.id, row.id))
  if (status === 'closed') await recordStep(tx, row, 'closed', actor, now)
}

/**
 * Refunds the return's refund lines: lines + delivery − fee, never more than is left of the
 * order's payment after its earlier refunds (read under the order's lock, so two returns'
 * refunds of one payment are decided one after the other). Recorded as one refund of the
 * payment for the return (unique per return), which the refund path sends to Paystack.
 */
export async function refundLines(deps: ReturnDependencies, id: string, actor: ReturnActor) {
  const { db, clock } = deps
  const now = clock.now()
  await db.transaction(async (tx) => {
    const [owner] = await tx
      .select({ orderId: returns.orderId })
      .from(returns)
      .where(eq(returns.id, id))
    if (!owner) throw notFound()
    await tx
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.id, owner.orderId))
      .for('update')
    const { row, lines } = await receivedReturn(tx, id)
    const due = lines.filter((line) => line.exchangeSize === null && line.outcome === null)
    if (due.length === 0) throw refuse(409, RETURN_MESSAGES.nothingToRefund)
    const totalKobo = refundTotalKobo(row, due)
    const amountKobo = Math.min(totalKobo, await leftOfPayment(tx, row.orderId))
    if (amountKobo > 0) {
      const payment = await paidPayment(tx, row.orderId)
      if (!payment) throw refuse(409, RETURN_MESSAGES.nothingToRefund)
      await tx.insert(refunds).values({
        paymentReference: payment.reference,
        orderId: row.orderId,
        returnId: row.id,
        amountKobo,
        currency: payment.currency,
        reason: 'return',
        nextAttemptAt: now,
        createdAt: now,
        updatedAt: now,
      })
    }
    const amount = formatNaira(koboToNaira(amountKobo))
    await recordStep(tx, row, 'refunded', actor, now, amount)
    await mailShopper(tx, deps, row, 'refunded', { amountKobo })
    await settle(tx, row, lines, due, 'refunded', actor, now)
  })
}

/** The payment that paid the order. */
async function paidPayment(tx: Database, orderId: string) {
  const [payment] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.kind, 'paid')))
  return payment
}

/** What is left of the order's payment after every refund of it (kobo). */
async function leftOfPayment(tx: Database, orderId: string): Promise<number> {
  const payment = await paidPayment(tx, orderId)
  if (!payment) return 0
  const [given] = await tx
    .select({ kobo: sql<number>`coalesce(sum(${refunds.amountKobo}), 0)`.mapWith(Number) })
    .from(refunds)
    .where(eq(refunds.paymentReference, payment.reference))
  return Math.max(0, payment.amountKobo - payment.feeKobo - (given?.kobo ?? 0))
}

/**
 * Ships the return's exchanges: a ₦0 order (paid, no delivery fee, the same address) of the
 * exchanged lines in their new sizes, linked to the original, placed for packing and shipping
 * like any order; its units are the ones held for the return, sold to it once.
 */
export async function makeExchange(deps: ReturnDependencies, id: string, actor: ReturnActor) {
  const { db, clock } = deps
  const now = clock.now()
  await db.transaction(async (tx) => {
    const { row, lines } = await receivedReturn(tx, id)
    const due = lines.filter((line) => line.exchangeSize !== null && line.outcome === null)
    if (due.length === 0) throw refuse(409, RETURN_MESSAGES.nothingToExchange)
    const [original] = await tx.select().from(orders).where(eq(orders.id, row.orderId))
    if (!original) throw notFound()
    const reference = newReference(now)
    const label = returnLabel(row.returnNumber)
    const [made] = await tx
      .insert(orders)
      .values({
        userId: row.userId,
        reference,
        status: 'Order Placed',
        paymentStatus: 'paid',
        testPayment: original.testPayment,
        amountKobo: 0,
        deliveryFeeKobo: 0,
        deliveryZone: original.deliveryZone,
        deliveryEstimate: original.deliveryEstimate,
        address: original.address,
        items: due.map((line) => {
          const { wasPriceKobo: _was, ...item } = original.items[line.index] ?? {
            productId: line.productId,
            name: line.productId,
            description: '',
            category: '',
            images: [],
            sizes: [],
            priceKobo: 0,
            size: line.size,
            quantity: line.quantity,
          }
          return {
            ...item,
            priceKobo: 0,
            size: line.exchangeSize ?? line.size,
            quantity: line.quantity,
          }
        }),
        createdAt: now,
        paidAt: now,
        replacesOrderId: original.id,
      })
      .returning({ id: orders.id, orderNumber: orders.orderNumber })
    if (!made) throw new Error('The replacement order was not recorded')
    // Settled at once: nothing to pay, so nothing for the reconciler to watch.
    await tx
      .insert(paymentAttempts)
      .values({ reference, orderId: made.id, createdAt: now, settledAt: now })
    await tx.insert(orderStatusEvents).values({
      orderId: made.id,
      status: 'Order Placed',
      actor: actor.kind === 'admin' ? 'admin' : 'cli',
      actorUserId: actor.kind === 'admin' ? actor.userId : null,
      detail: `Exchange for return ${label} of order #${original.orderNumber}`,
      createdAt: now,
    })
    await sellExchanges(tx, row.id, { id: made.id, reference }, now)
    await tx
      .update(returns)
      .set({ replacementOrderId: made.id })
      .where(and(eq(returns.id, row.id), isNull(returns.replacementOrderId)))
    const detail = `#${made.orderNumber}`
    await recordStep(tx, row, 'exchanged', actor, now, detail)
    await mailShopper(tx, deps, row, 'exchanged', { detail: `${detail} (${reference})` })
    await settle(tx, row, lines, due, 'exchanged', actor, now)
  })
}
