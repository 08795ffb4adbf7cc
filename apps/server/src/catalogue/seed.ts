import { SEED_PRODUCTS, type SeedProduct } from '@adire/catalogue'
import { count } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { products } from '../db/schema.ts'

const DAY_MS = 24 * 60 * 60 * 1000

/**
 * Fills an empty catalogue with the store's launch range. A catalogue that already has products
 * is left alone, so a store owner's own range is never overwritten on restart.
 * Servers starting together may both find it empty: each inserts what the other has not, so the
 * range is seeded once. Returns the number of products this call inserted.
 */
export async function seedCatalogue(
  db: Database,
  seed: readonly SeedProduct[] = SEED_PRODUCTS,
  now: Date = new Date(),
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products)
  if ((row?.n ?? 0) > 0) return 0
  const inserted = await db
    .insert(products)
    .values(
      seed.map((p) => ({
        id: p.slug,
        name: p.name,
        description: p.description,
        priceKobo: p.priceKobo,
        category: p.category,
        sizes: p.sizes,
        images: p.images,
        bestseller: p.bestseller,
        createdAt: new Date(now.getTime() - p.addedDaysAgo * DAY_MS),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: products.id })
  return inserted.length
}
