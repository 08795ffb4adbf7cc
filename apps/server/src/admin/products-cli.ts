import { setTimeout as sleep } from 'node:timers/promises'
import { ADMIN_PRODUCTS_PAGE_SIZE } from '@adire/contract'
import { writeCsv } from '../csv/write.ts'
import {
  CatalogueImport,
  type ImportCounts,
  type ImportRow,
  ImportStopped,
} from '../products/catalogue-import.ts'
import type { Services } from '../services.ts'
import { keepLocalPhotos } from './import-photos.ts'
import { PRODUCT_CSV_COLUMNS, productCells } from './products-csv.ts'
import {
  checkImport,
  type ImportProgress,
  MAX_ERRORS_SHOWN,
  type ProgressListener,
} from './products-import.ts'

/*
 * `npm run admin -- products export|import` (docs/product.md §11.4). An import is checked whole
 * before anything is kept (products-import.ts), writing nothing. Only an import that passes,
 * and is not a dry run, keeps its photos and saves its rows: a batch at a time, each batch a
 * short transaction, so that the store keeps answering shoppers meanwhile, and all of them or
 * none, as a failure part-way undoes the batches saved (products/catalogue-import.ts, ADR 035).
 */

export { PRODUCT_CSV_COLUMNS }

/**
 * How long one batch of an import may hold the database. On the embedded database every
 * request waits while a batch runs, so this is about what an import adds to a shopper's wait:
 * well inside the 250 ms a product page or an account may take (ADR 035).
 */
export const BATCH_MS = 40
/** The first batch's rows; later batches are sized by how long the last one took. */
const FIRST_BATCH = 20
const MAX_BATCH = 500
/**
 * The fewest rows a batch saves. Each batch has a cost of its own (its transaction, its undo
 * record), paid again whatever its size; on a starved processor that cost alone can pass
 * `BATCH_MS`, and sizing by time would then shrink every batch to one row, the import taking
 * tens of times longer (600 rows: 90 s instead of 2.5 s, measured on a busy CI machine) while
 * holding the database as often. Ten rows keep that cost shared.
 */
const MIN_BATCH = 10

/** `npm run admin -- products export [FILE]`: every product, archived ones too, as CSV. */
export async function exportProducts(
  services: Pick<Services, 'productEditor' | 'productStock'>,
  publicUrl: string,
): Promise<{ csv: string; count: number }> {
  const rows: string[][] = [[...PRODUCT_CSV_COLUMNS]]
  for (let page = 1; ; page += 1) {
    const { products, total } = await services.productEditor.list({ archived: true, page })
    const stock = await services.productStock.levels(products.map((product) => product._id))
    rows.push(
      ...products.map((product) => productCells(product, stock.get(product._id) ?? {}, publicUrl)),
    )
    if (page * ADMIN_PRODUCTS_PAGE_SIZE >= total) break
  }
  return { csv: writeCsv(rows), count: rows.length - 1 }
}

/**
 * `npm run admin -- products import FILE [--dry-run]`: creates or updates each row's product by
 * id, all rows or none. Images are the store's own URLs, or local files (relative to the CSV)
 * that go through the photo pipeline. A dry run checks everything and keeps nothing.
 * `onProgress` hears how far it is, for the command to show.
 */
export async function importProducts(
  services: Services,
  publicUrl: string,
  file: string,
  { dryRun }: { dryRun: boolean },
  onProgress: ProgressListener = () => {},
): Promise<string> {
  const checked = await checkImport(services.db, publicUrl, file, onProgress)
  const { created, updated, unchanged } = checked.counts
  if (dryRun) {
    return `Dry run of ${file}: ${created} to create, ${updated} to update, ${unchanged} unchanged. Nothing was changed.`
  }
  if (checked.toSave.length === 0) {
    return `Imported ${file}: 0 created, 0 updated, ${unchanged} unchanged.`
  }
  const saved = await saveInBatches(services, file, checked, onProgress)
  return `Imported ${file}: ${saved.created} created, ${saved.updated} updated, ${saved.unchanged} unchanged.`
}

/**
 * Keeps the photos, then saves the rows a batch at a time, each batch sized to take about
 * `BATCH_MS`. On the embedded database the store then has the database for as long again
 * before the next batch. A batch that fails undoes every one saved before it.
 */
