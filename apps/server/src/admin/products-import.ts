import { createReadStream } from 'node:fs'
import { stat } from 'node:fs/promises'
import path from 'node:path'
import { setImmediate as nextTurn } from 'node:timers/promises'
import {
  type Department,
  PRODUCT_MESSAGES,
  ProductDraft,
  productSlug,
  RESERVED_PRODUCT_IDS,
  type StockLevels,
} from '@adire/contract'
import { asc, gt, inArray } from 'drizzle-orm'
import { type CsvProblem, problemText, readCsvStream } from '../csv/read.ts'
import type { Database } from '../db/client.ts'
import { photos, productStock, products } from '../db/schema.ts'
import { FieldRefused } from '../http/errors.ts'
import type { ImportCounts, ImportRow } from '../products/catalogue-import.ts'
import { rowChange } from '../products/catalogue-import.ts'
import { largestWidths, photoIdsOf, unknownImage } from '../products/editor.ts'
import { type ProductRow as CatalogueRow, settle } from '../products/product-fields.ts'
import { productColumns, readDepartments } from '../products/product-rows.ts'
import { checkLocalPhotos } from './import-photos.ts'
import {
  columnOf,
  OPTIONAL_PRODUCT_COLUMNS,
  PRODUCT_CSV_READ_COLUMNS,
  type ProductRow,
  readProductRow,
} from './products-csv.ts'

/*
 * The check of a products import (docs/product.md §11.4), made whole before anything is kept
 * and writing nothing: the file as it streams in (csv/read.ts), each row (products-csv.ts), each
 * local photo (import-photos.ts), then every row against the catalogue, read a few hundred
 * products at a time. Inside a running server on the embedded database this shares the one
 * thread and the one database session with the shoppers, so it stops every few milliseconds
 * to let their requests through, and never holds a transaction.
 */

/**
 * The most one import reads: more is refused, saying so, before any row is checked against the
 * catalogue. The file streams in, but its rows are kept until they are saved: 20,000 rows are
 * four times the catalogue the store is built for, and 50 MB holds them with descriptions of
 * 2,000 characters and more (an export of 10,000 products is about 5 MB).
 */
export const IMPORT_LIMITS = { rows: 20_000, megabytes: 50 } as const

const LIMITS_TEXT = `An import reads at most ${IMPORT_LIMITS.rows.toLocaleString('en-GB')} rows and ${IMPORT_LIMITS.megabytes} MB: split the file and import each part.`

/** Problems a refusal lists; the others are counted. */
export const MAX_ERRORS_SHOWN = 20

/** Products read from the catalogue in one statement while checking. */
const READ_BATCH = 500

/** What an import is doing, for its progress: `done` of `total` (when known) rows or photos. */
export interface ImportProgress {
  step: 'reading' | 'photos' | 'checking' | 'making photos' | 'saving' | 'undoing'
  done: number
  total?: number
}
export type ProgressListener = (progress: ImportProgress) => void

/**
 * Lets other work run every `everyMs` of this work: on the embedded database a request waits
 * for the thread, and for the database, whatever the import is doing.
 */
class Breather {
  #since = performance.now()
  constructor(private readonly everyMs = 10) {}

