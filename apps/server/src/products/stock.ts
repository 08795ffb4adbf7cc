import {
  HISTORY_SHOWN,
  PRODUCT_MESSAGES,
  type ProductStockResponse,
  STOCK_MESSAGES,
  type StockChange,
  type StockLevels,
  type StockReason,
} from '@adire/contract'
import { and, desc, eq, gt, inArray, notInArray, sql } from 'drizzle-orm'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/client.ts'
import { productStock, products, stockChanges, stockHolds } from '../db/schema.ts'
import { FieldRefused } from '../http/errors.ts'
import type { SettingsSource } from '../store/settings.ts'
import { type CatalogueActor, PRODUCT_ID, whoChanges } from './catalogue-actor.ts'
import { catalogueChanged } from './catalogue-version.ts'

/**
 * The stock the store team keeps (docs/product.md §11.6): the units in stock of each size it
 * counts, set with why, every change recorded with who and the result. A size the team has
 * never counted has no row: it is not tracked, and always available. Knows nothing of HTTP:
 * refusals are `FieldRefused` naming the field.
 */
export class ProductStock {
  constructor(
    private readonly db: Database,
    private readonly clock: Clock,
    /** The store's low-stock threshold, which the answers carry for the store team's screen. */
    private readonly settings: SettingsSource,
  ) {}

  /** Each product's counted sizes and their units, by product id. */
  async levels(productIds: readonly string[], db: Database = this.db) {
    const levels = new Map<string, StockLevels>()
    if (productIds.length === 0) return levels
    const rows = await db
      .select()
      .from(productStock)
      .where(inArray(productStock.productId, [...productIds]))
    for (const row of rows) {
      levels.set(row.productId, { ...levels.get(row.productId), [row.size]: row.quantity })
    }
    return levels
  }

  /** The product's stock and its newest changes; undefined when no product has this id. */
  async get(id: string, db: Database = this.db): Promise<ProductStockResponse | undefined> {
    if (!PRODUCT_ID.test(id)) return undefined
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, id))
    if (!product) return undefined
    const history = await db
      .select()
      .from(stockChanges)
      .where(eq(stockChanges.productId, id))
      .orderBy(desc(stockChanges.id))
      .limit(HISTORY_SHOWN)
    const stock = (await this.levels([id], db)).get(id) ?? {}
    return {
      success: true,
      stock,
      held: await heldNow(db, id, this.clock.now()),
      lowStockThreshold: this.settings.current().lowStockThreshold,
      history: history.map(
        (change): StockChange => ({
          size: change.size,
          delta: change.delta,
          quantity: change.quantity,
          reason: change.reason as StockChange['reason'],
          by: change.changedBy,
          at: change.createdAt.getTime(),
        }),
      ),
    }
  }

  /** Sets the units in stock of some sizes, in one transaction; see `setIn`. */
  async set(
    id: string,
    stock: StockLevels,
    reason: StockReason,
    actor: CatalogueActor,
  ): Promise<ProductStockResponse> {
    return this.db.transaction(async (tx) => {
      await this.setIn(tx, id, stock, reason, actor)
      const saved = await this.get(id, tx)
      if (!saved) throw new Error(`Product ${id} is gone while its stock was set`)
      return saved
    })
  }

  /**
   * Sets the units in stock of some of the product's sizes inside `tx`, recording each size
   * whose units change (or that is counted for the first time). The product's row is locked
   * first, so two changes of one product's stock are made one after the other. Says how many
   * sizes changed.
   */
  async setIn(
    tx: Database,
    id: string,
    stock: StockLevels,
    reason: StockReason,
    actor: CatalogueActor,
  ): Promise<number> {
    const [product] = PRODUCT_ID.test(id)
      ? await tx
          .select({ sizes: products.sizes })
          .from(products)
          .where(eq(products.id, id))
          // Not FOR UPDATE: a checkout holding this product's sizes takes the row's key-share
          // lock (its holds refer to the product), which must not wait on a count.
          .for('no key update')
      : []
    if (!product) throw new FieldRefused(404, PRODUCT_MESSAGES.notFound, 'id')
    const unknown = Object.keys(stock).find((size) => !product.sizes.includes(size))
    if (unknown !== undefined) {
      throw new FieldRefused(400, STOCK_MESSAGES.unknownSize(unknown), 'stock')
    }
    const before = (await this.levels([id], tx)).get(id) ?? {}
    const changed = Object.entries(stock).filter(([size, units]) => before[size] !== units)
    if (changed.length === 0) return 0
    const { changedBy, userId } = await whoChanges(tx, actor)
    await lockCountedSizes(tx, id)
    for (const [size, quantity] of changed) {
      await tx
        .insert(productStock)
        .values({ productId: id, size, quantity })
        .onConflictDoUpdate({
          target: [productStock.productId, productStock.size],
          set: { quantity },
        })
    }
    await tx.insert(stockChanges).values(
      changed.map(([size, quantity]) => ({
        productId: id,
        size,
        delta: quantity - (before[size] ?? 0),
        quantity,
        reason,
        changedBy,
        userId,
      })),
    )
    await keepSoldOut(tx, [id])
    return changed.length
  }
}

