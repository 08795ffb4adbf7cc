import {
  AdminOrdersResponse,
  ErrorResponse,
  formatNaira,
  koboToNaira,
  MAX_ORDER_AMOUNT,
  ORDER_MESSAGES,
  OrderStatusResponse,
} from '@adire/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { orders, payments, refunds } from '../db/schema.ts'
import { TEST_CARDS } from '../payments/paystack/emulator/emulator.ts'
import { seedCatalogue } from '../seed/seed.ts'
import { openTestDatabase } from '../testing/database.ts'
import {
  type Line,
  myOrders,
  payAgain,
  payInEmulator,
  placed,
  placeOrder,
  verifyPayment,
} from '../testing/orders.ts'
import { send, signUp } from '../testing/requests.ts'
import { testApp } from '../testing/services.ts'
import { REFUND_TIMING } from './refunds.ts'
import { RECONCILE } from './service.ts'

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>
let admin: Awaited<ReturnType<typeof signUp>>

beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db)
  // One webhook attempt (a test that wants one lost says so), refunds settled at once.
  harness = testApp(database.db, { webhookRetrySeconds: [], refundSeconds: 0 })
  admin = await signUp(harness.app, { name: 'Kemi from Adire' })
  await harness.services.users.makeAdmin(admin.email)
})
afterAll(() => database.close())

const HOODIES: Line[] = [{ id: 'indigo-adire-hoodie', size: 'M', quantity: 2 }]
const settle = () => harness.services.background.drain()

const cancel = (orderId: string) =>
  send(
    harness.app,
    'PATCH',
    `/api/admin/orders/${orderId}/status`,
    { status: 'Cancelled' },
    { token: admin.token },
  )

const refundMails = (email: string) =>
  harness.mailer.sent.filter((mail) => mail.to === email && /refund of/.test(mail.subject))
const confirmations = (email: string) =>
  harness.mailer.sent.filter((mail) => mail.to === email && /is confirmed/.test(mail.subject))

async function orderById(id: string) {
  const [row] = await database.db.select().from(orders).where(eq(orders.id, id))
  return row
}

async function refundsOf(orderId: string) {
  return database.db.select().from(refunds).where(eq(refunds.orderId, orderId))
}

/** Cancels a paid order and records its refund as due, without sending it (as a crash leaves it). */
async function cancelledAndRefundDue(order: { orderId: string; reference: string }) {
  await database.db.transaction(async (tx) => {
    const [row] = await tx.select().from(orders).where(eq(orders.id, order.orderId))
    if (!row) throw new Error('no order')
    await tx.update(orders).set({ status: 'Cancelled' }).where(eq(orders.id, order.orderId))
    const [payment] = await tx
      .select()
      .from(payments)
      .where(eq(payments.reference, order.reference))
    if (!payment) throw new Error('no payment')
    await harness.services.orders.refunds.record(tx, row, payment, 'order cancelled')
  })
}

/** The products as the storefront lists them, dearest first. */
async function catalogue() {
  const { products } = (await (await harness.app.request('/api/products/list')).json()) as {
    products: { _id: string; price: number; sizes: string[] }[]
  }
  return products.sort((a, b) => b.price - a.price)
}

async function adminList(query = '') {
  const res = await send(harness.app, 'GET', `/api/admin/orders${query}`, undefined, {
    token: admin.token,
  })
  return AdminOrdersResponse.parse(await res.json())
}

