import {
  AdminOrdersResponse,
  ErrorResponse,
  ORDER_MESSAGES,
  PlaceOrderResponse,
  UserOrdersResponse,
} from '@adire/contract'
import { eq } from 'drizzle-orm'
import { Hono } from 'hono'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { cartItems, orders, paymentEvents } from '../db/schema.ts'
import { signWebhook } from '../payments/paystack/client.ts'
import { TEST_CARDS } from '../payments/paystack/emulator/emulator.ts'
import { seedCatalogue } from '../seed/seed.ts'
import { openTestDatabase } from '../testing/database.ts'
import { myOrders, TEST_ADDRESS } from '../testing/orders.ts'
import { send, signUp } from '../testing/requests.ts'
import { testApp } from '../testing/services.ts'
import { RECONCILE } from './service.ts'

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>

beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db)
  // One webhook attempt only: a test that wants the webhook lost says so.
  harness = testApp(database.db, { webhookRetrySeconds: [] })
})
afterAll(() => database.close())

const HOODIE = { id: 'indigo-adire-hoodie', price: 0 }
const address = TEST_ADDRESS

beforeAll(async () => {
  const res = await harness.app.request('/api/products/list')
  const { products } = (await res.json()) as { products: { _id: string; price: number }[] }
  HOODIE.price = products.find((p) => p._id === HOODIE.id)?.price ?? 0
})

type App = ReturnType<typeof testApp>['app']

/** A shopper with two hoodies in their server cart, placing the order for them. */
async function placeOrder(app: App = harness.app, amount = HOODIE.price * 2) {
  const shopper = await signUp(app)
  await send(
    app,
    'POST',
    '/api/cart/items',
    { productId: HOODIE.id, size: 'M', quantity: 2 },
    {
      token: shopper.token,
    },
  )
  const res = await send(
    app,
    'POST',
    '/api/order/paystack',
    { address, amount, items: [{ _id: HOODIE.id, selectedSize: 'M', quantity: 2 }] },
    { token: shopper.token },
  )
  return { shopper, res }
}

async function placed(app: App = harness.app) {
  const { shopper, res } = await placeOrder(app)
  expect(res.status).toBe(201)
  return { shopper, order: PlaceOrderResponse.parse(await res.json()) }
}

/** The shopper at the emulator's checkout page: pays with a card, or cancels. */
function checkout(accessCode: string, action: { card: string } | 'cancel', app: App = harness.app) {
  const path = `/paystack-emulator/checkout/${accessCode}/${action === 'cancel' ? 'cancel' : 'pay'}`
  return app.request(path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: action === 'cancel' ? '' : new URLSearchParams(action).toString(),
  })
}

const verify = async (token: string, reference: string, app: App = harness.app) => {
  const res = await send(app, 'POST', '/api/order/verifyPaystack', { reference }, { token })
  return { status: res.status, body: await res.json() }
}

const orderRow = async (reference: string) =>
  (await database.db.select().from(orders).where(eq(orders.reference, reference)))[0]

const confirmationsTo = (email: string) =>
  harness.mailer.sent.filter((mail) => mail.to === email && /is confirmed/.test(mail.subject))

