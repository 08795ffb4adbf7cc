import {
  ADMIN_PAGE_SIZE,
  type AdminOrder,
  AdminOrdersResponse,
  AuthResponse,
  CartResponse,
  ErrorResponse,
  featuredProducts,
  MeResponse,
  ORDER_MESSAGES,
  type Order,
  OrderStatusResponse,
  PlaceOrderResponse,
  type Product,
  ProductDetailsResponse,
  ProductFeaturedResponse,
  ProductListResponse,
  ProductSearchQuery,
  ProductSearchResponse,
  relatedProducts,
  USER_MESSAGES,
  USER_ORDERS_PAGE_SIZE,
  UserOrdersResponse,
  VerifyPaymentResponse,
} from '@adire/contract'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import {
  ADMIN_USER,
  DEMO_USER,
  fixtureAdminOrders,
  fixtureAdminOrdersWithRefunds,
  fixtureExpiredOrder,
  fixtureOrderHistory,
  fixtureOrders,
  fixtureProducts,
  fixtureRefundOrders,
  toAdminOrder,
} from './fixtures.ts'
import {
  adminHandlers,
  EXPIRED_MOCK_TOKEN,
  laterPagesFailThenWork,
  MOCK_ADMIN_TOKEN,
  MOCK_TOKEN,
  moveMockOrder,
  OTHER_ADMIN_NAME,
  olderOrdersFailThenWork,
  orderHandlers,
  pageOfOrders,
  productDetailsHandlers,
  productFeaturedHandlers,
  productHandlers,
  productSearchHandlers,
  recoverMockOrders,
  resetMockCart,
  resetMockOrders,
  searchProducts,
} from './handlers.ts'
import { server } from './node.ts'

const base = 'http://store.test'
const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', token: 'mock-token' },
  body: JSON.stringify(body),
})

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  resetMockCart()
  resetMockOrders()
})
afterAll(() => server.close())

