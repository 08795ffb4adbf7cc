/**
 * `npm run admin -- <args>` as the store owner runs it, for the end-to-end and soak tests and the
 * bench: beside a running server on its embedded database (the server runs the command), or on
 * the PostgreSQL database the servers share.
 */
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { nodeWithTypeScript, repoRoot } from './e2e/server.ts'

/** Where the command finds the store: a running server's data folder, or a database. */
export type StoreLocation = { dataDir: string; url: string } | { databaseUrl: string }

export async function runAdminCommand(store: StoreLocation, ...args: string[]): Promise<string> {
  const [node, flags] = nodeWithTypeScript(path.join(repoRoot, 'apps/server/src/admin/cli.ts'))
  const env: Record<string, string | undefined> = { ...process.env, NODE_ENV: 'production' }
  // On PostgreSQL the command needs no folder of the server's: a scratch one keeps it clean.
  const scratch = 'databaseUrl' in store ? mkdtempSync(path.join(tmpdir(), 'adire-admin-')) : ''
  if ('databaseUrl' in store) {
    env.DATABASE_URL = store.databaseUrl
    env.DATA_DIR = scratch
  } else {
    delete env.DATABASE_URL
    env.DATA_DIR = store.dataDir
    env.PORT = new URL(store.url).port
  }
  try {
    const { stdout } = await promisify(execFile)(node, [...flags, ...args], {
      cwd: repoRoot,
      env,
      timeout: 30_000,
    })
    return stdout
  } finally {
    if (scratch) rmSync(scratch, { recursive: true, force: true })
  }
}
