import {
  ACCOUNT_MESSAGES,
  isWholeOrder,
  linesUnderReturn,
  nairaToKobo,
  RETURN_MESSAGES,
  type ReturnRequest,
  returnableQuantities,
  returnRefundKobo,
  withinReturnWindow,
} from '@adire/contract'
import { and, eq, inArray } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { type OrderedItem, orders, products, returnLines, returns } from '../db/schema.ts'
import {
  mailShopper,
  type ReturnDependencies,
  type ReturnRow,
  recordStep,
  refuse,
} from './steps.ts'
import { holdExchanges } from './stock.ts'
import { deliveredAt } from './views.ts'

/*
 * A shopper asks for a return (docs/product.md §10.7): judged and recorded in one transaction
 * that holds the order's row, so two requests at once are decided one after the other and no
 * line is ever returned beyond its quantity; each exchange's size is held in the same
 * transaction, or the whole request is refused as sold out.
 */

type OrderRow = typeof orders.$inferSelect

/** The order as a return's refund is priced (return-rules.ts `ReturnPricing`). */
export function pricingOf(order: Pick<OrderRow, 'items' | 'discount' | 'deliveryFeeKobo'>) {
  return {
    lines: order.items.map((item) => ({ priceKobo: item.priceKobo, quantity: item.quantity })),
    eligible: order.discount?.eligible ?? order.items.map(() => false),
    itemsOffKobo: order.discount?.itemsOffKobo ?? 0,
    deliveryKobo: order.deliveryFeeKobo,
  }
}

/** Each line's exchange size, checked: another size the product has now. */
async function checkSizes(tx: Database, items: readonly OrderedItem[], body: ReturnRequest) {
  const wanted = body.lines.filter((line) => line.exchangeSize)
  if (wanted.length === 0) return
  const ids = [...new Set(wanted.map((line) => items[line.index]?.productId ?? ''))]
  const found = await tx
    .select({ id: products.id, sizes: products.sizes })
    .from(products)
    .where(inArray(products.id, ids))
  const sizesOf = new Map(found.map((product) => [product.id, product.sizes]))
  for (const line of wanted) {
    const item = items[line.index]
    if (!item) continue
    if (line.exchangeSize === item.size) throw refuse(400, RETURN_MESSAGES.sameSize)
    if (!sizesOf.get(item.productId)?.includes(line.exchangeSize ?? '')) {
      throw refuse(400, RETURN_MESSAGES.size)
    }
  }
}

/** Records the shopper's return of some lines of their delivered order; answers its id. */
export async function requestReturn(
  deps: ReturnDependencies,
  userId: string,
  body: ReturnRequest,
): Promise<string> {
  const { db, clock, settings } = deps
  const now = clock.now()
  const { returnWindowDays, returnPickupFee } = settings.current()
  const id = await db.transaction(async (tx) => {
    const [order] = await tx
      .select()
      .from(orders)
      .where(and(eq(orders.reference, body.reference), eq(orders.userId, userId)))
      .for('update')
    // Another shopper's order is as missing as one that does not exist.
    if (!order) throw refuse(404, ACCOUNT_MESSAGES.orderNotFound)
    if (order.status !== 'Delivered') throw refuse(409, RETURN_MESSAGES.notDelivered)
    const delivered = (await deliveredAt(tx, [order.id])).get(order.id)
    if (
      delivered === undefined ||
      !withinReturnWindow(delivered, now.getTime(), returnWindowDays)
    ) {
      throw refuse(409, RETURN_MESSAGES.windowClosed)
    }
    // Read under the order's lock: every earlier request of this order has committed or waits.
    const earlier = await tx
      .select({ index: returnLines.index, quantity: returnLines.quantity, status: returns.status })
      .from(returnLines)
      .innerJoin(returns, eq(returns.id, returnLines.returnId))
      .where(eq(returns.orderId, order.id))
    const left = returnableQuantities(order.items, earlier)
    const held = linesUnderReturn(earlier)
    for (const line of body.lines) {
      if (!order.items[line.index]) throw refuse(400, RETURN_MESSAGES.noLines)
      if (held.has(line.index)) throw refuse(409, RETURN_MESSAGES.lineUnderReturn)
      if (line.quantity > (left[line.index] ?? 0)) throw refuse(409, RETURN_MESSAGES.quantity)
    }
    await checkSizes(tx, order.items, body)
    const refunded = body.lines.filter((line) => !line.exchangeSize)
    const refund = returnRefundKobo(pricingOf(order), refunded, {
      reason: body.reason,
      way: body.way,
      pickupFeeKobo: nairaToKobo(returnPickupFee),
      wholeOrder: isWholeOrder(order.items, refunded),
    })
    const [row] = await tx
      .insert(returns)
      .values({
        orderId: order.id,
        userId,
        reason: body.reason,
        note: body.note ? body.note : null,
        way: body.way,
        feeKobo: refund.feeKobo,
        deliveryRefundKobo: refund.deliveryKobo,
        createdAt: now,
        updatedAt: now,
      })
      .returning()
    if (!row) throw new Error('The return was not recorded')
    await tx.insert(returnLines).values(
      body.lines.map((line) => {
        const item = order.items[line.index] as OrderedItem
        const share = refunded.indexOf(line)
        return {
          returnId: row.id,
          index: line.index,
          productId: item.productId,
          size: item.size,
          quantity: line.quantity,
          exchangeSize: line.exchangeSize || null,
          refundKobo: share >= 0 ? (refund.lines[share] ?? 0) : 0,
        }
      }),
    )
    await holdExchanges(
      tx,
      row.id,
      body.lines.flatMap((line, position) => {
        const item = order.items[line.index]
        return item && line.exchangeSize
          ? [{ productId: item.productId, size: line.exchangeSize, units: line.quantity, position }]
          : []
      }),
      now,
    )
    await recordStep(tx, row, 'requested', { kind: 'shopper', userId }, now)
    await mailShopper(tx, deps, row as ReturnRow, 'requested')
    return row.id
  })
  deps.mail.deliver()
  return id
}
