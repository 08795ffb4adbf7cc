import { RETURN_MESSAGES } from '@adire/contract'
import { and, eq } from 'drizzle-orm'
import { HTTPException } from 'hono/http-exception'
import type { Database } from '../db/client.ts'
import { stockHolds } from '../db/schema.ts'
import { FieldRefused } from '../http/errors.ts'
import { keepSoldOut } from '../products/stock.ts'
import { keyOf, lockSizes, moveStock } from '../products/stock-holds.ts'

/*
 * A return's stock (ADR 043): the exchanged sizes held under the return from the moment it is
 * asked for, let go when it is declined or cancelled, sold to the replacement order once; and
 * the items received as new put back. Like every stock move (products/stock-holds.ts), each
 * locks the sizes' `product_stock` rows first, in the database's order, and decides under them.
 */

/** An exchange's hold ends when the return does, never by itself. */
const HELD_UNTIL_ENDED = new Date(Date.UTC(9999, 0, 1))

/** Units of one size. */
export interface SizeUnits {
  productId: string
  size: string
  units: number
}

/** An exchange's units, and which line of the shopper's request asked for them. */
export interface RequestedUnits extends SizeUnits {
  /** Its position in the request's `lines`: a sold-out answer names that line's field. */
  position: number
}

function bySize(lines: readonly SizeUnits[]): SizeUnits[] {
  const summed = new Map<string, SizeUnits>()
  for (const line of lines) {
    const key = keyOf(line.productId, line.size)
    const seen = summed.get(key)
    if (seen) seen.units += line.units
    else summed.set(key, { ...line })
  }
  return [...summed.values()]
}

/**
 * The size is not free. Told at the request's line when there is one (the shopper's form then
 * turns only that line to a refund).
 */
const soldOut = (position?: number) =>
  position === undefined
    ? new HTTPException(409, { message: RETURN_MESSAGES.soldOut })
    : new FieldRefused(409, RETURN_MESSAGES.soldOut, `lines.${position}.exchangeSize`)

/**
 * In the transaction that records the return: holds each exchange's size for the return, if
 * free; refuses the whole return with `RETURN_MESSAGES.soldOut` otherwise. A size the store
 * does not count is never short, and not held.
 */
export async function holdExchanges(
  tx: Database,
  returnId: string,
  lines: readonly RequestedUnits[],
  now: Date,
): Promise<void> {
  const sizes = bySize(lines)
  const counted = await lockSizes(tx, sizes, now)
  const held = sizes.filter((line) => counted.has(keyOf(line.productId, line.size)))
  for (const line of held) {
    if (line.units > (counted.get(keyOf(line.productId, line.size))?.free ?? 0)) {
      const first = lines.find(
        (one) => keyOf(one.productId, one.size) === keyOf(line.productId, line.size),
      )
      throw soldOut(first?.position)
    }
  }
  if (held.length === 0) return
  await tx.insert(stockHolds).values(
    held.map((line) => ({
      returnId,
      productId: line.productId,
      size: line.size,
      units: line.units,
      expiresAt: HELD_UNTIL_ENDED,
      createdAt: now,
    })),
  )
}

/** Lets the return's exchange holds go (declined, cancelled): their units are free again. */
export async function releaseExchanges(tx: Database, returnId: string): Promise<number> {
  const released = await tx
    .update(stockHolds)
    .set({ state: 'released' })
    .where(and(eq(stockHolds.returnId, returnId), eq(stockHolds.state, 'held')))
    .returning({ id: stockHolds.id })
  return released.length
}

/**
 * In the transaction that makes the replacement order: its held units are sold to it, once
 * (the hold moves from `held` to `sold` and names the order, so cancelling the replacement gives
 * them back as any order's). The stock is taken down with the order's reference.
 */
export async function sellExchanges(
  tx: Database,
  returnId: string,
  order: { id: string; reference: string },
  now: Date,
): Promise<void> {
  const holds = await tx
    .select()
    .from(stockHolds)
    .where(and(eq(stockHolds.returnId, returnId), eq(stockHolds.state, 'held')))
  const sizes = bySize(holds)
  const counted = await lockSizes(tx, sizes, now)
  // The team may have counted less than is held since: the replacement cannot ship what is not there.
  for (const line of sizes) {
    const stock = counted.get(keyOf(line.productId, line.size))
    if (stock && stock.quantity < line.units) throw soldOut()
  }
  await tx
    .update(stockHolds)
    .set({ state: 'sold', orderId: order.id })
    .where(and(eq(stockHolds.returnId, returnId), eq(stockHolds.state, 'held')))
  const tracked = sizes.filter((line) => counted.has(keyOf(line.productId, line.size)))
  for (const line of tracked) await moveStock(tx, line, -line.units, 'sold', order.reference)
  await keepSoldOut(tx, [...new Set(tracked.map((line) => line.productId))])
}

/** Items received as new go back to stock (sizes the store counts), in the return's name. */
export async function restock(
  tx: Database,
  lines: readonly SizeUnits[],
  label: string,
  now: Date,
): Promise<void> {
  const sizes = bySize(lines)
  const counted = await lockSizes(tx, sizes, now)
  const tracked = sizes.filter((line) => counted.has(keyOf(line.productId, line.size)))
  for (const line of tracked) await moveStock(tx, line, line.units, 'returned', label)
  await keepSoldOut(tx, [...new Set(tracked.map((line) => line.productId))])
}
