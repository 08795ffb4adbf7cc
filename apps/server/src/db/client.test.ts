import { SEED_PRODUCTS } from '@adire/launch-range'
import { count } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { seedCatalogue } from '../seed/seed.ts'
import { createThrowawayDatabase } from '../testing/database.ts'
import { externalService } from '../testing/external.ts'
import { openDatabase } from './client.ts'
import { products } from './schema.ts'

/** Runs against the PostgreSQL at TEST_DATABASE_URL (CI sets it whenever one is reachable). */
const serverUrl = externalService('TEST_DATABASE_URL', 'several servers migrating one database')

describe.runIf(serverUrl)('several servers starting at once on a new PostgreSQL database', () => {
  it('migrate it once and seed the catalogue once, and all of them start', async () => {
    const throwaway = await createThrowawayDatabase(serverUrl as string)
    try {
      const servers = await Promise.all(
        Array.from({ length: 4 }, () =>
          openDatabase({ databaseUrl: throwaway.url, dataDir: 'unused' }),
        ),
      )
      const seeded = await Promise.all(servers.map((server) => seedCatalogue(server.db)))
      expect(seeded.reduce((sum, n) => sum + n, 0)).toBe(SEED_PRODUCTS.length)
      const [first] = servers
      const [row] = (await first?.db.select({ n: count() }).from(products)) ?? []
      expect(row?.n).toBe(SEED_PRODUCTS.length)
      await Promise.all(servers.map((server) => server.close()))
    } finally {
      await throwaway.drop()
    }
  })
})
