import { ErrorResponse, ORDER_MESSAGES, PlaceOrderResponse } from '@adire/contract'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { seedCatalogue } from '../seed/seed.ts'
import { openTestDatabase } from '../testing/database.ts'
import { TEST_ADDRESS } from '../testing/orders.ts'
import { send, signUp } from '../testing/requests.ts'
import { testApp } from '../testing/services.ts'
import { ORDER_LIMITS } from './limits.ts'

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>
let capPrice = 0

beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db)
  harness = testApp(database.db, { webhookRetrySeconds: [] })
  const { products } = (await (await harness.app.request('/api/products/list')).json()) as {
    products: { _id: string; price: number }[]
  }
  capPrice = products.find((product) => product._id === 'lagos-sun-cap')?.price ?? 0
})
afterAll(() => database.close())

const address = TEST_ADDRESS
const cap = { _id: 'lagos-sun-cap', selectedSize: 'One size', quantity: 1 }

const place = (token: string, change: Record<string, unknown> = {}) =>
  send(
    harness.app,
    'POST',
    '/api/order/paystack',
    { address, amount: capPrice, items: [cap], ...change },
    { token },
  )
const payAgain = (token: string, orderId: string) =>
  send(harness.app, 'POST', '/api/order/pay-again', { orderId }, { token })

/** Orders and the Paystack transactions started for them. */
async function started() {
  const { rows } = (await database.db.execute(
    sql`select (select count(*) from orders)::int as orders, (select count(*) from payment_attempts)::int as attempts`,
  )) as { rows: { orders: number; attempts: number }[] }
  return rows[0]
}

async function refusal(res: Response, status: number) {
  expect(res.status).toBe(status)
  return ErrorResponse.parse(await res.json()).message
}

const { limit, windowMs } = ORDER_LIMITS.paymentsPerAccount

describe('placing orders and paying again', () => {
  it(`is limited to ${limit} in ${windowMs / 60_000} minutes per account, answered 429 with Retry-After`, async () => {
    const shopper = await signUp(harness.app)
    for (let i = 0; i < limit; i++) expect((await place(shopper.token)).status).toBe(201)
    const before = await started()

    const refused = await place(shopper.token)
    expect(await refusal(refused, 429)).toBe(
      'Too many payment attempts. Please try again in 10 minutes.',
    )
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(windowMs / 1000)
    expect(await started()).toEqual(before)

    // Another shopper is not held back by this one.
    expect((await place((await signUp(harness.app)).token)).status).toBe(201)

    harness.clock.advance(windowMs)
    expect((await place(shopper.token)).status).toBe(201)
  })

  it('counts paying again with placing: each starts a Paystack transaction', async () => {
    const shopper = await signUp(harness.app)
    const placed = PlaceOrderResponse.parse(await (await place(shopper.token)).json())
    for (let i = 1; i < limit; i++) {
      expect((await payAgain(shopper.token, placed.orderId)).status).toBe(201)
    }
    const before = await started()
    expect(await refusal(await payAgain(shopper.token, placed.orderId), 429)).toMatch(
      /Too many payment attempts/,
    )
    expect(await refusal(await place(shopper.token), 429)).toMatch(/Too many payment attempts/)
    expect(await started()).toEqual(before)
  })

  it('does not count a request refused for its content, which starts nothing', async () => {
    const shopper = await signUp(harness.app)
    for (let i = 0; i < limit * 2; i++) {
      expect((await place(shopper.token, { items: [] })).status).toBe(400)
    }
    expect((await place(shopper.token)).status).toBe(201)
  })
})

describe("an order's bounds", () => {
  const shopperToken = async () => (await signUp(harness.app)).token

  it.each([
    ['more than 200 lines', { items: Array(201).fill(cap) }, ORDER_MESSAGES.tooManyLines],
    ['no lines', { items: [] }, ORDER_MESSAGES.emptyOrder],
    ['no items at all', { items: undefined }, ORDER_MESSAGES.emptyOrder],
    ['a negative amount', { amount: -1 }, ORDER_MESSAGES.amountInvalid],
    ['an amount that is not a number', { amount: '5000' }, ORDER_MESSAGES.amountInvalid],
    ['no amount', { amount: undefined }, ORDER_MESSAGES.amountRequired],
  ])('refuses %s with 400 and its own message, storing nothing', async (_, change, message) => {
    const token = await shopperToken()
    const before = await started()
    expect(await refusal(await place(token, change), 400)).toBe(message)
    expect(await started()).toEqual(before)
  })

  it('says so in words: at most 200 lines, an amount of 0 or more', () => {
    expect(ORDER_MESSAGES.tooManyLines).toBe('An order can have at most 200 lines')
    expect(ORDER_MESSAGES.amountInvalid).toBe(
      'The order amount must be a number of naira, 0 or more',
    )
  })
})