describe('placing an order', () => {
  it('prices it on the server, starts the Paystack transaction and keeps it pending', async () => {
    const { order } = await placed()
    expect(order.amount).toBe(HOODIE.price * 2 * 100)
    expect(order.currency).toBe('NGN')
    expect(order.reference).toMatch(/^ADR-[0-9A-Z]+-[0-9A-F]{10}$/)
    expect(order.testMode).toBe(true)
    expect(order.publicKey).toBe('pk_test_emulator')
    expect(order.authorizationUrl).toBe(
      `https://adire.test/paystack-emulator/checkout/${order.accessCode}`,
    )
    const row = await orderRow(order.reference)
    expect(row).toMatchObject({
      paymentStatus: 'pending',
      status: 'Awaiting payment',
      amountKobo: order.amount,
      paymentMethod: 'Paystack',
    })
    // The address is kept in one form; the items as they were bought.
    expect(row?.address.phone).toBe('+2348031234567')
    expect(row?.items).toEqual([
      expect.objectContaining({
        productId: HOODIE.id,
        size: 'M',
        quantity: 2,
        priceKobo: HOODIE.price * 100,
      }),
    ])
    // The emulator shows the shopper the amount and their e-mail.
    const page = await (
      await harness.app.request(`/paystack-emulator/checkout/${order.accessCode}`)
    ).text()
    expect(page).toContain(`Pay ₦${(HOODIE.price * 2).toLocaleString('en-NG')}`)
    expect(page).toContain(TEST_CARDS.success)
  })

  it('refuses an amount that is not what the server computes: 409, nothing started', async () => {
    const before = (await database.db.select().from(orders)).length
    const { res } = await placeOrder(harness.app, HOODIE.price * 2 - 1)
    expect(res.status).toBe(409)
    expect(ErrorResponse.parse(await res.json()).message).toBe(ORDER_MESSAGES.amountChanged)
    expect((await database.db.select().from(orders)).length).toBe(before)
  })

  it.each([
    [
      'an unknown product',
      [{ _id: 'no-such-thing', selectedSize: 'M', quantity: 1 }],
      'Product not found',
    ],
    [
      'a size not made',
      [{ _id: HOODIE.id, selectedSize: 'XXXL', quantity: 1 }],
      'This product does not come in size XXXL',
    ],
    ['no items', [], 'Your cart is empty'],
    [
      'quantity 0',
      [{ _id: HOODIE.id, selectedSize: 'M', quantity: 0 }],
      'Quantity must be a whole number from 1 to 99',
    ],
  ])('refuses %s with 400', async (_, items, message) => {
    const shopper = await signUp(harness.app)
    const res = await send(
      harness.app,
      'POST',
      '/api/order/paystack',
      { address, amount: 1, items },
      {
        token: shopper.token,
      },
    )
    expect(res.status).toBe(400)
    expect(ErrorResponse.parse(await res.json()).message).toBe(message)
  })

  it('needs a signed-in shopper and a complete address', async () => {
    const body = {
      address,
      amount: HOODIE.price,
      items: [{ _id: HOODIE.id, selectedSize: 'M', quantity: 1 }],
    }
    expect((await send(harness.app, 'POST', '/api/order/paystack', body)).status).toBe(401)
    const shopper = await signUp(harness.app)
    const res = await send(
      harness.app,
      'POST',
      '/api/order/paystack',
      { ...body, address: { ...address, street: ' ' } },
      { token: shopper.token },
    )
    expect(ErrorResponse.parse(await res.json()).message).toBe('Street is required')
  })
})

describe('order numbers', () => {
  it('numbers orders in the order they are placed, keeps the number when paid again, and finds it', async () => {
    const first = await placed()
    const second = await placed()
    const [a, b] = await Promise.all(
      [first, second].map(async ({ shopper }) => (await myOrders(harness.app, shopper.token))[0]),
    )
    expect(a?.orderNumber).toBeGreaterThanOrEqual(1001)
    expect(b?.orderNumber).toBe((a?.orderNumber ?? 0) + 1)

    // Paying again gives the order a new payment reference, never a new number.
    const again = await send(
      harness.app,
      'POST',
      '/api/order/pay-again',
      { orderId: b?._id },
      { token: second.shopper.token },
    )
    expect(again.status).toBe(201)
    const [paidAgain] = await myOrders(harness.app, second.shopper.token)
    expect(paidAgain?.reference).not.toBe(b?.reference)
    expect(paidAgain?.orderNumber).toBe(b?.orderNumber)

    // The store team finds it by the number read out on the phone, with or without its `#`.
    const admin = await signUp(harness.app)
    await harness.services.users.makeAdmin(admin.email)
    for (const q of [`#${b?.orderNumber}`, String(b?.orderNumber)]) {
      const res = await send(
        harness.app,
        'GET',
        `/api/admin/orders?q=${encodeURIComponent(q)}`,
        undefined,
        { token: admin.token },
      )
      const found = AdminOrdersResponse.parse(await res.json()).orders
      expect(found.map((order) => order.orderNumber)).toEqual([b?.orderNumber])
    }
  })
})

