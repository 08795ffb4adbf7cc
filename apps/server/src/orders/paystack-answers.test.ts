import { AdminOrdersResponse, ORDER_MESSAGES, VERIFY_ANSWERS } from '@adire/contract'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { orders, payments, refunds } from '../db/schema.ts'
import { seedCatalogue } from '../seed/seed.ts'
import { openTestDatabase } from '../testing/database.ts'
import { type Line, myOrders, payInEmulator, placed, verifyPayment } from '../testing/orders.ts'
import { send, signUp } from '../testing/requests.ts'
import { testApp } from '../testing/services.ts'
import { UNDER_WAY_WINDOW_MS } from './paystack-answer.ts'
import { RECONCILE } from './service.ts'

/*
 * What Paystack's answers mean (issue 40's findings 3, 4, 6 and 7), held against Paystack's
 * published description rather than the store's own emulator alone: `requested_amount` is what
 * the store asked for when fees are passed on; 401/403/429 say nothing about a payment;
 * `ongoing`, `pending` and `queued` mean a payment is under way on any channel.
 */

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>
let admin: Awaited<ReturnType<typeof signUp>>

beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db)
  harness = testApp(database.db, { webhookRetrySeconds: [], refundSeconds: 0 })
  admin = await signUp(harness.app)
  await harness.services.users.makeAdmin(admin.email)
})
afterAll(() => database.close())

const HOODIE: Line[] = [{ id: 'indigo-adire-hoodie', size: 'M', quantity: 1 }]

/** What the stand-in's verify answers, as a test sets it. */
interface Report {
  /** An HTTP failure instead of an answer, as Paystack's description lists them. */
  httpStatus?: 401 | 403 | 404 | 429 | 500
  status?: string
  channel?: string
  /** Paystack's fee taken on top of what was asked (fees passed on to customers). */
  fee?: number
  /** What Paystack reports as asked, when not what initialize asked. */
  requested?: number
}

/**
 * A stand-in for Paystack's API shaped as its published description has it: initialize, and
 * verify answering `data` with `id`, `amount`, `requested_amount`, `channel`, or an error body
 * `{ status: false, message }` with the status a test picks.
 */
function paystackReporting(report: Report) {
  const asked = new Map<string, { amount: number; id: number }>()
  const api = new Hono()
  api.post('/transaction/initialize', async (c) => {
    const body = await c.req.json()
    asked.set(body.reference, { amount: body.amount, id: 4_000_000 + asked.size })
    return c.json({
      status: true,
      message: 'Authorization URL created',
      data: {
        authorization_url: 'https://checkout.paystack.com/0peioxfhpn',
        access_code: '0peioxfhpn',
        reference: body.reference,
      },
    })
  })
  api.get('/transaction/verify/:reference', (c) => {
    if (report.httpStatus) {
      const messages = {
        401: 'Invalid key',
        403: 'Forbidden',
        404: 'Transaction reference not found',
        429: 'Too many requests',
        500: 'Something went wrong',
      }
      return c.json({ status: false, message: messages[report.httpStatus] }, report.httpStatus)
    }
    const reference = c.req.param('reference')
    const started = asked.get(reference)
    const requested = report.requested ?? started?.amount ?? 0
    return c.json({
      status: true,
      message: 'Verification successful',
      data: {
        id: started?.id ?? 1,
        domain: 'live',
        status: report.status ?? 'success',
        reference,
        amount: requested + (report.fee ?? 0),
        requested_amount: requested,
        fees: report.fee ?? 150,
        gateway_response: 'Approved',
        paid_at: '2026-11-27T10:00:00.000Z',
        channel: report.channel ?? 'card',
        currency: 'NGN',
      },
    })
  })
  return api
}

/** A store on real keys whose Paystack answers as `report` says (changeable between calls). */
function storeWith(report: Report) {
  const api = paystackReporting(report)
  return testApp(database.db, {
    paystack: {
      secretKey: 'sk_live_rotated',
      publicKey: 'pk_live_store',
      baseUrl: 'https://api.paystack.co',
      fetch: async (input, init) => api.request(new URL(String(input)).pathname, init),
    },
  })
}

