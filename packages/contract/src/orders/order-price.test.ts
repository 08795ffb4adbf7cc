import { describe, expect, it } from 'vitest'
import { formatNaira, MAX_ORDER_AMOUNT, nairaToKobo, pricedCartLines } from '../shared/money.ts'
import { type DeliveryRules, flatDelivery, NIGERIAN_STATES } from './delivery-rules.ts'
import { priceOrder, toCharge } from './order-price.ts'
import { orderRefusalAnswer } from './order-refusals.ts'
import { ORDER_MESSAGES } from './order-rules.ts'

const rules: DeliveryRules = {
  deliveryFee: 1500,
  freeDeliveryOver: 50_000,
  deliveryZones: [
    { name: 'Lagos', states: ['Lagos'], fee: 2000, estimate: '1–2 working days' },
    {
      name: 'Elsewhere',
      states: NIGERIAN_STATES.filter((state) => state !== 'Lagos'),
      fee: 5000.5,
      estimate: '3–5 working days',
    },
  ],
}

/** One line of `quantity` at `naira` each. */
const line = (naira: number, quantity = 1) => ({ priceKobo: nairaToKobo(naira), quantity })

describe('priceOrder', () => {
  it('adds naira with kobo in whole kobo, with no floating-point drift', () => {
    const lines = pricedCartLines([
      { product: { price: 0.1 }, quantity: 3 },
      { product: { price: 28500 }, quantity: 2 },
    ])
    const price = priceOrder({ lines, delivery: flatDelivery(2500) })
    expect(price).toMatchObject({ itemsKobo: 5_700_030, deliveryKobo: 250_000 })
    expect(price.totalKobo).toBe(5_950_030)
    expect(formatNaira(price.totalKobo / 100)).toBe('₦59,500.30')
    // 0.1 + 0.2 in naira is 0.30000000000000004: in kobo it is 30.
    expect(priceOrder({ lines: [line(0.1), line(0.2)] }).totalKobo).toBe(30)
  })

  it("quotes delivery to the state's zone, on the items' worth", () => {
    const price = priceOrder({ lines: [line(12_000)], delivery: rules, state: 'Kano' })
    expect(price.delivery).toMatchObject({ fee: 5000.5, zone: 'Elsewhere', free: false })
    expect(price.deliveryKobo).toBe(500_050)
    expect(price.totalKobo).toBe(1_700_050)
  })

  it('delivers free from the free-delivery amount, not a kobo below it', () => {
    const free = priceOrder({ lines: [line(25_000, 2)], delivery: rules, state: 'Kano' })
    expect(free.delivery).toMatchObject({ fee: 0, free: true })
    expect(free.totalKobo).toBe(5_000_000)
    const short = priceOrder({ lines: [line(49_999.99)], delivery: rules, state: 'Kano' })
    expect(short.delivery?.free).toBe(false)
    expect(short.totalKobo).toBe(4_999_999 + 500_050)
  })

  it('adds no fee while it waits on a state, or for one no zone lists', () => {
    for (const state of [undefined, 'Atlantis']) {
      const price = priceOrder({ lines: [line(12_000)], delivery: rules, state })
      expect(price).toMatchObject({ delivery: undefined, deliveryKobo: 0, totalKobo: 1_200_000 })
    }
  })

  it('is 0 when there is nothing to pay for, whatever delivery costs', () => {
    expect(priceOrder({ lines: [], delivery: flatDelivery(2500) })).toMatchObject({
      itemsKobo: 0,
      deliveryKobo: 0,
      totalKobo: 0,
      tooLarge: false,
    })
  })

  it(`is too large above ${formatNaira(MAX_ORDER_AMOUNT)}, delivery included, not at it`, () => {
    const at = priceOrder({ lines: [line(MAX_ORDER_AMOUNT - 1500)], delivery: flatDelivery(1500) })
    expect(at).toMatchObject({ totalKobo: nairaToKobo(MAX_ORDER_AMOUNT), tooLarge: false })
    const above = priceOrder({
      lines: [line(MAX_ORDER_AMOUNT - 1500)],
      delivery: flatDelivery(1500.01),
    })
    expect(above.tooLarge).toBe(true)
  })
})

describe('toCharge', () => {
  const price = priceOrder({ lines: [line(12_000)], delivery: rules, state: 'Lagos' })

  it('charges the total the shopper was shown, with its delivery', () => {
    expect(toCharge(price, 14_000)).toEqual({ ...price, delivery: price.delivery })
  })

  it('refuses, in this order: no zone, another amount, past the limit', () => {
    const nowhere = priceOrder({ lines: [line(12_000)], delivery: rules, state: 'Atlantis' })
    expect(toCharge(nowhere, 0)).toBe('noDeliveryZone')
    const huge = priceOrder({
      lines: [line(MAX_ORDER_AMOUNT + 1)],
      delivery: rules,
      state: 'Lagos',
    })
    expect(toCharge(huge, 14_000)).toBe('amountChanged')
    expect(toCharge(huge, MAX_ORDER_AMOUNT + 1)).toBe('orderTooLarge')
    expect(toCharge(price, 14_000.01)).toBe('amountChanged')
  })

  it('answers each refusal as the server does', () => {
    expect(orderRefusalAnswer('amountChanged')).toEqual({
      status: 409,
      message: ORDER_MESSAGES.amountChanged,
    })
    expect(orderRefusalAnswer('orderTooLarge')).toEqual({
      status: 400,
      message: ORDER_MESSAGES.orderTooLarge,
    })
    expect(orderRefusalAnswer('noDeliveryZone', { state: 'Atlantis' })).toEqual({
      status: 400,
      message: 'We do not deliver to Atlantis yet. Choose one of Nigeria’s states.',
    })
  })
})
