import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import path from 'node:path'
import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  type AdminProduct,
  CATEGORIES,
  categoryFromFilter,
  formatStockCell,
  MAX_PRODUCT_ID_LENGTH,
  PRODUCT_FIELDS,
  ProductDraft,
  type ProductDraftInput,
  parseStockCell,
  productPhotoPath,
  RESERVED_PRODUCT_IDS,
  STOCK_MESSAGES,
  type StockLevels,
} from '@adire/contract'
import { HTTPException } from 'hono/http-exception'
import { FieldRefused } from '../http/errors.ts'
import { PhotoRefused } from '../photos/refusals.ts'
import { PRODUCT_ID } from '../products/catalogue-actor.ts'
import { CsvSyntaxError, formatCsv, parseCsv } from '../products/csv.ts'
import type { Services } from '../services.ts'

/** The CSV's columns, in this order on export; an import finds them by name. */
export const PRODUCT_CSV_COLUMNS = [
  'id',
  'name',
  'category',
  'price',
  'sizes',
  'bestseller',
  'archived',
  'description',
  'images',
  'stock',
] as const
type Column = (typeof PRODUCT_CSV_COLUMNS)[number]
/** A CSV written before the store kept stock has no `stock` column: its stock is left as it is. */
const OPTIONAL_COLUMNS: readonly Column[] = ['stock']

/** Separates the sizes, and the images, inside one cell. */
const LIST_SEPARATOR = '|'
/** Errors listed before an import gives up reading further. */
const MAX_ERRORS_SHOWN = 20

/** A row's problem: its line, its column and what is wrong. */
class RowError extends Error {
  constructor(
    readonly line: number,
    readonly column: Column | 'row',
    message: string,
  ) {
    super(`line ${line}, ${column === 'row' ? 'the row' : `column ${column}`}: ${message}`)
  }
}

/** Undone at the end of a dry run: everything the import did inside its transaction. */
class DryRun extends Error {}

const splitList = (cell: string) =>
  cell
    .split(LIST_SEPARATOR)
    .map((part) => part.trim())
    .filter(Boolean)

/** Where a local photo goes in a row's images until it is made: a path of the right shape. */
const LOCAL_PHOTO = '/photos/00000000000000000000-320.jpg'

/** `npm run admin -- products export [FILE]`: every product, archived ones too, as CSV. */
export async function exportProducts(
  services: Services,
  publicUrl: string,
): Promise<{ csv: string; count: number }> {
  const rows: string[][] = [[...PRODUCT_CSV_COLUMNS]]
  for (let page = 1; ; page += 1) {
    const { products, total } = await services.productEditor.list({ archived: true, page })
    const stock = await services.productStock.levels(products.map((product) => product._id))
    rows.push(
      ...products.map((product) => productRow(product, stock.get(product._id) ?? {}, publicUrl)),
    )
    if (page * ADMIN_PRODUCTS_PAGE_SIZE >= total) break
  }
  return { csv: formatCsv(rows), count: rows.length - 1 }
}

function productRow(product: AdminProduct, stock: StockLevels, publicUrl: string): string[] {
  const cells: Record<Column, string> = {
    id: product._id,
    name: product.name,
    category: product.category,
    price: String(product.price),
    sizes: product.sizes.join(LIST_SEPARATOR),
    bestseller: String(product.bestseller),
    archived: String(product.archived),
    description: product.description,
    images: product.image.map((image) => `${publicUrl}${image}`).join(LIST_SEPARATOR),
    stock: formatStockCell(product.sizes, stock),
  }
  return PRODUCT_CSV_COLUMNS.map((column) => cells[column])
}

/** One row read: its line, the product's id if given, its fields, and its local photo files. */
interface ImportRow {
  line: number
  id: string | undefined
  draft: ProductDraftInput
  /** Positions in `draft.images` to fill with the photos made from these files. */
  files: { index: number; file: string }[]
  /** The units in stock the row sets (its sizes not named there are left as they are). */
  stock: StockLevels | undefined
}

/**
 * `npm run admin -- products import FILE [--dry-run]`: creates or updates each row's product by
 * id, all rows or none. Images are the store's own URLs, or local files (relative to the CSV)
 * that go through the photo pipeline. A dry run checks everything and changes no product.
 */