async function adminList(app: ReturnType<typeof testApp>['app']) {
  const res = await send(app, 'GET', '/api/admin/orders', undefined, { token: admin.token })
  return AdminOrdersResponse.parse(await res.json())
}

const orderRow = async (reference: string) =>
  (await database.db.select().from(orders).where(eq(orders.reference, reference)))[0]

describe('fees passed on to customers (finding 3)', () => {
  it('confirms a payment whose amount includes Paystack’s fee, records the fee, refunds nothing', async () => {
    const store = storeWith({ fee: 2_650 })
    const shopper = await signUp(store.app)
    const order = await placed(store.app, shopper.token, HOODIE)
    expect((await verifyPayment(store.app, shopper.token, order.reference)).body).toEqual(
      VERIFY_ANSWERS.paid,
    )
    const [recorded] = await database.db
      .select()
      .from(payments)
      .where(eq(payments.reference, order.reference))
    expect(recorded).toMatchObject({
      kind: 'paid',
      amountKobo: order.amount + 2_650,
      feeKobo: 2_650,
      providerTransactionId: expect.stringMatching(/^\d+$/),
    })
    expect(
      await database.db.select().from(refunds).where(eq(refunds.orderId, order.orderId)),
    ).toEqual([])
    const shown = (await adminList(store.app)).orders.find((o) => o.reference === order.reference)
    expect(shown?.payments).toEqual([
      expect.objectContaining({ kind: 'paid', fee: 26.5, amount: (order.amount + 2_650) / 100 }),
    ])
  })

  it('still refunds a payment Paystack reports as asked for another amount', async () => {
    const store = storeWith({ requested: 100, fee: 101 })
    const shopper = await signUp(store.app)
    const order = await placed(store.app, shopper.token, HOODIE)
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect((await verifyPayment(store.app, shopper.token, order.reference)).body).toEqual(
      VERIFY_ANSWERS.mismatch,
    )
    warned.mockRestore()
    expect(await orderRow(order.reference)).toMatchObject({ paymentStatus: 'pending' })
  })

  it('takes the fee the emulator’s account passes on, as Paystack’s would', async () => {
    const emulator = harness.services.gateway.emulator
    if (!emulator) throw new Error('the test app emulates Paystack')
    emulator.settings.feesOnCustomer = true
    try {
      const shopper = await signUp(harness.app)
      const order = await placed(harness.app, shopper.token, HOODIE)
      await payInEmulator(harness.app, order.accessCode)
      expect((await verifyPayment(harness.app, shopper.token, order.reference)).body).toEqual(
        VERIFY_ANSWERS.paid,
      )
      const [recorded] = await database.db
        .select()
        .from(payments)
        .where(eq(payments.reference, order.reference))
      expect(recorded?.feeKobo).toBeGreaterThan(0)
      expect(recorded?.amountKobo).toBe(order.amount + (recorded?.feeKobo ?? 0))
    } finally {
      emulator.settings.feesOnCustomer = false
    }
  })
})

