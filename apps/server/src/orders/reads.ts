import {
  ADMIN_PAGE_SIZE,
  type AdminOrder,
  type AdminOrdersQuery,
  EVERY_ORDER,
  type Order,
  RETURN_DEFAULTS,
  type RefundStatus,
  USER_ORDERS_PAGE_SIZE,
} from '@adire/contract'
import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/client.ts'
import { orders, paymentAttempts, refunds, users } from '../db/schema.ts'
import { withReturns } from '../returns/views.ts'
import type { SettingsSource } from '../store/settings.ts'
import {
  notesOf,
  type OrderRow,
  paymentsOf,
  REFUND_STATUS,
  timelineEntry,
  timelineOf,
  toAdminOrder,
  toOrder,
} from './views.ts'

/** Later than any order: where the first page starts. */
const FAR_FUTURE = Date.UTC(9999, 0, 1)

/** Orders with a refund in `status` (as the contract names it). */
function withRefund(status: RefundStatus): SQL {
  const stored = Object.keys(REFUND_STATUS).filter((key) => REFUND_STATUS[key] === status)
  return sql`exists (select 1 from ${refunds} where ${refunds.orderId} = ${orders.id} and ${inArray(refunds.status, stored)})`
}

/** Reading orders: the shopper's own, the store team's list, one by id or reference. */
export class OrderReads {
  /** The shopper's list, built once: drizzle assembles no SQL per request. */
  private readonly shopperList

  constructor(
    private readonly db: Database,
    /** Whether a payment under way still holds an order is read against it. */
    private readonly clock: Clock,
    /** The return window (§10.7), for until when a delivered order may be returned. */
    private readonly settings?: SettingsSource,
  ) {
    this.shopperList = db
      .select({
        ...getTableColumns(orders),
        timeline: timelineOf({ withAdminNames: false }),
        payments: paymentsOf(),
      })
      .from(orders)
      .where(
        and(
          eq(orders.userId, sql.placeholder('userId')),
          // After the cursor in the list's order: older, or as old with a later reference.
          sql`(${orders.createdAt} < ${sql.placeholder('at')} or (${orders.createdAt} = ${sql.placeholder('at')} and ${orders.reference} > ${sql.placeholder('reference')}))`,
        ),
      )
      .orderBy(desc(orders.createdAt), asc(orders.reference))
      .limit(sql.placeholder('limit'))
      .prepare('orders_of_user')
  }

  /**
   * A page of the shopper's orders, newest first, with their timelines and payments (one
   * statement), and the cursor of the next page: a shopper with years of orders gets them a
   * page at a time, and a new order placed meanwhile never shifts the pages.
   */
  async list(
    userId: string,
    before?: string,
  ): Promise<{ orders: Order[]; nextCursor: string | null }> {
    const [at, reference] = before ? before.split('~') : [String(FAR_FUTURE), '']
    const rows = await this.shopperList.execute({
      userId,
      at: new Date(Number(at)),
      reference,
      limit: USER_ORDERS_PAGE_SIZE + 1,
    })
    const page = rows.slice(0, USER_ORDERS_PAGE_SIZE)
    const last = page.at(-1)
    const now = this.clock.now()
    const shown = page.map(({ timeline, payments, ...row }) =>
      toOrder(
        row,
        timeline.map((event) => timelineEntry(event, 'shopper')),
        payments,
        now,
      ),
    )
    return {
      orders: await this.withReturns(shown, 'shopper'),
      nextCursor:
        rows.length > USER_ORDERS_PAGE_SIZE && last
          ? `${last.createdAt.getTime()}~${last.reference}`
          : null,
    }
  }

  /**
   * One of the shopper's orders by its reference (its order page), or undefined when no order
   * of theirs has it: another shopper's order is as missing as one that does not exist.
   */
  async mine(userId: string, reference: string): Promise<Order | undefined> {
    const [order] = await this.shopperOrders(
      and(eq(orders.userId, userId), eq(orders.reference, reference)),
    )
    return order
  }

  /** Every order of the shopper, newest first: their data to take away (docs/product.md §3.6). */
  allOf(userId: string): Promise<Order[]> {
    return this.shopperOrders(eq(orders.userId, userId))
  }

  /** The shopper's orders `where` finds, as the shopper reads them, newest first. */
  private async shopperOrders(where: SQL | undefined): Promise<Order[]> {
    const rows = await this.db
      .select({
        ...getTableColumns(orders),
        timeline: timelineOf({ withAdminNames: false }),
        payments: paymentsOf(),
      })
      .from(orders)
      .where(where)
      .orderBy(desc(orders.createdAt), asc(orders.reference))
    const now = this.clock.now()
    const shown = rows.map(({ timeline, payments, ...row }) =>
      toOrder(
        row,
        timeline.map((event) => timelineEntry(event, 'shopper')),
        payments,
        now,
      ),
    )
    return this.withReturns(shown, 'shopper')
  }

