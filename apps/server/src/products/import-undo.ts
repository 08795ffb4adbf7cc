import { desc, eq, inArray, lt, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import {
  productChanges,
  productImports,
  productImportUndo,
  productStock,
  products,
  stockChanges,
  stockHolds,
} from '../db/schema.ts'
import { catalogueChanged } from './catalogue-version.ts'
import { integerArray, json, sameLevels, stockOf, textArray } from './import-statements.ts'

/*
 * Undoing a products import from what its batches recorded (ADR 035, catalogue-import.ts): when
 * a batch fails, and for an import whose process died before it was saved whole.
 */

/**
 * An import being saved but not heard of for this long has lost its process: its batches, and
 * the pauses between them, take well under a second.
 */
export const IMPORT_STALE_MS = 60_000
/** Products put back, or forgotten, in one transaction. */
export const UNDO_BATCH = 200

export interface UndoOutcome {
  putBack: number
  /** Products changed again since the import saved them: left as they are. */
  left: string[]
}

/**
 * Puts back every product the import saved, newest first, `batch` at a time, each batch with
 * its record in one transaction (so that an undo cut off carries on where it stopped); the
 * catalogue's version then moves. Says how many were put back, and which were left as they
 * are: changed again since the import saved them.
 */
export async function undoImport(
  db: Database,
  importId: string,
  {
    batch = UNDO_BATCH,
    pause = async () => {},
    onProgress,
  }: { batch?: number; pause?: () => Promise<void>; onProgress?: (done: number) => void },
): Promise<UndoOutcome> {
  const outcome: UndoOutcome = { putBack: 0, left: [] }
  for (;;) {
    const more = await db.transaction(async (tx) => {
      const entries = await tx
        .select()
        .from(productImportUndo)
        .where(eq(productImportUndo.importId, importId))
        .orderBy(desc(productImportUndo.id))
        .limit(batch)
        // Two servers starting at once on PostgreSQL may both undo a lost import: each entry
        // is put back by one of them.
        .for('update', { skipLocked: true })
      if (entries.length === 0) return false
      const ids = entries.map((entry) => entry.productId)
      const versions = new Map(
        (
          await tx
            .select({ id: products.id, version: products.version })
            .from(products)
            .where(sql`${products.id} = any(${textArray(ids)})`)
            .for('no key update')
        ).map((row) => [row.id, row.version]),
      )
      const stockNow = await stockOf(tx, ids, true)
      // A shopper paying for a product the import made keeps it: their hold refers to it.
      const createdIds = entries.flatMap((entry) => (entry.before === null ? entry.productId : []))
      const held = new Set(
        createdIds.length === 0
          ? []
          : (
              await tx
                .selectDistinct({ id: stockHolds.productId })
                .from(stockHolds)
                .where(sql`${stockHolds.productId} = any(${textArray(createdIds)})`)
            ).map((row) => row.id),
      )
      const undoable = entries.filter((entry) => {
        const version = versions.get(entry.productId)
        if (version === undefined) return true
        return (
          version === entry.versionAfter &&
          sameLevels(stockNow.get(entry.productId) ?? {}, entry.stockAfter) &&
          !held.has(entry.productId)
        )
      })
      const restored = undoable.filter((entry) => entry.before !== null)
      const deleted = undoable.flatMap((entry) => (entry.before === null ? entry.productId : []))
      if (restored.length > 0) {
        await tx.execute(sql`
          update ${products} p set
            name = r.name, description = r.description, price_kobo = r.price_kobo,
            category = r.category, sizes = r.sizes, images = r.images,
            bestseller = r.bestseller, archived_at = r.archived_at, updated_at = r.updated_at,
            sale_price_kobo = r.sale_price_kobo,
            -- A product saved before drafts existed has no status in its record.
            status = coalesce(r.status, case when r.archived_at is null then 'live' else 'archived' end),
            version = r.version, sold_out = r.sold_out
          from ${productImportUndo} u, jsonb_populate_record(null::products, u.before) r
          where u.id = any(${integerArray(restored.map((entry) => entry.id))})
            and p.id = u.product_id`)
        const restoredIds = restored.map((entry) => entry.productId)
        await tx
          .delete(productStock)
          .where(sql`${productStock.productId} = any(${textArray(restoredIds)})`)
        const stock = restored.flatMap((entry) =>
          Object.entries(entry.stockBefore).map(([size, quantity]) => ({
            product_id: entry.productId,
            size,
            quantity,
          })),
        )
        if (stock.length > 0) {
          await tx.execute(sql`
            insert into ${productStock} (product_id, size, quantity)
            select product_id, size, quantity
            from jsonb_to_recordset(${json(stock)}) as x(product_id text, size text, quantity integer)`)
        }
        await tx
          .delete(productChanges)
          .where(
            sql`${productChanges.id} = any(${integerArray(restored.flatMap((e) => e.changeIds))})`,
          )
        await tx
          .delete(stockChanges)
          .where(
            sql`${stockChanges.id} = any(${integerArray(restored.flatMap((e) => e.stockChangeIds))})`,
          )
      }
      // Their history, stock and cart lines go with them.
      if (deleted.length > 0) {
        await tx.delete(products).where(sql`${products.id} = any(${textArray(deleted)})`)
      }
      await tx
        .delete(productImportUndo)
        .where(sql`${productImportUndo.id} = any(${integerArray(entries.map((e) => e.id))})`)
      await tx
        .update(productImports)
        .set({ aliveAt: sql`now()` })
        .where(eq(productImports.id, importId))
      outcome.putBack += undoable.length
      outcome.left.push(
        ...entries.filter((entry) => !undoable.includes(entry)).map((e) => e.productId),
      )
      return true
    })
    if (!more) break
    onProgress?.(outcome.putBack + outcome.left.length)
    await pause()
  }
  await db.transaction(async (tx) => {
    await tx.delete(productImports).where(eq(productImports.id, importId))
    await catalogueChanged(tx)
  })
  return outcome
}

/** Deletes a saved import's record of what it changed, `batch` rows at a time. */
export async function forget(
  db: Database,
  importId: string,
  batch: number,
  pause: () => Promise<void>,
) {
  for (;;) {
    const gone = await db
      .delete(productImportUndo)
      .where(
        inArray(
          productImportUndo.id,
          db
            .select({ id: productImportUndo.id })
            .from(productImportUndo)
            .where(eq(productImportUndo.importId, importId))
            .limit(batch),
        ),
      )
      .returning({ id: productImportUndo.id })
    if (gone.length === 0) break
    await pause()
  }
  await db.delete(productImports).where(eq(productImports.id, importId))
}

/**
 * Undoes each import left saving by a process that died (not heard of for `staleAfterMs`; 0 for
 * every one, as a server on the embedded database does when it starts: no other process can be
 * saving there), and forgets each one saved whose record was not yet cleared. Says what it put
 * back, for the server's log.
 */
export async function putBackUnfinishedImports(
  db: Database,
  { staleAfterMs = IMPORT_STALE_MS }: { staleAfterMs?: number } = {},
): Promise<{ file: string; outcome: UndoOutcome }[]> {
  const quiet =
    staleAfterMs === 0
      ? undefined
      : lt(productImports.aliveAt, sql`now() - make_interval(secs => ${staleAfterMs / 1000})`)
  const found = await db
    .select({ id: productImports.id, file: productImports.file, state: productImports.state })
    .from(productImports)
    .where(quiet)
  const left = found.filter((one) => one.state === 'saved')
  const unfinished = found.filter((one) => one.state === 'saving')
  for (const saved of left) await forget(db, saved.id, UNDO_BATCH, async () => {})
  const undone: { file: string; outcome: UndoOutcome }[] = []
  for (const { id, file } of unfinished) {
    undone.push({ file, outcome: await undoImport(db, id, {}) })
  }
  return undone
}
