import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { type DatabaseHandle, openDatabase } from '../db/client.ts'

/** Creates an empty database on a PostgreSQL server; `drop` removes it (and its connections). */
export async function createThrowawayDatabase(serverUrl: string) {
  const name = `adire_test_${randomUUID().replaceAll('-', '')}`
  const run = async (sql: string) => {
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    try {
      await admin.query(sql)
    } finally {
      await admin.end()
    }
  }
  await run(`CREATE DATABASE ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return { url: url.toString(), drop: () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) }
}

/**
 * A fresh, migrated database for one test file. On the embedded PGlite by default; when
 * TEST_DATABASE_URL is set, a throwaway database on that PostgreSQL server (dropped afterwards),
 * so the same suite proves both paths.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) return openDatabase({ dataDir: 'memory://' })

  const throwaway = await createThrowawayDatabase(serverUrl)
  const handle = await openDatabase({ databaseUrl: throwaway.url, dataDir: 'unused' })
  return {
    ...handle,
    async close() {
      await handle.close()
      await throwaway.drop()
    },
  }
}