describe('mock API', () => {
  it('serves fixture products that satisfy the contract', async () => {
    const body = ProductListResponse.parse(await (await fetch(`${base}/api/products/list`)).json())
    expect(body.products).toEqual(fixtureProducts)
    expect(new Set(body.products.map((p) => p.category)).size).toBe(8)
  })

  it('has named variants for empty and failing lists', async () => {
    server.use(productHandlers.empty)
    expect((await (await fetch(`${base}/api/products/list`)).json()).products).toEqual([])
    server.use(productHandlers.error)
    const res = await fetch(`${base}/api/products/list`)
    expect(res.status).toBe(500)
    expect(ErrorResponse.parse(await res.json()).message).toBe('Failed to fetch products')
  })

  it('logs in the demo user and refuses a wrong password with the server message', async () => {
    const ok = await fetch(`${base}/api/users/login`, json(DEMO_USER))
    expect(AuthResponse.parse(await ok.json()).token).toBe(MOCK_TOKEN)
    const bad = await fetch(`${base}/api/users/login`, json({ ...DEMO_USER, password: 'wrong' }))
    expect(bad.status).toBe(401)
    expect(ErrorResponse.parse(await bad.json()).message).toBe(USER_MESSAGES.loginFailed)
  })

  it('validates bodies with the contract, as the server does', async () => {
    const res = await fetch(
      `${base}/api/users/register`,
      json({ name: 'Ada', email: 'new@example.com', password: 'short' }),
    )
    expect(res.status).toBe(400)
    expect(ErrorResponse.parse(await res.json()).message).toBe(
      'Password must be at least 8 characters',
    )
  })

  it('restores the demo session and refuses an expired token', async () => {
    const me = await fetch(`${base}/api/users/me`, { headers: { token: MOCK_TOKEN } })
    expect(MeResponse.parse(await me.json()).user.email).toBe(DEMO_USER.email)
    const expired = await fetch(`${base}/api/users/me`, {
      headers: { Authorization: `Bearer ${EXPIRED_MOCK_TOKEN}` },
    })
    expect(expired.status).toBe(401)
  })

  it('keeps a cart per test that add, update and remove change', async () => {
    const id = fixtureProducts[0]?._id
    await fetch(`${base}/api/cart/add`, json({ itemId: id, size: 'M' }))
    await fetch(`${base}/api/cart/add`, json({ itemId: id, size: 'M' }))
    let cart = CartResponse.parse(
      await (await fetch(`${base}/api/cart/get`, { headers: { token: 'mock-token' } })).json(),
    )
    expect(cart.cart.items).toEqual([{ productId: id, size: 'M', quantity: 2 }])
    const removed = await fetch(`${base}/api/cart/remove`, {
      ...json({ productId: id, size: 'M' }),
      method: 'DELETE',
    })
    cart = CartResponse.parse(await removed.json())
    expect(cart.cart.items).toEqual([])
  })

  it('refuses what the server refuses: unknown products, unsold sizes, bad quantities', async () => {
    const [hoodie] = fixtureProducts
    const add = (body: unknown) => fetch(`${base}/api/cart/items`, json(body))
    const refused = async (res: Response) => ErrorResponse.parse(await res.json()).message
    expect(await refused(await add({ productId: 'nope', size: 'M', quantity: 1 }))).toBe(
      'Product not found',
    )
    expect(await refused(await add({ productId: hoodie?._id, size: 'XXXL', quantity: 1 }))).toBe(
      'This product does not come in size XXXL',
    )
    expect(await refused(await add({ productId: hoodie?._id, size: 'M', quantity: 100 }))).toBe(
      'Quantity must be a whole number from 1 to 99',
    )
  })

  it('merges a guest cart once, however often the hand-over is repeated', async () => {
    const id = fixtureProducts[0]?._id as string
    const body = {
      guestId: '5b7f2d8e-3c1a-4e6b-9f00-1a2b3c4d5e6f',
      items: [{ productId: id, size: 'M', quantity: 2 }],
    }
    await fetch(`${base}/api/cart/add`, json({ itemId: id, size: 'M' }))
    for (let i = 0; i < 2; i++) {
      const merged = CartResponse.parse(
        await (await fetch(`${base}/api/cart/merge`, json(body))).json(),
      )
      expect(merged.cartData).toEqual({ [id]: { M: 3 } })
    }
  })

  it('prices an order from its own fixtures and lists orders', async () => {
    const product = fixtureProducts[0]
    const placed = PlaceOrderResponse.parse(
      await (
        await fetch(
          `${base}/api/order/paystack`,
          json({
            address: {},
            amount: 0,
            items: [{ _id: product?._id, selectedSize: 'M', quantity: 2 }],
          }),
        )
      ).json(),
    )
    expect(placed.amount).toBe((product?.price ?? 0) * 2 * 100)
    const orders = UserOrdersResponse.parse(
      await (await fetch(`${base}/api/order/userorders`, json({}))).json(),
    )
    expect(orders.orders.length).toBeGreaterThan(0)
  })

  it('refuses authenticated calls without a token', async () => {
    const res = await fetch(`${base}/api/cart/get`)
    expect(res.status).toBe(401)
  })
})

const post = (path: string, body?: unknown, token = MOCK_TOKEN) =>
  fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', token },
    body: body === undefined ? null : JSON.stringify(body),
  })

const myOrders = async (token = MOCK_TOKEN) =>
  UserOrdersResponse.parse(await (await post('/api/order/userorders', undefined, token)).json())
    .orders

const [awaiting, packing] = fixtureOrders as [(typeof fixtureOrders)[0], (typeof fixtureOrders)[0]]

