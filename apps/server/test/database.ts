import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { type DatabaseHandle, openDatabase } from '../src/db/client.ts'

/**
 * A fresh, migrated database for one test file. On the embedded PGlite by default; when
 * TEST_DATABASE_URL is set, a throwaway database on that PostgreSQL server (dropped afterwards),
 * so the same suite proves both paths.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) return openDatabase({ dataDir: 'memory://' })

  const name = `adire_test_${randomUUID().replaceAll('-', '')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`CREATE DATABASE ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' })
  return {
    ...handle,
    async close() {
      await handle.close()
      const cleanup = new pg.Client({ connectionString: serverUrl })
      await cleanup.connect()
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await cleanup.end()
    },
  }
}