describe('paying in the emulator', () => {
  it('confirms the order once: paid, cart emptied, one confirmation e-mail', async () => {
    const { shopper, order } = await placed()
    const paid = await checkout(order.accessCode, { card: TEST_CARDS.success })
    expect(await paid.text()).toContain('data-event="success"')
    await harness.services.background.drain() // the signed webhook arrives

    expect(await verify(shopper.token, order.reference)).toEqual({
      status: 200,
      body: { success: true, message: ORDER_MESSAGES.paymentVerified },
    })
    const row = await orderRow(order.reference)
    expect(row).toMatchObject({ paymentStatus: 'paid', status: 'Order Placed', testPayment: true })
    const cart = await database.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.userId, row?.userId ?? ''))
    expect(cart).toEqual([])
    await harness.services.background.drain()
    const [mail] = confirmationsTo(shopper.email)
    expect(confirmationsTo(shopper.email)).toHaveLength(1)
    expect(mail?.subject).toBe(`Your Adire order ${order.reference} is confirmed`)
    expect(mail?.text).toContain('2 × Indigo Adire Hoodie, size M')
    expect(mail?.text).toContain('This was a test payment: no money was taken.')
    expect(mail?.link).toBe('https://adire.test/orders')

    const listed = UserOrdersResponse.parse(
      await (
        await send(harness.app, 'POST', '/api/order/userorders', undefined, {
          token: shopper.token,
        })
      ).json(),
    )
    expect(listed.orders).toEqual([
      expect.objectContaining({
        reference: order.reference,
        payment: true,
        status: 'Order Placed',
        testPayment: true,
        amount: HOODIE.price * 2,
      }),
    ])
  })

  it.each([
    ['a declined card', TEST_CARDS.declined, 'Declined'],
    ['insufficient funds', TEST_CARDS.insufficientFunds, 'Insufficient Funds'],
  ])('leaves the order unpaid after %s', async (_, card, message) => {
    const { shopper, order } = await placed()
    const refused = await checkout(order.accessCode, { card })
    expect(refused.status).toBe(402)
    expect(await refused.text()).toContain(message)
    await harness.services.background.drain()
    expect((await verify(shopper.token, order.reference)).body).toEqual({
      success: false,
      message: ORDER_MESSAGES.paymentNotCompleted,
    })
    expect((await orderRow(order.reference))?.paymentStatus).toBe('pending')
    expect(confirmationsTo(shopper.email)).toHaveLength(0)
    // As on Paystack, another card may follow a declined one.
    await checkout(order.accessCode, { card: TEST_CARDS.success })
    expect((await verify(shopper.token, order.reference)).body.success).toBe(true)
  })

  it('leaves the order unpaid when the shopper closes the window', async () => {
    const { shopper, order } = await placed()
    expect(await (await checkout(order.accessCode, 'cancel')).text()).toContain(
      'data-event="cancel"',
    )
    expect((await verify(shopper.token, order.reference)).body.success).toBe(false)
  })
})

describe('exactly once', () => {
  it('confirms an order once when verify is replayed and races the webhook', async () => {
    const { shopper, order } = await placed()
    await checkout(order.accessCode, { card: TEST_CARDS.success }) // sends the webhook
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => verify(shopper.token, order.reference)),
    )
    await harness.services.background.drain()
    for (const answer of answers) expect(answer.body.success).toBe(true)
    const row = await orderRow(order.reference)
    const events = await database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.orderId, row?.id ?? ''))
    expect(events.filter((event) => event.outcome === 'paid')).toHaveLength(1)
    expect(confirmationsTo(shopper.email)).toHaveLength(1)
  })

  it("answers 404 for another shopper's reference, and confirms nothing", async () => {
    const { order } = await placed()
    const stranger = await signUp(harness.app)
    const { status, body } = await verify(stranger.token, order.reference)
    expect(status).toBe(404)
    expect(body).toEqual({ success: false, message: ORDER_MESSAGES.orderNotFound })
  })
})

