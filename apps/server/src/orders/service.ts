import { randomBytes } from 'node:crypto'
import {
  ADMIN_PAGE_SIZE,
  type AdminOrder,
  type AdminOrdersQuery,
  CURRENCY_CODE,
  koboToNaira,
  NOTIFIED_STATUSES,
  nairaToKobo,
  nextStatuses,
  ORDER_STATUSES,
  type Order,
  type OrderStatus,
  PAGE_ROUTES,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
  type TimelineEntry,
} from '@adire/contract'
import {
  and,
  asc,
  count,
  desc,
  eq,
  getTableColumns,
  ilike,
  inArray,
  lt,
  ne,
  or,
  type SQL,
  sql,
} from 'drizzle-orm'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/client.ts'
import {
  cartItems,
  type OrderedItem,
  orderStatusEvents,
  orders,
  paymentAttempts,
  paymentEvents,
  products,
  users,
} from '../db/schema.ts'
import { type Mail, orderConfirmationMail, orderStatusMail } from '../mail/messages.ts'
import type { MailQueue } from '../mail/queue.ts'
import type { PaymentGateway } from '../payments/gateway.ts'
import { PaystackError, type Transaction, WebhookEvent } from '../payments/paystack/client.ts'

const MINUTE = 60 * 1000

/** When the reconciler looks again at an order still waiting for its payment, and gives up. */
export const RECONCILE = {
  /** Orders younger than this are still with the shopper (the popup may be open). */
  afterMs: 5 * MINUTE,
  /** Orders older than this, still unpaid, are abandoned. */
  abandonAfterMs: 24 * 60 * MINUTE,
  /** Orders asked about per run: bounds the calls to Paystack. */
  batch: 20,
} as const

export type OrderErrorCode =
  | 'productNotFound'
  | 'sizeNotOffered'
  | 'amountChanged'
  | 'orderNotFound'
  | 'providerUnavailable'
  | 'alreadyPaid'
  | 'expired'
  | 'statusNotAllowed'

/** Why an order call was refused; the routes turn each into a status and a message. */
export class OrderError extends Error {
  override name = 'OrderError'
  constructor(
    readonly code: OrderErrorCode,
    /** What the message names: the size not offered, or the statuses of a refused move. */
    readonly detail: { size?: string; from?: string; to?: string } = {},
  ) {
    super(code)
  }
}

/** What a confirmation attempt concluded. */
export type PaymentOutcome = 'paid' | 'not paid'
type Source = 'verify' | 'webhook' | 'reconciler'
type OrderRow = typeof orders.$inferSelect

/** Who changed an order's status. */
export type Actor =
  | { kind: 'shopper' | 'payment' | 'reconciler' | 'cli' }
  | { kind: 'admin'; userId: string }

/** How each kind of change reads on the shopper's timeline. */
const SHOPPER_VIEW: Record<string, string> = {
  shopper: 'You',
  payment: 'Paystack',
  admin: 'Adire',
  cli: 'Adire',
  reconciler: 'Adire',
}

export interface OrderServiceDependencies {
  db: Database
  gateway: PaymentGateway
  mail: MailQueue
  clock: Clock
  publicUrl: string
  /** Naira added to every order. */
  deliveryFee: number
}

/** A reference Paystack and the shopper can quote: sortable by time, unguessable. */
function newReference(now: Date): string {
  return `ADR-${now.getTime().toString(36).toUpperCase()}-${randomBytes(5).toString('hex').toUpperCase()}`
}

/**
 * Orders and their payment (ARCHITECTURE.md "Payments"): the server prices every order from the
 * catalogue, starts the Paystack transaction itself, and confirms a payment only when Paystack
 * says it succeeded for exactly the order's amount and currency, exactly once.
 */
export class OrderService {
  /** The order lists' statements, built once (see `prepareListStatements`). */
  private readonly listStatements: ReturnType<typeof prepareListStatements>

  constructor(private readonly deps: OrderServiceDependencies) {
    this.listStatements = prepareListStatements(deps.db)
  }

