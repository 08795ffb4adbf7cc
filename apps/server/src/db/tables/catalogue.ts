import type { ProductFieldChange, ProductStatus, StockLevels } from '@adire/contract'
import { type SQL, sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { bytea, createdAt, kobo, tsvector, unaccented } from './columns.ts'

/**
 * The catalogue. Prices are integer kobo; naira exist only at the API edge.
 *
 * `search_vector` is kept by the database itself from the name (weight A), the category (B) and
 * the description (C), with English stemming (so "hoodies" finds a hoodie) and without accents
 * (so "pique" finds a piqué polo, and "oyo" an Ọ̀yọ́ print, as shoppers type them on a phone). The indexes serve
 * the product search (products/search.ts): the text index, and category plus each sort's key,
 * so a page of one department in either order is read from an index, not sorted (a
 * backward scan serves the descending orders). Shoppers only ever read the live products,
 * so those indexes hold only them (`onSale` in products/product-rows.ts).
 */
export const products = pgTable(
  'products',
  {
    /** A readable, stable slug (e.g. `indigo-adire-hoodie`), used in product URLs. */
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    priceKobo: kobo('price_kobo').notNull(),
    /** What shoppers pay while the product is on sale, below `price_kobo`; null when not on sale. */
    salePriceKobo: kobo('sale_price_kobo'),
    category: text('category').notNull(),
    sizes: text('sizes').array().notNull(),
    images: text('images').array().notNull(),
    bestseller: boolean('bestseller').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /**
     * `draft` (saved, shown to no shopper), `live` (in the shop) or `archived` (no longer sold,
     * kept for orders and carts). Shoppers read only `live` products (`onSale` in
     * products/product-rows.ts).
     */
    status: text('status').$type<ProductStatus>().notNull().default('live'),
    /** When the product was archived, set exactly while `status` is `archived`. */
    archivedAt: timestamp('archived_at', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** One more at each save: an edit names the version it started from (products/editor.ts). */
    version: integer('version').notNull().default(1),
    /**
     * Every size counted and none with a unit in stock (products/stock-levels.ts keeps it): the
     * catalogue shows "Sold out". Kept here, not computed per read, so that the lists stay one
     * index read; it changes only when the last unit goes or stock arrives.
     */
    soldOut: boolean('sold_out').notNull().default(false),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        (): SQL =>
          sql`setweight(to_tsvector('english', ${unaccented(products.name)}), 'A') || setweight(to_tsvector('english', ${unaccented(products.category)}), 'B') || setweight(to_tsvector('english', ${unaccented(products.description)}), 'C')`,
      ),
    /**
     * The name and the department without accents, for the search's typing slips: a word that
     * full-text search cannot find ("jersy") is matched to the nearest word here by trigrams
     * (pg_trgm's `<%`; products/search.ts). Descriptions are left out: a near miss in a long
     * text finds too much.
     */
    searchName: text('search_name')
      .notNull()
      .generatedAlwaysAs(
        (): SQL => sql`${unaccented(products.name)} || ' ' || ${products.category}`,
      ),
  },
  (table) => {
    const onSale = sql`${table.status} = 'live'`
    return [
      check('products_status', sql`${table.status} in ('draft', 'live', 'archived')`),
      check(
        'products_archived_at_status',
        sql`(${table.archivedAt} is not null) = (${table.status} = 'archived')`,
      ),
      check(
        'products_sale_price_below_price',
        sql`${table.salePriceKobo} is null or (${table.salePriceKobo} > 0 and ${table.salePriceKobo} < ${table.priceKobo})`,
      ),
      index('products_category_created_idx').on(table.category, table.createdAt).where(onSale),
      // By what one costs now (the sale price while on sale): what the shop sorts and filters by.
      index('products_category_price_idx')
        .on(table.category, sql`coalesce(${table.salePriceKobo}, ${table.priceKobo})`)
        .where(onSale),
      index('products_created_idx').on(table.createdAt).where(onSale),
      index('products_price_idx')
        .on(sql`coalesce(${table.salePriceKobo}, ${table.priceKobo})`)
        .where(onSale),
      index('products_search_idx').using('gin', table.searchVector).where(onSale),
      index('products_search_name_idx')
        .using('gin', table.searchName.op('gin_trgm_ops'))
        .where(onSale),
    ]
  },
)

/**
 * Every save of a product by the store team (admin screen or CSV import): who, when, and each
 * field's value before and after, shown on the product in the admin screen.
 */
export const productChanges = pgTable(
  'product_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** `created` or `changed`. */
    action: text('action').$type<'created' | 'changed'>().notNull(),
    /** The team member's e-mail as it was then, or `command line`. */
    changedBy: text('changed_by').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    changes: jsonb('changes').$type<ProductFieldChange[]>().notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('product_changes_product_idx').on(table.productId, table.id)],
)

/**
 * The catalogue's version: one row, one more at every change of the products, in the change's
 * own transaction. Each server compares it with the version its caches were made from (a read of
 * one row every half second), so a change made through any server reaches every other's pages,
 * answers and sitemap within a second (products/catalogue-version.ts).
 */
