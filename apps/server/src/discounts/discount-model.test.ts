/*
 * Discount codes' uses (docs/product.md §11.14, ADR 042) against a model of them, over random
 * sequences of what shoppers, Paystack and the store team do: carts priced with the code,
 * orders placed with it, paid, declined, paid again, left to expire, cancelled. After every
 * step the store must agree with the model, and its books must hold: a code's uses never pass
 * its limits (in all, per account), each order's discount is counted once at most, and every
 * order's total is its lines less the discount, never below nothing. Runs are repeatable (a
 * fixed seed; DISCOUNT_MODEL_SEED and DISCOUNT_MODEL_RUNS try others, and more).
 */

import { and, eq, inArray } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { discountUses, orders } from '../db/schema.ts'
import { TEST_CARDS } from '../payments/paystack/emulator/emulator.ts'
import { DEFAULT_HOLD_MS } from '../products/stock-holds.ts'
import { seedCatalogue } from '../seed/seed.ts'
import { openTestDatabase } from '../testing/database.ts'
import { cartSummary, payInEmulator, placeOrderWithCode } from '../testing/orders.ts'
import { send, signUp } from '../testing/requests.ts'
import { testApp } from '../testing/services.ts'

const RUNS = Number(process.env.DISCOUNT_MODEL_RUNS ?? 25)
const SEED = Number(process.env.DISCOUNT_MODEL_SEED ?? 20261129)
/** Long enough for any hold to run out. */
const H = DEFAULT_HOLD_MS + 1000
/** The code's limits: two uses in all, one per account, 10% off items of two units or more. */
const MAX_USES = 2
const PER_CUSTOMER = 1
const PERCENT = 10
const SHOPPERS = 4

type Step =
  | { kind: 'price'; shopper: number; units: number }
  | { kind: 'place'; shopper: number; units: number }
  | { kind: 'pay' | 'decline' | 'payAgain' | 'cancel'; order: number }
  | { kind: 'wait'; ms: number }

const shopper = fc.integer({ min: 0, max: SHOPPERS - 1 })
const units = fc.integer({ min: 1, max: 3 })
const step: fc.Arbitrary<Step> = fc.oneof(
  fc.record({ kind: fc.constant('price' as const), shopper, units }),
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('place' as const), shopper, units }) },
  { weight: 3, arbitrary: fc.record({ kind: fc.constant('pay' as const), order: fc.nat() }) },
  fc.record({
    kind: fc.constantFrom('decline' as const, 'payAgain' as const, 'cancel' as const),
    order: fc.nat(),
  }),
  fc.record({ kind: fc.constant('wait' as const), ms: fc.constantFrom(DEFAULT_HOLD_MS / 3, H) }),
)

/**
 * Sequences every run tries first: a payment landing after its hold ran out and the last use
 * went to another (cancelled, refunded), a paid order cancelled (its use back for another), and
 * paying again after the hold ran out with the uses taken (refused, nothing changed).
 */
const EXAMPLES: [Step[]][] = [
  [
    [
      { kind: 'place', shopper: 0, units: 2 },
      { kind: 'wait', ms: H },
      { kind: 'place', shopper: 1, units: 2 },
      { kind: 'place', shopper: 2, units: 3 },
      { kind: 'pay', order: 1 },
      { kind: 'pay', order: 0 },
      { kind: 'pay', order: 2 },
    ],
  ],
  [
    [
      { kind: 'place', shopper: 0, units: 2 },
      { kind: 'pay', order: 0 },
      { kind: 'place', shopper: 0, units: 2 },
      { kind: 'cancel', order: 0 },
      { kind: 'place', shopper: 0, units: 3 },
      { kind: 'pay', order: 1 },
    ],
  ],
  [
    [
      { kind: 'place', shopper: 0, units: 2 },
      { kind: 'decline', order: 0 },
      { kind: 'wait', ms: H },
      { kind: 'place', shopper: 1, units: 2 },
      { kind: 'place', shopper: 2, units: 2 },
      { kind: 'payAgain', order: 0 },
      { kind: 'price', shopper: 3, units: 1 },
    ],
  ],
]

/** An order as the model keeps it. */
interface ModelOrder {
  id: string
  accessCode: string
  shopper: number
  units: number
  state: 'awaiting' | 'paid' | 'cancelled' | 'codeUsedUp'
  /** Its use, while held: when the hold runs out. */
  holdUntil?: number
  /** Whether its use is confirmed (paid, not cancelled). */
  confirmed: boolean
  charged: boolean
}

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>
let admin: Awaited<ReturnType<typeof signUp>>
const shoppers: Awaited<ReturnType<typeof signUp>>[] = []
let product = { id: '', size: '', priceKobo: 0 }
let codes = 0

beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db)
  harness = testApp(database.db, {
    webhookRetrySeconds: [],
    refundSeconds: 0,
    orderLimitPerAccount: 100_000,
  })
  admin = await signUp(harness.app, { name: 'Kemi from Adire' })
  await harness.services.users.makeAdmin(admin.email)
  for (let i = 0; i < SHOPPERS; i += 1) shoppers.push(await signUp(harness.app))
  const { products } = (await (await harness.app.request('/api/products/list')).json()) as {
    products: { _id: string; sizes: string[]; price: number }[]
  }
  // A product whose sizes the store does not count: stock never refuses, so only the code can.
  const chosen = products.find((p) => p.sizes.length > 0 && !Number.isInteger(p.price / 7))
  const first = chosen ?? products[0]
  product = {
    id: first?._id ?? '',
    size: first?.sizes[0] ?? '',
    priceKobo: Math.round((first?.price ?? 0) * 100),
  }
})
afterAll(() => database.close())

const admin$ = (method: string, path: string, body?: unknown) =>
  send(harness.app, method, path, body, { token: admin.token })

/** One sequence, with a code of its own. */
async function run(steps: readonly Step[]) {
  codes += 1
  const code = `MODEL${codes}`
  const created = await admin$('POST', '/api/admin/discounts', {
    code,
    kind: 'percent',
    percent: PERCENT,
    minItems: (2 * product.priceKobo) / 100,
    maxUses: MAX_USES,
    perCustomer: PER_CUSTOMER,
  })
  expect(created.status).toBe(201)
  const discountId = ((await created.json()) as { discount: { id: string } }).discount.id
  const placed: ModelOrder[] = []
  const now = () => harness.clock.now().getTime()
  const counting = (o: ModelOrder) =>
    o.confirmed || (o.holdUntil !== undefined && o.holdUntil > now())
  /** Uses counting now, other than `except`'s: in all, and `shopper`'s. */
  const uses = (shopperIndex: number, except?: ModelOrder) => {
    const others = placed.filter((o) => o !== except && counting(o))
    return { total: others.length, mine: others.filter((o) => o.shopper === shopperIndex).length }
  }
  const fits = (shopperIndex: number, except?: ModelOrder) => {
    const { total, mine } = uses(shopperIndex, except)
    return total < MAX_USES && mine < PER_CUSTOMER
  }
  const lines = (n: number) => [{ id: product.id, size: product.size, quantity: n }]

  for (const action of steps) {
    const order = 'order' in action ? placed[action.order % Math.max(placed.length, 1)] : undefined
    switch (action.kind) {
      case 'price': {
        const summary = await cartSummary(
          harness.app,
          shoppers[action.shopper]?.token,
          lines(action.units),
          code,
        )
        const itemsKobo = product.priceKobo * action.units
        // Uses taken are said before a minimum: adding items would not help.
        if (!fits(action.shopper)) {
          expect(summary.discountRefusal?.reason).toMatch(/^(usedAlready|usedUp)$/)
        } else if (action.units < 2) {
          expect(summary.discountRefusal?.reason).toBe('minimum')
          expect(Math.round(summary.total * 100)).toBe(itemsKobo)
        } else {
          expect(summary.discountRefusal).toBeNull()
          expect(Math.round(summary.total * 100)).toBe(
            itemsKobo - Math.floor((itemsKobo * PERCENT) / 100),
          )
        }
        break
      }
      case 'place': {
        const token = shoppers[action.shopper]?.token ?? ''
        const itemsKobo = product.priceKobo * action.units
        const expected = itemsKobo - Math.floor((itemsKobo * PERCENT) / 100)
        const res = await placeOrderWithCode(
          harness.app,
          token,
          lines(action.units),
          code,
          expected / 100,
        )
        if (action.units < 2 || !fits(action.shopper)) {
          expect(res.status).toBe(409)
          break
        }
        expect(res.status).toBe(201)
        const body = (await res.json()) as { orderId: string; accessCode: string; amount: number }
        // The charge is the lines less the discount: never more, never below nothing.
        expect(body.amount).toBe(expected)
        expect(body.amount).toBeGreaterThan(0)
        placed.push({
          id: body.orderId,
          accessCode: body.accessCode,
          shopper: action.shopper,
          units: action.units,
          state: 'awaiting',
          holdUntil: now() + DEFAULT_HOLD_MS,
          confirmed: false,
          charged: false,
        })
        break
      }
      case 'pay': {
        if (!order || order.charged) break
        await payInEmulator(harness.app, order.accessCode, TEST_CARDS.success)
        await harness.services.background.drain()
        order.charged = true
        if (order.state !== 'awaiting') break
        if (fits(order.shopper, order)) {
          order.state = 'paid'
          order.confirmed = true
        } else {
          order.state = 'codeUsedUp'
        }
        order.holdUntil = undefined
        break
      }
      case 'decline': {
        if (!order || order.charged) break
        await payInEmulator(harness.app, order.accessCode, '4000000000000002')
        break
      }
      case 'payAgain': {
        if (order?.state !== 'awaiting' || order.charged) break
        const res = await send(
          harness.app,
          'POST',
          '/api/order/pay-again',
          { orderId: order.id },
          { token: shoppers[order.shopper]?.token ?? '' },
        )
        if (!fits(order.shopper, order)) {
          // Refused, and its earlier hold stays as it was.
          expect(res.status).toBe(409)
          break
        }
        expect(res.status).toBe(201)
        order.accessCode = ((await res.json()) as { accessCode: string }).accessCode
        order.holdUntil = now() + DEFAULT_HOLD_MS
        break
      }
      case 'cancel': {
        if (!order || (order.state !== 'awaiting' && order.state !== 'paid')) break
        const res = await admin$('PATCH', `/api/admin/orders/${order.id}/status`, {
          status: 'Cancelled',
        })
        expect(res.status).toBe(200)
        await harness.services.background.drain()
        order.state = 'cancelled'
        order.confirmed = false
        order.holdUntil = undefined
        break
      }
      case 'wait':
        harness.clock.advance(action.ms)
        break
    }
    await agrees(discountId, placed, counting)
  }
  // The next run's shoppers start with no hold of this code's.
  harness.clock.advance(H)
}