  /**
   * Prices the items from the catalogue, refuses an amount that differs from what the shopper
   * was shown, starts the transaction with Paystack and records the order, pending payment.
   */
  async place(
    user: { userId: string; email: string },
    { address, items, amount }: PlaceOrderRequest,
  ): Promise<PlaceOrderResponse> {
    const { db, clock } = this.deps
    const ids = [...new Set(items.map((item) => item._id))]
    const sold = new Map(
      (await db.select().from(products).where(inArray(products.id, ids))).map((row) => [
        row.id,
        row,
      ]),
    )
    const ordered: OrderedItem[] = items.map((item) => {
      const product = sold.get(item._id)
      if (!product) throw new OrderError('productNotFound')
      if (!product.sizes.includes(item.selectedSize)) {
        throw new OrderError('sizeNotOffered', { size: item.selectedSize })
      }
      return {
        productId: product.id,
        name: product.name,
        description: product.description,
        category: product.category,
        images: product.images,
        sizes: product.sizes,
        priceKobo: product.priceKobo,
        size: item.selectedSize,
        quantity: item.quantity,
      }
    })
    const deliveryFeeKobo = nairaToKobo(this.deps.deliveryFee)
    const amountKobo =
      ordered.reduce((sum, item) => sum + item.priceKobo * item.quantity, 0) + deliveryFeeKobo
    // The client's figure is checked, never used: a difference means the shopper saw old prices.
    if (nairaToKobo(amount) !== amountKobo) throw new OrderError('amountChanged')

    const now = clock.now()
    const reference = newReference(now)
    // Paystack first: an order is recorded only with a transaction that can be paid.
    const started = await this.startTransaction(user.email, amountKobo, reference)
    const orderId = await db.transaction(async (tx) => {
      const [order] = await tx
        .insert(orders)
        .values({
          userId: user.userId,
          reference,
          amountKobo,
          deliveryFeeKobo,
          currency: CURRENCY_CODE,
          address,
          items: ordered,
          createdAt: now,
        })
        .returning({ id: orders.id })
      const id = (order as { id: string }).id
      await tx.insert(paymentAttempts).values({ reference, orderId: id, createdAt: now })
      await tx
        .insert(orderStatusEvents)
        .values({ orderId: id, status: 'Awaiting payment', actor: 'shopper', createdAt: now })
      return id
    })
    return this.started(orderId, reference, amountKobo, started)
  }

  private started(
    orderId: string,
    reference: string,
    amountKobo: number,
    transaction: { accessCode: string; authorizationUrl: string },
  ): PlaceOrderResponse {
    const { gateway } = this.deps
    return {
      success: true,
      orderId,
      reference,
      amount: amountKobo,
      currency: CURRENCY_CODE,
      accessCode: transaction.accessCode,
      authorizationUrl: transaction.authorizationUrl,
      publicKey: gateway.publicKey,
      testMode: gateway.emulator !== undefined,
    }
  }

  /** Starts the transaction for `reference`; Paystack being down is the shopper's 503. */
  private startTransaction(email: string, amountKobo: number, reference: string) {
    return this.deps.gateway.paystack
      .initialize({
        email,
        amount: amountKobo,
        currency: CURRENCY_CODE,
        reference,
        callbackUrl: `${this.deps.publicUrl}${PAGE_ROUTES.verify}`,
        metadata: { store: 'Adire' },
      })
      .catch((error: unknown) => {
        console.error('[payments] Starting a Paystack transaction failed:', error)
        throw new OrderError('providerUnavailable')
      })
  }

