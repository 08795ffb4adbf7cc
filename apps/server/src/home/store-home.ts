import {
  type AdminCountsResponse,
  type AdminHomeQuery,
  type AdminHomeResponse,
  type BestSeller,
  HOME_LIMITS,
  type HomePeriod,
  koboToNaira,
  type SalesFigures,
  SETUP_STEPS,
  TO_PACK_STATUSES,
} from '@adire/contract'
import { type SQL, sql } from 'drizzle-orm'
import type { Clock } from '../clock.ts'
import type { Database } from '../db/client.ts'
import { UNDER_WAY_WINDOW_MS } from '../orders/paystack-answer.ts'
import type { PaymentGateway } from '../payments/gateway.ts'
import type { SettingsSource } from '../store/settings.ts'
import { lagosPeriods, type Range } from './periods.ts'

/*
 * The store team's Home (docs/product.md §11.10), read from the orders, payments and refunds in
 * kobo, in SQL. A period's sales are the payments that paid an order (kind `paid`) taken in it,
 * each less Paystack's fee the shopper paid on top (the store never keeps it) and less what went
 * back for it (any refund of that payment, whatever its state: the money is owed from the
 * moment the refund is recorded). Payments of another kind (a duplicate, one after a
 * cancellation, one of the wrong amount) are refunded by themselves and are never sales. So the
 * figures add up from the payments the orders list shows, order by order.
 */

export interface StoreHomeDependencies {
  db: Database
  clock: Clock
  settings: SettingsSource
  /** Whether the store takes payments through the built-in emulator (no money moves). */
  gateway: Pick<PaymentGateway, 'emulator'>
}

type Home = Omit<AdminHomeResponse, 'success'>

/** Rows of a raw statement, on PostgreSQL and PGlite alike. */
async function rows<Row>(db: Database, query: SQL): Promise<Row[]> {
  return ((await db.execute(query)) as unknown as { rows: Row[] }).rows
}

const instant = (at: Date) => sql`${at.toISOString()}::timestamptz`
const paidWithin = ({ from, to }: Range) =>
  sql`p.paid_at >= ${instant(from)} and p.paid_at < ${instant(to)}`

/** The paying payments of orders, each with what the store kept: the rows every figure sums. */
const PAID = sql`payments p
  join orders o on o.id = p.order_id
  left join refunds r on r.payment_reference = p.reference`
const KEPT = sql`(p.amount_kobo - p.fee_kobo)`
const NET = sql`(${KEPT} - least(coalesce(r.amount_kobo, 0), ${KEPT}))`
const TO_PACK = sql`o.payment_status = 'paid' and o.status in (${sql.join(
  TO_PACK_STATUSES.map((status) => sql`${status}`),
  sql`, `,
)})`

function figures(kobo: number, orders: number): SalesFigures {
  return {
    sales: koboToNaira(kobo),
    orders,
    average: orders > 0 ? koboToNaira(Math.round(kobo / orders)) : 0,
  }
}

export class StoreHome {
  constructor(private readonly deps: StoreHomeDependencies) {}

  /** Everything Home shows, as of now. */
  async home({ tests }: AdminHomeQuery): Promise<Home> {
    const now = this.deps.clock.now()
    // A range's end is exclusive: a payment taken this very millisecond is in "so far".
    const ranges = lagosPeriods(new Date(now.getTime() + 1))
    const included = tests === 'include'
    const [periods, testCount, work, stock, bestSellers, setup] = await Promise.all([
      this.periodFigures(ranges, included),
      this.testOrders(ranges.find((r) => r.period === 'month')?.current),
      this.work(now),
      this.stock(),
      this.bestSellers(ranges, included),
      this.setup(),
    ])
    return {
      at: now.getTime(),
      testPayments: { included, thisMonth: testCount },
      periods: periods.map((figure) => ({ ...figure, to: now.getTime() })),
      work,
      stock,
      bestSellers,
      setup,
    }
  }

