import { DEFAULT_STORE_SETTINGS, MINUTE_MS } from '@adire/contract'
import { and, eq, gt, inArray, lt, sql } from 'drizzle-orm'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/client.ts'
import { productStock, stockChanges, stockHolds } from '../db/schema.ts'
import type { SettingsSource } from '../store/settings.ts'
import { PRODUCT_ID } from './catalogue-actor.ts'
import { keepSoldOut } from './stock.ts'
import {
  availabilityStatement,
  freeStatement,
  holdStatement,
  lockStatement,
  sizeArrays,
} from './stock-statements.ts'

/*
 * Units held while a shopper pays, and sold once (docs/product.md §11.6, ADR 025). Whatever
 * changes what a size can sell locks that size's `product_stock` row first, sizes in one order
 * (product id, then size), and decides under the lock: no check-then-act gap on any number of
 * servers, and no deadlock between two checkouts of the same sizes. A size the store does not
 * count has no row: it is never held, and never short.
 */

/** How long a payment holds its units unless the store says otherwise: Paystack's window. */
export const DEFAULT_HOLD_MS = DEFAULT_STORE_SETTINGS.paymentHoldMinutes * MINUTE_MS

/** An ordered line, as holds and sales read it. */
export interface StockLine {
  productId: string
  name: string
  size: string
  quantity: number
}

/** A line that does not fit what is left: its product's name and size, and the units left. */
export class StockShort extends Error {
  override name = 'StockShort'
  constructor(
    readonly product: string,
    readonly size: string,
    readonly units: number,
  ) {
    super(`Only ${units} left of ${product} in size ${size}`)
  }
}

interface SizeUnits {
  productId: string
  /** The product's name, for a refusal; absent where none is made. */
  name?: string
  size: string
  units: number
}

/** One key per product and size, for maps of sizes. */
export const keyOf = (productId: string, size: string) => `${productId}\u0000${size}`

/**
 * One entry per product and size (an order may list one twice). Their locks are taken in the
 * database's own order of (product, size) (`stock_lock`), whatever the order here.
 */
function bySize(lines: readonly Omit<StockLine, 'name'>[] | readonly StockLine[]): SizeUnits[] {
  const summed = new Map<string, SizeUnits>()
  for (const line of lines) {
    const key = keyOf(line.productId, line.size)
    const seen = summed.get(key)
    if (seen) seen.units += line.quantity
    else summed.set(key, { ...line, units: line.quantity })
  }
  return [...summed.values()]
}

/** Holds that count now: held, not expired. */
const countingHolds = (now: Date) =>
  and(eq(stockHolds.state, 'held'), gt(stockHolds.expiresAt, now))

/**
 * Locks the counted sizes among `sizes` and says, for each, its units in stock and how many of
 * them are free: not held by another order's payment. Sizes not counted are absent.
 */
export async function lockSizes(
  tx: Database,
  sizes: readonly SizeUnits[],
  now: Date,
  exceptOrder?: string,
): Promise<Map<string, { quantity: number; free: number }>> {
  const counted = new Map<string, { quantity: number; free: number }>()
  if (sizes.length === 0) return counted
  const given = sizeArrays(sizes)
  // No size counted (the store counts none of them): nothing to read.
  if ((await lockStatement(tx, given)).length === 0) return counted
  const rows = await freeStatement(tx, {
    ...given,
    now: now.toISOString(),
    exceptOrder: exceptOrder ?? null,
  })
  for (const row of rows) {
    counted.set(keyOf(row.product_id, row.size), { quantity: row.quantity, free: row.free })
  }
  return counted
}

/**
 * Records a move of a size's stock made by an order or a return (sold, returned), as the team's
 * are: `by` is the order's reference or the return's number.
 */