async function saveInBatches(
  services: Services,
  file: string,
  { toSave, counts, photos, rows }: Awaited<ReturnType<typeof checkImport>>,
  onProgress: ProgressListener,
): Promise<ImportCounts> {
  const pause = (ms: number) => (services.oneConnection ? sleep(ms) : Promise.resolve())
  const saving = await CatalogueImport.begin(services.db, file)
  const saved: ImportCounts = { created: 0, updated: 0, unchanged: counts.unchanged }
  /** What was being saved, for the refusal if it fails. */
  let savingWhat = 'the photos'
  let done = 0
  try {
    const made = await keepLocalPhotos(services, rows, (done, total) =>
      onProgress({ step: 'making photos', done, total }),
    )
    for (const [file, path] of photos) {
      if (made.get(file) !== path) throw new Error(`The photo of ${file} changed during the import`)
    }
    let size = FIRST_BATCH
    while (done < toSave.length) {
      const batch: ImportRow[] = toSave.slice(done, done + size)
      const [first, last] = [batch[0]?.line, batch.at(-1)?.line]
      savingWhat = first === last ? `line ${first}` : `lines ${first} to ${last}`
      const started = performance.now()
      const counted = await saving.save(batch)
      const took = performance.now() - started
      saved.created += counted.created
      saved.updated += counted.updated
      saved.unchanged += counted.unchanged
      done += batch.length
      onProgress({ step: 'saving', done, total: toSave.length })
      // The next batch as large as would have taken BATCH_MS, and on the embedded database the
      // requests as long as this one took.
      size = Math.max(
        MIN_BATCH,
        Math.min(MAX_BATCH, Math.round((batch.length * BATCH_MS) / Math.max(took, 1))),
      )
      await pause(took)
    }
  } catch (error) {
    const where =
      error instanceof ImportStopped && error.line > 0 ? `line ${error.line}` : savingWhat
    const failed = `Nothing was imported: saving ${where} failed (${reasonOf(error)})`
    const undone = await saving
      .undo({
        pause: () => pause(BATCH_MS),
        onProgress: (putBack) => onProgress({ step: 'undoing', done: putBack, total: done }),
      })
      .catch((undoing: unknown) => {
        throw new Error(
          `${failed}, and putting back the ${done} row(s) saved before failed too (${reasonOf(undoing)}): they are put back when the server next starts, or by the next import.`,
        )
      })
    const named = undone.left.slice(0, MAX_ERRORS_SHOWN).join(', ')
    const more = undone.left.length > MAX_ERRORS_SHOWN ? '…' : ''
    const left =
      undone.left.length === 0
        ? ''
        : ` ${undone.left.length} product(s) changed again meanwhile were left as they are: ${named}${more}.`
    throw new Error(`${failed}; the ${undone.putBack} row(s) saved before were put back.${left}`)
  }
  // The catalogue's version moves: every server, this one too, drops its cached pages within a
  // second (ADR 024). Dropping this one's here as well would have it read the catalogue twice.
  await saving.finish({ pause: () => pause(BATCH_MS) })
  return saved
}

/** A failure's own words, without the query and values a database error carries around them. */
function reasonOf(error: unknown): string {
  if (error instanceof ImportStopped) return error.message
  let cause = error
  while (cause instanceof Error && cause.cause instanceof Error) cause = cause.cause
  return cause instanceof Error ? cause.message : String(cause)
}

/** How long an import runs before it shows how far it is, and how often after that. */
export const PROGRESS_EVERY_MS = 1000

/** An import's progress as the command shows it, a line at a time. */
export function progressLine(file: string, { step, done, total }: ImportProgress): string {
  const of = (what: string) =>
    total === undefined
      ? `${done.toLocaleString('en-GB')} ${what}`
      : `${done.toLocaleString('en-GB')} of ${total.toLocaleString('en-GB')} ${what} (${Math.floor((100 * done) / Math.max(total, 1))}%)`
  switch (step) {
    case 'reading':
      return `Reading ${file}: ${of('rows')}`
    case 'photos':
      return `Checking the photos of ${file}: ${of('files')}`
    case 'checking':
      return `Checking ${file}: ${of('rows')}`
    case 'making photos':
      return `Making the photos of ${file}: ${of('files')}`
    case 'saving':
      return `Importing ${file}: ${of('rows saved')}`
    case 'undoing':
      return `Undoing ${file}: ${of('rows put back')}`
  }
}

/**
 * Tells `report` how far an import is, once it has run for a second and then at most once a
 * second: a quick import prints nothing but its answer.
 */
export function importProgress(file: string, report: (line: string) => void): ProgressListener {
  const started = performance.now()
  let shown = started
  return (progress) => {
    const now = performance.now()
    if (now - started < PROGRESS_EVERY_MS || now - shown < PROGRESS_EVERY_MS) return
    shown = now
    report(progressLine(file, progress))
  }
}
