import { existsSync } from 'node:fs'
import path from 'node:path'
import {
  type AdminProduct,
  type Department,
  departmentFromFilter,
  formatStockCell,
  MAX_PRODUCT_ID_LENGTH,
  notNaira,
  PRODUCT_FIELDS,
  PRODUCT_STATUSES,
  ProductDraft,
  type ProductDraftInput,
  parseStockCell,
  RESERVED_PRODUCT_IDS,
  readNumber,
  STOCK_MESSAGES,
  type StockLevels,
} from '@adire/contract'
import type { CsvProblem, CsvRow } from '../csv/read.ts'
import { PRODUCT_ID } from '../products/catalogue-actor.ts'

/*
 * A product as a row of the products CSV (docs/product.md §11.4), both ways: the cells an export
 * writes, and what an import reads from a row, checked as the admin screen checks a product.
 * Reading stores nothing: what is kept, and when, is the import's (products-cli.ts).
 */

/** The CSV's columns, in this order on export. */
export const PRODUCT_CSV_COLUMNS = [
  'id',
  'name',
  'category',
  'price',
  'sale_price',
  'sizes',
  'bestseller',
  'status',
  'description',
  'images',
  'stock',
] as const
/**
 * The columns an import knows, by name: the export's, and `archived`, which a CSV written before
 * drafts has instead of `status` (`true` archives, `false` brings an archived product back).
 */
export const PRODUCT_CSV_READ_COLUMNS = [...PRODUCT_CSV_COLUMNS, 'archived'] as const
export type ProductColumn = (typeof PRODUCT_CSV_READ_COLUMNS)[number]
/**
 * Columns an older CSV lacks, whose values a row then leaves as they are: its stock, its sale
 * price and its status (a new product is then live, as before drafts).
 */
export const OPTIONAL_PRODUCT_COLUMNS: readonly ProductColumn[] = [
  'stock',
  'sale_price',
  'status',
  'archived',
]

/** Separates the sizes, and the images, inside one cell. */
const LIST_SEPARATOR = '|'

const splitList = (cell: string) =>
  cell
    .split(LIST_SEPARATOR)
    .map((part) => part.trim())
    .filter(Boolean)

/** A product's cells, in the columns' order: the price in naira, images as public URLs. */
export function productCells(
  product: AdminProduct,
  stock: StockLevels,
  publicUrl: string,
): string[] {
  const cells: Record<(typeof PRODUCT_CSV_COLUMNS)[number], string> = {
    id: product._id,
    name: product.name,
    category: product.category,
    price: String(product.price),
    sale_price: product.salePrice === null ? '' : String(product.salePrice),
    sizes: product.sizes.join(LIST_SEPARATOR),
    bestseller: String(product.bestseller),
    status: product.status,
    description: product.description,
    images: product.image.map((image) => `${publicUrl}${image}`).join(LIST_SEPARATOR),
    stock: formatStockCell(product.sizes, stock),
  }
  return PRODUCT_CSV_COLUMNS.map((column) => cells[column])
}

/** One row read: its line, the product's id if given, its fields, and its local photo files. */
export interface ProductRow {
  line: number
  id: string | undefined
  draft: ProductDraftInput
  /** Positions in `draft.images` to fill with the photos made from these files. */
  files: { index: number; file: string }[]
  /** The units in stock the row sets (its sizes not named there are left as they are). */
  stock: StockLevels | undefined
}

/**
 * Where a local photo stands in a row's images until it is made: a path of the right shape, one
 * for each file, so that a file named twice in a row is refused as a photo used twice.
 */
const localPhoto = (nth: number) => `/photos/${String(nth).padStart(20, '0')}-320.jpg`

/** A field of `ProductDraft` (or the id, or the stock) as the CSV column that holds it. */
export function columnOf(field: PropertyKey | undefined): ProductColumn | undefined {
  if (field === 'id' || field === 'stock' || field === 'archived') return field
  if (field === 'salePrice') return 'sale_price'
  return PRODUCT_FIELDS.find(
    (known): known is Exclude<typeof known, 'salePrice'> => known === field,
  )
}

/**
 * A row as a product: its cells read, and checked as the admin screen checks a product (a local
 * photo stands in as a placeholder until it is made). Each problem goes to `problems`.
 */
