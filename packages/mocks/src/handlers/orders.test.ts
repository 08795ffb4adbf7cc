// The order handlers: placing, paying (again) and verifying, as the server does.
import {
  CartResponse,
  ErrorResponse,
  ORDER_MESSAGES,
  PlaceOrderResponse,
  UserOrdersResponse,
  VerifyPaymentResponse,
} from '@adire/contract'
import { describe, expect, it } from 'vitest'
import { fixtureAdminOrders, toAdminOrder } from '../fixtures/admin-orders.ts'
import { DEMO_USER } from '../fixtures/people.ts'
import { fixtureProducts } from '../fixtures/products.ts'
import { fixtureExpiredOrder, fixtureOrders } from '../fixtures/shopper-orders.ts'
import { base, myOrders, placeOrderBody, post, useMockServer } from '../testing.ts'
import { orderHandlers } from './orders.ts'
import {
  MOCK_ADMIN_TOKEN,
  MOCK_TOKEN,
  moveMockOrder,
  recoverMockOrders,
  resetMockOrders,
} from './state.ts'

const server = useMockServer()

const [awaiting, packing] = fixtureOrders as [(typeof fixtureOrders)[0], (typeof fixtureOrders)[0]]

const verify = async (reference: string) =>
  VerifyPaymentResponse.parse(await (await post('/api/order/verifyPaystack', { reference })).json())

describe('mock orders', () => {
  it('prices an order from its own fixtures and lists orders', async () => {
    const product = fixtureProducts[0]
    const res = await post('/api/order/paystack', placeOrderBody(2))
    expect(res.status).toBe(201)
    const placed = PlaceOrderResponse.parse(await res.json())
    expect(placed.amount).toBe((product?.price ?? 0) * 2 * 100)
    const orders = UserOrdersResponse.parse(await (await post('/api/order/userorders', {})).json())
    expect(orders.orders.length).toBeGreaterThan(0)
  })

  it("lists the shopper's own orders, newest first, as the server shows them to a shopper", async () => {
    expect(await myOrders()).toEqual(fixtureOrders)
    expect(fixtureAdminOrders.filter((o) => o.customer.email === DEMO_USER.email)).toHaveLength(3)
    // The store team's member has placed none.
    expect(await myOrders(MOCK_ADMIN_TOKEN)).toEqual([])
  })

  it('adds a placed order awaiting payment, and pays it when the payment is verified', async () => {
    const placed = PlaceOrderResponse.parse(
      await (await post('/api/order/paystack', placeOrderBody())).json(),
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
