import { rmSync } from 'node:fs'
import { freePort, type RunningServer, runServerProcess, startServer } from '../tests/e2e/server.ts'
import { LAUNCH_RANGE } from './args.ts'
import { onCleanup } from './cleanup.ts'
import { progress } from './log.ts'
import { RetryableError } from './retry.ts'
import { seedDataDir } from './seed.ts'

export interface BenchServer {
  url: string
  /** Where the server keeps its embedded database, secret and mail outbox. */
  dataDir: string
  /** The server's process id. */
  pid: number
  /** Rejects if the server exits before `stop()` is called. */
  died: Promise<never>
  output: () => string
  stop: () => Promise<void>
}

export interface LaunchOptions {
  /**
   * Run on this data directory, and leave it in place when the server stops (the caller
   * removes it): a second server can then start on the same embedded database, or the
   * database can be copied while no server holds it. By default the server gets a fresh
   * temporary directory, removed when it stops.
   */
  dataDir?: string
  /**
   * Products in the catalogue: beyond the launch range (which the server seeds itself), the
   * database is seeded with generated products before the server starts (embedded database
   * only; `DATABASE_URL` in `env` is left as it is).
   */
  products?: number
}

/** The production server on `dataDir`, as `startServer` runs it, but keeping the directory. */
async function startServerIn(dataDir: string, env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort()
  const url = `http://127.0.0.1:${port}`
  const { child, output, exited } = runServerProcess({
    ...env,
    PORT: String(port),
    DATA_DIR: dataDir,
  })
  const stop = async () => {
    child.kill('SIGTERM')
    return exited
  }
  const deadline = Date.now() + 60_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited early:\n${output()}`)
    if (Date.now() > deadline) {
      await stop()
      throw new Error(`Server did not become healthy:\n${output()}`)
    }
    const healthy = await fetch(`${url}/healthz`).then(
      (res) => res.ok,
      () => false,
    )
    if (healthy) break
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  return { url, dataDir, process: child, output, stop }
}

/**
 * The production server on a fresh embedded database, as the e2e suite starts it. It trusts one
 * proxy hop so that the login flood (and the sign-ups of the dynamic area) can come from many
 * addresses (X-Forwarded-For), as many shoppers' would; nothing the bench measures depends on
 * client addresses otherwise.
 */
export async function launchServer(
  env: Record<string, string> = {},
  options: LaunchOptions = {},
): Promise<BenchServer> {
  const serverEnv = { TRUST_PROXY: '1', ...env }
  const grown =
    options.products !== undefined && options.products > LAUNCH_RANGE && !env.DATABASE_URL
  // A grown catalogue is seeded before the server starts, in a directory of its own unless the
  // caller gave one (and then removes it).
  const seededDir = grown ? await seedDataDir(options.products ?? 0, options.dataDir) : undefined
  const dataDir = options.dataDir ?? seededDir
  const server = dataDir ? await startServerIn(dataDir, serverEnv) : await startServer(serverEnv)
  let stopping = false
  const stop = onCleanup(async () => {
    stopping = true
    const code = await server.stop()
    if (seededDir && !options.dataDir) rmSync(seededDir, { recursive: true, force: true })
    progress(`server stopped (exit code ${code})`)
  })
  // If the server dies mid-run (a crash, or a `pkill -f` on this shared machine matching its
  // command line), every later figure would measure connection errors.
  const died = new Promise<never>((_, reject) => {
    server.process.once('exit', (code, signal) => {
      if (stopping) return
      reject(new RetryableError(`the server exited during the bench (${signal ?? `exit ${code}`})`))
    })
  })
  died.catch(() => {})
  progress(`server ready at ${server.url}`)
  return {
    url: server.url,
    dataDir: server.dataDir,
    pid: server.process.pid as number,
    died,
    output: server.output,
    stop,
  }
}
