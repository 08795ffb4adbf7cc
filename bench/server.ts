import { startServer } from '../tests/e2e/server.ts'
import { onCleanup } from './cleanup.ts'
import { progress } from './log.ts'
import { RetryableError } from './retry.ts'

export interface BenchServer {
  url: string
  /** Rejects if the server exits before `stop()` is called. */
  died: Promise<never>
  output: () => string
  stop: () => Promise<void>
}

/** The production server on a fresh embedded database, as the e2e suite starts it. */
export async function launchServer(): Promise<BenchServer> {
  const server = await startServer()
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
  return { url: server.url, died, output: server.output, stop }
}
