import {
  HOME_BESTSELLER_COUNT,
  HOME_LATEST_COUNT,
  HOME_PER_CATEGORY_COUNT,
  type Product,
} from '@adire/contract'
import { and, asc, desc, eq, lte, or, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { products } from '../db/schema.ts'
import { onSale, productColumns, toProduct } from './product-rows.ts'

/** The catalogue's own order (`CATALOGUE_ORDER`), as a window's ORDER BY. */
const NEWEST_FIRST = sql`${products.createdAt} desc, ${products.id} asc`

/**
 * The home page's products (the contract's `featuredProducts`), chosen in the database: the
 * `HOME_LATEST_COUNT` newest, the `HOME_BESTSELLER_COUNT` newest bestsellers and the
 * `HOME_PER_CATEGORY_COUNT` newest of each category, once each and in the list's order
 * (`CATALOGUE_ORDER`). A few dozen products whatever the catalogue's size, so the home page
 * never needs the whole list. Knows nothing of HTTP.
 */
export class FeaturedProducts {
  constructor(private readonly db: Database) {}

  async list(): Promise<Product[]> {
    const ranked = this.db.$with('ranked').as(
      this.db
        .select({
          ...productColumns,
          overall: sql<number>`row_number() over (order by ${NEWEST_FIRST})`.as('overall'),
          // Numbered within bestsellers and within the rest; only the bestsellers' count is read.
          amongBestsellers:
            sql<number>`row_number() over (partition by ${products.bestseller} order by ${NEWEST_FIRST})`.as(
              'among_bestsellers',
            ),
          inCategory:
            sql<number>`row_number() over (partition by ${products.category} order by ${NEWEST_FIRST})`.as(
              'in_category',
            ),
        })
        .from(products)
        .where(onSale),
    )
    const rows = await this.db
      .with(ranked)
      .select()
      .from(ranked)
      .where(
        or(
          lte(ranked.overall, HOME_LATEST_COUNT),
          and(eq(ranked.bestseller, true), lte(ranked.amongBestsellers, HOME_BESTSELLER_COUNT)),
          lte(ranked.inCategory, HOME_PER_CATEGORY_COUNT),
        ),
      )
      .orderBy(desc(ranked.createdAt), asc(ranked.id))
    return rows.map(toProduct)
  }
}