describe('mock orders', () => {
  it("lists the shopper's own orders, newest first, as the server shows them to a shopper", async () => {
    expect(await myOrders()).toEqual(fixtureOrders)
    expect(fixtureAdminOrders.filter((o) => o.customer.email === DEMO_USER.email)).toHaveLength(3)
    // The store team's member has placed none.
    expect(await myOrders(MOCK_ADMIN_TOKEN)).toEqual([])
  })

  it('adds a placed order awaiting payment, and pays it when the payment is verified', async () => {
    const placed = PlaceOrderResponse.parse(
      await (
        await post('/api/order/paystack', {
          address: {},
          amount: 0,
          items: [{ _id: fixtureProducts[0]?._id, selectedSize: 'M', quantity: 1 }],
        })
      ).json(),
    )
    expect(placed.reference).toBe('ADR-MOCK-REFERENCE')
    let [newest] = await myOrders()
    expect(newest).toMatchObject({
      _id: placed.orderId,
      status: 'Awaiting payment',
      payment: false,
    })

    await post('/api/cart/add', { itemId: fixtureProducts[0]?._id, size: 'M' })
    const verified = VerifyPaymentResponse.parse(
      await (await post('/api/order/verifyPaystack', { reference: placed.reference })).json(),
    )
    expect(verified.success).toBe(true)
    ;[newest] = await myOrders()
    expect(newest).toMatchObject({ status: 'Order Placed', payment: true, paymentStatus: 'paid' })
    expect(newest?.timeline.map((e) => [e.status, e.by])).toEqual([
      ['Awaiting payment', 'You'],
      ['Order Placed', 'Paystack'],
    ])
    // Paid: the account's cart is emptied, as the server does.
    const cart = CartResponse.parse(
      await (await fetch(`${base}/api/cart/get`, { headers: { token: MOCK_TOKEN } })).json(),
    )
    expect(cart.cartData).toEqual({})
  })

  it('pays an awaiting order again with a new reference; the old one still confirms it', async () => {
    const started = PlaceOrderResponse.parse(
      await (await post('/api/order/pay-again', { orderId: awaiting._id })).json(),
    )
    expect(started.orderId).toBe(awaiting._id)
    expect(started.reference).not.toBe(awaiting.reference)
    expect(started.amount).toBe(awaiting.amount * 100)
    expect((await myOrders()).find((o) => o._id === awaiting._id)?.reference).toBe(
      started.reference,
    )
    await post('/api/order/verifyPaystack', { reference: awaiting.reference })
    expect((await myOrders()).find((o) => o._id === awaiting._id)?.status).toBe('Order Placed')
  })

  it('refuses to pay again what the server refuses', async () => {
    const refused = async (orderId: string) => {
      const res = await post('/api/order/pay-again', { orderId })
      return [res.status, ErrorResponse.parse(await res.json()).message]
    }
    expect(await refused(packing._id)).toEqual([409, ORDER_MESSAGES.alreadyPaid])
    expect(await refused('00000000-0000-4000-8000-999999999999')).toEqual([
      404,
      ORDER_MESSAGES.orderNotFound,
    ])
    expect(await refused('not-an-id')).toEqual([400, ORDER_MESSAGES.orderNotFound])
    resetMockOrders([...fixtureAdminOrders, toAdminOrder(fixtureExpiredOrder)])
    expect(await refused(fixtureExpiredOrder._id)).toEqual([410, ORDER_MESSAGES.expired])
  })

  it('fails the list until the server recovers', async () => {
    server.use(orderHandlers.failsUntilRecovered)
    expect((await post('/api/order/userorders')).status).toBe(500)
    recoverMockOrders()
    expect(await myOrders()).toEqual(fixtureOrders)
  })
})

/** One page of My Orders, as the storefront asks for it. */
async function ordersPage(before?: string) {
  const query = before === undefined ? '' : `?before=${encodeURIComponent(before)}`
  const res = await post(`/api/order/userorders${query}`)
  return { status: res.status, body: await res.json() }
}

const verify = async (reference: string) =>
  VerifyPaymentResponse.parse(await (await post('/api/order/verifyPaystack', { reference })).json())

