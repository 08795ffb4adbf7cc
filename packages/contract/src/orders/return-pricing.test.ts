import { describe, expect, it } from 'vitest'
import {
  leftToReturn,
  requestRefundKobo,
  returnPricingOf,
  underReturnOf,
} from './return-pricing.ts'
import type { OrderReturn } from './returns.ts'

const item = (price: number, quantity: number) => ({ price, quantity })

/** A hoodie (₦28,500) and two tees (₦12,500 each), 10% off the lot, ₦2,000 delivery. */
const order = {
  items: [item(28_500, 1), item(12_500, 2)],
  discount: { code: 'ADIRE10', kind: 'percent', itemsOff: 5_350, deliveryOff: 0, label: '' },
  delivery: { fee: 2_000, zone: 'Lagos', estimate: null },
} as const

describe('a return priced from the order the shopper reads', () => {
  it("refunds a line's share of what was paid after the code", () => {
    const refund = requestRefundKobo(
      order,
      { lines: [{ index: 0, quantity: 1 }], reason: 'tooSmall', way: 'dropOff' },
      0,
    )
    // ₦28,500 less its share of ₦5,350 (28,500 / 53,500 of it, ₦2,850).
    expect(refund).toEqual({
      lines: [2_565_000],
      deliveryKobo: 0,
      feeKobo: 0,
      totalKobo: 2_565_000,
    })
  })

  it('counts only the lines the code took off when the order says which', () => {
    const pricing = returnPricingOf({
      ...order,
      discount: { ...order.discount, itemsOff: 2_500, eligible: [false, true] },
    })
    expect(pricing.eligible).toEqual([false, true])
    expect(pricing.itemsOffKobo).toBe(250_000)
  })

  it('refunds nothing for an exchange, and takes the pickup fee off a refund', () => {
    const refund = requestRefundKobo(
      order,
      {
        lines: [
          { index: 0, quantity: 1, exchangeSize: 'XL' },
          { index: 1, quantity: 1 },
        ],
        reason: 'changedMind',
        way: 'pickup',
      },
      150_000,
    )
    expect(refund.lines).toEqual([1_125_000])
    expect(refund.feeKobo).toBe(150_000)
    expect(refund.totalKobo).toBe(975_000)
  })

  it('gives delivery back when the whole order comes back faulty, and waives the fee', () => {
    const refund = requestRefundKobo(
      order,
      {
        lines: [
          { index: 0, quantity: 1 },
          { index: 1, quantity: 2 },
        ],
        reason: 'faulty',
        way: 'pickup',
      },
      150_000,
    )
    expect(refund).toEqual({
      lines: [2_565_000, 2_250_000],
      deliveryKobo: 200_000,
      feeKobo: 0,
      totalKobo: 5_015_000,
    })
  })

  it('leaves what declined and cancelled returns gave back', () => {
    const ret = (status: OrderReturn['status'], quantity: number) =>
      ({ status, lines: [{ index: 1, quantity }] }) as OrderReturn
    expect(
      leftToReturn({ items: order.items, returns: [ret('declined', 2), ret('closed', 1)] }),
    ).toEqual([1, 1])
  })

  it('holds a line while an open return has it: one open return per line', () => {
    const ret = (status: OrderReturn['status']) =>
      ({ status, lines: [{ index: 1, quantity: 1 }] }) as OrderReturn
    const withOpen = { items: order.items, returns: [ret('closed'), ret('approved')] }
    expect(leftToReturn(withOpen)).toEqual([1, 0])
    expect(underReturnOf(withOpen)).toEqual(new Set([1]))
    expect(leftToReturn({ items: order.items, returns: [ret('cancelled')] })).toEqual([1, 2])
  })
})
