import {
  ErrorResponse,
  ORDER_MESSAGES,
  ProductAvailabilityResponse,
  ProductDetailsResponse,
  ProductStockResponse,
  STOCK_SHOPPER_MESSAGES,
} from '@adire/contract'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { orders, refunds, stockHolds } from '../db/schema.ts'
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
import { watchCatalogue } from './catalogue-version.ts'
import { DEFAULT_HOLD_MS } from './stock-holds.ts'

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

/** Launch-range products in S, M, L and XL (and maybe more): one per test, so none sees another's stock. */
let pool: { _id: string; sizes: string[] }[] = []
beforeAll(async () => {
  const { products } = (await (await harness.app.request('/api/products/list')).json()) as {
    products: { _id: string; sizes: string[] }[]
  }
  pool = products.filter((product) =>
    ['S', 'M', 'L', 'XL'].every((size) => product.sizes.includes(size)),
  )
})

/**
 * A product no other test touches, with `stock` counted; a function of its sizes may count
 * every one. Sizes left out are not counted.
 */
async function stocked(
  stock: Record<string, number> | ((sizes: string[]) => Record<string, number>),
): Promise<string> {
  const product = pool.shift()
  if (!product) throw new Error('Give the test more products')
  const res = await send(
    harness.app,
    'PUT',
    `/api/admin/products/${product._id}/stock`,
    { stock: typeof stock === 'function' ? stock(product.sizes) : stock, reason: 'received' },
    { token: admin.token },
  )
  expect(res.status).toBe(200)
  return product._id
}

const settle = () => harness.services.background.drain()
const shopper = () => signUp(harness.app)

async function availability(id: string) {
  const res = await harness.app.request(`/api/products/${id}/availability`)
  expect(res.status).toBe(200)
  return ProductAvailabilityResponse.parse(await res.json()).scarce
}

async function unitsInStock(id: string) {
  const res = await send(harness.app, 'GET', `/api/admin/products/${id}/stock`, undefined, {
    token: admin.token,
  })
  return ProductStockResponse.parse(await res.json())
}

async function productPage(id: string) {
  return ProductDetailsResponse.parse(
    await (await harness.app.request(`/api/products/${id}`)).json(),
  ).product
}

/** Pays for the lines end to end: placed, paid in the emulator, verified. */
async function buy(token: string, lines: Line[]) {
  const order = await placed(harness.app, token, lines)
  await payInEmulator(harness.app, order.accessCode)
  await settle()
  return order
}

