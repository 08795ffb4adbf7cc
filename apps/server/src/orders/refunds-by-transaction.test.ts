import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { payments, refunds } from '../db/schema.ts'
import { PaystackClient } from '../payments/paystack/client.ts'
import { seedCatalogue } from '../seed/seed.ts'
import { openTestDatabase } from '../testing/database.ts'
import { type Line, myOrders, payInEmulator, placed, verifyPayment } from '../testing/orders.ts'
import { send, signUp } from '../testing/requests.ts'
import { testApp } from '../testing/services.ts'

// Issue 40, findings 2 and 3: Paystack's refund list cannot be asked for one transaction, so
// the store must pick a payment's refunds out of it; and a refund made on Paystack's dashboard
// must be recorded on its order.

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>
let admin: Awaited<ReturnType<typeof signUp>>

beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db)
  harness = testApp(database.db, { webhookRetrySeconds: [], refundSeconds: 0 })
  admin = await signUp(harness.app, { name: 'Kemi from Adire' })
  await harness.services.users.makeAdmin(admin.email)
})
afterAll(() => database.close())

const HOODIES: Line[] = [{ id: 'indigo-adire-hoodie', size: 'M', quantity: 1 }]
const settle = () => harness.services.background.drain()

function emulator() {
  const emulated = harness.services.gateway.emulator
  if (!emulated) throw new Error('the test app emulates Paystack')
  return emulated
}

/** Calls the emulator's API as the store's client does. */
function paystackCall(path: string, init: { method?: string; body?: object } = {}) {
  return emulator().fetch(`https://adire.test/paystack-emulator${path}`, {
    method: init.method ?? 'GET',
    headers: {
      Authorization: `Bearer ${emulator().secretKey}`,
      'Content-Type': 'application/json',
    },
    ...(init.body ? { body: JSON.stringify(init.body) } : {}),
  })
}

async function paidOrder(app = harness.app) {
  const shopper = await signUp(app)
  const order = await placed(app, shopper.token, HOODIES)
  await payInEmulator(harness.app, order.accessCode)
  await settle()
  expect((await verifyPayment(app, shopper.token, order.reference)).body.success).toBe(true)
  return { shopper, order }
}

const refundsOf = (orderId: string) =>
  database.db.select().from(refunds).where(eq(refunds.orderId, orderId))

/** A store whose Paystack calls pass through `intercept` on their way to the emulator. */
function storeWith(intercept: (url: URL, init: RequestInit | undefined) => Response | undefined) {
  return testApp(database.db, {
    webhookRetrySeconds: [],
    paystack: {
      secretKey: emulator().secretKey,
      publicKey: 'pk_test_emulator',
      baseUrl: 'https://adire.test/paystack-emulator',
      fetch: async (input, init) => {
        const url = new URL(input instanceof Request ? input.url : String(input))
        return intercept(url, init) ?? emulator().fetch(url, init)
      },
    },
  })
}

