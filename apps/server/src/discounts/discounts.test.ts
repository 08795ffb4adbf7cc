import {
  AdminDiscountResponse,
  AdminDiscountsResponse,
  DISCOUNT_ADMIN_MESSAGES,
  ErrorResponse,
  lagosDay,
  ORDER_MESSAGES,
  OrderDetailsResponse,
  VERIFY_ANSWERS,
} from '@adire/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { orders, refunds } from '../db/schema.ts'
import { DEFAULT_HOLD_MS } from '../products/stock-holds.ts'
import { seedCatalogue } from '../seed/seed.ts'
import { openTestDatabase } from '../testing/database.ts'
import {
  cartSummary,
  type Line,
  payInEmulator,
  placeOrderWithCode,
  verifyPayment,
} from '../testing/orders.ts'
import { send, signUp } from '../testing/requests.ts'
import { testApp } from '../testing/services.ts'

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>
let admin: Awaited<ReturnType<typeof signUp>>
/** A launch-range product: its id, a size, its price (naira) and department. */
let product = { id: '', size: '', price: 0, category: '' }
let other = { id: '', size: '', price: 0, category: '' }

beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db)
  harness = testApp(database.db, { webhookRetrySeconds: [], refundSeconds: 0 })
  admin = await signUp(harness.app, { name: 'Kemi from Adire' })
  await harness.services.users.makeAdmin(admin.email)
  const { products } = (await (await harness.app.request('/api/products/list')).json()) as {
    products: { _id: string; sizes: string[]; price: number; category: string }[]
  }
  const pick = (p: (typeof products)[number]) => ({
    id: p._id,
    size: p.sizes[0] ?? '',
    price: p.price,
    category: p.category,
  })
  const first = products.find((p) => p.price >= 12_000) ?? products[0]
  const second = products.find((p) => p.category !== first?.category)
  if (!first || !second) throw new Error('The launch range has two departments')
  product = pick(first)
  other = pick(second)
})
afterAll(() => database.close())

const admin$ = (method: string, path: string, body?: unknown) =>
  send(harness.app, method, path, body, { token: admin.token })
const settle = () => harness.services.background.drain()
const lines = (quantity: number, of = product): Line[] => [{ id: of.id, size: of.size, quantity }]

async function makeCode(body: Record<string, unknown>) {
  const res = await admin$('POST', '/api/admin/discounts', body)
  expect(res.status).toBe(201)
  return AdminDiscountResponse.parse(await res.json()).discount
}

async function codeNamed(id: string) {
  return AdminDiscountResponse.parse(
    await (await admin$('GET', `/api/admin/discounts/${id}`)).json(),
  )
}

async function refusal(res: Response) {
  return ErrorResponse.parse(await res.json()).message
}

describe('a code from the team to the shopper (ADIRE10: 10% off, ₦20,000 minimum, once each)', () => {
  it('tells how much more, takes 10% off through Paystack, refuses a second use, and comes back on cancelling', async () => {
    const made = await makeCode({
      code: 'adire10',
      kind: 'percent',
      percent: 10,
      minItems: '20,000',
    })
    expect(made).toMatchObject({ code: 'ADIRE10', perCustomer: 1, state: 'active', uses: 0 })
    const aisha = await signUp(harness.app)
    const below = Math.max(1, Math.floor(19_999 / product.price))
    const small = await cartSummary(harness.app, aisha.token, lines(below), 'Adire10')
    const short = 20_000 - product.price * below
    if (short > 0) {
      expect(small.discountRefusal?.reason).toBe('minimum')
      expect(small.discountRefusal?.message).toContain(`more to use ADIRE10`)
      expect(small.total).toBe(product.price * below)
    }
    const units = Math.ceil(20_000 / product.price)
    const items = product.price * units
    const priced = await cartSummary(harness.app, aisha.token, lines(units), 'adire10')
    expect(priced.discount).toMatchObject({ code: 'ADIRE10', label: 'ADIRE10 (10% off)' })
    expect(priced.discount?.itemsOff).toBe(Math.floor(items * 10) / 100)
    expect(priced.total).toBe(items - (priced.discount?.itemsOff ?? 0))

    // A figure other than the summary's is refused: the server prices the order itself.
    const wrong = await placeOrderWithCode(harness.app, aisha.token, lines(units), 'ADIRE10', items)
    expect(wrong.status).toBe(409)
    expect(await refusal(wrong)).toBe(ORDER_MESSAGES.amountChanged)

    const res = await placeOrderWithCode(harness.app, aisha.token, lines(units), 'ADIRE10')
    expect(res.status).toBe(201)
    const order = (await res.json()) as {
      orderId: string
      reference: string
      accessCode: string
      amount: number
    }
    // Paystack is asked for the discounted amount, in kobo.
    expect(order.amount).toBe(Math.round(priced.total * 100))
    await payInEmulator(harness.app, order.accessCode)
    await settle()
    expect((await verifyPayment(harness.app, aisha.token, order.reference)).body.success).toBe(true)
    const details = OrderDetailsResponse.parse(
      await (
        await send(harness.app, 'GET', `/api/order/details/${order.reference}`, undefined, {
          token: aisha.token,
        })
      ).json(),
    ).order
    expect(details.amount).toBe(priced.total)
    expect(details.discount).toEqual(priced.discount)
    // The shopper's confirmation e-mail shows the discount.
    const mail = harness.mailer.sent.find(
      (sent) => sent.to === aisha.email && /ADIRE10/.test(sent.text),
    )
    expect(mail?.text).toContain('ADIRE10 (10% off)')

    const again = await placeOrderWithCode(
      harness.app,
      aisha.token,
      lines(units),
      'ADIRE10',
      priced.total,
    )
    expect(again.status).toBe(409)
    expect(await refusal(again)).toBe('You have already used ADIRE10.')
    const used = (await codeNamed(made.id)).discount
    expect(used).toMatchObject({
      uses: 1,
      held: 0,
      givenAway: priced.discount?.itemsOff,
      sales: priced.total,
    })

    const cancelled = await admin$('PATCH', `/api/admin/orders/${order.orderId}/status`, {
      status: 'Cancelled',
    })
    expect(cancelled.status).toBe(200)
    await settle()
    expect((await codeNamed(made.id)).discount.uses).toBe(0)
    const back = await placeOrderWithCode(harness.app, aisha.token, lines(units), 'ADIRE10')
    expect(back.status).toBe(201)
  })
})