export const catalogueVersion = pgTable(
  'catalogue_version',
  {
    id: boolean('id').primaryKey().default(true),
    version: bigint('version', { mode: 'number' }).notNull().default(1),
  },
  (table) => [check('catalogue_version_one_row', sql`${table.id}`)],
)

/**
 * The owner's product photos, one row per photo (photos/service.ts). The id comes from the hash
 * of the stored original, so the same photo uploaded twice is one row and its files never change.
 */
export const photos = pgTable('photos', {
  id: text('id').primaryKey(),
  /** The upright original's size in pixels. */
  width: integer('width').notNull(),
  height: integer('height').notNull(),
  /** The widths made, smallest first, each in every format. */
  widths: jsonb('widths').$type<number[]>().notNull(),
  formats: jsonb('formats').$type<('avif' | 'webp' | 'jpeg')[]>().notNull(),
  /** `jpeg`, or `png` for a photo with transparency. */
  originalFormat: text('original_format').$type<'jpeg' | 'png'>().notNull(),
  /** The stored original's size in bytes. */
  originalBytes: integer('original_bytes').notNull(),
  createdAt: createdAt(),
  /** Who uploaded it; the photo outlives their account. */
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
})

/**
 * Photo files kept in the database, for several servers sharing one (photos/database-store.ts).
 * Keys are content-hashed: a row is written once and never changes.
 */
export const photoFiles = pgTable('photo_files', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
})

/**
 * A products import being saved (admin/products-cli.ts, ADR 035). Its rows are saved a batch at
 * a time, each batch in a short transaction of its own, so that the store keeps answering
 * meanwhile; until the last batch is saved, `product_import_undo` keeps what each one changed,
 * so that an import that fails, or whose process dies, is undone whole. One at a time.
 */
export const productImports = pgTable(
  'product_imports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The CSV, as the command named it. */
    file: text('file').notNull(),
    /** `saving` while its batches are written; `saved` once the last is (its undo then goes). */
    state: text('state').$type<'saving' | 'saved'>().notNull().default('saving'),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Moved by every batch: an import saving but not heard of for a while has lost its process. */
    aliveAt: timestamp('alive_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('product_imports_one_saving_idx')
      .on(table.state)
      .where(sql`${table.state} = 'saving'`),
  ],
)

/**
 * What one product was before an import saved it, and what the import recorded, until the
 * import is saved whole: enough to put the product back as it was. A product changed again
 * since (by the store team, or a sale of its stock) is not put back over that change.
 */
export const productImportUndo = pgTable(
  'product_import_undo',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    importId: uuid('import_id')
      .notNull()
      .references(() => productImports.id, { onDelete: 'cascade' }),
    /** No reference: undoing a product the import created deletes it. */
    productId: text('product_id').notNull(),
    /** The product's row before (`to_jsonb`), or null for a product the import created. */
    before: jsonb('before').$type<Record<string, unknown>>(),
    /** The version the import left the product at. */
    versionAfter: integer('version_after').notNull(),
    /** Its counted sizes before the import, and as the import left them. */
    stockBefore: jsonb('stock_before').$type<StockLevels>().notNull(),
    stockAfter: jsonb('stock_after').$type<StockLevels>().notNull(),
    /** The rows the import added to `product_changes` and `stock_changes`. */
    changeIds: integer('change_ids').array().notNull(),
    stockChangeIds: integer('stock_change_ids').array().notNull(),
  },
  (table) => [index('product_import_undo_import_idx').on(table.importId, table.id)],
)

/**
 * The shop's departments (products/departments.ts, docs/product.md §11.13), in `position`
 * order. `id` is fixed when a department is made and is what `products.category` holds, so a
 * rename never touches a product; `slug` is what links use, and `aliases` the slugs it had
 * before, so every link the store ever printed still leads here. Ids, slugs and aliases are one
 * name space, case-insensitively: the departments module checks it under a lock of this table
 * (a unique index can hold one column, not three). A new store has the eight of `CATEGORIES`,
 * put here by the migration that made the table.
 */
export const departments = pgTable(
  'departments',
  {
    id: text('id').primaryKey(),
    label: text('label').notNull(),
    slug: text('slug').notNull(),
    aliases: text('aliases').array().notNull().default(sql`'{}'::text[]`),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('departments_label_idx').on(sql`lower(${table.label})`),
    uniqueIndex('departments_slug_idx').on(sql`lower(${table.slug})`),
  ],
)

/**
 * Every change of the departments, newest last: who made it (a team member's e-mail as it was
 * then, or `command line`), and the department before and after (null before a new one, after a
 * removed one). An order changed is one row, without a department, listing the ids before and after.
 */
export const departmentChanges = pgTable('department_changes', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  /** No reference: a removed department's record stays. Null for a new order of them all. */
  departmentId: text('department_id'),
  action: text('action').$type<'created' | 'renamed' | 'ordered' | 'removed'>().notNull(),
  changedBy: text('changed_by').notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  before: jsonb('before').$type<DepartmentRecord | string[]>(),
  after: jsonb('after').$type<DepartmentRecord | string[]>(),
  createdAt: createdAt(),
})

/** A department as its change record keeps it. */
export interface DepartmentRecord {
  label: string
  slug: string
  aliases: string[]
  position: number
}
