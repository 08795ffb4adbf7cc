import { eq, inArray } from 'drizzle-orm'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/client.ts'
import { orderNotes, orders } from '../db/schema.ts'

/**
 * The store team's internal notes on an order (docs/product.md §11.11): kept with who wrote
 * them and when, read with the order by the store team only (reads.ts `forAdmin`), never part
 * of the shopper's order.
 */
export class OrderNotes {
  constructor(private readonly deps: { db: Database; clock: Clock }) {}

  /** Adds a note by `authorUserId`; false when no order has the id. */
  async add(orderId: string, authorUserId: string, text: string): Promise<boolean> {
    const { db, clock } = this.deps
    const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId))
    if (!order) return false
    await db.insert(orderNotes).values({ orderId, authorUserId, text, createdAt: clock.now() })
    return true
  }
}

/** What an erased note reads (§3.6): the team may have written down the shopper's details. */
export const ERASED_NOTE = 'Erased with the shopper’s account.'

/**
 * Erases the text of the team's notes on the orders of an account being deleted (§3.6), as its
 * disputes' answers are: a note often holds what the shopper said (a gate code, a phone call).
 * The notes stay, with who wrote them and when.
 */
export async function eraseOrderNotes(tx: Database, userId: string): Promise<void> {
  const theirs = tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId))
  await tx.update(orderNotes).set({ text: ERASED_NOTE }).where(inArray(orderNotes.orderId, theirs))
}
