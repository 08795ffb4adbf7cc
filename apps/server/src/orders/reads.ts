import {
  ADMIN_PAGE_SIZE,
  type AdminOrder,
  type AdminOrdersQuery,
  koboToNaira,
  type Order,
  type OrderPayment,
  type PaymentKind,
  type RefundStatus,
  type TimelineEntry,
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
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { orders, paymentAttempts, refunds, users } from '../db/schema.ts'

export type OrderRow = typeof orders.$inferSelect

/** Later than any order: where the first page starts. */
const FAR_FUTURE = Date.UTC(9999, 0, 1)

/** How each kind of change reads on the shopper's timeline. */
const SHOPPER_VIEW: Record<string, string> = {
  shopper: 'You',
  payment: 'Paystack',
  admin: 'Adire',
  cli: 'Adire',
  reconciler: 'Adire',
}

/** How each kind of change reads for the store team (an admin's own name is shown instead). */
const ADMIN_VIEW: Record<string, string> = {
  shopper: 'Customer',
  payment: 'Paystack',
  cli: 'Command line',
  reconciler: 'Payment check',
}

const PAYMENT_STATUS: Record<string, Order['paymentStatus']> = {
  pending: 'awaiting',
  paid: 'paid',
  abandoned: 'expired',
}

/** A refund's stored status as shoppers and the store team read it. */
const REFUND_STATUS: Record<string, RefundStatus> = {
  requested: 'pending',
  pending: 'pending',
  processed: 'processed',
  failed: 'failed',
}

/** One change of an order's status as read for a timeline; `at` in epoch milliseconds. */
interface StatusEvent {
  status: string
  actor: string
  at: number
  /** The store team member who made it, if one did (read for the store team only). */
  adminName?: string | null
}

/** One payment as the database gathers it (kobo; times in epoch milliseconds). */
interface PaymentRecord {
  reference: string
  amountKobo: number
  kind: string
  at: number
  refund: { amountKobo: number; status: string; at: number; updatedAt: number } | null
}

/** How a change reads on the timeline of `audience`. */
function timelineEntry(event: StatusEvent, audience: 'shopper' | 'admin'): TimelineEntry {
  const by =
    audience === 'admin'
      ? (event.adminName ?? ADMIN_VIEW[event.actor] ?? event.actor)
      : (SHOPPER_VIEW[event.actor] ?? 'Adire')
  return { status: event.status, at: event.at, by }
}

function orderPayment(record: PaymentRecord): OrderPayment {
  const { refund } = record
  return {
    reference: record.reference,
    amount: koboToNaira(record.amountKobo),
    kind: record.kind as PaymentKind,
    at: record.at,
    refund: refund && {
      amount: koboToNaira(refund.amountKobo),
      status: REFUND_STATUS[refund.status] ?? 'pending',
      at: refund.at,
      updatedAt: refund.updatedAt,
    },
  }
}

/** A timestamp as whole epoch milliseconds, as node-postgres and PGlite truncate a `Date`. */
const epochMs = (column: string) => sql.raw(`floor(extract(epoch from ${column}) * 1000)::bigint`)

/**
 * An order's status events, oldest first, gathered by the database as JSON, for a select from
 * `orders` (the subquery reads the outer row's id). The store team's timelines also name the
 * team member behind each change.
 */
function timelineOf({ withAdminNames }: { withAdminNames: boolean }) {
  const adminName = withAdminNames ? sql`, 'adminName', a.name` : sql``
  const admins = withAdminNames ? sql`left join users a on a.id = e.actor_user_id` : sql``
  return sql<StatusEvent[]>`(
    select coalesce(json_agg(json_build_object(
      'status', e.status,
      'actor', e.actor,
      'at', ${epochMs('e.created_at')}${adminName}
    ) order by e.created_at asc, e.id asc), '[]'::json)
    from order_status_events e ${admins} where e.order_id = "orders"."id")`.as('timeline')
}

/**
 * An order's payments, oldest first (of two taken at the same moment, the one that paid the
 * order first), each with its refund, gathered like its timeline.
 */
function paymentsOf() {
  return sql<PaymentRecord[]>`(
    select coalesce(json_agg(json_build_object(
      'reference', p.reference,
      'amountKobo', p.amount_kobo,
      'kind', p.kind,
      'at', ${epochMs('p.paid_at')},
      'refund', case when r.id is null then null else json_build_object(
        'amountKobo', r.amount_kobo,
        'status', r.status,
        'at', ${epochMs('r.created_at')},
        'updatedAt', ${epochMs('r.updated_at')}
      ) end
    ) order by p.paid_at asc, p.kind <> 'paid', p.reference asc), '[]'::json)
    from payments p left join refunds r on r.payment_reference = p.reference
    where p.order_id = "orders"."id")`.as('payments')
}

/** An order as the API shows it: naira, and each item as a product copy at the price paid. */
export function toOrder(
  row: OrderRow,
  timeline: TimelineEntry[],
  payments: readonly PaymentRecord[],
): Order {
  return {
    _id: row.id,
    status: row.status,
    payment: row.paymentStatus === 'paid',
    paymentMethod: row.paymentMethod,
    date: row.createdAt.getTime(),
    amount: koboToNaira(row.amountKobo),
    address: row.address,
    reference: row.reference,
    testPayment: row.testPayment,
    paymentStatus: PAYMENT_STATUS[row.paymentStatus] ?? 'awaiting',
    timeline,
    payments: payments.map(orderPayment),
    items: row.items.map((item) => ({
      _id: item.productId,
      name: item.name,
      description: item.description,
      price: koboToNaira(item.priceKobo),
      image: item.images,
      category: item.category as Order['items'][number]['category'],
      sizes: item.sizes,
      bestseller: false,
      date: row.createdAt.getTime(),
      selectedSize: item.size,
      quantity: item.quantity,
    })),
  }
}

type AdminOrderRow = {
  order: OrderRow
  timeline: StatusEvent[]
  payments: PaymentRecord[]
  customer: AdminOrder['customer']
}

function toAdminOrder({ order, timeline, payments, customer }: AdminOrderRow): AdminOrder {
  const entries = timeline.map((event) => timelineEntry(event, 'admin'))
  return { ...toOrder(order, entries, payments), customer }
}

/** Orders with a refund in `status` (as the contract names it). */
function withRefund(status: RefundStatus): SQL {
  const stored = Object.keys(REFUND_STATUS).filter((key) => REFUND_STATUS[key] === status)
  return sql`exists (select 1 from ${refunds} where ${refunds.orderId} = ${orders.id} and ${inArray(refunds.status, stored)})`
}

/** Reading orders: the shopper's own, the store team's list, one by id or reference. */
export class OrderReads {
  /** The shopper's list, built once: drizzle assembles no SQL per request. */
  private readonly shopperList

  constructor(private readonly db: Database) {
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
    return {
      orders: page.map(({ timeline, payments, ...row }) =>
        toOrder(
          row,
          timeline.map((event) => timelineEntry(event, 'shopper')),
          payments,
        ),
      ),
      nextCursor:
        rows.length > USER_ORDERS_PAGE_SIZE && last
          ? `${last.createdAt.getTime()}~${last.reference}`
          : null,
    }
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
    return row && toAdminOrder(row)
  }

  /**
   * The store team's list: newest first, by status, by refund state and by reference or
   * e-mail, a page at a time, with how many orders have a failed refund.
   */
  async adminList({ status, q, page, refund }: AdminOrdersQuery) {
    const { db } = this
    const filters: SQL[] = []
    if (status) filters.push(eq(orders.status, status))
    if (refund) filters.push(withRefund(refund))
    if (q) {
      const pattern = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
      const byReference = db
        .select({ orderId: paymentAttempts.orderId })
        .from(paymentAttempts)
        .where(ilike(paymentAttempts.reference, pattern))
      filters.push(or(ilike(users.email, pattern), inArray(orders.id, byReference)) as SQL)
    }
    const where = filters.length > 0 ? and(...filters) : undefined
    const [[total], [failed], rows] = await Promise.all([
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
        .limit(ADMIN_PAGE_SIZE)
        .offset((page - 1) * ADMIN_PAGE_SIZE),
    ])
    return {
      orders: rows.map(toAdminOrder),
      page,
      pageSize: ADMIN_PAGE_SIZE,
      total: total?.n ?? 0,
      refundsFailed: failed?.n ?? 0,
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
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
  }
}