describe('why a code does not apply, in the shopper’s words', () => {
  it('says so for an unknown, ended, paused, early, first-order-only or other-department code, and asks a guest to log in', async () => {
    const today = lagosDay(harness.clock.now().getTime())
    const tomorrow = lagosDay(harness.clock.now().getTime() + 86_400_000)
    await makeCode({ code: 'SOON1', kind: 'amount', amount: 1000, startsOn: tomorrow })
    const paused = await makeCode({ code: 'PAUSE1', kind: 'amount', amount: 1000 })
    await admin$('PATCH', `/api/admin/discounts/${paused.id}`, { paused: true })
    const ended = await makeCode({ code: 'ENDED1', kind: 'amount', amount: 1000, endsOn: today })
    await admin$('POST', `/api/admin/discounts/${ended.id}/end`)
    await makeCode({ code: 'FIRST1', kind: 'percent', percent: 20, newCustomersOnly: true })
    await makeCode({ code: 'DEPT1', kind: 'percent', percent: 20, departments: [other.category] })
    await makeCode({ code: 'ANYONE1', kind: 'amount', amount: 500, perCustomer: null })

    const shopper = await signUp(harness.app)
    const toGuest = async (code: string) =>
      (await cartSummary(harness.app, undefined, lines(1), code)).discountRefusal?.message
    const said = async (code: string) =>
      (await cartSummary(harness.app, shopper.token, lines(1), code)).discountRefusal?.message
    expect(await said('NOPE123')).toBe('We don’t know the code NOPE123. Check it and try again.')
    expect(await said('soon1')).toBe(`SOON1 starts on ${tomorrow}.`)
    expect(await said('PAUSE1')).toBe('PAUSE1 has ended.')
    expect(await said('ENDED1')).toBe('ENDED1 has ended.')
    expect(await said('DEPT1')).toBe('DEPT1 does not apply to the items in your cart.')
    expect(await said('FIRST1')).toBeUndefined()
    expect(await toGuest('FIRST1')).toBe('Log in to use FIRST1: it is limited per customer.')
    // A code for anyone, any number of times, prices a guest's cart too.
    const guest = await cartSummary(harness.app, undefined, lines(1), 'ANYONE1')
    expect(guest.discount?.itemsOff).toBe(500)

    // A shopper with a paid order is no longer a new customer.
    const placed = await placeOrderWithCode(harness.app, shopper.token, lines(1), 'ANYONE1')
    const body = (await placed.json()) as { accessCode: string }
    await payInEmulator(harness.app, body.accessCode)
    await settle()
    expect(await said('FIRST1')).toBe('FIRST1 is for a first order only.')
    const refused = await placeOrderWithCode(
      harness.app,
      shopper.token,
      lines(1),
      'FIRST1',
      product.price,
    )
    expect(refused.status).toBe(409)
    expect(await refusal(refused)).toBe('FIRST1 is for a first order only.')
  })
})

