import { MINUTE_MS } from '@adire/contract'
import type { BackgroundTasks } from '../background.ts'
import type { OrderService } from './service.ts'

/**
 * Runs the order reconciler on a timer for as long as the server runs. A run that is still
 * going when the next is due is not doubled up, and one going at shutdown is waited for.
 */
export function startReconciler(
  orders: OrderService,
  background: BackgroundTasks,
  everyMs = MINUTE_MS,
): () => void {
  return background.every('Reconciler', everyMs, async () => {
    const { paid, refunding, abandoned, refunds } = await orders.payments.reconcile()
    if (paid + refunding + abandoned + refunds.sent > 0) {
      console.log(
        `[payments] Reconciler: ${paid} order(s) confirmed, ${refunding} payment(s) to refund, ${abandoned} order(s) abandoned, ${refunds.sent} refund(s) sent.`,
      )
    }
  })
}