  async breathe(): Promise<void> {
    if (performance.now() - this.#since < this.everyMs) return
    await nextTurn()
    this.#since = performance.now()
  }
}

/** A checked import: every row as it would be saved, what it would change, its photo files. */
export interface CheckedImport {
  /** The rows that change something, in the file's order. */
  toSave: ImportRow[]
  counts: ImportCounts
  /** The local photo files the rows name, and the paths their photos will have. */
  photos: Map<string, string>
  /** The rows read, with the local files they name. */
  rows: ProductRow[]
}

/**
 * Checks an import whole, keeping nothing: throws `Nothing was imported: …` with each problem
 * by line and column, or answers what the import would change.
 */
export async function checkImport(
  db: Database,
  publicUrl: string,
  file: string,
  onProgress: ProgressListener = () => {},
): Promise<CheckedImport> {
  const breather = new Breather()
  const departments = await readDepartments(db)
  const { rows, problems } = await readRows(file, publicUrl, departments, breather, onProgress)
  const photosToCome = await checkLocalPhotos(rows, problems, (done, total) =>
    onProgress({ step: 'photos', done, total }),
  )
  throwIfAny(problems)
  const checked = await checkAgainstCatalogue(db, rows, photosToCome, breather, onProgress)
  throwIfAny(problems.concat(checked.problems))
  return { ...checked, photos: photosToCome, rows }
}

/** Why a file is refused before its rows are checked: too large. */
class ImportTooLarge extends Error {}

/** The file's rows, each read and checked on its own, and every problem found. */
async function readRows(
  file: string,
  publicUrl: string,
  departments: readonly Department[],
  breather: Breather,
  onProgress: ProgressListener,
): Promise<{ rows: ProductRow[]; problems: CsvProblem[] }> {
  const { size } = await stat(file).catch(() => {
    throw new Error(`Cannot read ${file}`)
  })
  if (size > IMPORT_LIMITS.megabytes * 1024 * 1024) {
    // Rounded up: a file a byte over reads as over.
    const megabytes = (Math.ceil((size * 10) / 1024 / 1024) / 10).toFixed(1)
    throw new ImportTooLarge(`Nothing was imported: ${file} is ${megabytes} MB. ${LIMITS_TEXT}`)
  }
  const columns = { columns: PRODUCT_CSV_READ_COLUMNS, optional: OPTIONAL_PRODUCT_COLUMNS }
  const problems: CsvProblem[] = []
  const rows: ProductRow[] = []
  const seenIds = new Map<string, number>()
  const csvDir = path.dirname(file)
  const source = createReadStream(file)
  const fileProblems = await readCsvStream(source, columns, async (record) => {
    if (rows.length === IMPORT_LIMITS.rows) {
      const most = IMPORT_LIMITS.rows.toLocaleString('en-GB')
      const over = (IMPORT_LIMITS.rows + 1).toLocaleString('en-GB')
      throw new ImportTooLarge(
        `Nothing was imported: ${file} has more than ${most} rows (line ${record.line} is row ${over}). ${LIMITS_TEXT}`,
      )
    }
    const row = readProductRow(record, publicUrl, csvDir, departments, problems)
    const first = row.id === undefined ? undefined : seenIds.get(row.id)
    if (row.id && first) {
      problems.push({ line: row.line, column: 'id', message: `${row.id} is on line ${first} too` })
    }
    if (row.id && !first) seenIds.set(row.id, row.line)
    rows.push(row)
    if (rows.length % 100 === 0) onProgress({ step: 'reading', done: rows.length })
    await breather.breathe()
  }).catch((error: unknown) => {
    // The file went away, or cannot be read, after it was found.
    if ((error as NodeJS.ErrnoException).syscall) throw new Error(`Cannot read ${file}`)
    throw error
  })
  return { rows, problems: [...fileProblems, ...problems] }
}

/**
 * Each row against the catalogue as it is now, read a batch at a time: the product its id
 * names (or the id a new one will have), whether each photo is in the store, and what saving
 * the row would change.
 */
async function checkAgainstCatalogue(
  db: Database,
  rows: readonly ProductRow[],
  photosToCome: ReadonlyMap<string, string>,
  breather: Breather,
  onProgress: ProgressListener,
): Promise<{ toSave: ImportRow[]; counts: ImportCounts; problems: CsvProblem[] }> {
  const problems: CsvProblem[] = []
  const given = rows.flatMap((row) => row.id ?? [])
  const current = new Map<string, CatalogueRow>()
  const stock = new Map<string, StockLevels>()
  for (const ids of inBatches(given)) {
    for (const row of await db
      .select(productColumns)
      .from(products)
      .where(inArray(products.id, ids))) {
      current.set(row.id, row)
    }
    for (const row of await db
      .select()
      .from(productStock)
      .where(inArray(productStock.productId, ids))) {
      stock.set(row.productId, { ...stock.get(row.productId), [row.size]: row.quantity })
    }
    await breather.breathe()
  }
  // A new product's id is made from its name, as the editor makes it: the first of `slug`,
  // `slug-2`… that no product, and no other row of the file, has.
  const taken = new Set([...RESERVED_PRODUCT_IDS, ...given])
  if (rows.some((row) => row.id === undefined)) {
    for await (const id of everyProductId(db, breather)) taken.add(id)
  }

  const photosKept = new Set(photosToCome.values())
  const photoIds = [...new Set(rows.flatMap((row) => photoIdsOf(row.draft.images as string[])))]
  const found: { id: string; widths: number[] }[] = []
  for (const ids of inBatches(photoIds)) {
    found.push(
      ...(await db
        .select({ id: photos.id, widths: photos.widths })
        .from(photos)
        .where(inArray(photos.id, ids))),
    )
    await breather.breathe()
  }
  const largest = largestWidths(found)

  const counts: ImportCounts = { created: 0, updated: 0, unchanged: 0 }
  const toSave: ImportRow[] = []
  for (const [index, row] of rows.entries()) {
    const images = [...(row.draft.images as string[])]
    for (const { index, file } of row.files) images[index] = photosToCome.get(file) ?? ''
    const checked = ProductDraft.safeParse({ ...row.draft, images })
    if (!checked.success) {
      for (const issue of checked.error.issues) {
        problems.push({ line: row.line, column: columnOf(issue.path[0]), message: issue.message })
      }
      continue
    }
    const draft = checked.data
    const now = row.id === undefined ? undefined : current.get(row.id)
    const kept = (image: string) => photosKept.has(image) || (now?.images.includes(image) ?? false)
    if (unknownImage(draft.images, kept, largest)) {
      problems.push({ line: row.line, column: 'images', message: PRODUCT_MESSAGES.unknownImage })
      continue
    }
    // A sale price kept from the product (no `sale_price` column) must be below the row's price.
    try {
      settle(draft, now)
    } catch (error) {
      if (!(error instanceof FieldRefused)) throw error
      problems.push({ line: row.line, column: columnOf(error.field), message: error.message })
      continue
    }
    const id = row.id ?? freeId(productSlug(draft.name), taken)
    taken.add(id)
    const importRow: ImportRow = { line: row.line, id, creates: !now, draft, stock: row.stock }
    const { action } = rowChange(now, stock.get(id) ?? {}, importRow)
    counts[action] += 1
    if (action !== 'unchanged') toSave.push(importRow)
    if ((index + 1) % 100 === 0)
      onProgress({ step: 'checking', done: index + 1, total: rows.length })
    await breather.breathe()
  }
  return { toSave, counts, problems }
}

/** `slug`, or `slug-2`, `slug-3`…: the first not taken. */
function freeId(slug: string, taken: ReadonlySet<string>): string {
  let id = slug
  for (let n = 2; taken.has(id); n += 1) id = `${slug}-${n}`
  return id
}

/** Every product's id, read a few thousand at a time in the order of the key. */
async function* everyProductId(db: Database, breather: Breather): AsyncGenerator<string> {
  let after = ''
  for (;;) {
    const page = await db
      .select({ id: products.id })
      .from(products)
      .where(gt(products.id, after))
      .orderBy(asc(products.id))
      .limit(READ_BATCH * 10)
    for (const { id } of page) yield id
    const last = page.at(-1)
    if (!last) return
    after = last.id
    await breather.breathe()
  }
}

function* inBatches<T>(items: readonly T[], size = READ_BATCH): Generator<T[]> {
  for (let start = 0; start < items.length; start += size) yield items.slice(start, start + size)
}

/** Refuses the import with its problems, by line, the first `MAX_ERRORS_SHOWN` of them. */
export function throwIfAny(problems: readonly CsvProblem[]) {
  if (problems.length === 0) return
  const byLine = [...problems].sort((a, b) => a.line - b.line)
  const shown = byLine.slice(0, MAX_ERRORS_SHOWN).map((problem) => `  ${problemText(problem)}`)
  const more =
    problems.length > MAX_ERRORS_SHOWN ? [`  …and ${problems.length - MAX_ERRORS_SHOWN} more`] : []
  throw new Error(
    [`Nothing was imported: ${problems.length} problem(s) to fix first.`, ...shown, ...more].join(
      '\n',
    ),
  )
}