/** The store as the model says it is, and the code's books holding. */
async function agrees(
  discountId: string,
  placed: readonly ModelOrder[],
  counting: (o: ModelOrder) => boolean,
) {
  const now = harness.clock.now()
  const rows = await database.db
    .select()
    .from(discountUses)
    .where(eq(discountUses.discountId, discountId))
  const live = rows.filter(
    (row) => row.state === 'confirmed' || (row.state === 'held' && row.expiresAt > now),
  )
  // Never beyond the limits, in all or for any account.
  expect(live.length).toBeLessThanOrEqual(MAX_USES)
  const byUser = new Map<string, number>()
  for (const row of live) byUser.set(row.userId, (byUser.get(row.userId) ?? 0) + 1)
  for (const count of byUser.values()) expect(count).toBeLessThanOrEqual(PER_CUSTOMER)
  // The team's figure is the model's.
  const shown = await admin$('GET', `/api/admin/discounts/${discountId}`)
  const figures = ((await shown.json()) as { discount: { uses: number; held: number } }).discount
  expect(figures.uses).toBe(placed.filter((o) => o.confirmed).length)
  expect(figures.uses + figures.held).toBe(placed.filter(counting).length)
  if (placed.length === 0) return
  const stored = await database.db
    .select()
    .from(orders)
    .where(
      inArray(
        orders.id,
        placed.map((o) => o.id),
      ),
    )
  for (const order of placed) {
    const row = stored.find((o) => o.id === order.id)
    const status = {
      awaiting: 'Awaiting payment',
      paid: 'Order Placed',
      cancelled: 'Cancelled',
      codeUsedUp: 'Cancelled',
    }[order.state]
    expect(row?.status).toBe(status)
    expect(row?.codeUsedUp).toBe(order.state === 'codeUsedUp')
    // Its discount counted once at most, and only while the model says it counts.
    const mine = rows.filter(
      (use) =>
        use.orderId === order.id &&
        (use.state === 'confirmed' || (use.state === 'held' && use.expiresAt > now)),
    )
    expect(mine).toHaveLength(counting(order) ? 1 : 0)
    // Its total: the lines less the discount, delivery free in the test store.
    const itemsKobo = product.priceKobo * order.units
    expect(row?.amountKobo).toBe(itemsKobo - (row?.discount?.itemsOffKobo ?? -1))
    expect(row?.discount?.itemsOffKobo).toBe(Math.floor((itemsKobo * PERCENT) / 100))
  }
  const confirmedTwice = await database.db
    .select({ id: discountUses.id })
    .from(discountUses)
    .where(and(eq(discountUses.discountId, discountId), eq(discountUses.state, 'confirmed')))
  expect(new Set(confirmedTwice.map((row) => row.id)).size).toBe(confirmedTwice.length)
}

describe('discount codes, against their model', () => {
  it(`uses: never beyond the limits, each order counted once, totals exact (${RUNS} random runs)`, async () => {
    expect(product.id).not.toBe('')
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 20 }), (steps) => run(steps)),
      { numRuns: RUNS, seed: SEED, endOnFailure: true, examples: EXAMPLES },
    )
  }, 240_000)
})
