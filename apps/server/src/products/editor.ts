import {
  ADMIN_PRODUCTS_PAGE_SIZE,
  type AdminProduct,
  type AdminProductResponse,
  type AdminProductsQuery,
  type AdminProductsResponse,
  DEPARTMENT_MESSAGES,
  HISTORY_SHOWN,
  koboToNaira,
  MAX_PRODUCT_ID_LENGTH,
  PRODUCT_MESSAGES,
  type ProductChange,
  type ProductDraft,
  type ProductFieldChange,
  photoOfImage,
  productSlug,
  RESERVED_PRODUCT_IDS,
  type StockLevels,
} from '@adire/contract'
import { SEED_PRODUCTS } from '@adire/launch-range'
import { and, count, desc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { photos, productChanges, productStock, products } from '../db/schema.ts'
import { FieldRefused } from '../http/errors.ts'
import type { SettingsSource } from '../store/settings.ts'
import { type CatalogueActor, PRODUCT_ID, whoChanges } from './catalogue-actor.ts'
import { catalogueChanged } from './catalogue-version.ts'
import { holdDepartment } from './departments.ts'
import {
  changesBetween,
  draftValues,
  fieldValues,
  type ProductRow,
  type SettledDraft,
  settle,
} from './product-fields.ts'
import type { ProductListCache } from './product-list.ts'
import { CATALOGUE_ORDER, productColumns, toProduct } from './product-rows.ts'
import { dropUncountedSizes } from './stock.ts'

/** Images the store serves beside uploaded photos: the launch range's artwork. */
const STORE_IMAGES = new Set(SEED_PRODUCTS.flatMap((product) => product.images))

export function toAdminProduct(row: ProductRow, stock?: StockLevels): AdminProduct {
  const { wasPrice: _wasPrice, ...product } = toProduct(row)
  return {
    ...product,
    // The team edits the regular price; the sale price beside it.
    price: koboToNaira(row.priceKobo),
    salePrice: row.salePriceKobo === null ? null : koboToNaira(row.salePriceKobo),
    status: row.status,
    archived: row.status === 'archived',
    version: row.version,
    updatedAt: row.updatedAt.getTime(),
    ...(stock ? { stock } : {}),
  }
}

/** The uploaded photos among a product's images, by id. */
export function photoIdsOf(images: readonly string[]): string[] {
  return images.flatMap((path) => photoOfImage(path)?.id ?? [])
}

/** Each recorded photo's largest width, by id: the width its image path must name. */
export function largestWidths(found: readonly { id: string; widths: number[] }[]) {
  return new Map(found.map((row) => [row.id, Math.max(...row.widths)]))
}

/**
 * The first of `images` that is not in the store, or undefined: each must be an uploaded photo
 * at the largest width it was made in (`largest`, by photo id), the launch range's artwork, or
 * one `kept` says yes to (those the product shows already, or an import's photos to be made).
 */
export function unknownImage(
  images: readonly string[],
  kept: (path: string) => boolean,
  largest: ReadonlyMap<string, number>,
): string | undefined {
  return images.find((path) => {
    if (kept(path)) return false
    const photo = photoOfImage(path)
    if (!photo) return !STORE_IMAGES.has(path)
    return largest.get(photo.id) !== photo.widths.at(-1)
  })
}

/**
 * Products with a counted size low on stock (1 to `lowAt` units), or sold out (docs/product.md
 * §11.6).
 */
function sizesWithStock(level: 'low' | 'soldout', lowAt: number) {
  const units =
    level === 'soldout'
      ? sql`${productStock.quantity} = 0`
      : sql`${productStock.quantity} between 1 and ${lowAt}`
  return sql`exists (select 1 from ${productStock} where ${productStock.productId} = ${products.id} and ${units})`
}

/**
 * A product may only be put in a department the store has; the department is held until the
 * save ends, so it cannot be removed meanwhile (products/departments.ts).
 */
async function checkDepartment(tx: Database, category: string) {
  if (!(await holdDepartment(tx, category))) {
    throw new FieldRefused(400, DEPARTMENT_MESSAGES.unknown, 'category')
  }
}

/** `%`, `_` and `\` typed in a search are meant as themselves. */
const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

/**
 * The store team's catalogue (docs/product.md §11.4): products listed, created and saved, each
 * save checked field by field, made in one transaction with its record in the product's history
 * and the catalogue's new version, so nothing is ever half-saved and every server sees it
 * (catalogue-version.ts). Knows nothing of HTTP: refusals are `FieldRefused` naming the field.
 */
export class ProductEditor {
  constructor(
    private readonly db: Database,
    private readonly catalogue: ProductListCache,
    /** The store's low-stock threshold, for the Low stock filter. */
    private readonly settings: SettingsSource,
  ) {}

  async list({
    q,
    category,
    archived,
    status,
    stock,
    page,
  }: AdminProductsQuery): Promise<AdminProductsResponse> {
    if (category && !(await this.catalogue.departments()).some((d) => d.id === category)) {
      throw new FieldRefused(400, DEPARTMENT_MESSAGES.unknown, 'category')
    }
    const where = and(
      status ? eq(products.status, status) : archived ? undefined : ne(products.status, 'archived'),
      stock ? sizesWithStock(stock, this.settings.current().lowStockThreshold) : undefined,
      category ? eq(products.category, category) : undefined,
      q ? or(ilike(products.name, likePattern(q)), ilike(products.id, likePattern(q))) : undefined,
    )
    const [rows, [total]] = await Promise.all([
      this.db
        .select(productColumns)
        .from(products)
        .where(where)
        .orderBy(...CATALOGUE_ORDER)
        .limit(ADMIN_PRODUCTS_PAGE_SIZE)
        .offset((page - 1) * ADMIN_PRODUCTS_PAGE_SIZE),
      this.db.select({ n: count() }).from(products).where(where),
    ])
    // Each row's counted sizes, so the list shows the units beside the sizes.
    const counted =
      rows.length === 0
        ? []
        : await this.db
            .select()
            .from(productStock)
            .where(
              inArray(
                productStock.productId,
                rows.map((row) => row.id),
              ),
            )
    const stockOf = new Map<string, StockLevels>()
    for (const { productId, size, quantity } of counted) {
      stockOf.set(productId, { ...stockOf.get(productId), [size]: quantity })
    }
    return {
      success: true,
      products: rows.map((row) => toAdminProduct(row, stockOf.get(row.id) ?? {})),
      page,
      pageSize: ADMIN_PRODUCTS_PAGE_SIZE,
      total: total?.n ?? 0,
      lowStockThreshold: this.settings.current().lowStockThreshold,
    }
  }

  /** The product with its history, or undefined when no product has this id. */
  async get(id: string, db: Database = this.db): Promise<AdminProductResponse | undefined> {
    if (!PRODUCT_ID.test(id) || id.length > MAX_PRODUCT_ID_LENGTH) return undefined
    const [row] = await db.select(productColumns).from(products).where(eq(products.id, id))
    if (!row) return undefined
    const history = await db
      .select()
      .from(productChanges)
      .where(eq(productChanges.productId, id))
      .orderBy(desc(productChanges.id))
      .limit(HISTORY_SHOWN)
    return {
      success: true,
      product: toAdminProduct(row),
      history: history.map(
        (change): ProductChange => ({
          action: change.action,
          by: change.changedBy,
          at: change.createdAt.getTime(),
          changes: change.changes,
        }),
      ),
    }
  }

  /** A new product; its id is made from its name (or given, by an import) and never changes. */
  async create(
    draft: ProductDraft,
    actor: CatalogueActor,
    id?: string,
  ): Promise<AdminProductResponse> {
    return this.#saved(await this.db.transaction((tx) => this.createIn(tx, draft, actor, id)))
  }

  /**
   * The product saved as `draft`, if it is still at `version` (else 409: someone changed it
   * meanwhile). Saving it unchanged changes nothing, not even its history.
   */
  async update(
    id: string,
    draft: ProductDraft,
    version: number,
    actor: CatalogueActor,
  ): Promise<AdminProductResponse> {
    await this.db.transaction((tx) => this.updateIn(tx, id, draft, actor, version))
    return this.#saved(id)
  }

  /** Runs `work` (the calls ending in `In`) in one transaction: all of it is saved, or none. */
  async transaction<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    const result = await this.db.transaction(work)
    this.catalogue.invalidate()
    return result
  }

  /** After a save: this server's caches go at once (the others' within CATALOGUE_WATCH_MS). */
  #saved(id: string): Promise<AdminProductResponse> {
    this.catalogue.invalidate()
    return this.get(id).then((saved) => {
      if (!saved) throw new Error(`Product ${id} is gone just after it was saved`)
      return saved
    })
  }

  /** `create` inside `tx`: the new product's id. */
  async createIn(
    tx: Database,
    draft: ProductDraft,
    actor: CatalogueActor,
    wantedId?: string,
  ): Promise<string> {
    await checkDepartment(tx, draft.category)
    await this.#checkImages(tx, draft.images, [])
    const values = this.#columns(settle(draft, undefined))
    let id: string | undefined
    // Two products of one name created at once both find the same free id: the second tries
    // the next one.
    for (let attempt = 0; id === undefined && attempt < 5; attempt += 1) {
      const [created] = await tx
        .insert(products)
        .values({ id: wantedId ?? (await this.#freeId(tx, productSlug(draft.name))), ...values })
        .onConflictDoNothing()
        .returning({ id: products.id })
      id = created?.id
      if (wantedId !== undefined) break
    }
    if (id === undefined) {
      throw new FieldRefused(409, `A product already has the id ${wantedId ?? ''}`.trim(), 'id')
    }
    await this.#record(tx, id, 'created', [], actor)
    await catalogueChanged(tx)
    return id
  }

  /**
   * `update` inside `tx`; `version` 'current' saves over whatever is there (an import). Says
   * whether anything changed.
   */
  async updateIn(
    tx: Database,
    id: string,
    draft: ProductDraft,
    actor: CatalogueActor,
    version: number | 'current',
  ): Promise<boolean> {
    const [row] = PRODUCT_ID.test(id)
      ? await tx
          .select(productColumns)
          .from(products)
          .where(eq(products.id, id))
          // A checkout's holds take this row's key-share lock; this must not block them.
          .for('no key update')
      : []
    if (!row) throw new FieldRefused(404, PRODUCT_MESSAGES.notFound, 'id')
    if (version !== 'current' && row.version !== version) {
      throw new FieldRefused(409, PRODUCT_MESSAGES.changedMeanwhile, 'version')
    }
    const settled = settle(draft, row)
    const changes = changesBetween(fieldValues(row), draftValues(settled))
    if (changes.length === 0) return false
    await this.#checkImages(tx, draft.images, row.images)
    if (settled.category !== row.category) await checkDepartment(tx, settled.category)
    await tx
      .update(products)
      .set({
        ...this.#columns(settled, row),
        version: sql`${products.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(products.id, id))
    if (changes.some((change) => change.field === 'sizes')) {
      await dropUncountedSizes(tx, id, draft.sizes)
    }
    await this.#record(tx, id, 'changed', changes, actor)
    await catalogueChanged(tx)
    return true
  }

  /** The columns a draft sets; an archived product keeps the moment it was first archived. */
  #columns(draft: SettledDraft, before?: ProductRow) {
    return {
      ...draft,
      archivedAt: draft.status === 'archived' ? (before?.archivedAt ?? sql`now()`) : null,
    }
  }

  /**
   * Every image is an uploaded photo (at the widths it was made in), the launch range's
   * artwork, or one the product already shows (`kept`).
   */
  async #checkImages(tx: Database, images: readonly string[], kept: readonly string[]) {
    const photoIds = photoIdsOf(images)
    const found =
      photoIds.length === 0
        ? []
        : await tx
            .select({ id: photos.id, widths: photos.widths })
            .from(photos)
            .where(inArray(photos.id, photoIds))
    const known = (path: string) => kept.includes(path)
    if (unknownImage(images, known, largestWidths(found)) !== undefined) {
      throw new FieldRefused(400, PRODUCT_MESSAGES.unknownImage, 'images')
    }
  }

  /** `slug`, or `slug-2`, `slug-3`… : the first no product has. */
  async #freeId(tx: Database, slug: string): Promise<string> {
    const taken = new Set(
      (
        await tx
          .select({ id: products.id })
          .from(products)
          .where(or(eq(products.id, slug), sql`${products.id} like ${`${slug}-%`}`))
      ).map((row) => row.id),
    )
    for (const reserved of RESERVED_PRODUCT_IDS) taken.add(reserved)
    let id = slug
    for (let n = 2; taken.has(id); n += 1) id = `${slug}-${n}`
    return id
  }

  async #record(
    tx: Database,
    productId: string,
    action: 'created' | 'changed',
    changes: ProductFieldChange[],
    actor: CatalogueActor,
  ) {
    const { changedBy, userId } = await whoChanges(tx, actor)
    await tx.insert(productChanges).values({ productId, action, changedBy, userId, changes })
  }
}