describe('a payment is refunded by its own transaction (issue 40, finding 2)', () => {
  it("never adopts another order's refund after Paystack refuses one", async () => {
    // Order B is refunded: Paystack's list now holds B's refund.
    const other = await paidOrder()
    await harness.services.orders.fulfilment.setStatus(other.order.orderId, 'Cancelled', {
      kind: 'cli',
    })
    await settle()
    expect(await refundsOf(other.order.orderId)).toEqual([
      expect.objectContaining({ status: 'processed' }),
    ])

    // Order A's refund is refused; Paystack lists every refund whatever the query asks.
    const store = storeWith((url, init) => {
      if (url.pathname.endsWith('/refund') && init?.method === 'POST') {
        return Response.json(
          { status: false, message: 'Refund could not be processed' },
          { status: 400 },
        )
      }
      if (url.pathname.endsWith('/refund')) url.searchParams.delete('reference')
      return undefined
    })
    const { order } = await paidOrder(store.app)
    await store.services.orders.fulfilment.setStatus(order.orderId, 'Cancelled', { kind: 'cli' })
    await store.services.background.drain()

    // A's refund waits for the team, as refused; B's refund is not taken for it.
    const [otherRefund] = await refundsOf(other.order.orderId)
    expect(await refundsOf(order.orderId)).toEqual([
      expect.objectContaining({
        status: 'failed',
        providerId: null,
        lastError: expect.stringContaining('Refund could not be processed'),
      }),
    ])
    expect(otherRefund?.providerId).toEqual(expect.any(String))
  })

  it("names the transaction by Paystack's id when the store has it", async () => {
    const sent: unknown[] = []
    const store = storeWith((url, init) => {
      if (url.pathname.endsWith('/refund') && init?.method === 'POST') {
        sent.push(JSON.parse(String(init.body)))
      }
      return undefined
    })
    const { order } = await paidOrder(store.app)
    const verified = (await (
      await paystackCall(`/transaction/verify/${order.reference}`)
    ).json()) as { data: { id: number } }
    await database.db
      .update(payments)
      .set({ providerTransactionId: String(verified.data.id) })
      .where(eq(payments.reference, order.reference))
    await store.services.orders.fulfilment.setStatus(order.orderId, 'Cancelled', { kind: 'cli' })
    await store.services.background.drain()
    await settle()
    expect(sent).toEqual([expect.objectContaining({ transaction: String(verified.data.id) })])
    expect(await refundsOf(order.orderId)).toEqual([
      expect.objectContaining({ status: 'processed', providerId: expect.any(String) }),
    ])
  })

  it('reads every page of the list, from the given date, and keeps only its own', async () => {
    // Paystack's list: 100 refunds of other transactions, then this one's, a page at a time.
    const asked: URLSearchParams[] = []
    const refund = (id: number, transaction: number, reference: string) => ({
      id,
      transaction,
      transaction_reference: reference,
      amount: 5000,
      currency: 'NGN',
      status: 'processed',
    })
    const all = [
      ...Array.from({ length: 100 }, (_, i) => refund(500 - i, 9000 + i, `T-OTHER-${i}`)),
      refund(7, 4242, 'ADR-MINE'),
    ]
    const client = new PaystackClient({
      baseUrl: 'https://paystack.test',
      secretKey: 'sk_test_x',
      fetch: async (input) => {
        const query = new URL(String(input)).searchParams
        asked.push(query)
        const page = Number(query.get('page'))
        const perPage = Number(query.get('perPage'))
        return Response.json({
          status: true,
          message: 'Refunds retrieved',
          data: all.slice((page - 1) * perPage, page * perPage),
          meta: { page, pageCount: Math.ceil(all.length / perPage), perPage: String(perPage) },
        })
      },
    })
    const from = new Date('2026-11-01T00:00:00Z')
    const found = await client.refundsOf({ reference: 'ADR-MINE', id: '4242' }, { from })
    expect(found.map((one) => one.id)).toEqual(['7'])
    expect(asked.map((query) => [query.get('page'), query.get('from')])).toEqual([
      ['1', from.toISOString()],
      ['2', from.toISOString()],
    ])
    // A refund naming this reference but another transaction id is not this payment's.
    expect(await client.refundsOf({ reference: 'T-OTHER-3', id: '4242' })).toEqual([])
  })
})

describe('a refund made on Paystack’s dashboard (issue 40, finding 3)', () => {
  it('is recorded on its order once, as Paystack has it, and never made again', async () => {
    const { shopper, order } = await paidOrder()
    const made = await paystackCall('/dashboard/refund', {
      method: 'POST',
      body: { transaction: order.reference },
    })
    expect(made.status).toBe(200)
    await settle()

    const recorded = await refundsOf(order.orderId)
    expect(recorded).toEqual([
      expect.objectContaining({
        reason: 'made on Paystack',
        status: 'processed',
        amountKobo: order.amount,
        providerId: expect.any(String),
      }),
    ])
    const [mine] = await myOrders(harness.app, shopper.token)
    expect(mine?.payments[0]?.refund).toEqual(
      expect.objectContaining({ status: 'processed', madeOnPaystack: true }),
    )

    // Paystack's event again, and the team cancelling the order: nothing more is refunded.
    await harness.services.orders.refunds.handleWebhook({
      event: 'refund.processed',
      data: { transaction_reference: order.reference, status: 'processed' },
    })
    const cancelled = await send(
      harness.app,
      'PATCH',
      `/api/admin/orders/${order.orderId}/status`,
      { status: 'Cancelled' },
      { token: admin.token },
    )
    expect(cancelled.status).toBe(200)
    await settle()
    expect(await refundsOf(order.orderId)).toEqual([
      expect.objectContaining({ id: recorded[0]?.id }),
    ])
    const atPaystack = await harness.services.gateway.paystack.refundsOf(order.reference)
    expect(atPaystack).toHaveLength(1)
  })

  it('ignores a refund event for a transaction the store never recorded', async () => {
    const before = (await database.db.select().from(refunds)).length
    await harness.services.orders.refunds.handleWebhook({
      event: 'refund.processed',
      data: { transaction_reference: 'T-NOT-OURS', status: 'processed' },
    })
    expect((await database.db.select().from(refunds)).length).toBe(before)
  })
})