describe('the Paystack webhook', () => {
  async function webhookFor(reference: string, amount: number) {
    return JSON.stringify({
      event: 'charge.success',
      data: { reference, amount, currency: 'NGN', status: 'success' },
    })
  }
  const post = (body: string, signature?: string) =>
    harness.app.request('/api/order/webhook/paystack', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...(signature ? { 'x-paystack-signature': signature } : {}),
      },
      body,
    })
  const secret = () =>
    (harness.services.gateway.paystack as unknown as { options: { secretKey: string } }).options
      .secretKey

  it.each([
    ['unsigned', () => undefined],
    ['signed with another key', (body: string) => signWebhook('sk_test_not_ours', body)],
    ['garbage', () => 'f'.repeat(128)],
  ])('refuses a %s webhook with 401 and changes nothing', async (_, sign) => {
    const { order } = await placed()
    await checkout(order.accessCode, 'cancel')
    const body = await webhookFor(order.reference, order.amount)
    const res = await post(body, sign(body))
    expect(res.status).toBe(401)
    await harness.services.background.drain()
    expect((await orderRow(order.reference))?.paymentStatus).toBe('pending')
  })

  it('refuses a body altered after signing', async () => {
    const { order } = await placed()
    const signed = await webhookFor(order.reference, 1)
    const res = await post(
      signed.replace('"amount":1', '"amount":100'),
      signWebhook(secret(), signed),
    )
    expect(res.status).toBe(401)
    await harness.services.background.drain()
    expect(await orderRow(order.reference)).toMatchObject({
      paymentStatus: 'pending',
      status: 'Awaiting payment',
    })
  })

  it('takes a correctly signed webhook but still asks Paystack: an unpaid order stays unpaid', async () => {
    const { order } = await placed()
    const body = await webhookFor(order.reference, order.amount)
    const res = await post(body, signWebhook(secret(), body))
    expect(res.status).toBe(200)
    await harness.services.background.drain()
    expect((await orderRow(order.reference))?.paymentStatus).toBe('pending')
  })

  it('answers 200 to a replayed webhook or an unknown reference, creating nothing', async () => {
    const before = (await database.db.select().from(orders)).length
    const body = await webhookFor('ADR-UNKNOWN', 100)
    for (let i = 0; i < 3; i++)
      expect((await post(body, signWebhook(secret(), body))).status).toBe(200)
    await harness.services.background.drain()
    expect((await database.db.select().from(orders)).length).toBe(before)
  })
})

describe('the reconciler', () => {
  it('confirms a paid order whose browser never came back and whose webhook was lost', async () => {
    const lost = testApp(database.db, { webhookRetrySeconds: [] })
    lost.services.gateway.emulator?.connect(async () => new Response('down', { status: 503 }))
    const { shopper, order } = await placed(lost.app)
    await checkout(order.accessCode, { card: TEST_CARDS.success }, lost.app)
    await lost.services.background.drain()
    expect((await orderRow(order.reference))?.paymentStatus).toBe('pending')

    // Too early: the shopper may still be at the popup.
    await lost.services.orders.reconciler.run()
    expect((await orderRow(order.reference))?.paymentStatus).toBe('pending')
    lost.clock.advance(RECONCILE.afterMs + 1000)
    const run = await lost.services.orders.reconciler.run()
    expect(run.paid).toBeGreaterThanOrEqual(1)
    expect((await orderRow(order.reference))?.paymentStatus).toBe('paid')
    await lost.services.background.drain()
    expect(
      lost.mailer.sent.filter(
        (mail) => mail.to === shopper.email && /confirmed/.test(mail.subject),
      ),
    ).toHaveLength(1)
  })

  it('gives up on an order unpaid after a day', async () => {
    const idle = testApp(database.db, { webhookRetrySeconds: [] })
    const { order } = await placed(idle.app)
    idle.clock.advance(RECONCILE.abandonAfterMs + 1000)
    await idle.services.orders.reconciler.run()
    expect((await orderRow(order.reference))?.paymentStatus).toBe('abandoned')
  })
})

