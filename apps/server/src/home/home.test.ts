import {
  AdminCountsResponse,
  AdminHomeResponse,
  AdminOrdersResponse,
  ErrorResponse,
  ORDER_MESSAGES,
} from '@adire/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import {
  contactMessages,
  orders,
  paymentAttempts,
  payments,
  photos,
  productStock,
  refunds,
  returnLines,
  returns,
  users,
} from '../db/schema.ts'
import { seedCatalogue } from '../seed/seed.ts'
import { openTestDatabase } from '../testing/database.ts'
import { TEST_ADDRESS } from '../testing/orders.ts'
import { send, signUp } from '../testing/requests.ts'
import { testApp } from '../testing/services.ts'

/*
 * Home's figures (docs/product.md §11.10) on a seeded store, on PGlite and on PostgreSQL
 * (TEST_DATABASE_URL): orders paid today, yesterday, earlier this month and last month, with a
 * cancellation refunded, a partial refund, a duplicate payment refunded, a failed refund, a
 * test payment and a bank transfer under way. The sums are checked against the numbers by
 * hand and against the payments the store team's orders list shows.
 */

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>
let adminToken: string
let shopperToken: string
let shopperId: string

/** Wednesday 18 November 2026, 12:00 in Lagos. */
const NOW = new Date('2026-11-18T11:00:00Z')

beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db)
  harness = testApp(database.db)
  harness.clock.advance(NOW.getTime() - harness.clock.now().getTime())
  const [admin, shopper] = [await signUp(harness.app), await signUp(harness.app)]
  await harness.services.users.makeAdmin(admin.email)
  adminToken = admin.token
  shopperToken = shopper.token
  const [row] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, shopper.email))
  shopperId = row?.id ?? ''
})
afterAll(() => database.close())

const HOODIE = { productId: 'indigo-adire-hoodie', name: 'Indigo Adire Hoodie' }
const CAP = { productId: 'lagos-sun-cap', name: 'Lagos Sun Cap' }

let serial = 0

interface Seeded {
  /** Naira of the order (items, no delivery). */
  naira: number
  status: string
  paidAt?: string
  /** Paystack's fee the shopper paid on top, naira. */
  fee?: number
  test?: boolean
  refund?: { naira: number; status: string; reason: string }
  /** A second payment, refunded as a duplicate. */
  duplicate?: boolean
  lines?: { item: typeof HOODIE; size: string; quantity: number }[]
  underWayAt?: string
}

/** An order as the store records it: the order, its payment attempt, payment and refund. */
async function seed(order: Seeded): Promise<string> {
  const { db } = database
  serial += 1
  const reference = `ADR-HOME${String(serial).padStart(2, '0')}-0000000000`
  const kobo = order.naira * 100
  const lines = order.lines ?? [{ item: CAP, size: 'One size', quantity: 1 }]
  const [row] = await db
    .insert(orders)
    .values({
      userId: shopperId,
      reference,
      status: order.status,
      paymentStatus: order.paidAt ? 'paid' : 'pending',
      testPayment: order.test ?? false,
      amountKobo: kobo,
      deliveryFeeKobo: 0,
      address: TEST_ADDRESS,
      items: lines.map(({ item, size, quantity }) => ({
        ...item,
        description: '',
        category: 'Hoodie',
        images: ['/images/indigo-adire-hoodie-1.jpg'],
        sizes: [size],
        priceKobo: kobo / lines.reduce((n, line) => n + line.quantity, 0),
        size,
        quantity,
      })),
      createdAt: new Date(order.paidAt ?? order.underWayAt ?? NOW),
      paidAt: order.paidAt ? new Date(order.paidAt) : null,
      paymentUnderWayAt: order.underWayAt ? new Date(order.underWayAt) : null,
      paymentUnderWayChannel: order.underWayAt ? 'bank_transfer' : null,
    })
    .returning({ id: orders.id })
  const orderId = row?.id ?? ''
  await db.insert(paymentAttempts).values({ reference, orderId })
  if (!order.paidAt) return reference
  const feeKobo = (order.fee ?? 0) * 100
  await db.insert(payments).values({
    reference,
    orderId,
    amountKobo: kobo + feeKobo,
    feeKobo,
    currency: 'NGN',
    kind: 'paid',
    paidAt: new Date(order.paidAt),
  })
  if (order.refund) {
    await db.insert(refunds).values({
      paymentReference: reference,
      orderId,
      amountKobo: order.refund.naira * 100,
      currency: 'NGN',
      reason: order.refund.reason,
      status: order.refund.status,
    })
  }
  if (order.duplicate) {
    const again = `${reference}-2`
    await db.insert(paymentAttempts).values({ reference: again, orderId })
    await db.insert(payments).values({
      reference: again,
      orderId,
      amountKobo: kobo,
      currency: 'NGN',
      kind: 'duplicate',
      paidAt: new Date(order.paidAt),
    })
    await db.insert(refunds).values({
      paymentReference: again,
      orderId,
      amountKobo: kobo,
      currency: 'NGN',
      reason: 'duplicate payment',
      status: 'processed',
    })
  }
  return reference
}

