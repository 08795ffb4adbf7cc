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
          console.error(`[server] ${label} failed:`, error instanceof Error ? error.message : error)
        },
      )
      .finally(() => this.running.delete(promise))
    this.running.add(promise)
  }

  async drain(): Promise<void> {
    while (this.running.size > 0) await Promise.all([...this.running])
  }
}