/**
 * Keeps each product's "Sold out" true to its stock (inside the change of stock): every size
 * counted and none with a unit left. When it turns, the catalogue's version moves, so every
 * server's lists and pages show it within the watch's interval (ADR 024); unless
 * `moveVersion` is false, as for an import's batches, whose import moves it once at its end
 * (ADR 035) rather than making every server read the whole catalogue again at each batch.
 */
export async function keepSoldOut(
  tx: Database,
  productIds: readonly string[],
  { moveVersion = true }: { moveVersion?: boolean } = {},
): Promise<void> {
  if (productIds.length === 0) return
  const soldOut = sql`(cardinality(${products.sizes}) > 0 and not exists (
    select 1 from unnest(${products.sizes}) as offered(size)
    where not exists (
      select 1 from ${productStock}
      where ${productStock.productId} = ${products.id}
        and ${productStock.size} = offered.size and ${productStock.quantity} = 0
    )
  ))`
  const turned = await tx
    .update(products)
    .set({ soldOut })
    .where(and(inArray(products.id, [...productIds]), sql`${products.soldOut} <> ${soldOut}`))
    .returning({ id: products.id })
  if (turned.length > 0 && moveVersion) await catalogueChanged(tx)
}

/**
 * Forgets the stock of sizes a product no longer has (inside the save that took them off): a
 * size added again later starts uncounted rather than with an old count.
 */
export async function dropUncountedSizes(tx: Database, id: string, sizes: readonly string[]) {
  await lockCountedSizes(tx, id)
  await tx
    .delete(productStock)
    .where(and(eq(productStock.productId, id), notInArray(productStock.size, [...sizes])))
  await keepSoldOut(tx, [id])
}

/**
 * Locks a product's counted sizes in the order every checkout takes them (stock-holds.ts), so
 * that the store team's change and a checkout wait for one another instead of deadlocking.
 */
async function lockCountedSizes(tx: Database, id: string) {
  await tx
    .select({ size: productStock.size })
    .from(productStock)
    .where(eq(productStock.productId, id))
    .orderBy(productStock.productId, productStock.size)
    .for('update')
}

/** Units of each counted size held now by payments in progress (their holds not run out). */
async function heldNow(db: Database, id: string, now: Date): Promise<StockLevels> {
  const rows = await db
    .select({ size: stockHolds.size, units: sql<number>`sum(${stockHolds.units})::int` })
    .from(stockHolds)
    .where(
      and(
        eq(stockHolds.productId, id),
        eq(stockHolds.state, 'held'),
        gt(stockHolds.expiresAt, now),
      ),
    )
    .groupBy(stockHolds.size)
  return Object.fromEntries(rows.map((row) => [row.size, Number(row.units)]))
}