async function home(query = '') {
  const res = await send(harness.app, 'GET', `/api/admin/home${query}`, undefined, {
    token: adminToken,
  })
  return { status: res.status, body: await res.json() }
}

describe('Home on a fresh store', () => {
  it('shows nothing sold and every setup step still to do', async () => {
    const { status, body } = await home()
    expect(status).toBe(200)
    const answer = AdminHomeResponse.parse(body)
    expect(answer.periods.map((p) => [p.period, p.current, p.previous])).toEqual(
      ['today', 'week', 'month'].map((period) => [
        period,
        { sales: 0, orders: 0, average: 0 },
        { sales: 0, orders: 0, average: 0 },
      ]),
    )
    expect(answer.work).toEqual({
      toPack: 0,
      transfersUnderWay: 0,
      transfersUnderWayAmount: 0,
      refundsFailed: 0,
      refundsUnanswered: 0,
      unreadMessages: 0,
      returnsToDecide: 0,
      returnsToSettle: 0,
    })
    expect(answer.setup).toEqual({
      payments: 'emulator',
      steps: [
        { step: 'storeEmail', done: false },
        { step: 'contact', done: false },
        { step: 'deliveryZones', done: false },
        { step: 'payments', done: false },
        { step: 'productPhoto', done: false },
      ],
    })
    const counts = await send(harness.app, 'GET', '/api/admin/counts', undefined, {
      token: adminToken,
    })
    expect(AdminCountsResponse.parse(await counts.json())).toEqual({
      success: true,
      toPack: 0,
      unreadMessages: 0,
      newestPaid: null,
    })
  })

  it('refuses a shopper, and a filter it does not know with a 400', async () => {
    const shopper = await send(harness.app, 'GET', '/api/admin/home', undefined, {
      token: shopperToken,
    })
    expect(shopper.status).toBe(403)
    expect(ErrorResponse.parse(await shopper.json()).message).toBe(ORDER_MESSAGES.adminOnly)
    const { status, body } = await home('?tests=maybe')
    expect(status).toBe(400)
    expect(ErrorResponse.parse(body).message).toBe('tests is exclude or include')
  })
})

