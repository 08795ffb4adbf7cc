import { describe, expect, it } from 'vitest'
import { inSizeOrder } from './size-order.ts'

describe('inSizeOrder', () => {
  it('puts lettered sizes smallest first, then numbers, then words, each once', () => {
    expect(
      inSizeOrder(['One size', 'XL', '38', 'S/M', 'm', 'S', '30', 'XXL', 'L/XL', 'L', 'XL', '9.5']),
    ).toEqual(['S', 'S/M', 'm', 'L', 'L/XL', 'XL', 'XXL', '9.5', '30', '38', 'One size'])
  })
})