export async function importProducts(
  services: Services,
  publicUrl: string,
  file: string,
  { dryRun }: { dryRun: boolean },
): Promise<string> {
  const text = await readFile(file, 'utf8').catch(() => {
    throw new Error(`Cannot read ${file}`)
  })
  let records: ReturnType<typeof parseCsv>
  try {
    records = parseCsv(text)
  } catch (error) {
    if (error instanceof CsvSyntaxError) throw new Error(`${file}: ${error.message}`)
    throw error
  }
  const [header, ...body] = records
  if (!header) throw new Error(`${file} is empty: export first to see the columns.`)
  const positions = columnPositions(header.fields)
  const errors: RowError[] = []
  const seenIds = new Map<string, number>()
  const rows = body.map((record) => {
    const row = readRow(record, positions, publicUrl, path.dirname(file), errors)
    const first = row.id === undefined ? undefined : seenIds.get(row.id)
    if (row.id && first)
      errors.push(new RowError(row.line, 'id', `${row.id} is on line ${first} too`))
    if (row.id && !first) seenIds.set(row.id, row.line)
    return row
  })

  // Each local file once, through the same pipeline as the admin screen's uploads.
  const made = new Map<string, string>()
  for (const row of rows) {
    for (const { file: photoFile } of row.files) {
      if (made.has(photoFile)) continue
      try {
        const photo = await services.photos.upload(await readFile(photoFile), { userId: null })
        made.set(photoFile, productPhotoPath(photo))
      } catch (error) {
        if (!(error instanceof PhotoRefused)) throw error
        errors.push(new RowError(row.line, 'images', `${photoFile}: ${error.message}`))
      }
    }
  }
  throwIfAny(errors)

  const counts = { created: 0, updated: 0, unchanged: 0 }
  try {
    await services.productEditor.transaction(async (tx) => {
      for (const row of rows) {
        const images = [...(row.draft.images as string[])]
        for (const { index, file: photoFile } of row.files)
          images[index] = made.get(photoFile) ?? ''
        const checked = ProductDraft.safeParse({ ...row.draft, images })
        if (!checked.success) {
          for (const issue of checked.error.issues) {
            errors.push(new RowError(row.line, columnOf(issue.path[0]), issue.message))
          }
          continue
        }
        try {
          const editor = services.productEditor
          const counted = (id: string) =>
            row.stock
              ? services.productStock.setIn(tx, id, row.stock, 'counted', 'command line')
              : 0
          if (row.id && (await editor.get(row.id, tx))) {
            const id = row.id
            const changed = await editor.updateIn(tx, id, checked.data, 'command line', 'current')
            const restocked = (await counted(id)) > 0
            counts[changed || restocked ? 'updated' : 'unchanged'] += 1
          } else {
            await counted(await editor.createIn(tx, checked.data, 'command line', row.id))
            counts.created += 1
          }
        } catch (error) {
          if (!(error instanceof HTTPException)) throw error
          const field = error instanceof FieldRefused ? error.field : 'row'
          errors.push(new RowError(row.line, columnOf(field), error.message))
        }
        if (errors.length >= MAX_ERRORS_SHOWN) break
      }
      throwIfAny(errors)
      if (dryRun) throw new DryRun()
    })
  } catch (error) {
    if (!(error instanceof DryRun)) throw error
  }
  const summary = `${counts.created} to create, ${counts.updated} to update, ${counts.unchanged} unchanged`
  return dryRun
    ? `Dry run of ${file}: ${summary}. Nothing was changed.`
    : `Imported ${file}: ${summary.replace('to create', 'created').replace('to update', 'updated')}.`
}

function throwIfAny(errors: RowError[]) {
  if (errors.length === 0) return
  const byLine = [...errors].sort((a, b) => a.line - b.line)
  const shown = byLine.slice(0, MAX_ERRORS_SHOWN).map((error) => `  ${error.message}`)
  const more =
    errors.length > MAX_ERRORS_SHOWN ? [`  …and ${errors.length - MAX_ERRORS_SHOWN} more`] : []
  throw new Error(
    [`Nothing was imported: ${errors.length} problem(s) to fix first.`, ...shown, ...more].join(
      '\n',
    ),
  )
}

/** A field of `ProductDraft` (or the id) as the CSV column that holds it. */
function columnOf(field: PropertyKey | undefined): Column | 'row' {
  if (field === 'id' || field === 'stock') return field
  return PRODUCT_FIELDS.find((known) => known === field) ?? 'row'
}

