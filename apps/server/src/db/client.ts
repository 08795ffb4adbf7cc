import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './schema.ts'

/** One type for both drivers, so services never know which database they run on. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface DatabaseHandle {
  db: Database
  /** `pglite` (embedded, the default) or `postgres` (DATABASE_URL). */
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
}

const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle')

export interface DatabaseOptions {
  /** PostgreSQL URL; when absent an embedded PGlite database is used. */
  databaseUrl?: string | undefined
  /** Directory for the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string
}

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 })
    const db = drizzlePg(pool, { schema })
    await migratePg(db, { migrationsFolder })
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() }
  }
  const dir = options.dataDir === 'memory://' ? undefined : path.join(options.dataDir, 'pglite')
  if (dir) mkdirSync(dir, { recursive: true })
  const client = await PGlite.create(dir)
  const db = drizzlePglite(client, { schema })
  await migratePglite(db, { migrationsFolder })
  return { db: db as unknown as Database, kind: 'pglite', close: () => client.close() }
}
