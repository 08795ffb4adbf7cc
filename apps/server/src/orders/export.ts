import {
  exportRange,
  lagosDateTime,
  type OrdersExportQuery,
  RETURN_STATUS_LABELS,
  returnLabel,
} from '@adire/contract'
import { and, asc, eq, gte, lt, type SQL, sql } from 'drizzle-orm'
import { nairaCell } from '../csv/naira.ts'
import { writeCsv } from '../csv/write.ts'
import type { Database } from '../db/client.ts'
import { orders, returnLines, returns, users } from '../db/schema.ts'
import { ERASED_PASSWORD_HASH } from '../users/data-rights.ts'

/*
 * The orders export for the store's accountant (docs/product.md §11.12): the orders placed in a
 * range of Lagos days that took money (paid, or paid and then refunded), a row per order line.
 * What belongs to the line (product, size, quantity, unit price, line total) is on every row, as
 * are the order's reference, date, status and customer, so the file filters by any of them. The
 * order's own money (delivery fee, total, paid, refunded) is on its first row only, so that a
 * spreadsheet's SUM of a column is the range's figure. Money in naira with two decimals, added
 * up in kobo from what the store recorded.
 */

/*
 * An order's money in kobo, for a select from `orders`: every payment that arrived for it, and
 * every refund of it. The subqueries name the outer row as `"orders"."id"`: drizzle leaves a
 * one-table select's columns unqualified, and a bare `id` inside would be the refund's own.
 */
export const orderPaidKobo = () =>
  sql<number>`coalesce((select sum(p.amount_kobo) from payments p where p.order_id = "orders"."id"), 0)`.mapWith(
    Number,
  )
export const orderRefundedKobo = () =>
  sql<number>`coalesce((select sum(r.amount_kobo) from refunds r where r.order_id = "orders"."id"), 0)`.mapWith(
    Number,
  )

/** The orders CSV's columns, in this order. */
export const ORDER_CSV_COLUMNS = [
  'order_number',
  'reference',
  'date',
  'status',
  'test_payment',
  'customer',
  'email',
  'phone',
  'state',
  'zone',
  'delivery_fee',
  'product_id',
  'product',
  'size',
  'quantity',
  'unit_price',
  'line_total',
  'order_total',
  'paid',
  'refunded',
  'returns',
] as const

/**
 * Each order line's returns (§10.7), as its `returns` cell reads them: `1 in R1001 (Return
 * complete)`, several joined with `; `. Keyed by the order's id and the line's position; the
 * orders are the export's own (`filters`), read in one statement whatever their number.
 */
async function lineReturns(db: Database, filters: SQL[]): Promise<Map<string, string>> {
  const rows = await db
    .select({
      orderId: returns.orderId,
      index: returnLines.index,
      quantity: returnLines.quantity,
      returnNumber: returns.returnNumber,
      status: returns.status,
    })
    .from(returnLines)
    .innerJoin(returns, eq(returns.id, returnLines.returnId))
    .innerJoin(orders, eq(orders.id, returns.orderId))
    .where(and(...filters))
    .orderBy(asc(returns.returnNumber))
  const cells = new Map<string, string>()
  for (const row of rows) {
    const key = `${row.orderId}:${row.index}`
    const told = `${row.quantity} in ${returnLabel(row.returnNumber)} (${RETURN_STATUS_LABELS[row.status]})`
    const before = cells.get(key)
    cells.set(key, before ? `${before}; ${told}` : told)
  }
  return cells
}

/** The orders of `range` as CSV, oldest first, and how many orders it holds. */
export async function ordersCsv(
  db: Database,
  range: OrdersExportQuery,
): Promise<{ csv: string; orders: number; lines: number }> {
  const { start, end } = exportRange(range)
  const filters: SQL[] = [
    sql`exists (select 1 from payments p where p.order_id = "orders"."id")`,
    ...(start === undefined ? [] : [gte(orders.createdAt, new Date(start))]),
    ...(end === undefined ? [] : [lt(orders.createdAt, new Date(end))]),
  ]
  const rows = await db
    .select({
      order: orders,
      name: users.name,
      email: users.email,
      deleted: sql<boolean>`${users.passwordHash} = ${ERASED_PASSWORD_HASH}`,
      paidKobo: orderPaidKobo(),
      refundedKobo: orderRefundedKobo(),
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(...filters))
    .orderBy(asc(orders.createdAt), asc(orders.orderNumber))
  const returned = await lineReturns(db, filters)
  const cells: string[][] = [[...ORDER_CSV_COLUMNS]]
  for (const { order, name, email, deleted, paidKobo, refundedKobo } of rows) {
    const erased = Boolean(deleted)
    order.items.forEach((item, index) => {
      const first = index === 0
      cells.push([
        String(order.orderNumber),
        order.reference,
        lagosDateTime(order.createdAt.getTime()),
        order.status,
        order.testPayment ? 'yes' : 'no',
        name,
        erased ? '' : email,
        erased ? '' : order.address.phone,
        order.address.state,
        order.deliveryZone ?? '',
        first ? nairaCell(order.deliveryFeeKobo) : '',
        item.productId,
        item.name,
        item.size,
        String(item.quantity),
        nairaCell(item.priceKobo),
        nairaCell(item.priceKobo * item.quantity),
        first ? nairaCell(order.amountKobo) : '',
        first ? nairaCell(paidKobo) : '',
        first ? nairaCell(refundedKobo) : '',
        returned.get(`${order.id}:${index}`) ?? '',
      ])
    })
  }
  return { csv: writeCsv(cells), orders: rows.length, lines: cells.length - 1 }
}
