import { MAX_PRODUCT_ID_LENGTH, type Product, RELATED_PRODUCTS_LIMIT } from '@adire/contract'
import { and, asc, desc, eq, ne } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { products } from '../db/schema.ts'
import { productColumns, toProduct } from './product-rows.ts'

/** A product and the products its page suggests. */
export interface ProductWithRelated {
  product: Product
  related: Product[]
}

/**
 * One product for its page, and its related products (docs/product.md §2): others of its category,
 * newest first and then by id (the catalogue's own order), at most six. Both reads use an index
 * (the primary key; category with the date), so a product page costs the same whatever the
 * catalogue's size. Knows nothing of HTTP.
 */
export class ProductDetails {
  constructor(private readonly db: Database) {}

  /** The product with this id, or undefined when there is none (or the id cannot be one). */
  async find(id: string): Promise<ProductWithRelated | undefined> {
    // PostgreSQL refuses a NUL in text: an id with control characters is nobody's anyway.
    if (id.length === 0 || id.length > MAX_PRODUCT_ID_LENGTH || /\p{Cc}/u.test(id)) {
      return undefined
    }
    const [row] = await this.db.select(productColumns).from(products).where(eq(products.id, id))
    if (!row) return undefined
    const related = await this.db
      .select(productColumns)
      .from(products)
      .where(and(eq(products.category, row.category), ne(products.id, row.id)))
      .orderBy(desc(products.createdAt), asc(products.id))
      .limit(RELATED_PRODUCTS_LIMIT)
    return { product: toProduct(row), related: related.map(toProduct) }
  }
}
