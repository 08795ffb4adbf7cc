import { describe, expect, it } from 'vitest'
import { newPaidOrder } from './newOrders.ts'

const order = (reference: string, orderNumber: number, at: number) => ({
  reference,
  orderNumber,
  at,
})

describe('newPaidOrder', () => {
  it('announces nothing on the first answer: those orders were there before the page opened', () => {
    expect(newPaidOrder(undefined, order('ADR-1', 1001, 100))).toBeNull()
  })

  it('announces an order paid after the newest one seen', () => {
    expect(newPaidOrder(order('ADR-1', 1001, 100), order('ADR-2', 1002, 200))).toEqual(
      order('ADR-2', 1002, 200),
    )
  })

  it("announces a store's first order", () => {
    expect(newPaidOrder(null, order('ADR-1', 1001, 100))).toEqual(order('ADR-1', 1001, 100))
  })

  it('announces nothing when the newest is still the one seen, or there is none', () => {
    expect(newPaidOrder(order('ADR-1', 1001, 100), order('ADR-1', 1001, 100))).toBeNull()
    expect(newPaidOrder(null, null)).toBeNull()
    // An older payment confirmed late is not the newest: the counts never go back, but if they
    // did, nothing is announced.
    expect(newPaidOrder(order('ADR-2', 1002, 200), order('ADR-1', 1001, 100))).toBeNull()
  })

  it('tells two orders paid in the same millisecond apart by their number', () => {
    expect(newPaidOrder(order('ADR-1', 1001, 100), order('ADR-3', 1003, 100))).toEqual(
      order('ADR-3', 1003, 100),
    )
  })
})
