// The discount codes' handlers: the cart's summary and placing an order with a code, judged and
// priced as the server's orders/pricing.ts does, refused in the shopper's words.
import {
  CartSummaryResponse,
  DISCOUNT_REFUSALS,
  discountRefusalMessage,
  ErrorResponse,
  PlaceOrderResponse,
} from '@adire/contract'
import { describe, expect, it } from 'vitest'
import { fixtureDeliveryRules } from '../fixtures/delivery.ts'
import { MOCK_DISCOUNTS } from '../fixtures/discounts.ts'
import { DEMO_ADDRESS } from '../fixtures/people.ts'
import { myOrders, post, send, useMockServer } from '../testing.ts'
import { state } from './state.ts'

useMockServer()

/** A hoodie (₦28,500) and a tee (₦12,500): ₦41,000 of items. */
const items = [
  { _id: 'indigo-adire-hoodie', selectedSize: 'L', quantity: 1 },
  { _id: 'adire-circles-tee', selectedSize: 'M', quantity: 1 },
]
const tee = [{ _id: 'adire-circles-tee', selectedSize: 'M', quantity: 1 }]

/** The cart's summary, for Ada, or for a guest with `token` ''. */
const summary = async (body: object, token?: string) => {
  const res = await send('/api/cart/summary', body, token === undefined ? {} : { token })
  expect(res.status).toBe(200)
  return CartSummaryResponse.parse(await res.json())
}

describe('mock cart summary', () => {
  it('prices the cart without a code as the server does', async () => {
    state.deliveryRules = fixtureDeliveryRules
    expect(await summary({ items, state: 'Lagos' })).toEqual({
      success: true,
      items: 41_000,
      discount: null,
      discountRefusal: null,
      delivery: { fee: 2_000, zone: 'Lagos', estimate: '1–2 working days' },
      total: 43_000,
    })
  })

  it('takes a percentage off the items, rounded down, whatever case the code is typed in', async () => {
    state.deliveryRules = fixtureDeliveryRules
    const priced = await summary({ items, state: 'Lagos', discountCode: 'adire10' })
    expect(priced.discount).toEqual({
      code: 'ADIRE10',
      kind: 'percent',
      itemsOff: 4_100,
      deliveryOff: 0,
      label: 'ADIRE10 (10% off)',
    })
    expect(priced.total).toBe(41_000 - 4_100 + 2_000)
  })

  it('waives the delivery fee for a free-delivery code', async () => {
    state.deliveryRules = fixtureDeliveryRules
    const priced = await summary({ items: tee, state: 'Lagos', discountCode: 'FREESHIP' })
    expect(priced.discount).toMatchObject({ kind: 'freeDelivery', deliveryOff: 2_000 })
    expect(priced.delivery?.fee).toBe(0)
    expect(priced.total).toBe(12_500)
  })

  it('answers 200 with why each refused code does not apply, in the shopper’s words', async () => {
    const refusals: Record<string, string> = {
      NOPE: discountRefusalMessage({ reason: 'unknown', code: 'NOPE' }),
      EXPIRED: discountRefusalMessage({ reason: 'ended', code: 'EXPIRED' }),
      SOON: discountRefusalMessage({ reason: 'notStarted', code: 'SOON', startsOn: '2026-12-01' }),
      NEWBIE: discountRefusalMessage({ reason: 'newCustomersOnly', code: 'NEWBIE' }),
      HOODIES: discountRefusalMessage({ reason: 'notForTheseItems', code: 'HOODIES' }),
      GONE: discountRefusalMessage({ reason: 'usedUp', code: 'GONE' }),
      USED: discountRefusalMessage({ reason: 'usedAlready', code: 'USED' }),
      ADIRE10: discountRefusalMessage({
        reason: 'minimum',
        code: 'ADIRE10',
        shortKobo: 750_000,
        minItemsKobo: 2_000_000,
      }),
    }
    const reasons = new Set<string>()
    for (const [code, message] of Object.entries(refusals)) {
      const priced = await summary({ items: tee, discountCode: code })
      expect(priced.discountRefusal?.message).toBe(message)
      reasons.add(priced.discountRefusal?.reason ?? '')
      expect(priced.discount).toBeNull()
      expect(priced.total).toBe(12_500)
    }
    // Every reason a signed-in shopper can be given (a guest's is below).
    expect(reasons).toEqual(new Set(DISCOUNT_REFUSALS.filter((r) => r !== 'signIn')))
    expect(refusals.ADIRE10).toBe(
      'Add ₦7,500 more to use ADIRE10: it needs items of ₦20,000 or more.',
    )
  })

  it('asks a guest to log in for a code limited per customer, and lets one use any other', async () => {
    const guest = await summary({ items, discountCode: 'ADIRE10' }, '')
    expect(guest.discountRefusal).toEqual({
      reason: 'signIn',
      message: 'Log in to use ADIRE10: it is limited per customer.',
    })
    expect((await summary({ items, discountCode: 'NAIRA5000' }, '')).discount?.itemsOff).toBe(5_000)
  })

  it('has a code of every kind', () => {
    expect(new Set(MOCK_DISCOUNTS.map((d) => d.kind))).toEqual(
      new Set(['percent', 'amount', 'freeDelivery']),
    )
  })
})

describe('mock place order with a code', () => {
  const body = (discountCode: string | undefined, amount: number) => ({
    address: DEMO_ADDRESS,
    items,
    amount,
    ...(discountCode ? { discountCode } : {}),
  })

  it('charges the discounted total, and the order carries its discount', async () => {
    const res = await post('/api/order/paystack', body('ADIRE10', 36_900))
    expect(res.status).toBe(201)
    expect(PlaceOrderResponse.parse(await res.json()).amount).toBe(3_690_000)
    const [newest] = await myOrders()
    expect(newest?.discount).toEqual({
      code: 'ADIRE10',
      kind: 'percent',
      itemsOff: 4_100,
      deliveryOff: 0,
      label: 'ADIRE10 (10% off)',
    })
    expect(newest?.amount).toBe(36_900)
  })

  it('refuses a code that does not apply with 409 and its words, never dropping it', async () => {
    const res = await post('/api/order/paystack', body('EXPIRED', 41_000))
    expect(res.status).toBe(409)
    expect(ErrorResponse.parse(await res.json()).message).toBe('EXPIRED has ended.')
  })

  it('counts a placed order’s use: a code once per customer is then used already', async () => {
    await post('/api/order/paystack', body('ADIRE10', 36_900))
    const again = await post('/api/order/paystack', body('ADIRE10', 36_900))
    expect(again.status).toBe(409)
    expect(ErrorResponse.parse(await again.json()).message).toBe('You have already used ADIRE10.')
  })

  it('refuses the total without the code when a code is on (the amount is checked)', async () => {
    const res = await post('/api/order/paystack', body('ADIRE10', 41_000))
    expect(res.status).toBe(409)
  })
})
