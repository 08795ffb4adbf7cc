import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { nairaToKobo } from '../shared/money.ts'
import { lagosDayStart } from '../shared/time.ts'
import { type DeliveryRules, NIGERIAN_STATES } from './delivery-rules.ts'
import {
  type DiscountTerms,
  discountDaysRefusal,
  discountRefusalMessage,
  discountShares,
  lineRefundKobo,
  normaliseDiscountCode,
  typedDiscountCode,
} from './discount-rules.ts'
import { DiscountCodeInput, DiscountCreateRequest } from './discounts.ts'
import { priceOrder } from './order-price.ts'

const rules: DeliveryRules = {
  deliveryFee: 0,
  freeDeliveryOver: 100_000,
  deliveryZones: [
    { name: 'Lagos', states: ['Lagos'], fee: 2000, estimate: '1–2 working days' },
    {
      name: 'Elsewhere',
      states: NIGERIAN_STATES.filter((state) => state !== 'Lagos'),
      fee: 4500,
      estimate: '3–5 working days',
    },
  ],
}

const line = (
  naira: number,
  quantity = 1,
  more: { productId?: string; category?: string } = {},
) => ({
  priceKobo: nairaToKobo(naira),
  quantity,
  ...more,
})
const ADIRE10: DiscountTerms = {
  code: 'ADIRE10',
  kind: 'percent',
  percent: 10,
  minItemsKobo: 2_000_000,
}

describe('a code priced on an order', () => {
  it('takes a percentage of the items, rounded down to the kobo, then adds delivery', () => {
    const price = priceOrder({
      lines: [line(12_345.67), line(9_999.99)],
      delivery: rules,
      state: 'Kano',
      discount: ADIRE10,
    })
    // 22,345.66 naira is 2,234,566 kobo; 10% is 223,456.6, rounded down to 223,456.
    expect(price.discount).toMatchObject({ itemsOffKobo: 223_456, deliveryOffKobo: 0 })
    expect(price.totalKobo).toBe(2_234_566 - 223_456 + 450_000)
    expect(price.discountRefusal).toBeUndefined()
  })

  it('says how much more the items need below its minimum, and takes nothing off', () => {
    const price = priceOrder({ lines: [line(15_000)], discount: ADIRE10 })
    expect(price.discount).toBeUndefined()
    expect(price.totalKobo).toBe(1_500_000)
    expect(price.discountRefusal).toMatchObject({ reason: 'minimum', shortKobo: 500_000 })
    expect(discountRefusalMessage(price.discountRefusal ?? { reason: 'unknown', code: '' })).toBe(
      'Add ₦5,000 more to use ADIRE10: it needs items of ₦20,000 or more.',
    )
  })

  it('never takes an order below ₦0, nor delivery below ₦0', () => {
    const price = priceOrder({
      lines: [line(3_000)],
      delivery: rules,
      state: 'Lagos',
      discount: { code: 'BIG', kind: 'amount', amountKobo: nairaToKobo(10_000) },
    })
    expect(price.discount?.itemsOffKobo).toBe(300_000)
    expect(price.deliveryKobo).toBe(200_000)
    expect(price.totalKobo).toBe(200_000)
  })

  it('waives the zone’s fee for a free-delivery code, and says what it waived', () => {
    const price = priceOrder({
      lines: [line(20_000)],
      delivery: rules,
      state: 'Kano',
      discount: { code: 'FREESHIP', kind: 'freeDelivery' },
    })
    expect(price).toMatchObject({ deliveryKobo: 0, totalKobo: 2_000_000 })
    expect(price.discount).toMatchObject({ itemsOffKobo: 0, deliveryOffKobo: 450_000 })
  })

  it('judges free delivery over the store’s amount on the items after the discount', () => {
    const price = priceOrder({
      lines: [line(105_000)],
      delivery: rules,
      state: 'Lagos',
      discount: { code: 'ADIRE10', kind: 'percent', percent: 10 },
    })
    // ₦94,500 after 10% off: under ₦100,000, so Lagos's fee applies.
    expect(price.deliveryKobo).toBe(200_000)
    expect(price.totalKobo).toBe(9_450_000 + 200_000)
  })

  it('applies only to the departments or products it names', () => {
    const terms: DiscountTerms = {
      code: 'HOODIES',
      kind: 'percent',
      percent: 50,
      departments: ['Hoodies'],
    }
    const hoodie = line(20_000, 1, { productId: 'p1', category: 'Hoodies' })
    const cap = line(8_000, 1, { productId: 'p2', category: 'Headwear' })
    expect(priceOrder({ lines: [hoodie, cap], discount: terms }).discount?.itemsOffKobo).toBe(
      1_000_000,
    )
    expect(priceOrder({ lines: [cap], discount: terms }).discountRefusal?.reason).toBe(
      'notForTheseItems',
    )
    const byProduct = { ...terms, departments: [], productIds: ['p2'] }
    expect(priceOrder({ lines: [hoodie, cap], discount: byProduct }).discount?.itemsOffKobo).toBe(
      400_000,
    )
  })
})

