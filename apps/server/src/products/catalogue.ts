import { createHash } from 'node:crypto'
import { type Product, ProductListResponse } from '@adire/contract'
import { desc } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { products } from '../db/schema.ts'

type ProductRow = typeof products.$inferSelect

function toProduct(row: ProductRow): Product {
  return {
    _id: row.id,
    name: row.name,
    description: row.description,
    price: row.priceKobo / 100,
    image: row.images,
    category: row.category as Product['category'],
    sizes: row.sizes,
    bestseller: row.bestseller,
    date: row.createdAt.getTime(),
  }
}

export interface SerializedProductList {
  body: string
  etag: string
}

/**
 * Reads the catalogue. The product list is the store's hottest response, so it is serialized
 * once and kept with its ETag until `invalidate()` is called by whatever changes products.
 */
export class ProductCatalogue {
  #serialized: Promise<SerializedProductList> | undefined

  constructor(private readonly db: Database) {}

  async list(): Promise<Product[]> {
    const rows = await this.db.select().from(products).orderBy(desc(products.createdAt))
    return rows.map(toProduct)
  }

  /** The `GET /api/products/list` body, validated against the contract once per rebuild. */
  serializedList(): Promise<SerializedProductList> {
    this.#serialized ??= this.list().then((list) => {
      const body = JSON.stringify(ProductListResponse.parse({ success: true, products: list }))
      const etag = `"${createHash('sha1').update(body).digest('base64url')}"`
      return { body, etag }
    })
    // A failed read must not be cached: the next request tries again.
    this.#serialized.catch(() => {
      this.#serialized = undefined
    })
    return this.#serialized
  }

  invalidate(): void {
    this.#serialized = undefined
  }
}