describe('a code’s last use', () => {
  it('is held while the first shopper pays: the next is told all uses are taken until the hold runs out', async () => {
    const code = await makeCode({ code: 'ONLY1', kind: 'amount', amount: 2000, maxUses: 1 })
    const [a, b] = [await signUp(harness.app), await signUp(harness.app)]
    const first = await placeOrderWithCode(harness.app, a.token, lines(1), 'ONLY1')
    expect(first.status).toBe(201)
    const late = (await first.json()) as { orderId: string; reference: string; accessCode: string }
    const before = (await database.db.select().from(orders)).length
    const refused = await placeOrderWithCode(
      harness.app,
      b.token,
      lines(1),
      'ONLY1',
      product.price - 2000,
    )
    expect(refused.status).toBe(409)
    expect(await refusal(refused)).toBe('All uses of ONLY1 have been taken.')
    // Refused before any order or payment window.
    expect(await database.db.select().from(orders)).toHaveLength(before)
    expect((await codeNamed(code.id)).discount).toMatchObject({ uses: 0, held: 1 })

    // A's window closes unpaid: the use is free again, and B takes it.
    harness.clock.advance(DEFAULT_HOLD_MS + 1000)
    expect(
      (await harness.services.orders.reconciler.run()).codeUsesReleased,
    ).toBeGreaterThanOrEqual(1)
    const second = await placeOrderWithCode(harness.app, b.token, lines(1), 'ONLY1')
    expect(second.status).toBe(201)
    const paid = (await second.json()) as { accessCode: string }
    await payInEmulator(harness.app, paid.accessCode)
    await settle()

    // A pays again: refused, the use is gone. A payment from A's old window is refunded.
    const again = await send(
      harness.app,
      'POST',
      '/api/order/pay-again',
      { orderId: late.orderId },
      { token: a.token },
    )
    expect(again.status).toBe(409)
    expect(await refusal(again)).toBe('All uses of ONLY1 have been taken.')
    await payInEmulator(harness.app, late.accessCode)
    await settle()
    const answer = await verifyPayment(harness.app, a.token, late.reference)
    expect(answer.body.message).toBe(VERIFY_ANSWERS['code used up'].message)
    const [row] = await database.db.select().from(orders).where(eq(orders.id, late.orderId))
    expect(row).toMatchObject({ status: 'Cancelled', codeUsedUp: true, paymentStatus: 'paid' })
    const [refund] = await database.db
      .select()
      .from(refunds)
      .where(eq(refunds.orderId, late.orderId))
    expect(refund?.reason).toBe('code used up')
    expect((await codeNamed(code.id)).discount).toMatchObject({ uses: 1, held: 0 })
  })
})

describe('the team’s codes', () => {
  it('keeps a used code’s kind and amount, deletes only unused codes, and records who changed what', async () => {
    const code = await makeCode({ code: 'TEAM10', kind: 'percent', percent: 10 })
    const taken = await admin$('POST', '/api/admin/discounts', {
      code: 'team10',
      kind: 'freeDelivery',
    })
    expect(taken.status).toBe(409)
    expect(await refusal(taken)).toBe(DISCOUNT_ADMIN_MESSAGES.codeTaken)
    const unknown = await admin$('POST', '/api/admin/discounts', {
      code: 'DEPTX',
      kind: 'freeDelivery',
      departments: ['Kaftans'],
    })
    expect(unknown.status).toBe(400)
    expect(await refusal(unknown)).toBe(DISCOUNT_ADMIN_MESSAGES.department)

    // Unused: its percentage may change.
    expect((await admin$('PATCH', `/api/admin/discounts/${code.id}`, { percent: 15 })).status).toBe(
      200,
    )
    const shopper = await signUp(harness.app)
    expect((await placeOrderWithCode(harness.app, shopper.token, lines(1), 'TEAM10')).status).toBe(
      201,
    )
    // Used (even only held): its kind and figure stay, its other terms may change.
    const locked = await admin$('PATCH', `/api/admin/discounts/${code.id}`, { percent: 20 })
    expect(locked.status).toBe(409)
    expect(await refusal(locked)).toBe(DISCOUNT_ADMIN_MESSAGES.usedTerms)
    expect((await admin$('PATCH', `/api/admin/discounts/${code.id}`, { maxUses: 50 })).status).toBe(
      200,
    )
    const notDeleted = await admin$('DELETE', `/api/admin/discounts/${code.id}`)
    expect(notDeleted.status).toBe(409)
    expect(await refusal(notDeleted)).toBe(DISCOUNT_ADMIN_MESSAGES.usedDelete)
    const ended = await admin$('POST', `/api/admin/discounts/${code.id}/end`)
    expect(AdminDiscountResponse.parse(await ended.json()).discount.state).toBe('ended')
    const history = (await codeNamed(code.id)).changes
    expect(history.map((change) => change.what)).toEqual([
      'ended',
      'uses none → 50',
      'percent 10 → 15',
      'created',
    ])
    expect(history.every((change) => change.by === admin.email)).toBe(true)

    const spare = await makeCode({ code: 'SPARE1', kind: 'freeDelivery' })
    const deleted = await admin$('DELETE', `/api/admin/discounts/${spare.id}`)
    expect(deleted.status).toBe(200)
    const left = AdminDiscountsResponse.parse(await deleted.json()).discounts
    expect(left.map((discount) => discount.code)).not.toContain('SPARE1')
    expect((await admin$('GET', `/api/admin/discounts/${spare.id}`)).status).toBe(404)
  })

  it('keeps the calls to the store team', async () => {
    const shopper = await signUp(harness.app)
    const res = await send(harness.app, 'GET', '/api/admin/discounts', undefined, {
      token: shopper.token,
    })
    expect(res.status).toBe(403)
  })
})
