import { describeError } from './http/errors.ts'

/**
 * Work a request starts but does not wait for (sending an e-mail, revoking in the background).
 * Failures are logged, never thrown at a shopper; `drain()` waits for what is still running, so
 * shutdown loses nothing and tests can wait for the outcome instead of sleeping.
 */
export class BackgroundTasks {
  private readonly running = new Set<Promise<void>>()

  run(label: string, task: () => Promise<unknown>): void {
    const promise = Promise.resolve()
      .then(task)
      .then(
        () => undefined,
        (error: unknown) => {
          // Never the error itself: a database error's message carries its query's values.
          console.error(`[server] ${label} failed:`, describeError(error, { stack: false }))
        },
      )
      .finally(() => this.running.delete(promise))
    this.running.add(promise)
  }

  /**
   * Runs `task` every `everyMs` until the returned function is called; a run still going when
   * the next is due is not doubled up. Each run is one of these tasks, so `drain()` waits for
   * the one in flight at shutdown rather than letting it find the database closed.
   */
  every(label: string, everyMs: number, task: () => Promise<unknown>): () => void {
    let running = false
    const timer = setInterval(() => {
      if (running) return
      running = true
      this.run(label, () =>
        task().finally(() => {
          running = false
        }),
      )
    }, everyMs)
    timer.unref()
    return () => clearInterval(timer)
  }

  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running])
  }
}