describe('mock My Orders pages (POST /api/order/userorders?before=)', () => {
  it("answers Ada's three orders as one page, with nothing after it", async () => {
    expect(UserOrdersResponse.parse((await ordersPage()).body)).toEqual({
      success: true,
      orders: fixtureOrders,
      nextCursor: null,
    })
  })

  it('pages a long history as the server does; an order placed meanwhile shifts no page', async () => {
    server.use(orderHandlers.manyOrders)
    const everything = [...fixtureOrders, ...fixtureOrderHistory]
    const first = UserOrdersResponse.parse((await ordersPage()).body)
    expect(first.orders).toEqual(everything.slice(0, USER_ORDERS_PAGE_SIZE))
    expect(first.nextCursor).toEqual(expect.any(String))

    await post('/api/order/paystack', {
      address: {},
      amount: 0,
      items: [{ _id: fixtureProducts[0]?._id, selectedSize: 'M', quantity: 1 }],
    })
    const second = UserOrdersResponse.parse((await ordersPage(first.nextCursor ?? '')).body)
    expect(second.orders).toEqual(everything.slice(USER_ORDERS_PAGE_SIZE))
    expect(second.nextCursor).toBeNull()
  })

  it("refuses a cursor that is not one, with the server's message", async () => {
    const { status, body } = await ordersPage("1' or 1=1 --")
    expect(status).toBe(400)
    expect(ErrorResponse.parse(body).message).toBe('This page of orders does not exist')
  })

  it('orders by date, then by reference, in plain code', () => {
    const [one, two] = fixtureOrderHistory as [Order, Order]
    const sameTime = [
      { ...two, reference: 'ADR-B' },
      { ...one, reference: 'ADR-A' },
    ]
    const all = Array.from({ length: USER_ORDERS_PAGE_SIZE - 1 }, (_, i) => ({
      ...one,
      reference: `ADR-NEWER-${i}`,
      date: one.date + 1000 + i,
    }))
    const first = pageOfOrders([...sameTime, ...all])
    expect(first.orders.at(-1)?.reference).toBe('ADR-A')
    expect(first.nextCursor).toBe(`${one.date}~ADR-A`)
    expect(pageOfOrders([...sameTime, ...all], first.nextCursor ?? '').orders).toEqual([
      { ...two, reference: 'ADR-B' },
    ])
  })

  it('has variants for a later page that fails a given number of times, then works', async () => {
    server.use(olderOrdersFailThenWork(2))
    const { nextCursor } = UserOrdersResponse.parse((await ordersPage()).body)
    const later = async () => (await ordersPage(nextCursor ?? '')).status
    expect([await later(), await later(), await later()]).toEqual([500, 500, 200])
    // A first page starts the count again.
    await ordersPage()
    expect(await later()).toBe(500)
  })
})

describe('mock payment verification', () => {
  it('refunds a payment for a cancelled order, and says so', async () => {
    moveMockOrder(awaiting._id, 'Cancelled')
    expect(await verify(awaiting.reference)).toEqual({
      success: false,
      message: ORDER_MESSAGES.refundingCancelled,
      refunding: true,
    })
    const cancelled = (await myOrders()).find((o) => o._id === awaiting._id)
    expect(cancelled).toMatchObject({ status: 'Cancelled', paymentStatus: 'awaiting' })
    expect(cancelled?.payments).toEqual([
      expect.objectContaining({
        reference: awaiting.reference,
        kind: 'after cancellation',
        refund: expect.objectContaining({ amount: awaiting.amount, status: 'pending' }),
      }),
    ])
  })

  it('pays once; a second payment of a paid order is refunded, a replay changes nothing', async () => {
    const { reference } = PlaceOrderResponse.parse(
      await (await post('/api/order/pay-again', { orderId: awaiting._id })).json(),
    )
    expect(await verify(reference)).toEqual({
      success: true,
      message: ORDER_MESSAGES.paymentVerified,
    })
    // The first window was paid too.
    expect(await verify(awaiting.reference)).toEqual({
      success: true,
      message: ORDER_MESSAGES.refundingDuplicate,
      refunding: true,
    })
    expect(await verify(reference)).toEqual({
      success: true,
      message: ORDER_MESSAGES.paymentVerified,
    })
    const paid = (await myOrders()).find((o) => o._id === awaiting._id)
    expect(paid?.payments.map((p) => [p.reference, p.kind, p.refund?.status ?? null])).toEqual([
      [reference, 'paid', null],
      [awaiting.reference, 'duplicate', 'pending'],
    ])
    expect(paid?.timeline.map((e) => e.status)).toEqual(['Awaiting payment', 'Order Placed'])
  })

  it('refuses to pay again a cancelled order, as the server does', async () => {
    moveMockOrder(awaiting._id, 'Cancelled')
    const res = await post('/api/order/pay-again', { orderId: awaiting._id })
    expect(res.status).toBe(410)
    expect(ErrorResponse.parse(await res.json()).message).toBe(ORDER_MESSAGES.cancelled)
  })

  it.each([
    ['verifyRefundingCancelled', false, ORDER_MESSAGES.refundingCancelled],
    ['verifyRefundingDuplicate', true, ORDER_MESSAGES.refundingDuplicate],
    ['verifyRefundingMismatch', false, ORDER_MESSAGES.refundingMismatch],
  ] as const)('has a %s variant with the server’s answer', async (name, success, message) => {
    server.use(orderHandlers[name])
    expect(await verify('ADR-ANY')).toEqual({ success, message, refunding: true })
  })
})

