import {
  ADMIN_CUSTOMERS_PAGE_SIZE,
  type AdminCustomerResponse,
  type AdminCustomersQuery,
  type AdminCustomersResponse,
  type CustomerOrder,
  type CustomerSummary,
  customerReturnOf,
  koboToNaira,
} from '@adire/contract'
import { count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm'
import type { Database } from '../db/client.ts'
import { orders, returns, users } from '../db/schema.ts'
import { orderPaidKobo, orderRefundedKobo } from '../orders/export.ts'
import { adminReturns } from '../returns/views.ts'
import type { AddressBook } from '../users/addresses.ts'
import { ERASED_NAME, ERASED_PASSWORD_HASH } from '../users/data-rights.ts'

/*
 * The store team's customers (docs/product.md §11.12). An order always belongs to an account
 * (`orders.user_id` is required: checkout needs one), so a customer is an account with at least
 * one placed order, one that was paid, whatever happened to it after. Money is added up here, in
 * kobo, from what the store recorded: every payment that arrived for the account's orders (test
 * payments too: on a store without Paystack keys every payment is one), less every refund made
 * or on its way (a refund that failed is still owed back). Read as naira at the end.
 */

/** Epoch milliseconds of a timestamp SQL expression, as a JS number. */
const epochMs = (expression: SQL) =>
  sql<number>`floor(extract(epoch from ${expression}) * 1000)::bigint`.mapWith(Number)

/** Every payment received for an account's orders, in kobo (`account` is its id column). */
const paidKobo = (account: SQL | typeof users.id) =>
  sql<number>`coalesce((select sum(p.amount_kobo) from payments p join orders o on o.id = p.order_id where o.user_id = ${account}), 0)`.mapWith(
    Number,
  )
/** Every refund of an account's orders, made or on its way, in kobo. */
const refundedKobo = (account: SQL | typeof users.id) =>
  sql<number>`coalesce((select sum(r.amount_kobo) from refunds r join orders o on o.id = r.order_id where o.user_id = ${account}), 0)`.mapWith(
    Number,
  )

/** A LIKE pattern finding `text` anywhere, its wildcards taken literally. */
const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`

/**
 * The phone numbers a search may be, as digits: what was typed, and its other national form
 * (`0803…` is stored `+234803…`). None when the search is not a number of at least 4 digits.
 */
export function phoneDigits(q: string): string[] {
  if (!/^[\d\s+().-]+$/.test(q)) return []
  const digits = q.replace(/\D/g, '')
  if (digits.length < 4) return []
  if (digits.startsWith('0')) return [digits, `234${digits.slice(1)}`]
  return [digits]
}

/** An account's phone in its orders' or saved addresses, matching one of `patterns`. */
function phoneMatches(patterns: string[]): SQL {
  const digitsOf = (phone: SQL) => sql`regexp_replace(${phone}, '[^0-9]', '', 'g')`
  const matching = (phone: SQL) =>
    sql.join(
      patterns.map((digits) => sql`${digitsOf(phone)} like ${containing(digits)}`),
      sql` or `,
    )
  // A deleted account's orders keep an erased phone, which no search should find.
  return sql`(${users.passwordHash} <> ${ERASED_PASSWORD_HASH} and (
    exists (select 1 from orders o where o.user_id = ${users.id}
      and (${matching(sql`o.address->>'phone'`)}))
    or exists (select 1 from addresses a where a.user_id = ${users.id}
      and (${matching(sql`a.phone`)}))))`
}

/** What a search by name, e-mail or phone finds. */
function searched(q: string | undefined): SQL | undefined {
  if (!q) return undefined
  const pattern = containing(q)
  const phones = phoneDigits(q)
  return or(
    ilike(users.name, pattern),
    ilike(users.email, pattern),
    phones.length > 0 ? phoneMatches(phones) : undefined,
  )
}

export class Customers {
  constructor(private readonly deps: { db: Database; addressBook: AddressBook }) {}

  /** The accounts with placed orders, their counts and first and last order's times. */
  private placed() {
    return this.deps.db
      .select({
        userId: orders.userId,
        orders: count().as('orders'),
        firstAt: epochMs(sql`min(${orders.createdAt})`).as('first_at'),
        lastAt: epochMs(sql`max(${orders.createdAt})`).as('last_at'),
      })
      .from(orders)
      .where(eq(orders.paymentStatus, 'paid'))
      .groupBy(orders.userId)
      .as('placed')
  }

  /** Customers as the list reads them, latest order first, those `where` finds. */
  private summaries(where: SQL | undefined) {
    const placed = this.placed()
    return this.deps.db
      .select({
        id: users.id,
        name: users.name,
        email: users.email,
        deleted: sql<boolean>`${users.passwordHash} = ${ERASED_PASSWORD_HASH}`,
        createdAt: users.createdAt,
        orders: placed.orders,
        firstAt: placed.firstAt,
        lastAt: placed.lastAt,
        paidKobo: paidKobo(users.id),
        refundedKobo: refundedKobo(users.id),
        phone: sql<
          string | null
        >`(select o.address->>'phone' from orders o where o.user_id = ${users.id} order by o.created_at desc limit 1)`,
      })
      .from(users)
      .innerJoin(placed, eq(placed.userId, users.id))
      .where(where)
      .orderBy(desc(placed.lastAt), users.id)
      .$dynamic()
  }

  /** A page of the customers a search finds (docs/product.md §11.12), latest order first. */
  async list({ q, page }: AdminCustomersQuery): Promise<AdminCustomersResponse> {
    const where = searched(q)
    const placed = this.placed()
    const [rows, [total]] = await Promise.all([
      this.summaries(where)
        .limit(ADMIN_CUSTOMERS_PAGE_SIZE)
        .offset((page - 1) * ADMIN_CUSTOMERS_PAGE_SIZE),
      this.deps.db
        .select({ n: count() })
        .from(users)
        .innerJoin(placed, eq(placed.userId, users.id))
        .where(where),
    ])
    return {
      success: true,
      customers: rows.map(toSummary),
      page,
      pageSize: ADMIN_CUSTOMERS_PAGE_SIZE,
      total: total?.n ?? 0,
    }
  }

  /** Every customer, latest order first: the export's rows. */
  async all(): Promise<CustomerSummary[]> {
    return (await this.summaries(undefined)).map(toSummary)
  }

  /**
   * One customer, with every order of theirs (the unpaid ones too) and their saved addresses;
   * undefined for an id no customer has.
   */
  async get(id: string): Promise<Omit<AdminCustomerResponse, 'success'> | undefined> {
    const { db, addressBook } = this.deps
    const [row] = await this.summaries(eq(users.id, id))
    if (!row) return undefined
    const summary = toSummary(row)
    const placedOrders = await db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        reference: orders.reference,
        createdAt: orders.createdAt,
        status: orders.status,
        amountKobo: orders.amountKobo,
        paidKobo: orderPaidKobo(),
        refundedKobo: orderRefundedKobo(),
      })
      .from(orders)
      .where(eq(orders.userId, id))
      .orderBy(desc(orders.createdAt), orders.reference)
    const asked = await adminReturns(db, eq(returns.userId, id))
    return {
      customer: { ...summary, since: row.createdAt.getTime() },
      orders: placedOrders.map(
        (order): CustomerOrder => ({
          id: order.id,
          orderNumber: order.orderNumber,
          reference: order.reference,
          date: order.createdAt.getTime(),
          status: order.status,
          amount: koboToNaira(order.amountKobo),
          paid: koboToNaira(order.paidKobo),
          refunded: koboToNaira(order.refundedKobo),
        }),
      ),
      returns: asked.reverse().map(customerReturnOf),
      // A deleted account's addresses went with it; nothing is read for it.
      addresses: summary.deleted ? [] : await addressBook.list(id),
    }
  }
}

interface SummaryRow {
  id: string
  name: string
  email: string
  deleted: boolean
  orders: number
  firstAt: number
  lastAt: number
  paidKobo: number
  refundedKobo: number
  phone: string | null
}

/** A customer as the store team reads them: a deleted account shows nothing personal. */
function toSummary(row: SummaryRow): CustomerSummary {
  const deleted = Boolean(row.deleted)
  return {
    id: row.id,
    name: deleted ? ERASED_NAME : row.name,
    email: deleted ? null : row.email,
    phone: deleted ? null : row.phone,
    deleted,
    orders: Number(row.orders),
    paid: koboToNaira(row.paidKobo - row.refundedKobo),
    firstOrderAt: Number(row.firstAt),
    lastOrderAt: Number(row.lastAt),
  }
}
