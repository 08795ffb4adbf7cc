import {
  type DiscountRefusal,
  type DiscountTerms,
  discountDaysRefusal,
  normaliseDiscountCode,
} from '@adire/contract'
import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { discountCodes, discountUses, orders } from '../db/schema.ts'
import { namedStatement } from '../db/statements.ts'
import type { StockHolds } from '../products/stock-holds.ts'

/*
 * A discount code's uses, counted like stock (docs/product.md §11.14, ADR 042). A use is held in
 * the transaction that starts an order's payment, beside its stock hold and for the same window;
 * confirmed in the one that confirms the payment, once; released when the payment is abandoned
 * or its window passes; given back when a paid order is cancelled. A code's limits (uses in all,
 * uses per account) are kept by one conditional insert made under the code's row lock, so no
 * number of servers racing can pass them, and never by reading a count first and writing after.
 */

/** A code as the store keeps it. */
export type DiscountCodeRow = typeof discountCodes.$inferSelect

/** The code's terms, as pricing (`priceOrder`) reads them. */
export const termsOf = (row: DiscountCodeRow): DiscountTerms => ({
  code: row.code,
  kind: row.kind,
  percent: row.percent,
  amountKobo: row.amountKobo,
  minItemsKobo: row.minItemsKobo,
  departments: row.departments,
  productIds: row.productIds,
})

/** A code refused for this order: the shopper is told why (`discountRefusalMessage`). */
export class DiscountRefused extends Error {
  override name = 'DiscountRefused'
  constructor(readonly refusal: DiscountRefusal) {
    super(refusal.reason)
  }
}

const at = {
  discountId: sql.placeholder('discountId'),
  orderId: sql.placeholder('orderId'),
  userId: sql.placeholder('userId'),
  now: sql.placeholder('now'),
}

/** Uses that count against a code now: confirmed, or held by a payment whose window is open. */
const counting = sql`(${discountUses.state} = 'confirmed'
  or (${discountUses.state} = 'held' and ${discountUses.expiresAt} > ${at.now}::timestamptz))`

/** Takes the code's row lock: every hold and confirmation of it waits its turn here. */
const lockStatement = namedStatement<unknown>(
  'discount_lock',
  sql`select 1 from ${discountCodes} where ${discountCodes.id} = ${at.discountId}::uuid for update`,
)

/**
 * Under the code's lock: the uses of it that count, other than the order's own, in all and by
 * the account; and, only if both are under the code's limits, the order's use recorded in the
 * state asked (held, or confirmed when a payment arrives after its hold was let go). A statement
 * of its own after the lock, so that its snapshot sees every use committed before it waited.
 */
const useStatement = namedStatement<{ total: number; mine: number; placed: number }>(
  'discount_use',
  sql`with counted as (
      select count(*)::int as total,
        count(*) filter (where ${discountUses.userId} = ${at.userId}::uuid)::int as mine
      from ${discountUses}
      where ${discountUses.discountId} = ${at.discountId}::uuid
        and ${discountUses.orderId} <> ${at.orderId}::uuid and ${counting}
    ),
    placed as (
      insert into ${discountUses} (discount_id, order_id, user_id, state, off_kobo, expires_at, created_at)
      select ${at.discountId}::uuid, ${at.orderId}::uuid, ${at.userId}::uuid, ${sql.placeholder('state')},
        ${sql.placeholder('offKobo')}::bigint, ${sql.placeholder('expiresAt')}::timestamptz,
        ${at.now}::timestamptz
      from counted
      where (${sql.placeholder('maxUses')}::int is null or total < ${sql.placeholder('maxUses')}::int)
        and (${sql.placeholder('perCustomer')}::int is null or mine < ${sql.placeholder('perCustomer')}::int)
      returning 1
    )
    select total, mine, (select count(*) from placed)::int as placed from counted`,
)

/** What an order asks of a code: whose order, and what the code takes off it (kobo). */
export interface OrderUse {
  orderId: string
  userId: string
  code: DiscountCodeRow
  offKobo: number
}

export class DiscountUses {
  constructor(
    /** The stock holds: a code's use is held for the same window as the order's units. */
    private readonly stock: StockHolds,
  ) {}