const adminList = async (query = '', token = MOCK_ADMIN_TOKEN) =>
  fetch(`${base}/api/admin/orders${query}`, { headers: { Authorization: `Bearer ${token}` } })

const setStatus = (id: string, status: string, token = MOCK_ADMIN_TOKEN) =>
  fetch(`${base}/api/admin/orders/${id}/status`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', token },
    body: JSON.stringify({ status }),
  })

describe('mock admin', () => {
  it('knows the store team by its token', async () => {
    const me = await fetch(`${base}/api/users/me`, { headers: { token: MOCK_ADMIN_TOKEN } })
    expect(MeResponse.parse(await me.json()).user).toEqual({ ...ADMIN_USER, role: 'admin' })
    const shopper = await fetch(`${base}/api/users/me`, { headers: { token: MOCK_TOKEN } })
    expect(MeResponse.parse(await shopper.json()).user.role).toBe('shopper')
  })

  it("refuses a shopper's token (403) and no token (401)", async () => {
    const shopper = await adminList('', MOCK_TOKEN)
    expect(shopper.status).toBe(403)
    expect(ErrorResponse.parse(await shopper.json()).message).toBe(ORDER_MESSAGES.adminOnly)
    expect((await fetch(`${base}/api/admin/orders`)).status).toBe(401)
    expect((await setStatus(packing._id, 'Shipped', MOCK_TOKEN)).status).toBe(403)
  })

  it('lists every order newest first, a page at a time', async () => {
    const first = AdminOrdersResponse.parse(await (await adminList()).json())
    expect(first).toMatchObject({ page: 1, pageSize: ADMIN_PAGE_SIZE, total: 25 })
    expect(first.orders).toHaveLength(ADMIN_PAGE_SIZE)
    const dates = first.orders.map((o) => o.date)
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    const second = AdminOrdersResponse.parse(await (await adminList('?page=2')).json())
    expect(second.orders).toHaveLength(5)
    expect(second.orders[0]?.date).toBeLessThan(dates.at(-1) ?? 0)
  })

  it('filters by status and searches by reference or e-mail', async () => {
    const packingOnly = AdminOrdersResponse.parse(await (await adminList('?status=Packing')).json())
    expect(packingOnly.total).toBeGreaterThan(1)
    expect(packingOnly.orders.every((o) => o.status === 'Packing')).toBe(true)
    const byEmail = AdminOrdersResponse.parse(await (await adminList('?q=ADA@example')).json())
    expect(byEmail.orders.map((o) => o.reference)).toEqual(fixtureOrders.map((o) => o.reference))
    const byReference = AdminOrdersResponse.parse(
      await (await adminList('?q=fixture-2&status=Packing')).json(),
    )
    expect(byReference.orders.map((o) => o.reference)).toEqual(['ADR-FIXTURE-2'])
    expect((await adminList('?status=Lost')).status).toBe(400)
  })

  it('moves an order along nextStatuses only, and says why not with 409', async () => {
    const moved = OrderStatusResponse.parse(await (await setStatus(packing._id, 'Shipped')).json())
    expect(moved.order.status).toBe('Shipped')
    expect(moved.order.timeline.at(-1)).toMatchObject({ status: 'Shipped', by: ADMIN_USER.name })
    // The shopper sees the change made by 'Adire'.
    const seen = (await myOrders()).find((o) => o._id === packing._id)
    expect(seen?.timeline.at(-1)).toMatchObject({ status: 'Shipped', by: 'Adire' })

    const back = await setStatus(packing._id, 'Packing')
    expect(back.status).toBe(409)
    expect(ErrorResponse.parse(await back.json()).message).toBe(
      'An order that is Shipped cannot be set to Packing',
    )
    expect((await setStatus(packing._id, 'Lost')).status).toBe(400)
  })

  it('answers 409 when another team member moved the order first', async () => {
    server.use(adminHandlers.movedMeanwhile)
    const res = await setStatus(packing._id, 'Shipped')
    expect(res.status).toBe(409)
    expect(ErrorResponse.parse(await res.json()).message).toBe(
      ORDER_MESSAGES.statusNotAllowed('Cancelled', 'Shipped'),
    )
    const list = AdminOrdersResponse.parse(await (await adminList('?q=ADR-FIXTURE-2')).json())
    expect(list.orders[0]?.timeline.at(-1)).toMatchObject({
      status: 'Cancelled',
      by: OTHER_ADMIN_NAME,
    })
  })
})

