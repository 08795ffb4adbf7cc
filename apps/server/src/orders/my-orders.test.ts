/**
 * The shopper's orders as My Orders shows them (`POST /api/order/userorders`) and paying again
 * from there (`POST /api/order/pay-again`), both served by orders/routes.ts.
 */
import { ErrorResponse, ORDER_MESSAGES, PlaceOrderResponse } from '@adire/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { seedCatalogue } from '../seed/seed.ts'
import { openTestDatabase } from '../testing/database.ts'
import { myOrders, payInEmulator, placed } from '../testing/orders.ts'
import { send, signUp } from '../testing/requests.ts'
import { testApp } from '../testing/services.ts'

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>

beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db)
  harness = testApp(database.db, { webhookRetrySeconds: [] })
})
afterAll(() => database.close())

const order = (token: string) =>
  placed(harness.app, token, [{ id: 'lagos-sun-cap', size: 'One size', quantity: 1 }])

async function pay(accessCode: string) {
  await payInEmulator(harness.app, accessCode)
  await harness.services.background.drain()
}

async function paidOrder() {
  const shopper = await signUp(harness.app)
  const placedOrder = await order(shopper.token)
  await pay(placedOrder.accessCode)
  return { shopper, placed: placedOrder }
}

async function refused(res: Response, status: number) {
  expect(res.status).toBe(status)
  return ErrorResponse.parse(await res.json()).message
}

describe('POST /api/order/userorders', () => {
  it("answers only the caller's orders, newest first, with their timelines", async () => {
    const shopper = await signUp(harness.app)
    const first = await order(shopper.token)
    harness.clock.advance(60_000)
    const second = await order(shopper.token)
    await pay(second.accessCode)
    await paidOrder() // someone else's

    const mine = await myOrders(harness.app, shopper.token)
    expect(mine.map((o) => o.reference)).toEqual([second.reference, first.reference])
    expect(mine[0]).toMatchObject({
      status: 'Order Placed',
      payment: true,
      paymentStatus: 'paid',
      timeline: [
        { status: 'Awaiting payment', by: 'You' },
        { status: 'Order Placed', by: 'Paystack' },
      ],
    })
    expect(mine[1]).toMatchObject({
      status: 'Awaiting payment',
      payment: false,
      paymentStatus: 'awaiting',
    })
    expect(await myOrders(harness.app, (await signUp(harness.app)).token)).toEqual([])
  })

  it('needs a token', async () => {
    expect((await send(harness.app, 'POST', '/api/order/userorders')).status).toBe(401)
  })
})

describe('paying again for an order awaiting its payment', () => {
  it('starts a new transaction with a new reference, and the order is paid with it', async () => {
    const shopper = await signUp(harness.app)
    const first = await order(shopper.token)
    const again = PlaceOrderResponse.parse(
      await (
        await send(
          harness.app,
          'POST',
          '/api/order/pay-again',
          { orderId: first.orderId },
          { token: shopper.token },
        )
      ).json(),
    )
    expect(again.orderId).toBe(first.orderId)
    expect(again.reference).not.toBe(first.reference)
    expect(again.amount).toBe(first.amount)
    await pay(again.accessCode)
    const [mine] = await myOrders(harness.app, shopper.token)
    expect(mine).toMatchObject({ reference: again.reference, paymentStatus: 'paid' })
  })

  it('still confirms the order when the earlier transaction is paid after all', async () => {
    const shopper = await signUp(harness.app)
    const first = await order(shopper.token)
    await send(
      harness.app,
      'POST',
      '/api/order/pay-again',
      { orderId: first.orderId },
      { token: shopper.token },
    )
    await pay(first.accessCode)
    const verified = await send(
      harness.app,
      'POST',
      '/api/order/verifyPaystack',
      { reference: first.reference },
      { token: shopper.token },
    )
    expect((await verified.json()).success).toBe(true)
    expect((await myOrders(harness.app, shopper.token))[0]?.paymentStatus).toBe('paid')
  })

  it('is refused for a paid order, an expired one, and another shopper’s', async () => {
    const { shopper, placed: paid } = await paidOrder()
    const again = (token: string, orderId: string) =>
      send(harness.app, 'POST', '/api/order/pay-again', { orderId }, { token })
    expect(await refused(await again(shopper.token, paid.orderId), 409)).toBe(
      ORDER_MESSAGES.alreadyPaid,
    )
    expect(await refused(await again((await signUp(harness.app)).token, paid.orderId), 404)).toBe(
      ORDER_MESSAGES.orderNotFound,
    )
    const late = await signUp(harness.app)
    const stale = await order(late.token)
    harness.clock.advance(25 * 60 * 60 * 1000)
    await harness.services.orders.reconciler.run()
    expect(await refused(await again(late.token, stale.orderId), 410)).toBe(ORDER_MESSAGES.expired)
    expect((await myOrders(harness.app, late.token))[0]?.paymentStatus).toBe('expired')
  })
})
