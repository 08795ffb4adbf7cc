import {
  type AdminOrder,
  type BulkRefusal,
  bulkRefusalMessage,
  NOTIFIED_STATUSES,
  nextStatuses,
  ORDER_STATUSES,
  type OrderShipment,
  type OrderStatus,
  orderRefusalAnswer,
  shipmentDetail,
} from '@adire/contract'
import { and, eq, inArray } from 'drizzle-orm'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/client.ts'
import { orderStatusEvents, orders } from '../db/schema.ts'
import type { DiscountUses } from '../discounts/uses.ts'
import { orderStatusMail } from '../mail/messages.ts'
import type { MailQueue } from '../mail/queue.ts'
import type { StockHolds } from '../products/stock-holds.ts'
import { OrderError } from './errors.ts'
import { queueShopperMail } from './notify.ts'
import type { OrderReads } from './reads.ts'
import { refundCancelledOrder } from './refund-journey.ts'
import type { Refunds } from './refunds.ts'

/** How an order ships: the courier, and a tracking number or link if the team has one. */
export interface ShipmentInput {
  courier: string
  tracking?: string | null
}

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
  /** Discount codes' uses: a cancelled order's given back. */
  discounts: DiscountUses
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
   * e-mailed when the order ships, goes out for delivery and arrives. A move to Shipped keeps
   * the courier and tracking given with it (the screen always gives a courier: the contract
   * requires one; the command line may not), on the order and on its timeline, and the
   * "shipped" e-mail names them.
   */
  async setStatus(
    orderId: string,
    status: OrderStatus,
    actor: Actor,
    shipment?: ShipmentInput,
  ): Promise<AdminOrder> {
    const { db, clock, refunds } = this.deps
    const allowedFrom = ORDER_STATUSES.filter((from) => nextStatuses(from).includes(status))
    const shipped: OrderShipment | undefined =
      status === 'Shipped' && shipment
        ? { courier: shipment.courier, tracking: shipment.tracking || null }
        : undefined
    const moved = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({ status, ...(shipped ?? {}) })
        .where(and(eq(orders.id, orderId), inArray(orders.status, allowedFrom)))
        .returning()
      if (!row) return undefined
      const now = clock.now()
      await tx.insert(orderStatusEvents).values({
        orderId,
        status,
        actor: actor.kind,
        actorUserId: actor.kind === 'admin' ? actor.userId : null,
        detail: shipped ? shipmentDetail(shipped) : null,
        createdAt: now,
      })
      if (NOTIFIED_STATUSES.includes(status)) {
        await queueShopperMail(tx, this.deps, row.userId, (user, link) =>
          orderStatusMail(user, row.reference, status, link, shipped),
        )
      }
      // The refund journey starts here (refund-journey.ts).
      const refunded = status === 'Cancelled' && (await refundCancelledOrder(tx, row, refunds))
      // A cancelled order's units are the store's to sell again: back to stock if it was paid,
      // its hold let go if not.
      // Its code's use is the code's again (docs/product.md §11.14).
      if (status === 'Cancelled') {
        await this.deps.stock.giveBack(tx, row)
        await this.deps.discounts.giveBack(tx, row.id)
      }
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

  /**
   * Moves each of `ids` to `status` as `setStatus` moves one (its own transaction, its own
   * timeline entry and e-mail, its refund when cancelled), one after another so that each is
   * decided by its own status; an order that may not move stays, with why. `tracking` is per
   * order id, the courier one for all.
   */
  async setMany(
    ids: readonly string[],
    status: OrderStatus,
    actor: Actor,
    shipment?: { courier: string; tracking?: Record<string, string> },
  ): Promise<{ moved: string[]; refused: BulkRefusal[] }> {
    const moved: string[] = []
    const refused: BulkRefusal[] = []
    for (const id of ids) {
      const given = shipment && { courier: shipment.courier, tracking: shipment.tracking?.[id] }
      try {
        await this.setStatus(id, status, actor, given)
        moved.push(id)
      } catch (error) {
        if (!(error instanceof OrderError)) throw error
        const [row] = await this.deps.db
          .select({ reference: orders.reference })
          .from(orders)
          .where(eq(orders.id, id))
        const reference = row?.reference ?? null
        const message =
          reference === null || error.code === 'statusNotAllowed'
            ? bulkRefusalMessage(reference, error.detail.from)
            : `${reference}: ${orderRefusalAnswer(error.code, error.detail).message}`
        refused.push({ id, reference, message })
      }
    }
    return { moved, refused }
  }
}