const retryRefund = (id: string, token = MOCK_ADMIN_TOKEN) =>
  fetch(`${base}/api/admin/orders/${id}/refunds/retry`, { method: 'POST', headers: { token } })

const refundOrder = (reference: string) =>
  fixtureRefundOrders.find((order) => order.reference === reference) as AdminOrder

const listed = async (query = '') =>
  AdminOrdersResponse.parse(await (await adminList(query)).json())

describe('mock admin refunds', () => {
  it('cancels a paid order and refunds its payment, an unpaid one with nothing to refund', async () => {
    const cancelled = OrderStatusResponse.parse(
      await (await setStatus(packing._id, 'Cancelled')).json(),
    ).order
    const at = cancelled.timeline.at(-1)?.at
    expect(cancelled.status).toBe('Cancelled')
    expect(cancelled.payments).toEqual([
      {
        ...packing.payments[0],
        refund: { amount: packing.amount, status: 'pending', at, updatedAt: at },
      },
    ])
    expect((await listed('?refund=pending')).orders.map((o) => o.reference)).toEqual([
      packing.reference,
    ])
    // The shopper sees the refund on its way too.
    const seen = (await myOrders()).find((o) => o._id === packing._id)
    expect(seen?.payments[0]?.refund?.status).toBe('pending')

    const unpaid = OrderStatusResponse.parse(
      await (await setStatus(awaiting._id, 'Cancelled')).json(),
    ).order
    expect(unpaid.payments).toEqual([])
  })

  it('refunds the payment when another team member cancels first', async () => {
    server.use(adminHandlers.movedMeanwhile)
    expect((await setStatus(packing._id, 'Shipped')).status).toBe(409)
    const [order] = (await listed('?q=ADR-FIXTURE-2')).orders
    expect(order?.payments[0]?.refund?.status).toBe('pending')
  })

  it('filters by refund state and counts the failed ones whatever the filter', async () => {
    // Every paid order cancelled among the fixtures was refunded long ago.
    const usual = await listed('?refund=processed')
    expect(usual.total).toBeGreaterThan(0)
    expect(usual.orders.every((o) => o.status === 'Cancelled' && o.payment)).toBe(true)
    expect(usual.refundsFailed).toBe(0)
    expect((await listed('?refund=failed')).orders).toEqual([])

    resetMockOrders(fixtureAdminOrdersWithRefunds)
    const all = await listed()
    expect(all).toMatchObject({ total: 31, refundsFailed: 2 })
    const failed = await listed('?refund=failed')
    expect(failed.orders.map((o) => o.reference)).toEqual(['ADR-REFUND-5', 'ADR-REFUND-4'])
    expect(failed.refundsFailed).toBe(2)
    expect((await listed('?refund=pending')).orders.map((o) => o.reference)).toEqual([
      'ADR-REFUND-6',
      'ADR-REFUND-1',
    ])
    // With the other filters: a refund of an order still being packed (a second charge).
    expect(
      (await listed('?refund=processed&status=Packing')).orders.map((o) => o.reference),
    ).toEqual(['ADR-REFUND-3'])
    const filtered = await listed('?refund=failed&q=nobody')
    expect(filtered).toMatchObject({ total: 0, refundsFailed: 2 })
    expect((await adminList('?refund=lost')).status).toBe(400)
  })

  it('tries a failed refund again, and says there is none to try again with 409', async () => {
    resetMockOrders(fixtureAdminOrdersWithRefunds)
    const failed = refundOrder('ADR-REFUND-4')
    const res = await retryRefund(failed._id)
    expect(res.status).toBe(200)
    const { order } = OrderStatusResponse.parse(await res.json())
    expect(order.payments[0]?.refund).toMatchObject({
      amount: failed.amount,
      status: 'pending',
      at: failed.payments[0]?.refund?.at,
    })
    expect(order.status).toBe('Cancelled')
    expect((await listed()).refundsFailed).toBe(1)

    const again = await retryRefund(failed._id)
    expect(again.status).toBe(409)
    expect(ErrorResponse.parse(await again.json()).message).toBe(ORDER_MESSAGES.noFailedRefund)
    expect((await retryRefund(refundOrder('ADR-REFUND-1')._id)).status).toBe(409)
    expect((await retryRefund('00000000-0000-4000-b000-999999999999')).status).toBe(404)
    expect((await retryRefund(refundOrder('ADR-REFUND-5')._id, MOCK_TOKEN)).status).toBe(403)
  })

  it('answers 409 when another team member tried the refund again first', async () => {
    resetMockOrders(fixtureAdminOrdersWithRefunds)
    server.use(adminHandlers.retryRefused)
    const failed = refundOrder('ADR-REFUND-5')
    const res = await retryRefund(failed._id)
    expect(res.status).toBe(409)
    expect(ErrorResponse.parse(await res.json()).message).toBe(ORDER_MESSAGES.noFailedRefund)
    const [order] = (await listed('?q=ADR-REFUND-5')).orders
    expect(order?.payments[0]?.refund?.status).toBe('pending')
    expect((await listed()).refundsFailed).toBe(1)
  })
})

