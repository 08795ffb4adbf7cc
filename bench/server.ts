import { startServer } from '../tests/e2e/server.ts'
import { onCleanup } from './cleanup.ts'
import { progress } from './log.ts'
import { RetryableError } from './retry.ts'

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

/**
 * The production server on a fresh embedded database, as the e2e suite starts it. It trusts one
 * proxy hop so that the login flood can come from many addresses (X-Forwarded-For), as a
 * distributed one would; nothing else the bench measures depends on client addresses.
 */
export async function launchServer(env: Record<string, string> = {}): Promise<BenchServer> {
  const server = await startServer({ TRUST_PROXY: '1', ...env })
  let stopping = false
  const stop = onCleanup(async () => {
    stopping = true
    const code = await server.stop()
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
