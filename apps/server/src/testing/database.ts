import { createHash, randomUUID } from 'node:crypto'
import { readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { type DatabaseHandle, migrationsFolder, openDatabase } from '../db/client.ts'

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

/** Every migration's bytes, in order: a template made from other migrations is never used. */
function migrationsDigest(): string {
  const hash = createHash('sha256')
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const file = path.join(dir, entry.name)
      if (entry.isDirectory()) walk(file)
      else hash.update(entry.name).update(readFileSync(file))
    }
  }
  walk(migrationsFolder)
  return hash.digest('hex').slice(0, 16)
}

/**
 * An embedded database with every migration applied, dumped once to a temporary file that
 * test files (in every worker) start from: a new embedded database spends over a second
 * initialising, a copy of this one a few tenths.
 */
async function migratedTemplate(): Promise<Blob> {
  const file = path.join(tmpdir(), `adire-test-database-${migrationsDigest()}.tar`)
  try {
    return new Blob([readFileSync(file)])
  } catch {
    const handle = await openDatabase({ dataDir: 'memory://' })
    const dump = await handle.dump?.()
    await handle.close()
    if (!dump) throw new Error('The embedded database could not be dumped')
    const bytes = new Uint8Array(await dump.arrayBuffer())
    // Written whole, then renamed: a worker reading it never sees half a file.
    const partial = `${file}.${process.pid}-${randomUUID()}`
    writeFileSync(partial, bytes)
    renameSync(partial, file)
    return new Blob([bytes])
  }
}

/**
 * A fresh, migrated database for one test file. On the embedded PGlite by default; when
 * TEST_DATABASE_URL is set, a throwaway database on that PostgreSQL server (dropped afterwards),
 * so the same suite proves both paths.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl = process.env.TEST_DATABASE_URL
  if (!serverUrl) return openDatabase({ dataDir: 'memory://', template: await migratedTemplate() })

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