describe('mock product search (GET /api/products)', () => {
  const search = async (query: string) => {
    const res = await fetch(`${base}/api/products?${query}`)
    expect(res.status).toBe(200)
    return ProductSearchResponse.parse(await res.json())
  }
  const ids = (list: readonly Product[]) => list.map((product) => product._id)
  const natural = (a: Product, b: Product) => b.date - a.date || a._id.localeCompare(b._id)
  const hoodies = ids(fixtureProducts.filter((p) => p.category === 'Hoodie')).sort()

  it('answers the first page of the fixtures in their natural order', async () => {
    const body = await search('')
    expect(body).toMatchObject({ page: 1, pageSize: 24, total: 56, hasMore: true })
    expect(body.products).toEqual([...fixtureProducts].sort(natural).slice(0, 24))
  })

  it('filters by categories given repeated or comma-separated, and sorts', async () => {
    const body = await search('category=Polo,Hoodie&sort=price-asc&pageSize=60')
    const wanted = fixtureProducts
      .filter((p) => p.category === 'Hoodie' || p.category === 'Polo')
      .sort((a, b) => a.price - b.price || natural(a, b))
    expect(ids(body.products)).toEqual(ids(wanted))
    const repeated = await search('category=Hoodie&category=Polo&sort=price-asc&pageSize=60')
    expect(repeated).toEqual(body)
  })

  it.each([
    ['price-desc', (a: Product, b: Product) => b.price - a.price || natural(a, b)],
    ['newest', natural],
    ['relevance', natural],
  ] as const)('sorts by %s', async (sort, order) => {
    const body = await search(`sort=${sort}&pageSize=60`)
    expect(ids(body.products)).toEqual(ids([...fixtureProducts].sort(order)))
  })

  it('searches as the server does: words, prefixes, plurals and exclusions', async () => {
    for (const q of ['hoodie', 'hoodies', 'hood', 'HOOD']) {
      expect(ids((await search(`q=${q}`)).products).sort()).toEqual(hoodies)
    }
    expect(ids((await search('q=indigo%20hoodie')).products)).toEqual(['indigo-adire-hoodie'])
    expect(ids((await search('q=hoodie%20-zip')).products)).not.toContain('harmattan-zip-hoodie')
    expect((await search('q=tuxedo')).total).toBe(0)
    expect((await search(`q=${encodeURIComponent("'; drop table products; --")}`)).total).toBe(0)
    expect((await search(`q=${encodeURIComponent('!!! &')}`)).total).toBe(0)
  })

  it('puts name matches first for relevance', async () => {
    const found = (await search('q=adire&pageSize=60')).products
    const inName = found.map((p) => /adire/i.test(p.name))
    expect(inName).toEqual([...inName].sort((a, b) => Number(b) - Number(a)))
    expect(inName).toContain(false)
  })

  it('pages: the last page without more, a page beyond the end empty', async () => {
    expect(await search('pageSize=10&page=6')).toMatchObject({ total: 56, hasMore: false })
    expect((await search('pageSize=10&page=6')).products).toHaveLength(6)
    expect(await search('pageSize=10&page=7')).toMatchObject({
      products: [],
      total: 56,
      hasMore: false,
    })
  })

  it("refuses what the server refuses, with the contract's messages", async () => {
    for (const [query, message] of [
      ['category=Shoes', /^Unknown category "Shoes"/],
      ['sort=cheapest', /^sort must be one of/],
      ['pageSize=61', /^pageSize must be a whole number from 1 to 60$/],
      ['page=0', /^page must be a whole number/],
    ] as const) {
      const res = await fetch(`${base}/api/products?${query}`)
      expect(res.status).toBe(400)
      expect(ErrorResponse.parse(await res.json()).message).toMatch(message)
    }
  })

  it('has named variants for an empty catalogue and a failure', async () => {
    server.use(productSearchHandlers.empty)
    expect(await search('q=hood&page=2')).toMatchObject({ products: [], page: 2, total: 0 })
    server.use(productSearchHandlers.error)
    expect((await fetch(`${base}/api/products`)).status).toBe(500)
  })

  it('is plain code, usable without a server', () => {
    const page = searchProducts(fixtureProducts, ProductSearchQuery.parse({ category: ['Short'] }))
    expect(page.total).toBe(fixtureProducts.filter((p) => p.category === 'Short').length)
  })
})