describe('holding units while a shopper pays', () => {
  it('holds the units of a started payment, and refuses what is not left before Paystack is asked', async () => {
    const id = await stocked({ M: 2, L: 10 })
    expect(await availability(id)).toEqual({ M: 2 })
    const a = await shopper()
    await placed(harness.app, a.token, [{ id, size: 'M', quantity: 1 }])
    // One of two held: "only 1 left" for everyone else; the count itself is unchanged, and
    // the store team sees the unit held.
    expect(await availability(id)).toEqual({ M: 1 })
    expect(await unitsInStock(id)).toMatchObject({ stock: { M: 2, L: 10 }, held: { M: 1 } })

    const b = await shopper()
    const before = await database.db.select().from(orders)
    const refused = await placeOrder(harness.app, b.token, [{ id, size: 'M', quantity: 2 }])
    expect(refused.status).toBe(409)
    const name = (await productPage(id)).name
    expect(ErrorResponse.parse(await refused.json()).message).toBe(
      STOCK_SHOPPER_MESSAGES.lineShort(name, 'M', 1),
    )
    // Nothing recorded, no payment window opened.
    expect(await database.db.select().from(orders)).toHaveLength(before.length)
    // A size the store does not count is never short.
    await placed(harness.app, b.token, [{ id, size: 'XL', quantity: 50 }])
  })

  it('frees the units of a payment that runs out of time, without any job running', async () => {
    const id = await stocked({ S: 1 })
    const a = await shopper()
    await placed(harness.app, a.token, [{ id, size: 'S', quantity: 1 }])
    expect(await availability(id)).toEqual({ S: 0 })
    harness.clock.advance(DEFAULT_HOLD_MS + 1000)
    expect(await availability(id)).toEqual({ S: 1 })
    // The reconciler marks it released, for the record.
    const { holdsReleased } = await harness.services.orders.reconciler.run()
    expect(holdsReleased).toBeGreaterThanOrEqual(1)
  })

  it('sells the units once when the payment is confirmed, however often it is confirmed', async () => {
    const id = await stocked({ M: 3 })
    const a = await shopper()
    const order = await buy(a.token, [{ id, size: 'M', quantity: 2 }])
    // The webhook confirmed it; the verify page and the reconciler confirm it again.
    expect((await verifyPayment(harness.app, a.token, order.reference)).body.success).toBe(true)
    harness.clock.advance(10 * 60_000)
    await harness.services.orders.reconciler.run()
    const stock = await unitsInStock(id)
    expect(stock.stock).toEqual({ M: 1 })
    expect(stock.history[0]).toMatchObject({
      size: 'M',
      delta: -2,
      quantity: 1,
      reason: 'sold',
      by: order.reference,
    })
    expect(stock.history.filter((change) => change.reason === 'sold')).toHaveLength(1)
    expect(await availability(id)).toEqual({ M: 1 })
  })

  it('shows a product Sold out once its last unit is sold, and in stock again when it comes back', async () => {
    // As every server does (ADR 024): it notices the catalogue's version move.
    const stop = watchCatalogue(
      database.db,
      harness.services.catalogue,
      harness.services.background,
      20,
    )
    onTestFinished(stop)
    const id = await stocked((sizes) =>
      Object.fromEntries(sizes.map((size) => [size, size === 'M' ? 1 : 0])),
    )
    expect((await productPage(id)).soldOut).toBeUndefined()
    const a = await shopper()
    const order = await buy(a.token, [{ id, size: 'M', quantity: 1 }])
    await expect.poll(async () => (await productPage(id)).soldOut).toBe(true)
    const listed = (await (await harness.app.request('/api/products/list')).json()) as {
      products: { _id: string; soldOut?: boolean }[]
    }
    expect(listed.products.find((product) => product._id === id)?.soldOut).toBe(true)

    // Cancelling the paid order before it ships gives its unit back, and the product with it.
    const cancelled = await send(
      harness.app,
      'PATCH',
      `/api/admin/orders/${order.orderId}/status`,
      { status: 'Cancelled' },
      { token: admin.token },
    )
    expect(cancelled.status).toBe(200)
    expect((await unitsInStock(id)).stock.M).toBe(1)
    expect((await unitsInStock(id)).history[0]).toMatchObject({
      size: 'M',
      delta: 1,
      reason: 'returned',
      by: order.reference,
    })
    await expect.poll(async () => (await productPage(id)).soldOut).toBeUndefined()
  })

  it("lets go of an unpaid order's units when it is cancelled", async () => {
    const id = await stocked({ M: 1 })
    const a = await shopper()
    const order = await placed(harness.app, a.token, [{ id, size: 'M', quantity: 1 }])
    expect(await availability(id)).toEqual({ M: 0 })
    await send(
      harness.app,
      'PATCH',
      `/api/admin/orders/${order.orderId}/status`,
      { status: 'Cancelled' },
      { token: admin.token },
    )
    expect(await availability(id)).toEqual({ M: 1 })
    expect((await unitsInStock(id)).stock).toEqual({ M: 1 })
  })
})

describe('a payment that lands after its hold ran out', () => {
  it('still sells the units if nobody took them', async () => {
    const id = await stocked({ M: 1 })
    const a = await shopper()
    const order = await placed(harness.app, a.token, [{ id, size: 'M', quantity: 1 }])
    harness.clock.advance(DEFAULT_HOLD_MS + 1000)
    await harness.services.orders.reconciler.run()
    await payInEmulator(harness.app, order.accessCode)
    await settle()
    expect((await verifyPayment(harness.app, a.token, order.reference)).body).toMatchObject({
      success: true,
    })
    expect((await unitsInStock(id)).stock).toEqual({ M: 0 })
  })

  it('is found by the reconciler when its webhook was lost, and sells units still free', async () => {
    const id = await stocked({ M: 1 })
    const a = await shopper()
    const order = await placed(harness.app, a.token, [{ id, size: 'M', quantity: 1 }])
    // The server restarts mid-payment, say: Paystack's webhook is lost, the shopper gone.
    harness.services.gateway.emulator?.connect(async () => new Response('down', { status: 503 }))
    await payInEmulator(harness.app, order.accessCode)
    await settle()
    harness.services.gateway.emulator?.connect((request) =>
      Promise.resolve(harness.app.fetch(request)),
    )
    harness.clock.advance(DEFAULT_HOLD_MS + 1000)
    expect(await availability(id)).toEqual({ M: 1 })
    const { paid } = await harness.services.orders.reconciler.run()
    expect(paid).toBeGreaterThanOrEqual(1)
    expect((await unitsInStock(id)).stock).toEqual({ M: 0 })
    expect((await myOrders(harness.app, a.token))[0]).toMatchObject({ status: 'Order Placed' })
  })

  it('is refunded, the order cancelled and marked, when another shopper bought the units', async () => {
    const id = await stocked({ M: 1 })
    const a = await shopper()
    const late = await placed(harness.app, a.token, [{ id, size: 'M', quantity: 1 }])
    harness.clock.advance(DEFAULT_HOLD_MS + 1000)
    const b = await shopper()
    await buy(b.token, [{ id, size: 'M', quantity: 1 }])

    await payInEmulator(harness.app, late.accessCode)
    await settle()
    const verified = await verifyPayment(harness.app, a.token, late.reference)
    expect(verified.body).toEqual({
      success: false,
      message: ORDER_MESSAGES.refundingOutOfStock,
      refunding: true,
    })
    const [order] = await myOrders(harness.app, a.token)
    expect(order).toMatchObject({ status: 'Cancelled', payment: true, outOfStock: true })
    expect(order?.payments[0]?.refund).not.toBeNull()
    const [refund] = await database.db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, late.orderId))
    expect(refund).toMatchObject({ reason: 'out of stock' })
    expect(
      harness.mailer.sent.filter(
        (mail) => mail.to === a.email && /sold out before your payment/.test(mail.text),
      ),
    ).toHaveLength(1)
    // The one unit went to B only: never below zero, never sold twice.
    expect((await unitsInStock(id)).stock).toEqual({ M: 0 })
  })
})