function columnPositions(header: string[]): Record<Column, number> {
  const names = header.map((name) => name.trim().toLowerCase())
  const missing = PRODUCT_CSV_COLUMNS.filter(
    (column) => !names.includes(column) && !OPTIONAL_COLUMNS.includes(column),
  )
  if (missing.length > 0) {
    throw new Error(
      `line 1: the column(s) ${missing.join(', ')} are missing. The columns are ${PRODUCT_CSV_COLUMNS.join(',')}.`,
    )
  }
  return Object.fromEntries(
    PRODUCT_CSV_COLUMNS.map((column) => [column, names.indexOf(column)]),
  ) as Record<Column, number>
}

/**
 * A row as a product: its cells read, and checked as the admin screen checks a product (a local
 * photo stands in as a placeholder until it is made). Each problem goes to `errors`.
 */
function readRow(
  { line, fields }: { line: number; fields: string[] },
  positions: Record<Column, number>,
  publicUrl: string,
  csvDir: string,
  errors: RowError[],
): ImportRow {
  const cell = (column: Column) => (positions[column] < 0 ? '' : (fields[positions[column]] ?? ''))
  const problem = (column: Column, message: string) =>
    errors.push(new RowError(line, column, message))
  const id = cell('id').trim() || undefined
  if (id !== undefined && RESERVED_PRODUCT_IDS.includes(id)) {
    problem('id', `"${id}" is an address of the store, not a product: choose another id`)
  } else if (id !== undefined && (!PRODUCT_ID.test(id) || id.length > MAX_PRODUCT_ID_LENGTH)) {
    problem(
      'id',
      `"${id}" is not an id: lower-case letters and digits joined by hyphens, at most ${MAX_PRODUCT_ID_LENGTH} characters (or leave it empty for a new product)`,
    )
  }
  const yesNo = (column: 'bestseller' | 'archived') => {
    const value = cell(column).trim().toLowerCase()
    if (['true', 'yes', '1'].includes(value)) return true
    if (!['', 'false', 'no', '0'].includes(value)) {
      problem(column, `"${cell(column)}" is not true or false`)
    }
    return false
  }
  const typedCategory = cell('category').trim()
  const category =
    categoryFromFilter(typedCategory) ??
    CATEGORIES.find((c) => c.label.toLowerCase() === typedCategory.toLowerCase())?.id
  const files: ImportRow['files'] = []
  const images = splitList(cell('images')).map((image, index) => {
    const inStore = storePath(image, publicUrl)
    if (inStore !== undefined) return inStore
    if (/^[a-z]+:\/\//i.test(image)) {
      problem(
        'images',
        `${image} is not in this store: give the photo's file instead (its path relative to the CSV)`,
      )
      return LOCAL_PHOTO
    }
    const file = path.resolve(csvDir, image)
    if (existsSync(file)) files.push({ index, file })
    else problem('images', `no file ${image} next to the CSV`)
    return LOCAL_PHOTO
  })
  const draft: ProductDraftInput = {
    name: cell('name'),
    description: cell('description'),
    // An unknown department is left for the check to name with the store's own message.
    category: (category ?? typedCategory) as ProductDraftInput['category'],
    price: cell('price'),
    sizes: splitList(cell('sizes')),
    bestseller: yesNo('bestseller'),
    archived: yesNo('archived'),
    images,
  }
  let stock: StockLevels | undefined
  if (positions.stock >= 0 && cell('stock').trim() !== '') {
    const read = parseStockCell(cell('stock'))
    if ('error' in read) problem('stock', read.error)
    else stock = read.stock
    const unknown = Object.keys(stock ?? {}).find((size) => !draft.sizes.includes(size))
    if (unknown !== undefined) problem('stock', STOCK_MESSAGES.unknownSize(unknown))
  }
  const checked = ProductDraft.safeParse(draft)
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      errors.push(new RowError(line, columnOf(issue.path[0]), issue.message))
    }
  }
  return { line, id, files, draft, stock }
}

/** The store's path of an image given as its public URL or its path; undefined for anything else. */
function storePath(image: string, publicUrl: string): string | undefined {
  const withoutOrigin = image.startsWith(`${publicUrl}/`) ? image.slice(publicUrl.length) : image
  return /^\/(photos|images)\//.test(withoutOrigin) ? withoutOrigin : undefined
}
