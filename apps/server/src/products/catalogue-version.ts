import { sql } from 'drizzle-orm'
import type { BackgroundTasks } from '../background.ts'
import type { Database } from '../db/client.ts'
import { catalogueVersion } from '../db/schema.ts'
import type { ProductListCache } from './product-list.ts'

/**
 * How often each server reads the catalogue's version: a change made through another server (or
 * the command line) reaches this one's pages, answers and sitemap within this, well inside the
 * 2 seconds docs/product.md §11.4 allows. One row read by its key: nothing next to the traffic.
 */
export const CATALOGUE_WATCH_MS = 500

/** Counts one more change of the catalogue; called inside the change's own transaction. */
export async function catalogueChanged(tx: Database): Promise<void> {
  await tx.update(catalogueVersion).set({ version: sql`${catalogueVersion.version} + 1` })
}

/** The catalogue's version now. */
export async function readCatalogueVersion(db: Database): Promise<number> {
  const [row] = await db.select({ version: catalogueVersion.version }).from(catalogueVersion)
  return row?.version ?? 0
}

/**
 * Keeps this server's product caches in step with the database: whenever the version moves,
 * the cached list is dropped, and with it every answer and page made from it (they are keyed by
 * the list's ETag). Stops when the returned function is called.
 */
export function watchCatalogue(
  db: Database,
  catalogue: ProductListCache,
  background: BackgroundTasks,
  everyMs = CATALOGUE_WATCH_MS,
): () => void {
  // Unknown at first: the first read drops whatever was cached before it, once.
  let seen: number | undefined
  let failing = false
  return background.every('Checking the catalogue for changes', everyMs, async () => {
    try {
      const version = await readCatalogueVersion(db)
      if (version !== seen) catalogue.invalidate()
      seen = version
      failing = false
    } catch (error) {
      // Twice a second through a database outage: said once, not at every check.
      if (failing) return
      failing = true
      throw error
    }
  })
}
