import { mkdirSync } from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import { oneTripClient } from './pglite-one-trip.ts'
import * as schema from './schema.ts'

/** One type for both drivers, so services never know which database they run on. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>

export interface DatabaseHandle {
  db: Database
  /** `pglite` (embedded, the default) or `postgres` (DATABASE_URL). */
  kind: 'pglite' | 'postgres'
  close(): Promise<void>
  /** The embedded database's files as a tarball, to start another copy from (tests). */
  dump?: () => Promise<Blob>
}

export const migrationsFolder = path.resolve(import.meta.dirname, '../../drizzle')

/** The advisory lock (an arbitrary number of the store's own) held while migrating. */
const MIGRATION_LOCK = 0xad1e_0001

/**
 * The planner's cost of reading a page out of order, relative to the next one (PostgreSQL's
 * default is 4, for spinning disks). The catalogue sits in memory on the embedded database and
 * in the cache or on SSD on a server, where the two cost about the same. At 4 the planner reads
 * the whole table for a text search that matches one product in eight (about as costly on its
 * estimate), which at 10,000 products is 4-6 times slower than reading the text index. An owner
 * may set another value in DATABASE_URL (`?options=-c random_page_cost=…`), which takes
 * precedence.
 */
export const RANDOM_PAGE_COST = 1.1

/**
 * How near a typed word must come to a word of a product's name for the search to take it as a
 * slip (pg_trgm's `word_similarity`, 0 to 1; its default is 0.6). At 0.5 one wrong, missing or
 * doubled letter in a word of four or more is forgiven ("hoddie", "jursey", "indgo"), which 0.6
 * refuses; products/search.ts never asks it of shorter words, where 0.5 lets "hat" find
 * "harmattan".
 */
export const WORD_SIMILARITY_THRESHOLD = 0.5

/** The settings every session of the store starts with, on either database. */
const SESSION_SETTINGS = {
  random_page_cost: RANDOM_PAGE_COST,
  'pg_trgm.word_similarity_threshold': WORD_SIMILARITY_THRESHOLD,
}

export interface DatabaseOptions {
  /** PostgreSQL URL; when absent an embedded PGlite database is used. */
  databaseUrl?: string | undefined
  /** Directory for the embedded database; `memory://` keeps it in memory (tests). */
  dataDir: string
  /**
   * An embedded database's dumped files to start from instead of an empty one: a test file
   * opens a migrated copy in a fraction of the time a new database takes to initialise.
   */
  template?: Blob | undefined
}

/** Opens the database and applies the committed migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      max: 10,
      // While the database is away, a request waits this long for a connection, then fails
      // (with a 503) rather than hanging.
      connectionTimeoutMillis: 5000,
      options: Object.entries(SESSION_SETTINGS)
        .map(([name, value]) => `-c ${name}=${value}`)
        .join(' '),
    })
    // An idle connection dropped by the database (a restart, a failover) is reported here;
    // unheard, it would stop the whole server. The pool makes a new one when next needed.
    pool.on('error', (error) => {
      console.warn('[server] A database connection was lost:', error.message)
    })
    const db = drizzlePg(pool, { schema })
    // Several servers starting at once on a new database would each try to apply the same
    // migrations; the lock lets the first apply them and the others find them applied.
    const lock = await pool.connect()
    try {
      await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
      await migratePg(db, { migrationsFolder })
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
      lock.release()
    }
    return { db: db as unknown as Database, kind: 'postgres', close: () => pool.end() }
  }
  const dir = options.dataDir === 'memory://' ? undefined : path.join(options.dataDir, 'pglite')
  if (dir) mkdirSync(dir, { recursive: true })
  const client = await PGlite.create(dir, {
    extensions: { pg_trgm },
    ...(options.template ? { loadDataDir: options.template } : {}),
  })
  // The embedded database has one session, for as long as it is open.
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) {
    await client.query('select set_config($1, $2, false)', [name, String(value)])
  }
  // Statements take one trip into the database instead of six (db/pglite-one-trip.ts).
  const db = drizzlePglite({ client: oneTripClient(client) as unknown as PGlite, schema })
  await migratePglite(db, { migrationsFolder })
  return {
    db: db as unknown as Database,
    kind: 'pglite',
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
  }
}
