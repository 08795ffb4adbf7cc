import {
  type AdminReturn,
  koboToNaira,
  type Order,
  type OrderReturn,
  type ReturnEvent,
  returnWindowEnd,
} from '@adire/contract'
import { and, asc, eq, inArray, max, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import type { Database } from '../db/client.ts'
import {
  type OrderedItem,
  orderStatusEvents,
  orders,
  refunds,
  returnEvents,
  returnLines,
  returns,
  users,
} from '../db/schema.ts'
import { REFUND_STATUS } from '../orders/views.ts'

/*
 * How a return reads (docs/product.md §10.7): for the shopper on their order, and for the store
 * team on its list, its page and the team's order. Gathered a page of orders or returns at a
 * time: one statement for the returns, one for their lines, one for their steps.
 */

export type ReturnRow = typeof returns.$inferSelect
type Audience = 'shopper' | 'admin'

/** Who took a step, as each audience reads it (a team member's own name is shown to the team). */
const BY: Record<Audience, Record<string, string>> = {
  shopper: { shopper: 'You', admin: 'Adire', cli: 'Adire' },
  admin: { shopper: 'Customer', cli: 'Command line' },
}

const replacement = alias(orders, 'replacement')

/** What a return refunds in all (kobo): its refunded lines, plus delivery, less the fee. */
export function refundTotalKobo(
  row: Pick<ReturnRow, 'feeKobo' | 'deliveryRefundKobo'>,
  lines: readonly { refundKobo: number; exchangeSize: string | null }[],
): number {
  const items = lines
    .filter((line) => line.exchangeSize === null)
    .reduce((sum, line) => sum + line.refundKobo, 0)
  return Math.max(0, items + row.deliveryRefundKobo - row.feeKobo)
}

/** The returns `where` finds, as `audience` reads them, oldest first, with their order's items. */
export async function readReturns(
  db: Database,
  where: SQL | undefined,
  audience: Audience,
): Promise<(OrderReturn & { row: ReturnRow; items: OrderedItem[] })[]> {
  const found = await db
    .select({
      row: returns,
      items: orders.items,
      refund: { amountKobo: refunds.amountKobo, status: refunds.status },
      replacement: { reference: replacement.reference, orderNumber: replacement.orderNumber },
    })
    .from(returns)
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .leftJoin(refunds, eq(refunds.returnId, returns.id))
    .leftJoin(replacement, eq(replacement.id, returns.replacementOrderId))
    .where(where)
    .orderBy(asc(returns.createdAt), asc(returns.returnNumber))
  if (found.length === 0) return []
  const ids = found.map(({ row }) => row.id)
  const [lines, events] = await Promise.all([
    db
      .select()
      .from(returnLines)
      .where(inArray(returnLines.returnId, ids))
      .orderBy(asc(returnLines.index)),
    db
      .select({ event: returnEvents, name: users.name })
      .from(returnEvents)
      .leftJoin(users, eq(users.id, returnEvents.actorUserId))
      .where(inArray(returnEvents.returnId, ids))
      .orderBy(asc(returnEvents.createdAt), asc(returnEvents.id)),
  ])
  return found.map(({ row, items, refund, replacement: made }) => {
    const own = lines.filter((line) => line.returnId === row.id)
    const timeline: ReturnEvent[] = events
      .filter(({ event }) => event.returnId === row.id)
      .map(({ event, name }) => ({
        step: event.step,
        at: event.createdAt.getTime(),
        by:
          audience === 'admin' && event.actor === 'admin' && name
            ? name
            : (BY[audience][event.actor] ?? 'Adire'),
        ...(event.detail ? { detail: event.detail } : {}),
      }))
    return {
      row,
      items,
      id: row.id,
      returnNumber: row.returnNumber,
      status: row.status,
      reason: row.reason,
      note: row.note,
      way: row.way,
      lines: own.map((line) => ({
        index: line.index,
        name: items[line.index]?.name ?? line.productId,
        productId: line.productId,
        size: line.size,
        quantity: line.quantity,
        exchangeSize: line.exchangeSize,
        condition: line.condition,
        outcome: line.outcome,
        refund: koboToNaira(line.exchangeSize === null ? line.refundKobo : 0),
      })),
      fee: koboToNaira(row.feeKobo),
      deliveryRefund: koboToNaira(row.deliveryRefundKobo),
      refundTotal: koboToNaira(refundTotalKobo(row, own)),
      refund:
        refund && refund.amountKobo !== null && refund.status !== null
          ? {
              amount: koboToNaira(refund.amountKobo),
              status: REFUND_STATUS[refund.status] ?? 'pending',
            }
          : null,
      declineReason: row.declineReason,
      replacement:
        made?.reference && made.orderNumber !== null
          ? { reference: made.reference, orderNumber: made.orderNumber }
          : null,
      createdAt: row.createdAt.getTime(),
      timeline,
    }
  })
}

/** Strips what only the server reads from a return read by `readReturns`. */
export const shown = <T extends { row: unknown; items: unknown }>({
  row: _row,
  items: _items,
  ...rest
}: T) => rest

/** When each order was delivered (its latest Delivered step), epoch ms. */
export async function deliveredAt(
  db: Database,
  orderIds: readonly string[],
): Promise<Map<string, number>> {
  if (orderIds.length === 0) return new Map()
  const rows = await db
    .select({ orderId: orderStatusEvents.orderId, at: max(orderStatusEvents.createdAt) })
    .from(orderStatusEvents)
    .where(
      and(
        inArray(orderStatusEvents.orderId, [...orderIds]),
        eq(orderStatusEvents.status, 'Delivered'),
      ),
    )
    .groupBy(orderStatusEvents.orderId)
  return new Map(rows.flatMap((row) => (row.at ? [[row.orderId, row.at.getTime()]] : [])))
}

/**
 * `orders` with their returns (oldest first) and, for a delivered order within the window,
 * until when a return may be asked for and what the courier's pickup costs (naira), so the
 * shopper's form sums the refund the team will start.
 */
export async function withReturns<T extends Order>(
  db: Database,
  list: T[],
  audience: Audience,
  terms: { windowDays: number; pickupFee: number; now: Date },
): Promise<T[]> {
  if (list.length === 0) return list
  const ids = list.map((order) => order._id)
  const found = await readReturns(db, inArray(returns.orderId, ids), audience)
  const byOrder = new Map<string, OrderReturn[]>()
  for (const one of found) {
    const seen = byOrder.get(one.row.orderId) ?? []
    seen.push(shown(one))
    byOrder.set(one.row.orderId, seen)
  }
  return list.map((order) => {
    const delivered = order.timeline.findLast((entry) => entry.status === 'Delivered')?.at
    const until =
      order.status === 'Delivered' && delivered !== undefined
        ? returnWindowEnd(delivered, terms.windowDays)
        : undefined
    return {
      ...order,
      returns: byOrder.get(order._id) ?? [],
      ...(until !== undefined && terms.now.getTime() <= until
        ? { returnsUntil: until, returnPickupFee: terms.pickupFee }
        : {}),
    }
  })
}

/** Returns as the team lists and opens them, with their order, shopper and zone. */
export async function adminReturns(db: Database, where: SQL | undefined): Promise<AdminReturn[]> {
  const found = await readReturns(db, where, 'admin')
  if (found.length === 0) return []
  const orderIds = [...new Set(found.map(({ row }) => row.orderId))]
  const [ordersFound, delivered] = await Promise.all([
    db
      .select({
        id: orders.id,
        reference: orders.reference,
        orderNumber: orders.orderNumber,
        zone: orders.deliveryZone,
        customer: { id: users.id, name: users.name, email: users.email },
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(inArray(orders.id, orderIds)),
    deliveredAt(db, orderIds),
  ])
  const byId = new Map(ordersFound.map((order) => [order.id, order]))
  return found.flatMap((one) => {
    const order = byId.get(one.row.orderId)
    if (!order) return []
    return [
      {
        ...shown(one),
        order: {
          id: order.id,
          reference: order.reference,
          orderNumber: order.orderNumber,
          deliveredAt: delivered.get(order.id) ?? null,
        },
        customer: order.customer,
        zone: order.zone,
      },
    ]
  })
}
