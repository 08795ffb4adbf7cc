import { ErrorResponse, USER_ORDERS_PAGE_SIZE, UserOrdersResponse } from '@adire/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { seedCatalogue } from '../seed/seed.ts'
import { openTestDatabase } from '../testing/database.ts'
import { placed } from '../testing/orders.ts'
import { send, signUp } from '../testing/requests.ts'
import { testApp } from '../testing/services.ts'

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>

beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db)
  harness = testApp(database.db)
})
afterAll(() => database.close())

async function page(token: string, before?: string) {
  const query = before ? `?before=${encodeURIComponent(before)}` : ''
  const res = await send(harness.app, 'POST', `/api/order/userorders${query}`, undefined, {
    token,
  })
  return { status: res.status, body: await res.json() }
}

describe("the shopper's order list (finding 8)", () => {
  it('comes a page at a time, newest first, and a new order never shifts the pages', async () => {
    const shopper = await signUp(harness.app)
    const references: string[] = []
    // A few orders per minute, as the per-account limit allows.
    for (let n = 0; n < USER_ORDERS_PAGE_SIZE + 2; n += 1) {
      const order = await placed(harness.app, shopper.token, [
        { id: 'lagos-sun-cap', size: 'One size', quantity: 1 },
      ])
      references.unshift(order.reference)
      harness.clock.advance(2 * 60 * 1000)
    }
    const first = UserOrdersResponse.parse((await page(shopper.token)).body)
    expect(first.orders.map((order) => order.reference)).toEqual(
      references.slice(0, USER_ORDERS_PAGE_SIZE),
    )
    expect(first.nextCursor).toEqual(expect.any(String))

    // Another order arrives while the shopper reads: the next page still starts where the
    // first ended.
    await placed(harness.app, shopper.token, [
      { id: 'lagos-sun-cap', size: 'One size', quantity: 1 },
    ])
    const second = UserOrdersResponse.parse(
      (await page(shopper.token, first.nextCursor ?? undefined)).body,
    )
    expect(second.orders.map((order) => order.reference)).toEqual(
      references.slice(USER_ORDERS_PAGE_SIZE),
    )
    expect(second.nextCursor).toBeNull()
  })

  it('refuses a cursor that is not one, and shows nothing of another shopper', async () => {
    const shopper = await signUp(harness.app)
    const { status, body } = await page(shopper.token, "1' or 1=1 --")
    expect(status).toBe(400)
    expect(ErrorResponse.parse(body).message).toBe('This page of orders does not exist')
    const stranger = await signUp(harness.app)
    await placed(harness.app, stranger.token, [
      { id: 'lagos-sun-cap', size: 'One size', quantity: 1 },
    ])
    expect(UserOrdersResponse.parse((await page(shopper.token)).body)).toEqual({
      success: true,
      orders: [],
      nextCursor: null,
    })
  })
})