export async function moveStock(
  tx: Database,
  line: SizeUnits,
  delta: number,
  reason: 'sold' | 'returned',
  reference: string,
) {
  const [row] = await tx
    .update(productStock)
    .set({ quantity: sql`${productStock.quantity} + ${delta}` })
    .where(and(eq(productStock.productId, line.productId), eq(productStock.size, line.size)))
    .returning({ quantity: productStock.quantity })
  if (!row) return
  await tx.insert(stockChanges).values({
    productId: line.productId,
    size: line.size,
    delta,
    quantity: row.quantity,
    reason,
    changedBy: reference,
  })
}

export interface StockHoldDependencies {
  clock: Clock
  /** The payment hold time and the low-stock threshold. */
  settings: SettingsSource
}

/** Holding, selling and giving back an order's units. */
export class StockHolds {
  constructor(private readonly deps: StockHoldDependencies) {}

  /** How long a payment holds its units now. */
  get holdMs(): number {
    return Math.round(this.deps.settings.current().paymentHoldMinutes * MINUTE_MS)
  }

  /** The time holds are judged at (a test's clock in tests). */
  now(): Date {
    return this.deps.clock.now()
  }

  /**
   * In the transaction that starts a payment (placing the order, paying again, once any hold
   * of its last attempt is released): holds the order's counted units for the payment window.
   * Throws `StockShort` (the caller's transaction then records nothing) when a line asks for
   * more than is free.
   */
  async hold(tx: Database, orderId: string, lines: readonly StockLine[]): Promise<void> {
    const sizes = bySize(lines)
    if (sizes.length === 0) return
    const now = this.deps.clock.now()
    const given = sizeArrays(sizes)
    // No size counted (the store counts none of them): nothing to hold.
    if ((await lockStatement(tx, given)).length === 0) return
    // A statement of its own, after the lock: its snapshot sees the holds of every checkout
    // that held these sizes before (one statement would read the holds as they were before it
    // waited for the lock).
    const [short] = await holdStatement(tx, {
      ...given,
      units: sizes.map((line) => line.units),
      orderId,
      now: now.toISOString(),
      expiresAt: new Date(now.getTime() + this.holdMs).toISOString(),
      exceptOrder: null,
    })
    if (short) {
      const line = sizes.find((s) => s.productId === short.product_id && s.size === short.size)
      throw new StockShort(line?.name ?? short.product_id, short.size, Math.max(0, short.free))
    }
  }

  /**
   * In the transaction that confirms the order's payment (exactly once): sells its counted
   * units. Its own hold, expired or not, counts as free for it; units another order holds or
   * bought meanwhile do not. Says whether everything was there: if not, nothing is sold, and
   * the caller refunds the payment.
   */
  async sell(
    tx: Database,
    order: { id: string; reference: string; lines: readonly StockLine[] },
  ): Promise<boolean> {
    const now = this.deps.clock.now()
    const sizes = bySize(order.lines)
    const counted = await lockSizes(tx, sizes, now, order.id)
    const tracked = sizes.filter((line) => counted.has(keyOf(line.productId, line.size)))
    const fits = tracked.every(
      (line) => line.units <= (counted.get(keyOf(line.productId, line.size))?.free ?? 0),
    )
    if (!fits) {
      await this.release(tx, order.id)
      return false
    }
    const sold = await tx
      .update(stockHolds)
      .set({ state: 'sold' })
      .where(and(eq(stockHolds.orderId, order.id), eq(stockHolds.state, 'held')))
      .returning({ productId: stockHolds.productId, size: stockHolds.size })
    const covered = new Set(sold.map((hold) => keyOf(hold.productId, hold.size)))
    // A line with no hold left (the reconciler let an expired one go, or its size was counted
    // only after the order was placed) is recorded as sold all the same, so a cancellation can
    // give its units back.
    const unheld = tracked.filter((line) => !covered.has(keyOf(line.productId, line.size)))
    if (unheld.length > 0) {
      await tx.insert(stockHolds).values(
        unheld.map((line) => ({
          orderId: order.id,
          productId: line.productId,
          size: line.size,
          units: line.units,
          state: 'sold' as const,
          expiresAt: now,
          createdAt: now,
        })),
      )
    }
    for (const line of tracked) await moveStock(tx, line, -line.units, 'sold', order.reference)
    await keepSoldOut(tx, [...new Set(tracked.map((line) => line.productId))])
    return true
  }

