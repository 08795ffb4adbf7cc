import { addedAt, SEED_PRODUCTS, type SeedProduct } from '@adire/launch-range'
import { count, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { departments, products } from '../db/schema.ts'
import { catalogueChanged } from '../products/catalogue-version.ts'

/**
 * Fills an empty catalogue with the store's launch range. A catalogue that already has products
 * is left alone, so a store owner's own range is never overwritten on restart.
 * Servers starting together may both find it empty: each inserts what the other has not, so the
 * range is seeded once. A launch product of a department the store no longer has is left out.
 * Returns the number of products this call inserted.
 */
export async function seedCatalogue(
  db: Database,
  seed: readonly SeedProduct[] = SEED_PRODUCTS,
  now: Date = new Date(),
): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products)
  if ((row?.n ?? 0) > 0) return 0
  // Only into the departments the store has: the team may have removed one before adding products.
  const known = new Set(
    (await db.select({ id: departments.id }).from(departments)).map((d) => d.id),
  )
  const range = seed.filter((p) => known.has(p.category))
  if (range.length === 0) return 0
  const inserted = await db
    .insert(products)
    .values(
      range.map((p) => ({
        id: p.slug,
        name: p.name,
        description: p.description,
        priceKobo: p.priceKobo,
        category: p.category,
        sizes: p.sizes,
        images: p.images,
        bestseller: p.bestseller,
        createdAt: new Date(addedAt(p, now.getTime())),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: products.id })
  if (inserted.length > 0) await catalogueChanged(db)
  return inserted.length
}

/**
 * Brings the catalogue's statistics and indexes up to date after it was filled in bulk (the
 * server's first seed, a grown bench catalogue), so that the first searches use their indexes:
 * the embedded database has no autovacuum to do it, ever, and PostgreSQL's comes later. Until then the planner guesses the table's size and reads all of
 * it for a text search, and the text index checks each new entry one by one (GIN's pending
 * list): 7-12 ms instead of about 1 ms per search of 10,000 products on the embedded database.
 */
export async function tidyCatalogue(db: Database): Promise<void> {
  await db.execute(sql`vacuum analyze ${products}`)
}