describe('Home on a store with orders', () => {
  const references: Record<string, string> = {}

  beforeAll(async () => {
    // Today (Lagos): two hoodies paid at 09:00; a cap paid then cancelled and refunded in full
    // (with Paystack's fee the shopper paid); a test payment at 11:30, the newest paid order.
    references.paid = await seed({
      naira: 20_000,
      status: 'Order Placed',
      paidAt: '2026-11-18T08:00:00Z',
      duplicate: true,
      lines: [{ item: HOODIE, size: 'M', quantity: 2 }],
    })
    references.cancelled = await seed({
      naira: 15_000,
      fee: 300,
      status: 'Cancelled',
      paidAt: '2026-11-18T09:00:00Z',
      refund: { naira: 15_300, status: 'processed', reason: 'order cancelled' },
    })
    references.test = await seed({
      naira: 50_000,
      status: 'Order Placed',
      paidAt: '2026-11-18T10:30:00Z',
      test: true,
    })
    // Yesterday: a cap by 10:00 (as far into the day as today has gone), a hoodie in the
    // afternoon, ₦2,000 of it refunded on Paystack.
    references.yesterday = await seed({
      naira: 10_000,
      status: 'Shipped',
      paidAt: '2026-11-17T09:00:00Z',
    })
    references.partly = await seed({
      naira: 5_000,
      status: 'Packing',
      paidAt: '2026-11-17T15:00:00Z',
      refund: { naira: 2_000, status: 'pending', reason: 'made on Paystack' },
      lines: [{ item: HOODIE, size: 'L', quantity: 1 }],
    })
    // Earlier this month, and last month: one delivered, one cancelled whose refund failed.
    references.earlier = await seed({
      naira: 60_000,
      status: 'Delivered',
      paidAt: '2026-11-03T12:00:00Z',
    })
    references.october = await seed({
      naira: 12_000,
      status: 'Delivered',
      paidAt: '2026-10-05T12:00:00Z',
    })
    references.failed = await seed({
      naira: 8_000,
      status: 'Cancelled',
      paidAt: '2026-10-10T12:00:00Z',
      refund: { naira: 8_000, status: 'failed', reason: 'order cancelled' },
    })
    // A bank transfer under way, sent five minutes ago.
    references.transfer = await seed({
      naira: 7_500,
      status: 'Awaiting payment',
      underWayAt: '2026-11-18T10:55:00Z',
    })
    await database.db.insert(contactMessages).values([
      { name: 'Ada', email: 'ada@example.com', message: 'Do you deliver to Jos?' },
      {
        name: 'Emeka',
        email: 'emeka@example.com',
        message: 'Thank you, it arrived.',
        handledAt: NOW,
        handledBy: 'team@adire.example',
      },
    ])
    await database.db.insert(productStock).values([
      { productId: 'indigo-adire-hoodie', size: 'M', quantity: 0 },
      { productId: 'indigo-adire-hoodie', size: 'L', quantity: 2 },
      { productId: 'indigo-adire-hoodie', size: 'XL', quantity: 40 },
    ])
    // Returns of the delivered order in each step: two asked for, one received, one approved
    // (with the shopper: nothing for the team yet), one closed.
    const [delivered] = await database.db
      .select({ id: orders.id, userId: orders.userId })
      .from(orders)
      .where(eq(orders.reference, references.earlier))
    if (!delivered) throw new Error('the delivered order was not seeded')
    const made = await database.db
      .insert(returns)
      .values(
        (['requested', 'requested', 'received', 'approved', 'closed'] as const).map((status) => ({
          orderId: delivered.id,
          userId: delivered.userId,
          status,
          reason: 'tooSmall' as const,
          way: 'dropOff' as const,
        })),
      )
      .returning({ id: returns.id })
    await database.db.insert(returnLines).values(
      made.map(({ id }) => ({
        returnId: id,
        index: 0,
        productId: CAP.productId,
        size: 'One size',
        quantity: 1,
      })),
    )
  })

  it('adds up each period from the paying payments, refunds taken off, test payments left out', async () => {
    const answer = AdminHomeResponse.parse((await home()).body)
    const byPeriod = Object.fromEntries(answer.periods.map((p) => [p.period, p]))
    // Today: the hoodies; the cancelled cap nets nothing; the test payment is left out.
    expect(byPeriod.today?.current).toEqual({ sales: 20_000, orders: 1, average: 20_000 })
    // Yesterday until 12:00 Lagos: the cap only.
    expect(byPeriod.today?.previous).toEqual({ sales: 10_000, orders: 1, average: 10_000 })
    // From Monday: today's and yesterday's, the partial refund taken off (₦3,000 kept).
    expect(byPeriod.week?.current).toEqual({ sales: 33_000, orders: 3, average: 11_000 })
    expect(byPeriod.week?.previous).toEqual({ sales: 0, orders: 0, average: 0 })
    expect(byPeriod.month?.current).toEqual({ sales: 93_000, orders: 4, average: 23_250 })
    // 1 to 18 October, 12:00 (as far into October): the October order; the one whose refund
    // failed nets nothing.
    expect(byPeriod.month?.previous).toEqual({ sales: 12_000, orders: 1, average: 12_000 })
    expect(answer.testPayments).toEqual({ included: false, thisMonth: 1 })

    const withTests = AdminHomeResponse.parse((await home('?tests=include')).body)
    expect(withTests.periods[0]?.current).toEqual({ sales: 70_000, orders: 2, average: 35_000 })
    expect(withTests.testPayments.included).toBe(true)
  })

  it('reconciles with the payments the orders list shows', async () => {
    const answer = AdminHomeResponse.parse((await home()).body)
    const res = await send(harness.app, 'GET', '/api/admin/orders', undefined, {
      token: adminToken,
    })
    const listed = AdminOrdersResponse.parse(await res.json()).orders
    for (const period of answer.periods) {
      let kobo = 0
      let count = 0
      for (const order of listed.filter((o) => !o.testPayment)) {
        for (const payment of order.payments ?? []) {
          if (payment.kind !== 'paid' || payment.at < period.from || payment.at > period.to)
            continue
          const kept = Math.round((payment.amount - (payment.fee ?? 0)) * 100)
          const net = kept - Math.min(Math.round((payment.refund?.amount ?? 0) * 100), kept)
          kobo += net
          if (net > 0) count += 1
        }
      }
      expect([period.period, period.current.sales, period.current.orders]).toEqual([
        period.period,
        kobo / 100,
        count,
      ])
    }
  })

  it('counts the work waiting: orders to pack, a transfer under way, a failed refund, returns, a message', async () => {
    const answer = AdminHomeResponse.parse((await home()).body)
    // The hoodies, the test order (still to pack) and the one in Packing.
    expect(answer.work).toEqual({
      toPack: 3,
      transfersUnderWay: 1,
      transfersUnderWayAmount: 7_500,
      refundsFailed: 1,
      refundsUnanswered: 0,
      unreadMessages: 1,
      returnsToDecide: 2,
      returnsToSettle: 1,
    })
    const counts = await send(harness.app, 'GET', '/api/admin/counts', undefined, {
      token: adminToken,
    })
    expect(AdminCountsResponse.parse(await counts.json())).toMatchObject({
      toPack: 3,
      unreadMessages: 1,
      newestPaid: { reference: references.test, at: Date.parse('2026-11-18T10:30:00Z') },
    })
  })

  it('lists sizes running out and the best sellers of each period', async () => {
    const answer = AdminHomeResponse.parse((await home()).body)
    expect(answer.stock).toEqual({
      lowStockThreshold: 3,
      lowCount: 1,
      soldOutCount: 1,
      alerts: [
        { ...HOODIE, size: 'M', units: 0 },
        { ...HOODIE, size: 'L', units: 2 },
      ],
    })
    expect(answer.bestSellers.today).toEqual([
      { ...HOODIE, units: 2, sales: 20_000, sizes: [{ size: 'M', units: 2 }] },
    ])
    expect(answer.bestSellers.week).toEqual([
      {
        ...HOODIE,
        units: 3,
        sales: 25_000,
        sizes: [
          { size: 'M', units: 2 },
          { size: 'L', units: 1 },
        ],
      },
      { ...CAP, units: 1, sales: 10_000, sizes: [{ size: 'One size', units: 1 }] },
    ])
    expect(answer.bestSellers.month[1]).toMatchObject({ ...CAP, units: 2, sales: 70_000 })
  })

  it('ticks the setup steps as the store is set up', async () => {
    const saved = await send(
      harness.app,
      'PUT',
      '/api/admin/settings',
      { storeEmail: 'orders@adire.example', whatsappNumber: '2348031234567' },
      { token: adminToken },
    )
    expect(saved.status).toBe(200)
    await database.db.insert(photos).values({
      id: 'home-test-photo',
      width: 800,
      height: 1000,
      widths: [400, 800],
      formats: ['jpeg'],
      originalFormat: 'jpeg',
      originalBytes: 1000,
    })
    const answer = AdminHomeResponse.parse((await home()).body)
    expect(answer.setup.steps.filter((s) => s.done).map((s) => s.step)).toEqual([
      'storeEmail',
      'contact',
      'productPhoto',
    ])
  })
})