  /** The shell's counts, polled every few seconds: two counts and the newest paid order. */
  async counts(): Promise<Omit<AdminCountsResponse, 'success'>> {
    const { db } = this.deps
    const [[counts], [newest]] = await Promise.all([
      rows<{ to_pack: number; unread: number }>(
        db,
        sql`select
          (select count(*) from orders o where ${TO_PACK})::int as to_pack,
          (select count(*) from contact_messages where handled_at is null)::int as unread`,
      ),
      rows<{ reference: string; order_number: number; at: number }>(
        db,
        sql`select reference, order_number,
            floor(extract(epoch from paid_at) * 1000)::float8 as at
          from orders where payment_status = 'paid' and paid_at is not null
          order by paid_at desc, order_number desc limit 1`,
      ),
    ])
    return {
      toPack: Number(counts?.to_pack ?? 0),
      unreadMessages: Number(counts?.unread ?? 0),
      newestPaid: newest
        ? {
            reference: newest.reference,
            orderNumber: Number(newest.order_number),
            at: Number(newest.at),
          }
        : null,
    }
  }

  private async periodFigures(ranges: ReturnType<typeof lagosPeriods>, included: boolean) {
    const columns = ranges.flatMap(({ current, previous }, index) =>
      (
        [
          ['c', current],
          ['p', previous],
        ] as const
      ).map(
        ([which, range]) =>
          sql`coalesce(sum(${NET}) filter (where ${paidWithin(range)}), 0)::float8 as ${sql.raw(`sales_${which}${index}`)},
            (count(*) filter (where ${paidWithin(range)} and ${NET} > 0))::int as ${sql.raw(`orders_${which}${index}`)}`,
      ),
    )
    const earliest = new Date(
      Math.min(...ranges.flatMap((r) => [r.current.from.getTime(), r.previous.from.getTime()])),
    )
    const latest = new Date(Math.max(...ranges.map((r) => r.current.to.getTime())))
    const [row] = await rows<Record<string, number>>(
      this.deps.db,
      sql`select ${sql.join(columns, sql`, `)} from ${PAID}
        where p.kind = 'paid' and ${included ? sql`true` : sql`not o.test_payment`}
          and ${paidWithin({ from: earliest, to: latest })}`,
    )
    const read = (name: string) => Number(row?.[name] ?? 0)
    return ranges.map(({ period, current }, index) => ({
      period,
      from: current.from.getTime(),
      current: figures(read(`sales_c${index}`), read(`orders_c${index}`)),
      previous: figures(read(`sales_p${index}`), read(`orders_p${index}`)),
    }))
  }

  /** Orders paid through the emulator this month: what the figures leave out by default. */
  private async testOrders(month: Range | undefined): Promise<number> {
    if (!month) return 0
    const [row] = await rows<{ n: number }>(
      this.deps.db,
      sql`select count(*)::int as n from ${PAID}
        where p.kind = 'paid' and o.test_payment and ${paidWithin(month)}`,
    )
    return Number(row?.n ?? 0)
  }

  private async work(now: Date): Promise<Home['work']> {
    const underWaySince = new Date(now.getTime() - UNDER_WAY_WINDOW_MS)
    const [row] = await rows<Record<string, number>>(
      this.deps.db,
      sql`select
        (select count(*) from orders o where ${TO_PACK})::int as to_pack,
        (select count(*) from orders where payment_status = 'pending'
          and payment_under_way_channel = 'bank_transfer'
          and payment_under_way_at > ${instant(underWaySince)})::int as transfers,
        (select coalesce(sum(amount_kobo), 0) from orders where payment_status = 'pending'
          and payment_under_way_channel = 'bank_transfer'
          and payment_under_way_at > ${instant(underWaySince)})::float8 as transfers_kobo,
        (select count(distinct order_id) from refunds where status = 'failed')::int as failed,
        (select count(distinct order_id) from refunds where status = 'needs-attention'
          and team_told_at is not null)::int as unanswered,
        (select count(*) from contact_messages where handled_at is null)::int as unread,
        (select count(*) from returns where status = 'requested')::int as returns_to_decide,
        (select count(*) from returns where status = 'received')::int as returns_to_settle`,
    )
    const read = (name: string) => Number(row?.[name] ?? 0)
    return {
      toPack: read('to_pack'),
      transfersUnderWay: read('transfers'),
      transfersUnderWayAmount: koboToNaira(read('transfers_kobo')),
      refundsFailed: read('failed'),
      refundsUnanswered: read('unanswered'),
      unreadMessages: read('unread'),
      returnsToDecide: read('returns_to_decide'),
      returnsToSettle: read('returns_to_settle'),
    }
  }