  /**
   * Pays an order still awaiting its payment: a new transaction with a new reference (Paystack
   * will not reuse one), for the amount the order was placed at. The earlier references stay
   * attached to the order, so a late payment on one of them still confirms it.
   */
  async payAgain(user: { userId: string; email: string }, orderId: string) {
    const { db, clock } = this.deps
    const [order] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.id, orderId), eq(orders.userId, user.userId)))
    if (!order) throw new OrderError('orderNotFound')
    if (order.paymentStatus === 'paid') throw new OrderError('alreadyPaid')
    if (order.paymentStatus !== 'pending' || order.status === 'Cancelled') {
      throw new OrderError('expired')
    }
    const now = clock.now()
    const reference = newReference(now)
    const started = await this.startTransaction(user.email, order.amountKobo, reference)
    await db.transaction(async (tx) => {
      await tx.insert(paymentAttempts).values({ reference, orderId, createdAt: now })
      await tx.update(orders).set({ reference }).where(eq(orders.id, orderId))
    })
    return this.started(orderId, reference, order.amountKobo, started)
  }

  /** Confirms the payment of one of the shopper's own orders (another's is not found). */
  async verify(userId: string, reference: string): Promise<PaymentOutcome> {
    const order = await this.orderPaidBy(reference)
    if (!order || order.userId !== userId) throw new OrderError('orderNotFound')
    return this.confirm(order, reference, 'verify')
  }

  /** The order a payment reference (its first, or a later one) belongs to. */
  private async orderPaidBy(reference: string): Promise<OrderRow | undefined> {
    const [found] = await this.deps.db
      .select({ order: orders })
      .from(paymentAttempts)
      .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
      .where(eq(paymentAttempts.reference, reference))
    return found?.order
  }

  /**
   * A webhook whose signature has been checked. Only `charge.success` matters, and even then
   * the webhook's word is not taken: the payment is verified with Paystack like any other.
   */
  async handleWebhook(body: unknown): Promise<void> {
    const event = WebhookEvent.safeParse(body)
    if (!event.success || event.data.event !== 'charge.success') return
    const reference = event.data.data.reference
    if (!reference) return
    const order = await this.orderPaidBy(reference)
    if (order) await this.confirm(order, reference, 'webhook')
  }

  /**
   * Asks Paystack about orders still waiting for payment after a few minutes (webhooks come
   * only for successful charges, and a shopper may never come back from the popup), oldest
   * check first, a bounded batch per run. Orders unpaid for a day are abandoned. Safe to run on
   * several servers at once: confirming is idempotent.
   */
  async reconcile(): Promise<{ checked: number; paid: number; abandoned: number }> {
    const { db, clock } = this.deps
    const now = clock.now()
    const due = await db
      .select()
      .from(orders)
      .where(
        and(
          eq(orders.paymentStatus, 'pending'),
          lt(orders.createdAt, new Date(now.getTime() - RECONCILE.afterMs)),
        ),
      )
      .orderBy(sql`coalesce(${orders.checkedAt}, ${orders.createdAt})`)
      .limit(RECONCILE.batch)
    let paid = 0
    let abandoned = 0
    for (const order of due) {
      await db.update(orders).set({ checkedAt: now }).where(eq(orders.id, order.id))
      const outcome = await this.confirmAnyAttempt(order).catch((error: unknown) => {
        console.warn(`[payments] Reconciling ${order.reference} failed:`, error)
        return undefined
      })
      if (outcome === 'paid') paid += 1
      else if (
        outcome === 'not paid' &&
        order.createdAt.getTime() < now.getTime() - RECONCILE.abandonAfterMs
      ) {
        const gaveUp = await db
          .update(orders)
          .set({ paymentStatus: 'abandoned' })
          .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, 'pending')))
          .returning({ id: orders.id })
        abandoned += gaveUp.length
      }
    }
    return { checked: due.length, paid, abandoned }
  }

  /** Asks about each reference the order has had, newest first, until one turns out paid. */
  private async confirmAnyAttempt(order: OrderRow): Promise<PaymentOutcome> {
    const attempts = await this.deps.db
      .select({ reference: paymentAttempts.reference })
      .from(paymentAttempts)
      .where(eq(paymentAttempts.orderId, order.id))
      .orderBy(desc(paymentAttempts.createdAt))
    for (const { reference } of attempts) {
      if ((await this.confirm(order, reference, 'reconciler')) === 'paid') return 'paid'
    }
    return 'not paid'
  }

  /**
   * The one way an order becomes paid. Paystack must report success for exactly the order's
   * amount and currency; then a single conditional update decides which of any racing attempts
   * (verify, replays, webhooks, the reconciler, on any server) confirms it, and only that one
   * empties the cart and sends the e-mail.
   */
  private async confirm(
    order: OrderRow,
    reference: string,
    source: Source,
  ): Promise<PaymentOutcome> {
    if (order.paymentStatus === 'paid') return 'paid'
    const { db, clock, gateway } = this.deps
    let transaction: Transaction | undefined
    try {
      transaction = await gateway.paystack.verify(reference)
    } catch (error) {
      // Paystack knows no such transaction (4xx): not paid. Unreachable: try again later.
      if (!(error instanceof PaystackError) || error.status === undefined || error.status >= 500) {
        throw new OrderError('providerUnavailable')
      }
    }
    const event = (outcome: string) => ({
      orderId: order.id,
      source,
      providerStatus: transaction?.status ?? 'unknown',
      amountKobo: transaction?.amount ?? 0,
      currency: transaction?.currency ?? '',
      outcome,
      createdAt: clock.now(),
    })
    const succeeded = transaction?.status === 'success'
    if (
      !succeeded ||
      transaction?.amount !== order.amountKobo ||
      transaction.currency !== order.currency
    ) {
      if (succeeded) {
        console.warn(
          `[payments] ${reference}: Paystack reports ${transaction?.amount} ${transaction?.currency}, the order is ${order.amountKobo} ${order.currency}: not confirmed.`,
        )
      }
      await db.insert(paymentEvents).values(event(succeeded ? 'mismatch' : 'not paid'))
      return 'not paid'
    }

    const confirmed = await db.transaction(async (tx) => {
      const [paid] = await tx
        .update(orders)
        .set({
          paymentStatus: 'paid',
          status: 'Order Placed',
          paidAt: clock.now(),
          testPayment: gateway.emulator !== undefined,
        })
        .where(and(eq(orders.id, order.id), ne(orders.paymentStatus, 'paid')))
        .returning()
      await tx.insert(paymentEvents).values(event(paid ? 'paid' : 'already paid'))
      if (paid) {
        // SPEC.md §4: once the order is paid, the cart is emptied.
        await tx.delete(cartItems).where(eq(cartItems.userId, paid.userId))
        await tx.insert(orderStatusEvents).values({
          orderId: paid.id,
          status: 'Order Placed',
          actor: 'payment',
          createdAt: clock.now(),
        })
        await this.queueMail(tx, paid, (user, link) =>
          orderConfirmationMail(user, toOrder(paid, []), link),
        )
      }
      return paid
    })
    if (confirmed) this.deps.mail.deliver()
    return 'paid'
  }

  /** Queues an e-mail to the order's shopper in `tx`, so it is sent if and only if `tx` commits. */
  private async queueMail(
    tx: Database,
    order: OrderRow,
    compose: (user: { name: string; email: string }, ordersLink: string) => Mail,
  ) {
    const [user] = await tx
      .select({ name: users.name, email: users.email })
      .from(users)
      .where(eq(users.id, order.userId))
    if (user) {
      await this.deps.mail.add(compose(user, `${this.deps.publicUrl}${PAGE_ROUTES.orders}`), tx)
    }
  }

  /**
   * The shopper's orders, newest first, as SPEC.md §7 reads them, with their timelines: one
   * statement, the database gathering each order's events (see `prepareListStatements`).
   */
  async list(userId: string): Promise<Order[]> {
    const rows = await this.listStatements.orders.execute({ userId })
    return rows.map((row) =>
      toOrder(
        row,
        row.timeline.map((event) => timelineEntry(event, 'shopper')),
      ),
    )
  }

  /**
   * Moves an order to a new status, if `nextStatuses` allows it from where it is now. The check
   * is part of the UPDATE itself (the order must be in a status the move is allowed from), so
   * two team members moving the same order at once cannot both get through, whatever the
   * timing. The move is recorded on the timeline, and the shopper is e-mailed when the order
   * ships, goes out for delivery and arrives.
   */
  async setStatus(orderId: string, status: OrderStatus, actor: Actor): Promise<AdminOrder> {
    const { db, clock } = this.deps
    const allowedFrom = ORDER_STATUSES.filter((from) => nextStatuses(from).includes(status))
    const moved = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({ status })
        .where(and(eq(orders.id, orderId), inArray(orders.status, allowedFrom)))
        .returning()
      if (!row) return undefined
      await tx.insert(orderStatusEvents).values({
        orderId,
        status,
        actor: actor.kind,
        actorUserId: actor.kind === 'admin' ? actor.userId : null,
        createdAt: clock.now(),
      })
      if (NOTIFIED_STATUSES.includes(status)) {
        await this.queueMail(tx, row, (user, link) =>
          orderStatusMail(user, row.reference, status, link),
        )
      }
      return row
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
    if (NOTIFIED_STATUSES.includes(status)) this.deps.mail.deliver()
    const [shown] = await this.adminOrders().where(eq(orders.id, orderId))
    if (!shown) throw new OrderError('orderNotFound')
    return toAdminOrder(shown)
  }

  /** An order by its id or its (current or earlier) payment reference, for the command line. */
  async find(idOrReference: string): Promise<OrderRow | undefined> {
    const isId = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(
      idOrReference,
    )
    if (isId) {
      const [row] = await this.deps.db.select().from(orders).where(eq(orders.id, idOrReference))
      if (row) return row
    }
    return this.orderPaidBy(idOrReference)
  }

  /** The store team's list: newest first, by status and by reference or e-mail, a page at a time. */
  async adminList({ status, q, page }: AdminOrdersQuery) {
    const { db } = this.deps
    const filters: SQL[] = []
    if (status) filters.push(eq(orders.status, status))
    if (q) {
      const pattern = `%${q.replace(/[\\%_]/g, (char) => `\\${char}`)}%`
      const byReference = db
        .select({ orderId: paymentAttempts.orderId })
        .from(paymentAttempts)
        .where(ilike(paymentAttempts.reference, pattern))
      filters.push(or(ilike(users.email, pattern), inArray(orders.id, byReference)) as SQL)
    }
    const where = filters.length > 0 ? and(...filters) : undefined
    const [total] = await db
      .select({ n: count() })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
    const rows = await this.adminOrders()
      .where(where)
      .orderBy(desc(orders.createdAt), asc(orders.reference))
      .limit(ADMIN_PAGE_SIZE)
      .offset((page - 1) * ADMIN_PAGE_SIZE)
    return {
      orders: rows.map(toAdminOrder),
      page,
      pageSize: ADMIN_PAGE_SIZE,
      total: total?.n ?? 0,
    }
  }

  /**
   * Orders as the store team sees them, in one statement: each with its customer and its
   * timeline, which names the team member who made each change.
   */
  private adminOrders() {
    return this.deps.db
      .select({
        order: orders,
        timeline: timelineOf({ withAdminNames: true }),
        customer: { name: users.name, email: users.email },
      })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
  }
}

