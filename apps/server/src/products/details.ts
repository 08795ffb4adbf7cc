import {
  type CategoryId,
  MAX_PRODUCT_ID_LENGTH,
  PRODUCT_GONE_MESSAGE,
  type ProductDetailsResponse,
  type ProductGoneResponse,
  RELATED_PRODUCTS_LIMIT,
} from '@adire/contract'
import { and, eq, ne } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { products } from '../db/schema.ts'
import { CATALOGUE_ORDER, onSale, productColumns, toProduct } from './product-rows.ts'

/**
 * One product for its page, and its related products (docs/product.md §2): others of its category
 * on sale,
 * newest first and then by id (the catalogue's own order), at most six. Both reads use an index
 * (the primary key; category with the date), so a product page costs the same whatever the
 * catalogue's size. Knows nothing of HTTP.
 */
export class ProductDetails {
  constructor(private readonly db: Database) {}

  /**
   * The answer about the product with this id: the product with its related products, what to
   * suggest instead when it is archived (the 404's body), or undefined when there is none (or
   * the id cannot be one, or it is a draft).
   */
  async find(id: string): Promise<ProductDetailsResponse | ProductGoneResponse | undefined> {
    // PostgreSQL refuses a NUL in text: an id with control characters is nobody's anyway.
    if (id.length === 0 || id.length > MAX_PRODUCT_ID_LENGTH || /\p{Cc}/u.test(id)) {
      return undefined
    }
    const [row] = await this.db.select(productColumns).from(products).where(eq(products.id, id))
    // A draft was never shown: to shoppers it does not exist, as an unknown id.
    if (!row || row.status === 'draft') return undefined
    const related = await this.db
      .select(productColumns)
      .from(products)
      .where(and(onSale, eq(products.category, row.category), ne(products.id, row.id)))
      .orderBy(...CATALOGUE_ORDER)
      .limit(RELATED_PRODUCTS_LIMIT)
    if (row.status === 'archived') {
      return {
        success: false,
        message: PRODUCT_GONE_MESSAGE,
        category: row.category as CategoryId,
        suggestions: related.map(toProduct),
      }
    }
    return { success: true, product: toProduct(row), related: related.map(toProduct) }
  }
}