describe('with real keys, against a Paystack that misreports', () => {
  /** A stand-in for Paystack's API that reports what a test tells it to. */
  function fakePaystack(report: { amount?: number; currency?: string; status?: string } = {}) {
    const seen = new Map<string, number>()
    const api = new Hono()
    api.post('/transaction/initialize', async (c) => {
      const body = await c.req.json()
      seen.set(body.reference, body.amount)
      return c.json({
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: 'https://checkout.paystack.com/abc',
          access_code: 'abc',
          reference: body.reference,
        },
      })
    })
    api.get('/transaction/verify/:reference', (c) => {
      const reference = c.req.param('reference')
      return c.json({
        status: true,
        message: 'Verification successful',
        data: {
          status: report.status ?? 'success',
          reference,
          amount: report.amount ?? seen.get(reference),
          currency: report.currency ?? 'NGN',
        },
      })
    })
    const fetch: typeof globalThis.fetch = async (input, init) =>
      api.request(new URL(String(input)).pathname, init)
    return testApp(database.db, {
      paystack: {
        secretKey: 'sk_test_fake',
        publicKey: 'pk_test_fake',
        baseUrl: 'https://api.paystack.test',
        fetch,
      },
    })
  }

  it.each([
    ['a smaller amount', { amount: 100 }],
    ['another currency', { currency: 'USD' }],
    ['abandoned', { status: 'abandoned' }],
    ['failed', { status: 'failed' }],
    ['reversed', { status: 'reversed' }],
    ['pending', { status: 'pending' }],
  ])('does not confirm a payment reported with %s', async (_, report) => {
    const paystack = fakePaystack(report)
    const { shopper, order } = await placed(paystack.app)
    expect(order.testMode).toBe(false)
    expect(order.publicKey).toBe('pk_test_fake')
    expect((await verify(shopper.token, order.reference, paystack.app)).body.success).toBe(false)
    expect((await orderRow(order.reference))?.paymentStatus).toBe('pending')
  })

  it('confirms a payment reported for exactly the amount, as a real (not test) payment', async () => {
    const paystack = fakePaystack()
    const { shopper, order } = await placed(paystack.app)
    expect((await verify(shopper.token, order.reference, paystack.app)).body.success).toBe(true)
    expect(await orderRow(order.reference)).toMatchObject({
      paymentStatus: 'paid',
      testPayment: false,
    })
  })

  it('answers 503 when Paystack cannot be reached, keeping the order to pay again', async () => {
    const down = testApp(database.db, {
      paystack: {
        secretKey: 'sk_test_fake',
        publicKey: 'pk_test_fake',
        baseUrl: 'https://api.paystack.test',
        fetch: async () => {
          throw new TypeError('fetch failed')
        },
      },
    })
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { shopper, res } = await placeOrder(down.app)
    expect(logged).toHaveBeenCalledWith(
      expect.stringMatching(/^\[payments\] Starting the Paystack transaction ADR-\S+ failed:$/),
      'PaystackError: Paystack could not be reached: fetch failed',
    )
    logged.mockRestore()
    expect(res.status).toBe(503)
    expect(ErrorResponse.parse(await res.json()).message).toBe(ORDER_MESSAGES.providerUnavailable)
    // The order was stored before Paystack was asked: it waits in My Orders to be paid.
    const [kept] = await myOrders(down.app, shopper.token)
    expect(kept).toMatchObject({ status: 'Awaiting payment', paymentStatus: 'awaiting' })
    const paystack = fakePaystack()
    const again = await send(
      paystack.app,
      'POST',
      '/api/order/pay-again',
      { orderId: kept?._id },
      { token: shopper.token },
    )
    expect(again.status).toBe(201)
  })
})
