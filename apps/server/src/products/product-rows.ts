import { type Department, koboToNaira, type Product } from '@adire/contract'
import { asc, desc, getTableColumns, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { departments, products } from '../db/schema.ts'

/** The product's columns, without the search texts the database keeps for the search. */
const {
  searchVector: _searchVector,
  searchName: _searchName,
  ...productColumns
} = getTableColumns(products)

export { productColumns }

/**
 * The products shoppers see: the live ones, neither drafts nor archived. Every shopper's read
 * says so, which also lets the database use the catalogue's indexes (they hold only these): the
 * status is written in the statement, not bound, so a prepared statement's plan uses them too.
 */
export const onSale = sql`${products.status} = 'live'`

/**
 * The catalogue's own order: newest first, then by id (so products added at the same moment
 * keep one order). The list's order, which the home page's products and the searches follow too.
 */
export const CATALOGUE_ORDER = [desc(products.createdAt), asc(products.id)]

type ProductRow = Omit<typeof products.$inferSelect, 'searchVector' | 'searchName'>

/** What one unit costs now: the sale price while there is one. */
export const chargedKobo = (row: Pick<ProductRow, 'priceKobo' | 'salePriceKobo'>) =>
  row.salePriceKobo ?? row.priceKobo

/** A product row in the shape the API sends: on sale, the sale price with the price before. */
export function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    price: koboToNaira(chargedKobo(row)),
    ...(row.salePriceKobo !== null ? { wasPrice: koboToNaira(row.priceKobo) } : {}),
    image: row.images,
    category: row.category as Product['category'],
    sizes: row.sizes,
    bestseller: row.bestseller,
    date: row.createdAt.getTime(),
    ...(row.soldOut ? { soldOut: true } : {}),
  }
}

/** A department as the shop links and filters by it (products/departments.ts). */
export const toDepartment = (row: typeof departments.$inferSelect): Department => ({
  id: row.id,
  label: row.label,
  slug: row.slug,
  aliases: row.aliases,
})

/** The departments in the shop's order. */
export async function readDepartments(db: Database): Promise<Department[]> {
  const rows = await db
    .select()
    .from(departments)
    .orderBy(asc(departments.position), asc(departments.id))
  return rows.map(toDepartment)
}