describe('a payment for an order the store team cancelled (finding 1)', () => {
  it('leaves the order cancelled, records the money and refunds it once, with one e-mail', async () => {
    const shopper = await signUp(harness.app)
    const order = await placed(harness.app, shopper.token, HOODIES)
    expect((await cancel(order.orderId)).status).toBe(200)

    // The checkout still open in the payment window is completed: the webhook alone arrives.
    await payInEmulator(harness.app, order.accessCode)
    await settle()

    expect(await orderById(order.orderId)).toMatchObject({
      status: 'Cancelled',
      paymentStatus: 'pending',
    })
    const [mine] = await myOrders(harness.app, shopper.token)
    expect(mine?.timeline.map((entry) => entry.status)).toEqual(['Awaiting payment', 'Cancelled'])
    expect(mine?.payments).toEqual([
      expect.objectContaining({
        reference: order.reference,
        amount: order.amount / 100,
        kind: 'after cancellation',
        refund: expect.objectContaining({ amount: order.amount / 100, status: 'processed' }),
      }),
    ])
    expect(confirmations(shopper.email)).toHaveLength(0)
    const [mail] = refundMails(shopper.email)
    expect(refundMails(shopper.email)).toHaveLength(1)
    expect(mail?.subject).toBe(
      `Your Adire refund of ${formatNaira(koboToNaira(order.amount))} for order ${order.reference}`,
    )
    expect(mail?.text).toContain('has been cancelled, so we are refunding your payment')

    // The shopper comes back from the window: told the truth, and nothing is done twice.
    expect((await verifyPayment(harness.app, shopper.token, order.reference)).body).toEqual({
      success: false,
      message: ORDER_MESSAGES.refundingCancelled,
      refunding: true,
    })
    await harness.services.orders.webhooks.handle({
      event: 'charge.success',
      data: { reference: order.reference },
    })
    await settle()
    expect(await refundsOf(order.orderId)).toHaveLength(1)
    expect(refundMails(shopper.email)).toHaveLength(1)
  })

  it('refunds once when verifies and webhooks race the cancellation', async () => {
    const shopper = await signUp(harness.app)
    const order = await placed(harness.app, shopper.token, HOODIES)
    await payInEmulator(harness.app, order.accessCode) // its webhook goes in the background
    const [moved] = await Promise.all([
      cancel(order.orderId),
      ...Array.from({ length: 4 }, () =>
        verifyPayment(harness.app, shopper.token, order.reference),
      ),
    ])
    await settle()
    expect(moved.status).toBe(200)
    expect((await orderById(order.orderId))?.status).toBe('Cancelled')
    // Whichever came first, the money is given back exactly once.
    expect(await refundsOf(order.orderId)).toEqual([
      expect.objectContaining({ amountKobo: order.amount, status: 'processed' }),
    ])
    expect(refundMails(shopper.email)).toHaveLength(1)
  })

  it('says so when the shopper tries to pay again', async () => {
    const shopper = await signUp(harness.app)
    const order = await placed(harness.app, shopper.token, HOODIES)
    await cancel(order.orderId)
    const res = await send(
      harness.app,
      'POST',
      '/api/order/pay-again',
      { orderId: order.orderId },
      { token: shopper.token },
    )
    expect(res.status).toBe(410)
    expect(ErrorResponse.parse(await res.json()).message).toBe(ORDER_MESSAGES.cancelled)
  })
})