export function readProductRow(
  { line, cells }: CsvRow<ProductColumn>,
  publicUrl: string,
  csvDir: string,
  /** The store's departments: a row names one by its name, id, slug or older slug, any case. */
  departments: readonly Department[],
  problems: CsvProblem[],
): ProductRow {
  const cell = (column: ProductColumn) => cells[column] ?? ''
  const found: CsvProblem[] = []
  const problem = (column: ProductColumn, message: string) => found.push({ line, column, message })
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
  const category = departmentOf(departments, typedCategory)
  if (typedCategory !== '' && category === undefined) {
    problem(
      'category',
      `Choose a department: the store has no "${typedCategory}" (it has ${departments.map((d) => d.label).join(', ')})`,
    )
  }
  // A cell that is no number at all is named as typed; the price's own rule judges the rest.
  if (readNumber(cell('price'), 'naira').problem === 'format') {
    problem('price', notNaira(cell('price')))
  }
  // Without the column, the product keeps its sale price; an empty cell means none.
  let salePrice: string | null | undefined
  if (cells.sale_price !== undefined && cell('sale_price').trim() !== '') {
    salePrice = cell('sale_price')
    if (readNumber(salePrice, 'naira').problem === 'format') {
      problem('sale_price', notNaira(salePrice))
    }
  } else if (cells.sale_price !== undefined) {
    salePrice = null
  }
  const typedStatus = cell('status').trim().toLowerCase()
  const status = PRODUCT_STATUSES.find((known) => known === typedStatus)
  if (typedStatus !== '' && status === undefined) {
    problem('status', `"${cell('status')}" is not a status: draft, live or archived`)
  }
  const files: ProductRow['files'] = []
  const images = splitList(cell('images')).map((image, index) => {
    const inStore = storePath(image, publicUrl)
    if (inStore !== undefined) return inStore
    if (/^[a-z]+:\/\//i.test(image)) {
      problem(
        'images',
        `${image} is not in this store: give the photo's file instead (its path relative to the CSV)`,
      )
      return localPhoto(index)
    }
    const file = path.resolve(csvDir, image)
    if (!existsSync(file)) problem('images', `no file ${image} next to the CSV`)
    else files.push({ index, file })
    const first = files.find((named) => named.file === file)?.index ?? index
    return localPhoto(first)
  })
  const draft: ProductDraftInput = {
    name: cell('name'),
    description: cell('description'),
    // An empty cell is left for the check to name with the store's own message.
    category: category ?? typedCategory,
    price: cell('price'),
    sizes: splitList(cell('sizes')),
    bestseller: yesNo('bestseller'),
    images,
    ...(salePrice !== undefined ? { salePrice } : {}),
    ...(status !== undefined ? { status } : {}),
    ...(cells.archived !== undefined && cell('archived').trim() !== ''
      ? { archived: yesNo('archived') }
      : {}),
  }
  let stock: StockLevels | undefined
  if (cell('stock').trim() !== '') {
    const read = parseStockCell(cell('stock'))
    if ('error' in read) problem('stock', read.error)
    else stock = read.stock
    const unknown = Object.keys(stock ?? {}).find((size) => !draft.sizes.includes(size))
    if (unknown !== undefined) problem('stock', STOCK_MESSAGES.unknownSize(unknown))
  }
  // A cell already refused above (a price that is not plain naira) is named once.
  const refused = new Set(found.map((known) => known.column))
  const checked = ProductDraft.safeParse(draft)
  for (const issue of checked.error?.issues ?? []) {
    const column = columnOf(issue.path[0])
    if (!refused.has(column)) found.push({ line, column, message: issue.message })
  }
  problems.push(...found)
  return { line, id, files, draft, stock }
}

/**
 * The department a cell names: as a link does (its id, slug or an older slug), else by its name,
 * any case. An id comes first: it is what an export writes, so a file read back means the same
 * departments even when another department's name spells one of them.
 */
export function departmentOf(
  departments: readonly Department[],
  typed: string,
): string | undefined {
  if (typed === '') return undefined
  const byName = () => departments.find((d) => d.label.toLowerCase() === typed.toLowerCase())
  return (departmentFromFilter(departments, typed) ?? byName())?.id
}

/** The store's path of an image given as its public URL or its path; undefined for anything else. */
function storePath(image: string, publicUrl: string): string | undefined {
  const withoutOrigin = image.startsWith(`${publicUrl}/`) ? image.slice(publicUrl.length) : image
  return /^\/(photos|images)\//.test(withoutOrigin) ? withoutOrigin : undefined
}