describe('mock product details (GET /api/products/:id)', () => {
  it('answers a fixture with its related products, as the contract rule picks them', async () => {
    const res = await fetch(`${base}/api/products/indigo-adire-hoodie`)
    const body = ProductDetailsResponse.parse(await res.json())
    const hoodie = fixtureProducts.find((p) => p._id === 'indigo-adire-hoodie')
    expect(body.product).toEqual(hoodie)
    expect(body.related).toEqual(relatedProducts(body.product, fixtureProducts))
    expect(body.related).toHaveLength(6)
  })

  it('answers an unknown id with 404 and the server message', async () => {
    const res = await fetch(`${base}/api/products/no-such-product`)
    expect(res.status).toBe(404)
    expect(ErrorResponse.parse(await res.json()).message).toBe('Product not found')
  })

  it('leaves the list to the list, whichever variant is in use', async () => {
    for (const variant of [productDetailsHandlers.error, productDetailsHandlers.default]) {
      server.use(variant)
      const body = ProductListResponse.parse(
        await (await fetch(`${base}/api/products/list`)).json(),
      )
      expect(body.products).toHaveLength(56)
    }
  })

  it('has a failing variant', async () => {
    server.use(productDetailsHandlers.error)
    expect((await fetch(`${base}/api/products/lagos-sun-cap`)).status).toBe(500)
  })
})

describe('mock featured products (GET /api/products/featured)', () => {
  it("answers the home page's products from the fixtures, as the contract rule picks them", async () => {
    const res = await fetch(`${base}/api/products/featured`)
    const body = ProductFeaturedResponse.parse(await res.json())
    expect(body.products).toEqual(featuredProducts(fixtureProducts))
    expect(body.products.length).toBeGreaterThan(0)
    expect(body.products.length).toBeLessThan(fixtureProducts.length)
  })

  it('is not taken for a product, whichever details variant is in use', async () => {
    for (const variant of [productDetailsHandlers.error, productDetailsHandlers.default]) {
      server.use(variant)
      const res = await fetch(`${base}/api/products/featured`)
      expect(res.status).toBe(200)
      ProductFeaturedResponse.parse(await res.json())
    }
  })

  it('has empty and failing variants', async () => {
    server.use(productFeaturedHandlers.empty)
    const body = ProductFeaturedResponse.parse(
      await (await fetch(`${base}/api/products/featured`)).json(),
    )
    expect(body.products).toEqual([])
    server.use(productFeaturedHandlers.error)
    expect((await fetch(`${base}/api/products/featured`)).status).toBe(500)
  })
})

describe('mock "load more" variants', () => {
  const page = (n: number) => fetch(`${base}/api/products?page=${n}`)

  it('fails later pages, always or a given number of times', async () => {
    server.use(productSearchHandlers.laterPagesFail)
    expect((await page(1)).status).toBe(200)
    expect((await page(2)).status).toBe(500)
    expect((await page(2)).status).toBe(500)
    server.use(laterPagesFailThenWork())
    expect((await page(1)).status).toBe(200)
    expect((await page(2)).status).toBe(500)
    expect((await page(3)).status).toBe(500)
    const again = ProductSearchResponse.parse(await (await page(2)).json())
    expect(again).toMatchObject({ page: 2, total: 56, hasMore: true })
  })
})