describe('two charges for one order (finding 7)', () => {
  it('keeps the first, records the second as a duplicate and refunds it', async () => {
    const shopper = await signUp(harness.app)
    const first = await placed(harness.app, shopper.token, HOODIES)
    const second = await payAgain(harness.app, shopper.token, first.orderId)
    // One after the other: the first payment's webhook is recorded before the second is made
    // (on PostgreSQL two webhooks sent together may be recorded in either order).
    await payInEmulator(harness.app, first.accessCode)
    await settle()
    await payInEmulator(harness.app, second.accessCode)
    await settle()

    expect((await verifyPayment(harness.app, shopper.token, first.reference)).body).toEqual({
      success: true,
      message: ORDER_MESSAGES.paymentVerified,
    })
    expect((await verifyPayment(harness.app, shopper.token, second.reference)).body).toEqual({
      success: true,
      message: ORDER_MESSAGES.refundingDuplicate,
      refunding: true,
    })
    const [mine] = await myOrders(harness.app, shopper.token)
    expect(mine).toMatchObject({ status: 'Order Placed', paymentStatus: 'paid' })
    expect(mine?.payments).toEqual([
      expect.objectContaining({ reference: first.reference, kind: 'paid', refund: null }),
      expect.objectContaining({
        reference: second.reference,
        kind: 'duplicate',
        refund: expect.objectContaining({ status: 'processed', amount: first.amount / 100 }),
      }),
    ])
    expect(confirmations(shopper.email)).toHaveLength(1)
    expect(refundMails(shopper.email)).toHaveLength(1)
    expect(refundMails(shopper.email)[0]?.text).toContain('was paid twice')
    // The store team sees both payments and the refund too.
    const { orders: listed } = await adminList(`?q=${first.reference}`)
    expect(listed[0]?.payments.map((payment) => payment.kind)).toEqual(['paid', 'duplicate'])
  })

  it('finds a second charge whose webhook and shopper never came back', async () => {
    const shopper = await signUp(harness.app)
    const first = await placed(harness.app, shopper.token, HOODIES)
    const second = await payAgain(harness.app, shopper.token, first.orderId)
    await payInEmulator(harness.app, first.accessCode)
    await settle()
    // The second charge's webhook is lost and the shopper closes the tab.
    harness.services.gateway.emulator?.connect(async () => new Response('down', { status: 503 }))
    await payInEmulator(harness.app, second.accessCode)
    await settle()
    harness.services.gateway.emulator?.connect((request) =>
      Promise.resolve(harness.app.fetch(request)),
    )
    expect(await refundsOf(first.orderId)).toEqual([])

    harness.clock.advance(RECONCILE.afterMs + 1000)
    await harness.services.orders.reconciler.run()
    await settle()
    const [refund] = await refundsOf(first.orderId)
    expect(refund).toMatchObject({
      paymentReference: second.reference,
      reason: 'duplicate payment',
    })
  })
})

describe('cancel and refund: a paid order the store team cancels before it ships', () => {
  it('cancels it and gives the payment back, shown to the shopper and the team', async () => {
    const shopper = await signUp(harness.app)
    const order = await placed(harness.app, shopper.token, HOODIES)
    await payInEmulator(harness.app, order.accessCode)
    await settle()
    const res = await cancel(order.orderId)
    expect(res.status).toBe(200)
    const { order: shown } = OrderStatusResponse.parse(await res.json())
    expect(shown.status).toBe('Cancelled')
    expect(shown.payments).toEqual([
      expect.objectContaining({
        kind: 'paid',
        refund: expect.objectContaining({ status: 'pending', amount: order.amount / 100 }),
      }),
    ])
    await settle()
    const [mine] = await myOrders(harness.app, shopper.token)
    expect(mine?.payments[0]?.refund?.status).toBe('processed')
    expect(refundMails(shopper.email)).toHaveLength(1)
    // The shopper's verify of that payment now says it is coming back.
    expect((await verifyPayment(harness.app, shopper.token, order.reference)).body).toEqual({
      success: false,
      message: ORDER_MESSAGES.refundingCancelled,
      refunding: true,
    })
    // A second cancel is refused, and refunds nothing more.
    expect((await cancel(order.orderId)).status).toBe(409)
    expect(await refundsOf(order.orderId)).toHaveLength(1)
  })

  it('lists a refund Paystack failed for the team, who can try it again', async () => {
    const shopper = await signUp(harness.app)
    const order = await placed(harness.app, shopper.token, HOODIES)
    await payInEmulator(harness.app, order.accessCode, TEST_CARDS.refundFails)
    await settle()
    await cancel(order.orderId)
    await settle()

    const failed = await adminList('?refund=failed')
    expect(failed.refundsFailed).toBeGreaterThanOrEqual(1)
    expect(failed.orders.map((listed) => listed.reference)).toContain(order.reference)
    const [mine] = await myOrders(harness.app, shopper.token)
    expect(mine?.payments[0]?.refund?.status).toBe('failed')

    const retried = await send(
      harness.app,
      'POST',
      `/api/admin/orders/${order.orderId}/refunds/retry`,
      undefined,
      { token: admin.token },
    )
    expect(retried.status).toBe(200)
    expect(OrderStatusResponse.parse(await retried.json()).order.payments[0]?.refund?.status).toBe(
      'pending',
    )
    await settle()
    // The emulator's card fails every refund: it is listed again, still one refund.
    expect(await refundsOf(order.orderId)).toEqual([expect.objectContaining({ status: 'failed' })])
    // An order that does not exist is not found; one with no failed refund has nothing to retry.
    const missing = await send(
      harness.app,
      'POST',
      `/api/admin/orders/${order.orderId.replace(/^.{8}/, '00000000')}/refunds/retry`,
      undefined,
      { token: admin.token },
    )
    expect(missing.status).toBe(404)
    const unpaid = await placed(harness.app, shopper.token, HOODIES)
    const none = await send(
      harness.app,
      'POST',
      `/api/admin/orders/${unpaid.orderId}/refunds/retry`,
      undefined,
      { token: admin.token },
    )
    expect(none.status).toBe(409)
    expect(ErrorResponse.parse(await none.json()).message).toBe(ORDER_MESSAGES.noFailedRefund)
  })
})

