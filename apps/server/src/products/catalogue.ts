import { createHash } from 'node:crypto'
import { koboToNaira, type Product, ProductListResponse } from '@adire/contract'
import { asc, desc, getTableColumns } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { products } from '../db/schema.ts'
import { type Prepared, precompress } from '../http/precompressed.ts'

/** The product's columns, without the search document the database keeps for the search. */
const { searchVector: _searchVector, ...productColumns } = getTableColumns(products)

export { productColumns }

/**
 * The catalogue's own order: newest first, then by id (so products added at the same moment
 * keep one order). The list's order, which the home page's products and the searches follow too.
 */
export const CATALOGUE_ORDER = [desc(products.createdAt), asc(products.id)]

type ProductRow = Omit<typeof products.$inferSelect, 'searchVector'>

export function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    price: koboToNaira(row.priceKobo),
    image: row.images,
    category: row.category as Product['category'],
    sizes: row.sizes,
    bestseller: row.bestseller,
    date: row.createdAt.getTime(),
  }
}

/** The products, and the `GET /api/products/list` body serialized and compressed once. */
export interface CataloguedList extends Prepared {
  products: Product[]
}

/**
 * Reads the catalogue. The product list is the store's hottest read (the list endpoint, every
 * page's meta tags, the sitemap), so it is read, validated and serialized once and kept with
 * its ETag until `invalidate()` is called by whatever changes products.
 */
export class ProductCatalogue {
  #cached: Promise<CataloguedList> | undefined

  constructor(private readonly db: Database) {}

  async #read(): Promise<CataloguedList> {
    const rows = await this.db
      .select(productColumns)
      .from(products)
      .orderBy(...CATALOGUE_ORDER)
    const response = ProductListResponse.parse({ success: true, products: rows.map(toProduct) })
    const json = JSON.stringify(response)
    const etag = `W/"${createHash('sha1').update(json).digest('base64url')}"`
    return { products: response.products, body: precompress(json), etag }
  }

  current(): Promise<CataloguedList> {
    this.#cached ??= this.#read()
    const pending = this.#cached
    // A failed read must not be cached: the next request tries again.
    pending.catch(() => {
      if (this.#cached === pending) this.#cached = undefined
    })
    return pending
  }

  async list(): Promise<Product[]> {
    return (await this.current()).products
  }

  invalidate(): void {
    this.#cached = undefined
  }
}
