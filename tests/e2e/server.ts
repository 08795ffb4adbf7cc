import { type ChildProcess, spawn } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import path from 'node:path'

export const repoRoot = path.resolve(import.meta.dirname, '../..')
/**
 * Node with TypeScript loading, in one process (the `tsx` command would start a second one, and a
 * SIGKILL sent to the first would leave the server running).
 */
export const nodeWithTypeScript = (script: string) =>
  [process.execPath, ['--import', 'tsx', script]] as const
const entry = path.join(repoRoot, 'apps/server/src/main.ts')

export interface RunningServer {
  url: string
  /** Where this server keeps its database, secret and mail outbox. */
  dataDir: string
  process: ChildProcess
  output: () => string
  /** Stops it (SIGTERM) and gives its exit code; its data directory is removed unless kept. */
  stop: (options?: { keepData?: boolean }) => Promise<number | null>
}

/**
 * A port no one listens on, for a server a test starts. Chosen below Linux's ephemeral range
 * (32768 and up), where the system picks the local ports of outgoing connections: a port from
 * `listen(0)` could be taken by a database connection before the server binds it (EADDRINUSE).
 */
export async function freePort(): Promise<number> {
  for (;;) {
    const port = 20_000 + Math.floor(Math.random() * 12_000)
    const free = await new Promise<boolean>((resolve) => {
      const probe = createServer()
      probe.once('error', () => resolve(false))
      probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)))
    })
    if (free) return port
  }
}

/** Runs the server exactly as `npm run serve` does, and waits for its exit. */
export function runServerProcess(env: Record<string, string>) {
  const child = spawn(...nodeWithTypeScript(entry), {
    cwd: repoRoot,
    env: { ...process.env, NODE_ENV: 'production', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk) => {
    output += chunk
  })
  child.stderr.on('data', (chunk) => {
    output += chunk
  })
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, output: () => output, exited }
}

/**
 * Starts the production server on a free port (with any extra environment variables) on a fresh
 * embedded database, or on a copy of `from`, a data directory a stopped server left (see
 * `prepareStore`).
 */
export async function startServer(
  env: Record<string, string> = {},
  { from }: { from?: string } = {},
): Promise<RunningServer> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'adire-e2e-'))
  if (from) cpSync(from, dataDir, { recursive: true })
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const { child, output, exited } = runServerProcess({
    ...env,
    PORT: String(port),
    DATA_DIR: dataDir,
  })
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${output()}`)
    if (Date.now() > deadline) throw new Error(`Server did not become healthy:\n${output()}`)
    const healthy = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    )
    if (healthy) break
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return {
    url,
    dataDir,
    process: child,
    output,
    stop: async ({ keepData = false } = {}) => {
      child.kill('SIGTERM')
      const code = await exited
      if (!keepData) rmSync(dataDir, { recursive: true, force: true })
      return code
    },
  }
}

/**
 * A store as its first start leaves it (database created, migrated and seeded, secret written),
 * stopped, for servers to start on copies of: a copy is healthy in under half the time and CPU
 * of a first start (3.7 s and 5.6 CPU-s against 8.2 s and 11.7 CPU-s on a quiet machine), which
 * a suite starting a server a file spends many times over. Returns the data directory.
 */
export async function prepareStore(): Promise<string> {
  const server = await startServer()
  const code = await server.stop({ keepData: true })
  if (code !== 0) throw new Error(`The prepared store did not stop cleanly:\n${server.output()}`)
  return server.dataDir
}