describe('a discounted line refunded', () => {
  it('shares the discount so the shares add up exactly, in proportion to each line', () => {
    const lines = [line(10_000), line(3_333.33, 3), line(1)]
    const shares = discountShares(lines, [true, true, true], 100_001)
    expect(shares.reduce((sum, kobo) => sum + kobo, 0)).toBe(100_001)
    expect(shares[0]).toBeGreaterThan(shares[2] ?? 0)
  })

  it('refunds what a line was paid, never more, for any order and discount', () => {
    const lineArb = fc.record({
      priceKobo: fc.integer({ min: 1, max: 5_000_000 }),
      quantity: fc.integer({ min: 1, max: 99 }),
    })
    fc.assert(
      fc.property(
        fc.array(fc.tuple(lineArb, fc.boolean()), { minLength: 1, maxLength: 8 }),
        fc.integer({ min: 0, max: 100 }),
        (pairs, percent) => {
          const lines = pairs.map(([priced]) => priced)
          const eligible = pairs.map(([, applies]) => applies)
          const eligibleKobo = lines.reduce(
            (sum, l, i) => sum + (eligible[i] ? l.priceKobo * l.quantity : 0),
            0,
          )
          const off = Math.floor((eligibleKobo * percent) / 100)
          const shares = discountShares(lines, eligible, off)
          expect(shares.reduce((sum, kobo) => sum + kobo, 0)).toBe(eligibleKobo === 0 ? 0 : off)
          let refunded = 0
          for (const [index, l] of lines.entries()) {
            const whole = lineRefundKobo(lines, eligible, off, index, l.quantity)
            expect(whole).toBe(l.priceKobo * l.quantity - (shares[index] ?? 0))
            expect(lineRefundKobo(lines, eligible, off, index, 1)).toBeLessThanOrEqual(whole)
            refunded += whole
          }
          // Every line returned gives back exactly what the items were paid.
          const itemsKobo = lines.reduce((sum, l) => sum + l.priceKobo * l.quantity, 0)
          expect(refunded).toBe(itemsKobo - (eligibleKobo === 0 ? 0 : off))
        },
      ),
    )
  })
})

describe('a code’s days and name', () => {
  it('runs from the start of its first Lagos day to the end of its last', () => {
    const days = { startsOn: '2026-12-01', endsOn: '2026-12-03' }
    const start = lagosDayStart('2026-12-01')
    expect(discountDaysRefusal('X', days, start - 1)?.reason).toBe('notStarted')
    expect(discountDaysRefusal('X', days, start)).toBeUndefined()
    // 23:59 in Lagos on the 3rd is still in; midnight is not.
    expect(discountDaysRefusal('X', days, lagosDayStart('2026-12-04') - 60_000)).toBeUndefined()
    expect(discountDaysRefusal('X', days, lagosDayStart('2026-12-04'))?.reason).toBe('ended')
  })

  it('matches a code whatever its case, and refuses anything but letters and digits', () => {
    expect(normaliseDiscountCode('  adire10 ')).toBe('ADIRE10')
    expect(DiscountCodeInput.parse(' adire10')).toBe('ADIRE10')
    expect(DiscountCodeInput.safeParse('ADIRE-10').success).toBe(false)
    expect(DiscountCodeInput.safeParse('AB').success).toBe(false)
    // The field's check without zod accepts exactly what the schema does.
    for (const typed of [' adire10', 'ADIRE-10', 'AB', 'ABC', 'x'.repeat(20), 'x'.repeat(21), '']) {
      const parsed = DiscountCodeInput.safeParse(typed)
      expect(typedDiscountCode(typed)).toBe(parsed.success ? parsed.data : undefined)
    }
  })

  it('asks for the figure its kind needs, and days in order', () => {
    const refused = DiscountCreateRequest.safeParse({
      code: 'X10',
      kind: 'percent',
      startsOn: '2026-12-05',
      endsOn: '2026-12-01',
    })
    expect(refused.success).toBe(false)
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'A percentage is a whole number from 1 to 100',
      'The last day must be on or after the first',
    ])
    expect(
      DiscountCreateRequest.parse({
        code: 'ADIRE10',
        kind: 'percent',
        percent: '10',
        minItems: '20,000',
      }),
    ).toMatchObject({
      percent: 10,
      minItems: 20_000,
    })
  })
})