  /**
   * Counted sizes of the products on sale (not drafts, not archived), at or below the threshold:
   * sold out first, then the fewest.
   */
  private async stock(): Promise<Home['stock']> {
    const threshold = this.deps.settings.current().lowStockThreshold
    const scarce = sql`from product_stock s join products pr on pr.id = s.product_id
      where pr.status = 'live' and s.size = any(pr.sizes) and s.quantity <= ${threshold}::int`
    const [[counts], alerts] = await Promise.all([
      rows<{ low: number; sold_out: number }>(
        this.deps.db,
        sql`select (count(*) filter (where s.quantity > 0))::int as low,
          (count(*) filter (where s.quantity = 0))::int as sold_out ${scarce}`,
      ),
      rows<{ product_id: string; name: string; size: string; units: number }>(
        this.deps.db,
        sql`select s.product_id, pr.name, s.size, s.quantity::int as units ${scarce}
          order by s.quantity asc, pr.name asc, s.size asc limit ${HOME_LIMITS.stockAlerts}::int`,
      ),
    ])
    return {
      lowStockThreshold: threshold,
      lowCount: Number(counts?.low ?? 0),
      soldOutCount: Number(counts?.sold_out ?? 0),
      alerts: alerts.map((alert) => ({
        productId: alert.product_id,
        name: alert.name,
        size: alert.size,
        units: Number(alert.units),
      })),
    }
  }

  /**
   * Each period's best sellers: the units and money of each product and size on the orders
   * paid in it and not cancelled (a cancelled order's goods went back on the shelf).
   */
  private async bestSellers(
    ranges: ReturnType<typeof lagosPeriods>,
    included: boolean,
  ): Promise<Home['bestSellers']> {
    const periods = sql.join(
      ranges.map(
        ({ period, current }) => sql`(${period}, ${instant(current.from)}, ${instant(current.to)})`,
      ),
      sql`, `,
    )
    const sold = await rows<{
      period: HomePeriod
      product_id: string
      name: string
      size: string
      units: number
      kobo: number
    }>(
      this.deps.db,
      sql`select w.period, item->>'productId' as product_id, max(item->>'name') as name,
          item->>'size' as size, sum((item->>'quantity')::int)::int as units,
          sum((item->>'quantity')::bigint * (item->>'priceKobo')::bigint)::float8 as kobo
        from payments p
          join orders o on o.id = p.order_id
          cross join lateral jsonb_array_elements(o.items) as item
          join (values ${periods}) as w(period, from_at, to_at)
            on p.paid_at >= w.from_at and p.paid_at < w.to_at
        where p.kind = 'paid' and o.status <> 'Cancelled'
          and ${included ? sql`true` : sql`not o.test_payment`}
        group by w.period, item->>'productId', item->>'size'`,
    )
    const ranked = (period: HomePeriod): BestSeller[] => {
      const products = new Map<string, BestSeller & { kobo: number }>()
      for (const row of sold.filter((r) => r.period === period)) {
        const product = products.get(row.product_id) ?? {
          productId: row.product_id,
          name: row.name,
          units: 0,
          sales: 0,
          kobo: 0,
          sizes: [],
        }
        product.units += Number(row.units)
        product.kobo += Number(row.kobo)
        product.sizes.push({ size: row.size, units: Number(row.units) })
        products.set(row.product_id, product)
      }
      return [...products.values()]
        .sort((a, b) => b.units - a.units || b.kobo - a.kobo || a.name.localeCompare(b.name))
        .slice(0, HOME_LIMITS.bestSellers)
        .map(({ kobo, sizes, ...product }) => ({
          ...product,
          sales: koboToNaira(kobo),
          sizes: sizes.sort((a, b) => b.units - a.units || a.size.localeCompare(b.size)),
        }))
    }
    return { today: ranked('today'), week: ranked('week'), month: ranked('month') }
  }

  /** The setup checklist: read from the settings, the payment set-up and the photos kept. */
  private async setup(): Promise<Home['setup']> {
    const settings = this.deps.settings.current()
    const [photo] = await rows<{ found: boolean }>(
      this.deps.db,
      sql`select exists (select 1 from photos) as found`,
    )
    const payments = this.deps.gateway.emulator ? 'emulator' : 'paystack'
    const done: Record<(typeof SETUP_STEPS)[number], boolean> = {
      storeEmail: settings.storeEmail !== null,
      contact: settings.whatsappNumber !== null || settings.storePhone !== null,
      deliveryZones: settings.deliveryZones.length > 0,
      payments: payments === 'paystack',
      productPhoto: Boolean(photo?.found),
    }
    return { steps: SETUP_STEPS.map((step) => ({ step, done: done[step] })), payments }
  }
}
