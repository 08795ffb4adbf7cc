import {
  type AdminOrder,
  NOTIFIED_STATUSES,
  nextStatuses,
  ORDER_STATUSES,
  type OrderStatus,
} from '@adire/contract'
import { and, eq, inArray } from 'drizzle-orm'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/client.ts'
import { orderStatusEvents, orders } from '../db/schema.ts'
import { orderStatusMail } from '../mail/messages.ts'
import type { MailQueue } from '../mail/queue.ts'
import type { StockHolds } from '../products/stock-holds.ts'
import { OrderError } from './errors.ts'
import { queueShopperMail } from './notify.ts'
import type { OrderReads } from './reads.ts'
import { refundCancelledOrder } from './refund-journey.ts'
import type { Refunds } from './refunds.ts'

/** Who changed an order's status. */
export type Actor =
  | { kind: 'shopper' | 'payment' | 'reconciler' | 'cli' }
  | { kind: 'admin'; userId: string }

export interface FulfilmentDependencies {
  db: Database
  mail: MailQueue
  clock: Clock
  publicUrl: string
  reads: OrderReads
  refunds: Refunds
  stock: StockHolds
}

/** Moving an order along its journey, by the store team (the admin screen or the command line). */
export class Fulfilment {
  constructor(private readonly deps: FulfilmentDependencies) {}

  /**
   * Moves an order to a new status, if `nextStatuses` allows it from where it is now. The check
   * is part of the UPDATE itself (the order must be in a status the move is allowed from), so
   * two team members moving the same order at once cannot both get through, whatever the
   * timing; and the UPDATE holds the order's row, so a payment landing at the same moment is
   * decided either before (then it is refunded here) or after (then it is refunded as arriving
   * after the cancellation). Cancelling a paid order refunds its payment: no money is kept for
   * an order that will not ship, and returns its units to stock. The move is recorded on the timeline, and the shopper is
   * e-mailed when the order ships, goes out for delivery and arrives.
   */
  async setStatus(orderId: string, status: OrderStatus, actor: Actor): Promise<AdminOrder> {
    const { db, clock, refunds } = this.deps
    const allowedFrom = ORDER_STATUSES.filter((from) => nextStatuses(from).includes(status))
    const moved = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({ status })
        .where(and(eq(orders.id, orderId), inArray(orders.status, allowedFrom)))
        .returning()
      if (!row) return undefined
      const now = clock.now()
      await tx.insert(orderStatusEvents).values({
        orderId,
        status,
        actor: actor.kind,
        actorUserId: actor.kind === 'admin' ? actor.userId : null,
        createdAt: now,
      })
      if (NOTIFIED_STATUSES.includes(status)) {
        await queueShopperMail(tx, this.deps, row.userId, (user, link) =>
          orderStatusMail(user, row.reference, status, link),
        )
      }
      // The refund journey starts here (refund-journey.ts).
      const refunded = status === 'Cancelled' && (await refundCancelledOrder(tx, row, refunds))
      // A cancelled order's units are the store's to sell again: back to stock if it was paid,
      // its hold let go if not.
      if (status === 'Cancelled') await this.deps.stock.giveBack(tx, row)
      return { row, refunded }
    })
    if (!moved) {
      // Not moved: say why, from the status the order has now.
      const [order] = await db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.id, orderId))
      if (!order) throw new OrderError('orderNotFound')
      throw new OrderError('statusNotAllowed', { from: order.status, to: status })
    }
    if (NOTIFIED_STATUSES.includes(status) || moved.refunded) this.deps.mail.deliver()
    if (moved.refunded) refunds.sendSoon()
    const shown = await this.deps.reads.forAdmin(orderId)
    if (!shown) throw new OrderError('orderNotFound')
    return shown
  }
}