type AdminOrderRow = {
  order: OrderRow
  timeline: StatusEvent[]
  customer: AdminOrder['customer']
}

function toAdminOrder({ order, timeline, customer }: AdminOrderRow): AdminOrder {
  const entries = timeline.map((event) => timelineEntry(event, 'admin'))
  return { ...toOrder(order, entries), customer }
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

/** One change of an order's status as read for a timeline; `at` in epoch milliseconds. */
interface StatusEvent {
  status: string
  actor: string
  at: number
  /** The store team member who made it, if one did (read for the store team only). */
  adminName?: string | null
}

/** How a change reads on the timeline of `audience`. */
function timelineEntry(event: StatusEvent, audience: 'shopper' | 'admin'): TimelineEntry {
  const by =
    audience === 'admin'
      ? (event.adminName ?? ADMIN_VIEW[event.actor] ?? event.actor)
      : (SHOPPER_VIEW[event.actor] ?? 'Adire')
  return { status: event.status, at: event.at, by }
}

/**
 * An order's status events, oldest first, gathered by the database as JSON, for a select from
 * `orders` (the subquery reads the outer row's id). Their times are whole milliseconds,
 * truncated as node-postgres and PGlite truncate a timestamp's microseconds when they read it as
 * a `Date`. The store team's timelines also name the team member behind each change.
 */
function timelineOf({ withAdminNames }: { withAdminNames: boolean }) {
  const adminName = withAdminNames ? sql`, 'adminName', a.name` : sql``
  const admins = withAdminNames ? sql`left join users a on a.id = e.actor_user_id` : sql``
  return sql<StatusEvent[]>`(
    select coalesce(json_agg(json_build_object(
      'status', e.status,
      'actor', e.actor,
      'at', floor(extract(epoch from e.created_at) * 1000)::bigint${adminName}
    ) order by e.created_at asc, e.id asc), '[]'::json)
    from order_status_events e ${admins} where e.order_id = "orders"."id")`.as('timeline')
}

/**
 * The shopper's order list, built once per service: drizzle assembles no SQL per request, and
 * on PostgreSQL the named statement is parsed once per connection. One round trip: each order
 * carries its events.
 */
function prepareListStatements(db: Database) {
  return {
    orders: db
      .select({ ...getTableColumns(orders), timeline: timelineOf({ withAdminNames: false }) })
      .from(orders)
      .where(eq(orders.userId, sql.placeholder('userId')))
      .orderBy(desc(orders.createdAt), asc(orders.reference))
      .prepare('orders_of_user'),
  }
}

/** An order as the API shows it: naira, and each item as a product copy at the price paid. */
export function toOrder(row: OrderRow, timeline: TimelineEntry[]): Order {
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
