import { describe, expect, it } from 'vitest'
import { addRefusal, checkoutWaits, lineFlag, lineKey } from './lineStock.ts'

describe('lineFlag (docs/product.md §11.6)', () => {
  it('says nothing of a line whose size has plenty, or enough left', () => {
    expect(lineFlag(3, undefined)).toBeNull()
    expect(lineFlag(2, 2)).toBeNull()
    expect(lineFlag(1, 3)).toBeNull()
  })

  it('lowers a line holding more than is left to what is left', () => {
    expect(lineFlag(3, 1)).toEqual({
      kind: 'lower',
      units: 1,
      message: 'Only 1 left: we have updated your cart',
    })
  })

  it('keeps telling of the lowering until the shopper sets another quantity', () => {
    expect(lineFlag(1, 1, 1)).toEqual({
      kind: 'lowered',
      units: 1,
      message: 'Only 1 left: we have updated your cart',
    })
    // The size has plenty again since: what was done is still what was done.
    expect(lineFlag(2, undefined, 2)?.kind).toBe('lowered')
    expect(lineFlag(1, 3, 2)).toBeNull()
  })

  it('flags a line whose size has none left, however many it holds', () => {
    for (const quantity of [1, 5]) {
      expect(lineFlag(quantity, 0)).toEqual({
        kind: 'soldOut',
        message: 'Sold out: remove it to continue',
      })
    }
    expect(lineFlag(1, 0, 1)?.kind).toBe('soldOut')
  })

  it('lowers again a line raised above what is left after a lowering', () => {
    expect(lineFlag(4, 2, 2)).toMatchObject({ kind: 'lower', units: 2 })
  })
})

describe('checkoutWaits', () => {
  it('waits while a sold-out line is in the cart, not for a lowered one', () => {
    expect(checkoutWaits([null, lineFlag(2, 1), lineFlag(1, 1, 1)])).toBe(false)
    expect(checkoutWaits([null, lineFlag(1, 0)])).toBe(true)
    expect(checkoutWaits([])).toBe(false)
  })
})

describe('addRefusal', () => {
  it('lets one more in while the cart holds less than is left, or the size has plenty', () => {
    expect(addRefusal('M', 0, undefined)).toBeNull()
    expect(addRefusal('M', 40, undefined)).toBeNull()
    expect(addRefusal('M', 1, 2)).toBeNull()
  })

  it('refuses once the cart holds all that is left, saying how many that is', () => {
    expect(addRefusal('M', 2, 2)).toBe('Only 2 left in size M')
    expect(addRefusal('L', 3, 2)).toBe('Only 2 left in size L')
    expect(addRefusal('XL', 0, 0)).toBe('Size XL is sold out')
  })
})

describe('lineKey', () => {
  it('names a product in a size', () => {
    expect(lineKey('indigo-adire-hoodie', 'M')).toBe('indigo-adire-hoodie/M')
  })
})