  /**
   * In the transaction that cancels the order: a paid order's units go back to stock (sizes the
   * store still counts), an unpaid one's hold is let go.
   */
  async giveBack(tx: Database, order: { id: string; reference: string }): Promise<void> {
    await this.release(tx, order.id)
    const returned = await tx
      .update(stockHolds)
      .set({ state: 'returned' })
      .where(and(eq(stockHolds.orderId, order.id), eq(stockHolds.state, 'sold')))
      .returning({
        productId: stockHolds.productId,
        size: stockHolds.size,
        units: stockHolds.units,
      })
    if (returned.length === 0) return
    const sizes = bySize(returned.map((hold) => ({ ...hold, quantity: hold.units })))
    await lockStatement(tx, sizeArrays(sizes))
    for (const line of sizes) await moveStock(tx, line, line.units, 'returned', order.reference)
    await keepSoldOut(tx, [...new Set(sizes.map((line) => line.productId))])
  }

  /** Lets go of the order's hold (its units were free again once it expired anyway). */
  async release(db: Database, orderId: string): Promise<void> {
    await db
      .update(stockHolds)
      .set({ state: 'released' })
      .where(and(eq(stockHolds.orderId, orderId), eq(stockHolds.state, 'held')))
  }

  /**
   * For the record: marks holds past their window released (the reconciler's run). Their
   * units stopped counting when they expired; a payment that lands later is still sold what is
   * free then.
   */
  async releaseExpired(db: Database): Promise<number> {
    const released = await db
      .update(stockHolds)
      .set({ state: 'released' })
      .where(and(eq(stockHolds.state, 'held'), lt(stockHolds.expiresAt, this.deps.clock.now())))
      .returning({ id: stockHolds.id })
    return released.length
  }

  /**
   * The units free to sell of a product's counted sizes (in stock, less what payments hold).
   * Read without locks: what a shopper is shown, which the checkout's locked check confirms.
   */
  async free(db: Database, productId: string, sizes?: readonly string[]) {
    const now = this.deps.clock.now()
    const held = db
      .select({
        size: stockHolds.size,
        units: sql<number>`sum(${stockHolds.units})`.as('units'),
      })
      .from(stockHolds)
      .where(and(eq(stockHolds.productId, productId), countingHolds(now)))
      .groupBy(stockHolds.size)
      .as('held')
    const rows = await db
      .select({
        size: productStock.size,
        free: sql<number>`(${productStock.quantity} - coalesce(${held.units}, 0))::int`,
      })
      .from(productStock)
      .leftJoin(held, eq(held.size, productStock.size))
      .where(
        and(
          eq(productStock.productId, productId),
          sizes ? inArray(productStock.size, [...sizes]) : undefined,
        ),
      )
    return new Map(rows.map((row) => [row.size, Math.max(0, Number(row.free))]))
  }

  /**
   * What a shopper is told of a product's sizes: those at or below the low-stock threshold.
   * Undefined when no product on sale has this id.
   */
  async scarce(db: Database, productId: string): Promise<Record<string, number> | undefined> {
    if (!PRODUCT_ID.test(productId)) return undefined
    const rows = await availabilityStatement(db, {
      productId,
      now: this.deps.clock.now().toISOString(),
      exceptOrder: null,
    })
    if (rows.length === 0) return undefined
    const scarce: Record<string, number> = {}
    for (const { size, free } of rows) {
      if (size === null) continue
      const units = Math.max(0, free)
      if (units <= this.deps.settings.current().lowStockThreshold) scarce[size] = units
    }
    return scarce
  }
}
