import { STOCK_MESSAGES, StockUpdateRequest } from '@adire/contract'
import { describe, expect, it } from 'vitest'
import { changedStock, stockErrorsOf, stockRefusalOf, stockValuesOf } from './stockForm.ts'

const sizes = ['S', 'M', 'L', 'XL']
const stock = { S: 8, M: 2, L: 0 }

describe('the stock panel', () => {
  it('fills each counted size with its units, an uncounted one empty', () => {
    expect(stockValuesOf(sizes, stock)).toEqual({ S: '8', M: '2', L: '0', XL: '' })
  })

  it('sends only the sizes whose units changed, whole numbers as numbers', () => {
    const values = { S: '8', M: ' 5 ', L: '0', XL: '' }
    expect(changedStock(sizes, stock, values)).toEqual({ M: 5 })
    expect(changedStock(sizes, stock, { ...values, S: '008', XL: '3' })).toEqual({ M: 5, XL: 3 })
    expect(changedStock(sizes, stock, stockValuesOf(sizes, stock))).toEqual({})
  })

  it('reads a count as people write it: "1,200" is 1200 (issue 44)', () => {
    expect(changedStock(sizes, stock, { S: '1,200', M: '2', L: '0', XL: '' })).toEqual({ S: 1200 })
    expect(changedStock(sizes, stock, { S: '8', M: '2,000', L: '0', XL: '1e3' })).toEqual({
      M: 2000,
      XL: '1e3',
    })
  })

  it("leaves what is not a whole number as typed, for the contract's check to name", () => {
    const changed = changedStock(sizes, stock, { S: '2.5', M: '', L: '0', XL: 'many' })
    expect(changed).toEqual({ S: '2.5', M: '', XL: 'many' })
    const checked = StockUpdateRequest.safeParse({ stock: changed, reason: '' })
    expect(checked.success).toBe(false)
    expect(stockErrorsOf(checked.error?.issues ?? [])).toEqual({
      reason: STOCK_MESSAGES.reason,
      sizes: {
        S: STOCK_MESSAGES.quantity,
        M: STOCK_MESSAGES.quantity,
        XL: STOCK_MESSAGES.quantity,
      },
    })
  })

  it('says so when nothing changed', () => {
    const checked = StockUpdateRequest.safeParse({ stock: {}, reason: 'counted' })
    expect(stockErrorsOf(checked.error?.issues ?? [])).toEqual({ stock: STOCK_MESSAGES.nothing })
  })

  it("puts the server's refusal at its place: a size taken off at that size", () => {
    expect(stockRefusalOf('stock', STOCK_MESSAGES.unknownSize('XL'), ['M', 'XL'])).toEqual({
      sizes: { XL: STOCK_MESSAGES.unknownSize('XL') },
    })
    expect(stockRefusalOf('stock', STOCK_MESSAGES.quantity, ['M'])).toEqual({
      stock: STOCK_MESSAGES.quantity,
    })
    expect(stockRefusalOf('reason', STOCK_MESSAGES.reason, ['M'])).toEqual({
      reason: STOCK_MESSAGES.reason,
    })
    expect(stockRefusalOf('id', 'No product has this id', ['M'])).toBeUndefined()
    expect(stockRefusalOf(undefined, 'Something went wrong', ['M'])).toBeUndefined()
  })
})
