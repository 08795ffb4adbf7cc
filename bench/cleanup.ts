import { progress } from './log.ts'

type Cleanup = () => Promise<unknown> | unknown

const pending = new Set<Cleanup>()

/**
 * Registers something to undo (a server to stop, a browser to close) and returns a function
 * that runs it once and forgets it. Whatever is still registered when the bench ends or is
 * interrupted is undone by `cleanupAll`, so no process outlives the run.
 */
export function onCleanup(cleanup: Cleanup): () => Promise<void> {
  let done = false
  const once: Cleanup = async () => {
    if (done) return
    done = true
    pending.delete(once)
    await cleanup()
  }
  pending.add(once)
  return async () => {
    await once()
  }
}

export async function cleanupAll(): Promise<void> {
  // Last registered first, like nested try/finally blocks.
  for (const cleanup of [...pending].reverse()) {
    try {
      await cleanup()
    } catch (error) {
      progress(`cleanup failed: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
}