  /** The code a shopper typed, whatever its case; undefined when the store has none by it. */
  async find(db: Database, typed: string): Promise<DiscountCodeRow | undefined> {
    const [row] = await db
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.code, normaliseDiscountCode(typed)))
    return row
  }

  /**
   * Judges a code for a shopper, as far as the items do not decide (`priceOrder` judges its
   * minimum and its items): known, running today, not paused or ended, theirs to use (a guest
   * is asked to log in for a code limited per customer or to new customers), and with uses left.
   * The counts here are read without the lock, to tell the shopper early; the hold decides.
   */
  async judge(
    db: Database,
    typed: string,
    shopper: { userId: string } | undefined,
  ): Promise<DiscountCodeRow | DiscountRefusal> {
    const code = normaliseDiscountCode(typed)
    const row = await this.find(db, code)
    if (!row) return { reason: 'unknown', code }
    const now = this.stock.now()
    if (row.endedAt || row.paused) return { reason: 'ended', code }
    const days = discountDaysRefusal(code, row, now.getTime())
    if (days) return days
    const limitedToCustomers = row.perCustomer !== null || row.newCustomersOnly
    if (!shopper) return limitedToCustomers ? { reason: 'signIn', code } : row
    if (row.newCustomersOnly && (await this.hasPaidOrder(db, shopper.userId))) {
      return { reason: 'newCustomersOnly', code }
    }
    const [counts] = await db
      .select({
        total: sql<number>`count(*)::int`,
        mine: sql<number>`(count(*) filter (where ${discountUses.userId} = ${shopper.userId}))::int`,
      })
      .from(discountUses)
      .where(
        and(
          eq(discountUses.discountId, row.id),
          sql`(${discountUses.state} = 'confirmed' or (${discountUses.state} = 'held' and ${discountUses.expiresAt} > ${now}))`,
        ),
      )
    const refusal = limitRefusal(row, counts ?? { total: 0, mine: 0 })
    return refusal ?? row
  }

  /**
   * In the transaction that starts an order's payment (placing it, paying it again once its
   * last use was released): holds one use of the code for the payment window, or throws
   * `DiscountRefused` (the caller's transaction then records nothing) when the code's uses, in
   * all or the account's, are taken.
   */
  async hold(tx: Database, use: OrderUse): Promise<void> {
    const now = this.stock.now()
    const placed = await this.place(tx, use, 'held', new Date(now.getTime() + this.stock.holdMs))
    if (placed) throw new DiscountRefused(placed)
  }

  /**
   * In the transaction that confirms the order's payment (exactly once): its use confirmed.
   * Its own hold, expired or not, gives way to the confirmation; uses others hold or confirmed
   * meanwhile count. Says whether the code still had a use for it: if not (its hold ran out and
   * others took the last uses), nothing is recorded, and the caller refunds the payment.
   */
  async confirm(
    tx: Database,
    order: {
      id: string
      userId: string
      discount: { discountId: string; itemsOffKobo: number; deliveryOffKobo: number } | null
    },
  ): Promise<boolean> {
    if (!order.discount) return true
    const [code] = await tx
      .select()
      .from(discountCodes)
      .where(eq(discountCodes.id, order.discount.discountId))
    if (!code) return false
    await this.release(tx, order.id)
    const refused = await this.place(
      tx,
      {
        orderId: order.id,
        userId: order.userId,
        code,
        offKobo: order.discount.itemsOffKobo + order.discount.deliveryOffKobo,
      },
      'confirmed',
      this.stock.now(),
    )
    return refused === undefined
  }

  /** Lets go of the order's held use (it stopped counting when its window passed anyway). */
  async release(db: Database, orderId: string): Promise<void> {
    await db
      .update(discountUses)
      .set({ state: 'released' })
      .where(and(eq(discountUses.orderId, orderId), eq(discountUses.state, 'held')))
  }

  /** In the transaction that cancels an order: its use, held or confirmed, is the code's again. */
  async giveBack(db: Database, orderId: string): Promise<void> {
    await this.release(db, orderId)
    await db
      .update(discountUses)
      .set({ state: 'returned' })
      .where(and(eq(discountUses.orderId, orderId), eq(discountUses.state, 'confirmed')))
  }

  /** For the record: uses held past their window marked released (the reconciler's run). */
  async releaseExpired(db: Database): Promise<number> {
    const released = await db
      .update(discountUses)
      .set({ state: 'released' })
      .where(
        and(eq(discountUses.state, 'held'), sql`${discountUses.expiresAt} < ${this.stock.now()}`),
      )
      .returning({ id: discountUses.id })
    return released.length
  }

  /** Records the order's use under the code's lock if the limits allow; else why not. */
  private async place(
    tx: Database,
    { orderId, userId, code, offKobo }: OrderUse,
    state: 'held' | 'confirmed',
    expiresAt: Date,
  ): Promise<DiscountRefusal | undefined> {
    await lockStatement(tx, { discountId: code.id })
    const [counts] = await useStatement(tx, {
      discountId: code.id,
      orderId,
      userId,
      state,
      offKobo,
      expiresAt: expiresAt.toISOString(),
      now: this.stock.now().toISOString(),
      maxUses: code.maxUses,
      perCustomer: code.perCustomer,
    })
    if (counts && counts.placed > 0) return undefined
    return (
      limitRefusal(code, counts ?? { total: 0, mine: 0 }) ?? { reason: 'usedUp', code: code.code }
    )
  }

  private async hasPaidOrder(db: Database, userId: string): Promise<boolean> {
    const [paid] = await db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.userId, userId), eq(orders.paymentStatus, 'paid')))
      .limit(1)
    return paid !== undefined
  }
}

/** Which limit the counted uses reach, the account's first: "already used" before "all taken". */
function limitRefusal(
  code: DiscountCodeRow,
  { total, mine }: { total: number; mine: number },
): DiscountRefusal | undefined {
  if (code.perCustomer !== null && mine >= code.perCustomer) {
    return { reason: 'usedAlready', code: code.code }
  }
  if (code.maxUses !== null && total >= code.maxUses) return { reason: 'usedUp', code: code.code }
  return undefined
}
