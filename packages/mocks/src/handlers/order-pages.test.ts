// My Orders a page at a time: the handlers, and the paging in plain code.
import {
  ErrorResponse,
  type Order,
  USER_ORDERS_PAGE_SIZE,
  UserOrdersResponse,
} from '@adire/contract'
import { describe, expect, it } from 'vitest'
import { fixtureOrderHistory, fixtureOrders } from '../fixtures/shopper-orders.ts'
import { placeOrderBody, post, useMockServer } from '../testing.ts'
import { olderOrdersFailThenWork, pageOfOrders } from './order-pages.ts'
import { orderHandlers } from './orders.ts'

const server = useMockServer()

/** One page of My Orders, as the storefront asks for it. */
async function ordersPage(before?: string) {
  const query = before === undefined ? '' : `?before=${encodeURIComponent(before)}`
  const res = await post(`/api/order/userorders${query}`)
  return { status: res.status, body: await res.json() }
}

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

    expect((await post('/api/order/paystack', placeOrderBody())).status).toBe(201)
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