describe('refunds reach Paystack exactly once', () => {
  it('sends a failed refund again once when two team members retry it at the same moment', async () => {
    const shopper = await signUp(harness.app)
    const order = await placed(harness.app, shopper.token, HOODIES)
    await payInEmulator(harness.app, order.accessCode, TEST_CARDS.refundFails)
    await settle()
    await cancel(order.orderId)
    await settle()
    const retry = () =>
      send(harness.app, 'POST', `/api/admin/orders/${order.orderId}/refunds/retry`, undefined, {
        token: admin.token,
      })
    const answers = await Promise.all([retry(), retry()])
    expect(answers.map((res) => res.status).sort()).toEqual([200, 409])
    // The retry reaches Paystack, once: the first refund and the one retry, never a third.
    await settle()
    expect(await harness.services.gateway.paystack.refundsOf(order.reference)).toHaveLength(2)
    expect(await refundsOf(order.orderId)).toHaveLength(1)
  })

  it('is not undone by a late word about the refund that failed before it', async () => {
    const shopper = await signUp(harness.app)
    const order = await placed(harness.app, shopper.token, HOODIES)
    await payInEmulator(harness.app, order.accessCode, TEST_CARDS.refundFails)
    await settle()
    await cancel(order.orderId)
    await settle()
    expect(await harness.services.orders.refunds.retry(order.orderId)).toBe(true)
    // Paystack's refund.failed webhook about the first refund, delivered again just now.
    await harness.services.orders.refunds.handleWebhook({
      event: 'refund.failed',
      data: { transaction_reference: order.reference, status: 'failed' },
    })
    await settle()
    // The retry went to Paystack, and the store's refund follows the new one (which this card
    // makes fail too), not the first.
    const atPaystack = await harness.services.gateway.paystack.refundsOf(order.reference)
    expect(atPaystack).toHaveLength(2)
    const newest = atPaystack.map((refund) => refund.id).sort((a, b) => Number(b) - Number(a))[0]
    expect(await refundsOf(order.orderId)).toEqual([
      expect.objectContaining({ providerId: newest, attempts: 2 }),
    ])
  })

  /*
   * Nothing that says "no" to the refund itself: Paystack out of reach, a refused key (the team
   * is told of it on the orders page), a rate limit. The refund waits and is sent again.
   */
  it.each([
    [
      'could not be reached for',
      'fetch',
      (): Response => {
        throw new TypeError('fetch failed')
      },
    ],
    [
      'answers 401 to',
      'Invalid key',
      () => Response.json({ status: false, message: 'Invalid key' }, { status: 401 }),
    ],
    [
      'answers 429 to',
      'Too many requests',
      () => Response.json({ status: false, message: 'Too many requests' }, { status: 429 }),
    ],
  ] as const)('keeps a refund Paystack %s, and sends it later', async (_, said, answer) => {
    const answering = { yes: true }
    const emulated = harness.services.gateway.emulator
    if (!emulated) throw new Error('the test app emulates Paystack')
    const app = testApp(database.db, {
      webhookRetrySeconds: [],
      paystack: {
        secretKey: emulated.secretKey,
        publicKey: 'pk_test_emulator',
        baseUrl: 'https://adire.test/paystack-emulator',
        fetch: async (input, init) => {
          const url = new URL(input instanceof Request ? input.url : String(input))
          if (url.pathname.includes('/refund') && answering.yes) return answer()
          return emulated.fetch(input, init)
        },
      },
    })
    const shopper = await signUp(app.app)
    const order = await placed(app.app, shopper.token, HOODIES)
    await payInEmulator(harness.app, order.accessCode)
    await settle()
    expect((await verifyPayment(app.app, shopper.token, order.reference)).body.success).toBe(true)
    await app.services.orders.fulfilment.setStatus(order.orderId, 'Cancelled', { kind: 'cli' })
    await app.services.background.drain()
    expect(await refundsOf(order.orderId)).toEqual([
      expect.objectContaining({ status: 'requested', lastError: expect.stringContaining(said) }),
    ])

    answering.yes = false
    app.clock.advance((REFUND_TIMING.backoffMs[0] ?? 0) + 1000)
    expect(await app.services.orders.refunds.send()).toEqual({ sent: 1, checked: 0 })
    await settle()
    expect(await refundsOf(order.orderId)).toEqual([
      expect.objectContaining({ status: 'processed', providerId: expect.any(String), attempts: 2 }),
    ])
    expect(await harness.services.gateway.paystack.refundsOf(order.reference)).toHaveLength(1)
  })

  it('adopts the refund a server sent before it died, rather than sending another', async () => {
    const shopper = await signUp(harness.app)
    const order = await placed(harness.app, shopper.token, HOODIES)
    await payInEmulator(harness.app, order.accessCode)
    await settle()
    // A server asks Paystack for the refund and dies before recording its answer.
    await cancelledAndRefundDue(order)
    await harness.services.gateway.paystack.refund({
      reference: order.reference,
      merchantNote: 'sent before a crash',
    })
    // Whether the refund's webhook or the next send finds it first, it is that refund.
    await harness.services.orders.refunds.send()
    await settle()
    const listed = await harness.services.gateway.paystack.refundsOf(order.reference)
    expect(listed).toHaveLength(1)
    expect(await refundsOf(order.orderId)).toEqual([
      expect.objectContaining({ status: 'processed', providerId: listed[0]?.id }),
    ])
  })

  it('leaves the rest of its batch to the server that took it over when its lease ran out', async () => {
    const shopper = await signUp(harness.app)
    const due = []
    for (let n = 0; n < 2; n++) {
      const order = await placed(harness.app, shopper.token, HOODIES)
      await payInEmulator(harness.app, order.accessCode)
      due.push(order)
    }
    await settle()
    for (const order of due) await cancelledAndRefundDue(order)
    const ours = due.map((order) => order.reference)
    const paystack = harness.services.gateway.paystack
    const refund = paystack.refund.bind(paystack)
    let answer = () => {}
    const slow = new Promise<void>((resolve) => {
      answer = resolve
    })
    // One server's first call to Paystack outlasts the claim's lease.
    const calls = vi.spyOn(paystack, 'refund').mockImplementationOnce(async (input) => {
      await slow
      return refund(input)
    })
    const busy = harness.services.orders.refunds.send()
    await vi.waitFor(() => expect(calls).toHaveBeenCalledTimes(1))
    harness.clock.advance(REFUND_TIMING.leaseMs)
    // Another server (a second run) claims both and sends them.
    await harness.services.orders.refunds.send()
    answer()
    await busy
    await settle()
    const asked = calls.mock.calls.map(([input]) => input.reference).filter((r) => ours.includes(r))
    calls.mockRestore()
    // The busy server's call was on its way (Paystack refuses it as a second refund, and the
    // store keeps the one made); the second refund, not started, was left to the other server.
    expect(asked).toHaveLength(3)
    expect(new Set(asked)).toEqual(new Set(ours))
    for (const order of due) {
      expect(await harness.services.gateway.paystack.refundsOf(order.reference)).toHaveLength(1)
    }
  })

  it('learns of a processed refund whose webhook was lost', async () => {
    const shopper = await signUp(harness.app)
    const order = await placed(harness.app, shopper.token, HOODIES)
    await payInEmulator(harness.app, order.accessCode)
    await settle()
    harness.services.gateway.emulator?.connect(async () => new Response('down', { status: 503 }))
    await cancel(order.orderId)
    await settle()
    harness.services.gateway.emulator?.connect((request) =>
      Promise.resolve(harness.app.fetch(request)),
    )
    expect(await refundsOf(order.orderId)).toEqual([expect.objectContaining({ status: 'pending' })])
    harness.clock.advance(REFUND_TIMING.checkAfterMs + 1000)
    const { refunds: run } = await harness.services.orders.reconciler.run()
    expect(run.checked).toBeGreaterThanOrEqual(1)
    expect(await refundsOf(order.orderId)).toEqual([
      expect.objectContaining({ status: 'processed' }),
    ])
  })
})