describe('paying again', () => {
  it('holds the units again, or says plainly that they are gone', async () => {
    const id = await stocked({ L: 1 })
    const a = await shopper()
    const first = await placed(harness.app, a.token, [{ id, size: 'L', quantity: 1 }])
    // Within its window, paying again keeps the one unit held (not twice).
    await payAgain(harness.app, a.token, first.orderId)
    expect(await availability(id)).toEqual({ L: 0 })
    const held = await database.db
      .select()
      .from(stockHolds)
      .where(and(eq(stockHolds.orderId, first.orderId), eq(stockHolds.state, 'held')))
    expect(held).toHaveLength(1)

    harness.clock.advance(DEFAULT_HOLD_MS + 1000)
    const b = await shopper()
    await buy(b.token, [{ id, size: 'L', quantity: 1 }])
    const again = await send(
      harness.app,
      'POST',
      '/api/order/pay-again',
      { orderId: first.orderId },
      { token: a.token },
    )
    expect(again.status).toBe(409)
    const name = (await productPage(id)).name
    expect(ErrorResponse.parse(await again.json()).message).toBe(
      STOCK_SHOPPER_MESSAGES.lineShort(name, 'L', 0),
    )
  })
})

describe('the cart', () => {
  it('refuses to add or raise a line beyond what is left, and always lets it be lowered', async () => {
    const id = await stocked({ M: 2 })
    const a = await shopper()
    const add = () =>
      send(harness.app, 'POST', '/api/cart/add', { itemId: id, size: 'M' }, { token: a.token })
    expect((await add()).status).toBe(200)
    expect((await add()).status).toBe(200)
    const third = await add()
    expect(third.status).toBe(409)
    expect(ErrorResponse.parse(await third.json()).message).toBe(
      STOCK_SHOPPER_MESSAGES.notEnough('M', 2),
    )
    const raise = await send(
      harness.app,
      'PUT',
      '/api/cart/update',
      { productId: id, size: 'M', quantity: 5 },
      { token: a.token },
    )
    expect(raise.status).toBe(409)
    // Another shopper's payment takes one: the line of two may still be lowered to one.
    const b = await shopper()
    await placed(harness.app, b.token, [{ id, size: 'M', quantity: 1 }])
    const lower = await send(
      harness.app,
      'PUT',
      '/api/cart/update',
      { productId: id, size: 'M', quantity: 1 },
      { token: a.token },
    )
    expect(lower.status).toBe(200)
  })
})

describe("a product's availability", () => {
  it('is not found for an unknown or malformed id', async () => {
    for (const id of ['no-such-product', 'NOT A SLUG', '%00']) {
      const res = await harness.app.request(`/api/products/${encodeURIComponent(id)}/availability`)
      expect(res.status).toBe(404)
    }
  })

  it("follows the store's own low-stock threshold (LOW_STOCK_THRESHOLD)", async () => {
    const id = await stocked({ M: 8, L: 20 })
    expect(await availability(id)).toEqual({})
    // Another server of the same store, configured to call 10 or fewer low.
    const store = testApp(database.db, { lowStockThreshold: 10 })
    const res = await store.app.request(`/api/products/${id}/availability`)
    expect(ProductAvailabilityResponse.parse(await res.json()).scarce).toEqual({ M: 8 })
    const low = await send(store.app, 'GET', '/api/admin/products?stock=low', undefined, {
      token: admin.token,
    })
    const listed = (await low.json()) as { products: { _id: string }[] }
    expect(listed.products.map((product) => product._id)).toContain(id)
    const stock = await send(store.app, 'GET', `/api/admin/products/${id}/stock`, undefined, {
      token: admin.token,
    })
    expect(ProductStockResponse.parse(await stock.json()).lowStockThreshold).toBe(10)
  })

  it('is never cached', async () => {
    const id = await stocked({ M: 1 })
    const res = await harness.app.request(`/api/products/${id}/availability`)
    expect(res.headers.get('cache-control')).toBe('no-store')
  })
})