  /** Orders with their returns, and until when a delivered one may be returned (§10.7). */
  private withReturns<T extends Order>(list: T[], audience: 'shopper' | 'admin'): Promise<T[]> {
    const current = this.settings?.current()
    return withReturns(this.db, list, audience, {
      windowDays: current?.returnWindowDays ?? RETURN_DEFAULTS.windowDays,
      pickupFee: current?.returnPickupFee ?? RETURN_DEFAULTS.pickupFeeNaira,
      now: this.clock.now(),
    })
  }

  /** The order a payment reference (its first, or a later one) belongs to. */
  async byReference(reference: string): Promise<OrderRow | undefined> {
    const [found] = await this.db
      .select({ order: orders })
      .from(paymentAttempts)
      .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
      .where(eq(paymentAttempts.reference, reference))
    return found?.order
  }

  /** An order by its id or its (current or earlier) payment reference, for the command line. */
  async find(idOrReference: string): Promise<OrderRow | undefined> {
    const isId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(
      idOrReference,
    )
    if (isId) {
      const [row] = await this.db.select().from(orders).where(eq(orders.id, idOrReference))
      if (row) return row
    }
    return this.byReference(idOrReference)
  }

  /** One order as the store team sees it. */
  async forAdmin(orderId: string): Promise<AdminOrder | undefined> {
    const [row] = await this.adminOrders().where(eq(orders.id, orderId))
    if (!row) return undefined
    const [shown] = await this.withReturns([toAdminOrder(row, this.clock.now())], 'admin')
    return shown
  }

  /**
   * The store team's list: newest first, by status, by refund state and by order number,
   * reference or e-mail, a page at a time, with how many orders have a failed refund. With no
   * filter at all, the orders that were paid: those still awaiting payment (mostly abandoned)
   * are one filter away (`EVERY_ORDER`, or the status itself). Asked by `ids`, those orders on
   * one page, whatever their status.
   */
  async adminList({ status, q, page, refund, ids }: AdminOrdersQuery) {
    const { db } = this
    const filters: SQL[] = []
    if (ids) filters.push(inArray(orders.id, ids))
    else if (status && status !== EVERY_ORDER) filters.push(eq(orders.status, status))
    else if (!status && !refund && !q) filters.push(ne(orders.status, 'Awaiting payment'))
    if (refund) filters.push(withRefund(refund))
    if (q) {
      const pattern = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
      const byReference = db
        .select({ orderId: paymentAttempts.orderId })
        .from(paymentAttempts)
        .where(ilike(paymentAttempts.reference, pattern))
      // A number read out on the phone (`#1062` or `1062`) finds that order.
      const number = /^#?(\d{1,9})$/.exec(q.trim())?.[1]
      filters.push(
        or(
          ilike(users.email, pattern),
          inArray(orders.id, byReference),
          number ? eq(orders.orderNumber, Number(number)) : undefined,
        ) as SQL,
      )
    }
    const where = filters.length > 0 ? and(...filters) : undefined
    const [[total], [failed], rows, [attention]] = await Promise.all([
      db
        .select({ n: count() })
        .from(orders)
        .innerJoin(users, eq(users.id, orders.userId))
        .where(where),
      db
        .select({ n: countDistinct(refunds.orderId) })
        .from(refunds)
        .where(eq(refunds.status, 'failed')),
      this.adminOrders()
        .where(where)
        .orderBy(desc(orders.createdAt), asc(orders.reference))
        .limit(ids ? ids.length : ADMIN_PAGE_SIZE)
        .offset(ids ? 0 : (page - 1) * ADMIN_PAGE_SIZE),
      // Refunds waiting for the shopper's bank account, and those the team was told of.
      db
        .select({
          n: countDistinct(refunds.orderId),
          unanswered:
            sql<number>`count(distinct ${refunds.orderId}) filter (where ${refunds.teamToldAt} is not null)`.mapWith(
              Number,
            ),
        })
        .from(refunds)
        .where(eq(refunds.status, 'needs-attention')),
    ])
    return {
      orders: await this.withReturns(
        rows.map((row) => toAdminOrder(row, this.clock.now())),
        'admin',
      ),
      page: ids ? 1 : page,
      pageSize: ids ? Math.max(ids.length, 1) : ADMIN_PAGE_SIZE,
      total: total?.n ?? 0,
      refundsFailed: failed?.n ?? 0,
      refundsNeedAttention: attention?.n ?? 0,
      refundsUnanswered: attention?.unanswered ?? 0,
    }
  }

  /**
   * Orders as the store team sees them, in one statement: each with its customer, its payments
   * and its timeline, which names the team member who made each change.
   */
  private adminOrders() {
    return this.db
      .select({
        order: orders,
        timeline: timelineOf({ withAdminNames: true }),
        payments: paymentsOf(),
        customer: { name: users.name, email: users.email },
        notes: notesOf(),
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
  }
}
