import type { ProductDraft, ProductFieldChange, StockLevels } from '@adire/contract'
import { eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { isUniqueViolation } from '../db/errors.ts'
import {
  departments,
  productChanges,
  productImports,
  productImportUndo,
  productStock,
  products,
  stockChanges,
} from '../db/schema.ts'
import { catalogueChanged } from './catalogue-version.ts'
import { json, rowsOf, stockOf, textArray } from './import-statements.ts'
import {
  forget,
  IMPORT_STALE_MS,
  putBackUnfinishedImports,
  UNDO_BATCH,
  type UndoOutcome,
  undoImport,
} from './import-undo.ts'
import {
  changesBetween,
  draftValues,
  fieldValues,
  type ProductRow,
  type SettledDraft,
  settle,
} from './product-fields.ts'
import { productColumns } from './product-rows.ts'
import { keepSoldOut } from './stock.ts'

/*
 * A products import saved a batch at a time (ADR 035). The embedded database has one session:
 * while a transaction runs, every request waits for it, so an import saved in one transaction
 * held the store for as long as it took (161 s for 10,000 rows). Here each batch of rows is a
 * short transaction of its own, and what it changed is kept beside it (`product_import_undo`,
 * in the same transaction): an import that fails part-way, or whose process dies, is undone
 * from there, so that in the end it is saved whole or not at all. The catalogue's version moves
 * once, when the import is saved or undone, so that every server drops its cached pages then.
 */

/** Who the import's changes are recorded as: the command line, as the editor records it. */
const BY = 'command line'

/** A checked row of an import (admin/products-import.ts), as it is to be saved. */
export interface ImportRow {
  line: number
  /** The product's id: the row's, or the one made from its name for a new product. */
  id: string
  /** True when no product had the id at the check: the row makes a new one. */
  creates: boolean
  draft: ProductDraft
  /** The units in stock the row counts (its sizes not named there are left as they are). */
  stock: StockLevels | undefined
}

export interface ImportCounts {
  created: number
  updated: number
  unchanged: number
}

/** Why an import stopped short: it is undone, and the store team is told this. */
export class ImportStopped extends Error {
  constructor(
    message: string,
    /** The line of the row being saved when it stopped. */
    readonly line: number,
  ) {
    super(message)
  }
}

/** What saving a row changes in its product as it is now. */
export interface RowChange {
  action: keyof ImportCounts
  /** Each field's change, for the product's history (none for a product created). */
  changes: ProductFieldChange[]
  /** The sizes whose units the row sets to another number. */
  counted: [size: string, units: number][]
  /** Counted sizes the product no longer has: their counts go. */
  dropped: string[]
  /** The counted sizes as the row leaves them. */
  stockAfter: StockLevels
  /** The row's fields as saved: its status and sale price settled against the product's. */
  settled: SettledDraft
}

/**
 * What a row changes in its product (`current`, undefined for a new one) and its counted sizes
 * (`stockNow`), as the editor and the stock panel would change them.
 */
export function rowChange(
  current: ProductRow | undefined,
  stockNow: StockLevels,
  row: Pick<ImportRow, 'draft' | 'stock'>,
): RowChange {
  const settled = settle(row.draft, current)
  const changes = current ? changesBetween(fieldValues(current), draftValues(settled)) : []
  const sizesChanged = changes.some((change) => change.field === 'sizes')
  const dropped = sizesChanged
    ? Object.keys(stockNow).filter((size) => !row.draft.sizes.includes(size))
    : []
  const stockAfter: StockLevels = { ...stockNow }
  for (const size of dropped) delete stockAfter[size]
  const counted = Object.entries(row.stock ?? {}).filter(
    ([size, units]) => stockAfter[size] !== units,
  )
  for (const [size, units] of counted) stockAfter[size] = units
  const action = !current
    ? 'created'
    : changes.length > 0 || counted.length > 0
      ? 'updated'
      : 'unchanged'
  return { action, changes, counted, dropped, stockAfter, settled }
}

/** The ids a history insert answered, by product. */
function idsByProduct(rows: readonly { id: number; product_id: string }[]) {
  const ids = new Map<string, number[]>()
  for (const { id, product_id } of rows) ids.set(product_id, [...(ids.get(product_id) ?? []), id])
  return ids
}

/** An import of `file` being saved, from `begin` to `finish`, or `undo`. */
export class CatalogueImport {
  private constructor(
    private readonly db: Database,
    readonly id: string,
  ) {}

  /**
   * Starts saving an import: one at a time. An import left unfinished by a process that died
   * (not heard of for `staleAfterMs`) is undone first; one still being saved refuses this one.
   */
  static async begin(
    db: Database,
    file: string,
    { staleAfterMs = IMPORT_STALE_MS }: { staleAfterMs?: number } = {},
  ): Promise<CatalogueImport> {
    await putBackUnfinishedImports(db, { staleAfterMs })
    try {
      const [started] = await db
        .insert(productImports)
        .values({ file })
        .returning({ id: productImports.id })
      if (!started) throw new Error('The import was not recorded')
      return new CatalogueImport(db, started.id)
    } catch (error) {
      if (!isUniqueViolation(error)) throw error
      const [other] = await db
        .select({ file: productImports.file })
        .from(productImports)
        .where(eq(productImports.state, 'saving'))
      throw new ImportStopped(
        `Another products import (${other?.file ?? 'another file'}) is being saved: wait until it ends, then import again.`,
        0,
      )
    }
  }

  /**
   * Saves `rows` in one transaction, recording what each product was before, and says what
   * changed. A row whose product is not as the check found it (a product made meanwhile with
   * the id a new one was to have) stops the import.
   */
  async save(rows: readonly ImportRow[]): Promise<ImportCounts> {
    return this.db.transaction(async (tx) => {
      const counts: ImportCounts = { created: 0, updated: 0, unchanged: 0 }
      const ids = rows.map((row) => row.id)
      const saved = rows.filter((row) => !row.creates).map((row) => row.id)
      // Locked as the editor locks a product it saves: a checkout's holds do not wait on it.
      const found =
        saved.length === 0
          ? []
          : await tx
              .select({
                ...productColumns,
                before: sql<
                  Record<string, unknown>
                >`to_jsonb(${products}) - 'search_vector' - 'search_name'`,
              })
              .from(products)
              .where(sql`${products.id} = any(${textArray(saved)})`)
              .for('no key update')
      const current = new Map(found.map((row) => [row.id, row]))
      const stockNow = await stockOf(tx, ids, true)

      const planned = rows.map((row) => {
        const now = current.get(row.id)
        if (!row.creates && !now) {
          throw new ImportStopped(`product ${row.id} is no longer in the store`, row.line)
        }
        return { row, now, ...rowChange(now, stockNow.get(row.id) ?? {}, row) }
      })
      for (const plan of planned) counts[plan.action] += 1
      const touched = planned.filter((plan) => plan.action !== 'unchanged')
      if (touched.length === 0) return counts
      // Each department the rows put products in is held until the batch is saved, so that it
      // is not removed meanwhile (departments.ts); one removed since the check stops the import.
      const categories = [...new Set(touched.map((plan) => plan.settled.category))]
      const held = await tx
        .select({ id: departments.id })
        .from(departments)
        .where(sql`${departments.id} = any(${textArray(categories)})`)
        .for('key share')
      const gone = touched.find((plan) => !held.some((d) => d.id === plan.settled.category))
      if (gone) {
        throw new ImportStopped(
          `the department ${gone.settled.category} was removed while the import was being saved`,
          gone.row.line,
        )
      }
      const created = touched.filter((plan) => plan.action === 'created')
      const changed = touched.filter((plan) => plan.changes.length > 0)
      const fields = ({ row, settled }: (typeof touched)[number]) => {
        const { priceKobo, salePriceKobo, ...draft } = settled
        return { ...draft, id: row.id, price_kobo: priceKobo, sale_price_kobo: salePriceKobo }
      }
      const DRAFT = sql`id text, name text, description text, category text, price_kobo bigint,
        sale_price_kobo bigint, sizes text[], images text[], bestseller boolean, status text`

      if (created.length > 0) {
        const made = await rowsOf<{ id: string }>(
          tx.execute(sql`
            insert into ${products}
              (id, name, description, category, price_kobo, sale_price_kobo, sizes, images,
                bestseller, status, archived_at)
            select id, name, description, category, price_kobo, sale_price_kobo, sizes, images,
              bestseller, status, case when status = 'archived' then now() end
            from jsonb_to_recordset(${json(created.map(fields))}) as x(${DRAFT})
            on conflict do nothing
            returning id`),
        )
        if (made.length < created.length) {
          const taken = created.find(({ row }) => !made.some((m) => m.id === row.id))
          throw new ImportStopped(
            `a product with the id ${taken?.row.id} was made while the import was being saved`,
            taken?.row.line ?? 0,
          )
        }
      }
      const versions = new Map<string, number>()
      if (changed.length > 0) {
        const updated = await rowsOf<{ id: string; version: number }>(
          tx.execute(sql`
            update ${products} p set
              name = x.name, description = x.description, category = x.category,
              price_kobo = x.price_kobo, sizes = x.sizes, images = x.images,
              bestseller = x.bestseller, sale_price_kobo = x.sale_price_kobo, status = x.status,
              archived_at = case when x.status = 'archived' then coalesce(p.archived_at, now()) end,
              version = p.version + 1, updated_at = now()
            from jsonb_to_recordset(${json(changed.map(fields))}) as x(${DRAFT})
            where p.id = x.id
            returning p.id, p.version`),
        )
        for (const { id, version } of updated) versions.set(id, version)
      }
      const dropped = touched.flatMap(({ row, dropped }) =>
        dropped.map((size) => ({ product_id: row.id, size })),
      )
      if (dropped.length > 0) {
        await tx.execute(sql`
          delete from ${productStock} where (product_id, size) in (
            select product_id, size
            from jsonb_to_recordset(${json(dropped)}) as x(product_id text, size text))`)
      }
      const counted = touched.flatMap(({ row, counted }) => {
        const before = stockNow.get(row.id) ?? {}
        return counted.map(([size, quantity]) => ({
          product_id: row.id,
          size,
          quantity,
          // As the stock panel records it: from the units the size had.
          delta: quantity - (before[size] ?? 0),
        }))
      })
      if (counted.length > 0) {
        await tx.execute(sql`
          insert into ${productStock} (product_id, size, quantity)
          select product_id, size, quantity
          from jsonb_to_recordset(${json(counted)}) as x(product_id text, size text, quantity integer)
          on conflict (product_id, size) do update set quantity = excluded.quantity`)
      }

      const recorded = [
        ...created.map(({ row }) => ({ product_id: row.id, action: 'created', changes: [] })),
        ...changed.map(({ row, changes }) => ({ product_id: row.id, action: 'changed', changes })),
      ]
      const changeIds = idsByProduct(
        await rowsOf(
          tx.execute(sql`
            insert into ${productChanges} (product_id, action, changed_by, changes)
            select product_id, action, ${BY}, changes
            from jsonb_to_recordset(${json(recorded)}) as x(product_id text, action text, changes jsonb)
            returning id, product_id`),
        ),
      )
      const stockChangeIds = idsByProduct(
        counted.length === 0
          ? []
          : await rowsOf(
              tx.execute(sql`
                insert into ${stockChanges} (product_id, size, delta, quantity, reason, changed_by)
                select product_id, size, delta, quantity, 'counted', ${BY}
                from jsonb_to_recordset(${json(counted)})
                  as x(product_id text, size text, delta integer, quantity integer)
                returning id, product_id`),
            ),
      )
      await keepSoldOut(
        tx,
        touched
          .filter((plan) => plan.counted.length > 0 || plan.dropped.length > 0)
          .map(({ row }) => row.id),
        { moveVersion: false },
      )
      const undo = touched.map(({ row, now, stockAfter }) => ({
        product_id: row.id,
        before: now ? now.before : null,
        version_after: versions.get(row.id) ?? now?.version ?? 1,
        stock_before: stockNow.get(row.id) ?? {},
        stock_after: stockAfter,
        change_ids: changeIds.get(row.id) ?? [],
        stock_change_ids: stockChangeIds.get(row.id) ?? [],
      }))
      await tx.execute(sql`
        insert into ${productImportUndo} (import_id, product_id, before, version_after,
          stock_before, stock_after, change_ids, stock_change_ids)
        select ${this.id}, product_id, before, version_after, stock_before, stock_after,
          change_ids, stock_change_ids
        from jsonb_to_recordset(${json(undo)}) as x(product_id text, before jsonb,
          version_after integer, stock_before jsonb, stock_after jsonb, change_ids integer[],
          stock_change_ids integer[])`)
      await this.#alive(tx)
      return counts
    })
  }

  /**
   * The import is saved: the catalogue's version moves (every server drops its cached pages),
   * and what would have undone it goes, a batch of `batch` products at a time.
   */
  async finish({ batch = UNDO_BATCH, pause = async () => {} } = {}): Promise<void> {
    await this.db.transaction(async (tx) => {
      await tx.update(productImports).set({ state: 'saved' }).where(eq(productImports.id, this.id))
      await catalogueChanged(tx)
    })
    await forget(this.db, this.id, batch, pause)
  }

  /**
   * Puts back every product the import saved, newest first, `batch` at a time; the catalogue's
   * version then moves. Says how many were put back, and which were left as they are: changed
   * again since the import saved them.
   */
  async undo(
    options: {
      batch?: number
      pause?: () => Promise<void>
      onProgress?: (done: number) => void
    } = {},
  ): Promise<UndoOutcome> {
    return undoImport(this.db, this.id, options)
  }

  async #alive(tx: Database) {
    await tx
      .update(productImports)
      .set({ aliveAt: sql`now()` })
      .where(eq(productImports.id, this.id))
  }
}
