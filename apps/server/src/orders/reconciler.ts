import type { OrderService } from './service.ts'

/**
 * Runs the order reconciler on a timer for as long as the server runs. A run that is still
 * going when the next is due is not doubled up.
 */
export function startReconciler(orders: OrderService, everyMs = 60_000): () => void {
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    orders
      .reconcile()
      .then(({ paid, abandoned }) => {
        if (paid > 0 || abandoned > 0) {
          console.log(`[payments] Reconciler: ${paid} order(s) confirmed, ${abandoned} abandoned.`)
        }
      })
      .catch((error: unknown) => console.error('[payments] Reconciler failed:', error))
      .finally(() => {
        running = false
      })
  }, everyMs)
  timer.unref()
  return () => clearInterval(timer)
}
