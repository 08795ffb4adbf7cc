/**
 * The databases the dynamic endpoints are measured on: the embedded one, and (with
 * BENCH_DATABASE_URL) a throwaway database on that PostgreSQL server, each with our server on
 * it and its shoppers prepared, and how the bare server reaches the same data.
 */
import { cpSync, mkdirSync } from 'node:fs'
import path from 'node:path'
import { createThrowawayDatabase } from '../../apps/server/src/testing/database.ts'
import { onCleanup } from '../cleanup.ts'
import { type BenchServer, launchServer } from '../server.ts'
import { type Account, prepareAccounts, type Store } from './accounts.ts'

/** One database under test, with our server on it once prepared. */
export interface Target {
  label: 'embedded' | 'PostgreSQL'
  server: BenchServer
  accounts: Account[]
  store: Store
  /** Our server's environment (the embedded one restarts with it). */
  env: Record<string, string>
  /** How the bare server reaches the same data. */
  bareEnv: Record<string, string>
  /** Stops what the target holds (server, throwaway database). */
  release: () => Promise<void>
}

/** `work`, unless the server exits first. */
function alive<T>(server: BenchServer, work: Promise<T>): Promise<T> {
  return Promise.race([work, server.died])
}

/** The embedded database: our server on a data directory of the area's own. */
export async function prepareEmbedded(
  scratch: string,
  env: Record<string, string>,
  signal: AbortSignal,
): Promise<Target> {
  const dataDir = path.join(scratch, 'embedded')
  mkdirSync(dataDir)
  const server = await launchServer(env, { dataDir })
  try {
    const prepared = await alive(server, prepareAccounts('embedded', server.url, signal))
    return {
      label: 'embedded',
      server,
      ...prepared,
      env,
      bareEnv: {},
      release: () => server.stop(),
    }
  } catch (error) {
    await server.stop()
    throw error
  }
}

/** A throwaway database on BENCH_DATABASE_URL's server, and our server on it. */
export async function preparePostgres(
  serverUrl: string,
  env: Record<string, string>,
  signal: AbortSignal,
): Promise<Target> {
  const throwaway = await createThrowawayDatabase(serverUrl)
  const drop = onCleanup(() => throwaway.drop())
  let server: BenchServer | undefined
  const release = async () => {
    await server?.stop()
    await drop()
  }
  try {
    server = await launchServer({ ...env, DATABASE_URL: throwaway.url })
    const prepared = await alive(server, prepareAccounts('PostgreSQL', server.url, signal))
    return {
      label: 'PostgreSQL',
      server,
      ...prepared,
      env,
      bareEnv: { BENCH_BARE_DATABASE_URL: throwaway.url },
      release,
    }
  } catch (error) {
    await release()
    throw error
  }
}

/**
 * Hands the embedded database to the bare server: our server stops (PGlite closes its files),
 * the database is copied, and our server starts again on the original.
 */
export async function splitEmbedded(target: Target, scratch: string): Promise<Target> {
  const dataDir = target.server.dataDir
  await target.server.stop()
  const copy = path.join(scratch, 'bare', 'pglite')
  cpSync(path.join(dataDir, 'pglite'), copy, { recursive: true })
  const server = await launchServer(target.env, { dataDir })
  return {
    ...target,
    server,
    bareEnv: { BENCH_BARE_PGLITE_DIR: copy },
    release: () => server.stop(),
  }
}