describe('answers that say nothing about the payment (finding 4)', () => {
  it('treats a refused key as "ask again later", tells the team once, and never gives the order up', async () => {
    const report: Report = { httpStatus: 401 }
    const store = storeWith(report)
    const shopper = await signUp(store.app)
    const order = await placed(store.app, shopper.token, HOODIE)
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {})
    try {
      const answer = await verifyPayment(store.app, shopper.token, order.reference)
      expect(answer.status).toBe(503)
      expect(answer.body.message).toBe(ORDER_MESSAGES.providerUnavailable)
      // A day and more of reconciling with the key refused: the order is still waited for.
      for (const _ of [1, 2]) {
        store.clock.advance(RECONCILE.abandonAfterMs)
        await store.services.orders.reconciler.run()
      }
      expect(await orderRow(order.reference)).toMatchObject({ paymentStatus: 'pending' })
      const keyLogs = logged.mock.calls.filter(([line]) =>
        /refused the store's secret key/.test(line),
      )
      expect(keyLogs).toHaveLength(1)
      expect((await adminList(store.app)).paymentAlerts).toEqual([
        { kind: 'key refused', since: expect.any(Number) },
      ])

      // The key is mended: the payment is confirmed, and the banner goes.
      delete report.httpStatus
      expect((await verifyPayment(store.app, shopper.token, order.reference)).body).toEqual(
        VERIFY_ANSWERS.paid,
      )
      expect((await adminList(store.app)).paymentAlerts).toEqual([])
    } finally {
      logged.mockRestore()
      warned.mockRestore()
    }
  })

  it.each([403, 429, 500] as const)(
    'keeps an order whose verify answers %i',
    async (httpStatus) => {
      const store = storeWith({ httpStatus })
      const shopper = await signUp(store.app)
      const order = await placed(store.app, shopper.token, HOODIE)
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
      const warned = vi.spyOn(console, 'warn').mockImplementation(() => {})
      try {
        expect((await verifyPayment(store.app, shopper.token, order.reference)).status).toBe(503)
        store.clock.advance(RECONCILE.abandonAfterMs * 2)
        await store.services.orders.reconciler.run()
        expect(await orderRow(order.reference)).toMatchObject({ paymentStatus: 'pending' })
      } finally {
        logged.mockRestore()
        warned.mockRestore()
      }
    },
  )

  it('gives up after a day on a reference Paystack answers 404 for', async () => {
    const store = storeWith({ httpStatus: 404 })
    const shopper = await signUp(store.app)
    const order = await placed(store.app, shopper.token, HOODIE)
    expect((await verifyPayment(store.app, shopper.token, order.reference)).body).toEqual(
      VERIFY_ANSWERS['not paid'],
    )
    store.clock.advance(RECONCILE.abandonAfterMs * 2)
    await store.services.orders.reconciler.run()
    expect(await orderRow(order.reference)).toMatchObject({ paymentStatus: 'abandoned' })
  })
})

describe('a payment under way on any channel (findings 6 and 7)', () => {
  it.each([
    ['ongoing', 'ussd'],
    ['pending', 'bank'],
    ['queued', 'card'],
  ])(
    'holds the order while Paystack says %s (%s), for 30 minutes at most',
    async (status, channel) => {
      const report: Report = { status, channel }
      const store = storeWith(report)
      const shopper = await signUp(store.app)
      const order = await placed(store.app, shopper.token, HOODIE)
      expect((await verifyPayment(store.app, shopper.token, order.reference)).body).toEqual(
        VERIFY_ANSWERS['payment under way'],
      )
      const [shown] = await myOrders(store.app, shopper.token)
      expect(shown).toMatchObject({ paymentStatus: 'awaiting', paymentUnderWay: true })
      // No second payment window while the first may still take the money.
      const again = await send(
        store.app,
        'POST',
        '/api/order/pay-again',
        { orderId: order.orderId },
        { token: shopper.token },
      )
      expect(again.status).toBe(409)
      expect((await again.json()).message).toBe(ORDER_MESSAGES.payingAlready)

      // Its window passed without it finishing: Pay now is offered again.
      store.clock.advance(UNDER_WAY_WINDOW_MS)
      const [later] = await myOrders(store.app, shopper.token)
      expect(later?.paymentUnderWay).toBeUndefined()
      const retried = await send(
        store.app,
        'POST',
        '/api/order/pay-again',
        { orderId: order.orderId },
        { token: shopper.token },
      )
      expect(retried.status).toBe(201)
    },
  )

  it('lets the reconciler settle a payment under way once Paystack says it succeeded', async () => {
    const report: Report = { status: 'ongoing', channel: 'ussd' }
    const store = storeWith(report)
    const shopper = await signUp(store.app)
    const order = await placed(store.app, shopper.token, HOODIE)
    await verifyPayment(store.app, shopper.token, order.reference)
    report.status = 'success'
    store.clock.advance(RECONCILE.afterMs + 1)
    expect((await store.services.orders.reconciler.run()).paid).toBe(1)
    expect(await orderRow(order.reference)).toMatchObject({ paymentStatus: 'paid' })
  })

  it('says a transfer still ongoing is awaited, as the transfer it is', async () => {
    const store = storeWith({ status: 'ongoing', channel: 'bank_transfer' })
    const shopper = await signUp(store.app)
    const order = await placed(store.app, shopper.token, HOODIE)
    expect((await verifyPayment(store.app, shopper.token, order.reference)).body).toEqual(
      VERIFY_ANSWERS['awaiting transfer'],
    )
  })
})