describe('large orders (finding 2)', () => {
  it('takes an order above ₦21,474,836.47, kept in 64-bit kobo', async () => {
    const shopper = await signUp(harness.app)
    const products = await catalogue()
    // 99 of each of the dearest products, until the total passes what 32 bits of kobo hold.
    const lines: Line[] = []
    let total = 0
    for (const product of products) {
      if (total > 21_474_836.47) break
      lines.push({ id: product._id, size: product.sizes[0] ?? '', quantity: 99 })
      total += product.price * 99
    }
    const order = await placed(harness.app, shopper.token, lines)
    expect(order.amount).toBe(Math.round(total * 100))
    expect((await orderById(order.orderId))?.amountKobo).toBe(Math.round(total * 100))
    await payInEmulator(harness.app, order.accessCode)
    await settle()
    expect((await myOrders(harness.app, shopper.token))[0]).toMatchObject({
      amount: total,
      paymentStatus: 'paid',
    })
  })

  it(`refuses an order above ${MAX_ORDER_AMOUNT} naira with 400, storing and starting nothing`, async () => {
    const shopper = await signUp(harness.app)
    const products = await catalogue()
    // 99 of every size of the dearest products, until the total passes the limit.
    const lines: Line[] = []
    let total = 0
    for (const product of products) {
      for (const size of product.sizes) {
        if (total <= MAX_ORDER_AMOUNT) lines.push({ id: product._id, size, quantity: 99 })
        if (total <= MAX_ORDER_AMOUNT) total += product.price * 99
      }
    }
    expect(lines.length).toBeLessThanOrEqual(200)
    const before = (await database.db.select().from(orders)).length
    const res = await placeOrder(harness.app, shopper.token, lines)
    const body = ErrorResponse.parse(await res.json())
    expect([res.status, body.message]).toEqual([400, ORDER_MESSAGES.orderTooLarge])
    expect((await database.db.select().from(orders)).length).toBe(before)
  })
})

describe('the emulator refunds as Paystack does', () => {
  it('refuses a second refund of a transaction, and an unknown one', async () => {
    const shopper = await signUp(harness.app)
    const order = await placed(harness.app, shopper.token, HOODIES)
    await payInEmulator(harness.app, order.accessCode)
    await settle()
    const { paystack } = harness.services.gateway
    await paystack.refund({ reference: order.reference, merchantNote: 'test' })
    await expect(
      paystack.refund({ reference: order.reference, merchantNote: 'again' }),
    ).rejects.toMatchObject({ status: 400 })
    await expect(
      paystack.refund({ reference: 'ADR-NONE', merchantNote: 'x' }),
    ).rejects.toMatchObject({ status: 404 })
  })
})
