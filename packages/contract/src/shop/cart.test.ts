import { describe, expect, it } from 'vitest'
import {
  CART_MESSAGES,
  CartAddRequest,
  CartItem,
  CartMergeRequest,
  CartRemoveRequest,
  CartUpdateRequest,
  cartCount,
  cartLines,
  isLineQuantity,
  MAX_LINE_QUANTITY,
  type Product,
  withAdded,
  withQuantity,
} from '../index.ts'

const product = (id: string, price: number, sizes = ['S', 'M', 'L']): Product => ({
  _id: id,
  name: id,
  description: '',
  price,
  image: [`/images/${id}.svg`],
  category: 'Hoodie',
  sizes,
  bestseller: false,
  date: 0,
})

describe('the quantity rule', () => {
  it('takes whole numbers from 1 to 99 and nothing else', () => {
    for (const ok of [1, 2, 50, MAX_LINE_QUANTITY]) expect(isLineQuantity(ok)).toBe(true)
    for (const bad of [0, -1, 1.5, 100, 1e9, Number.NaN, Number.POSITIVE_INFINITY, '2', null]) {
      expect(isLineQuantity(bad)).toBe(false)
    }
  })

  it.each([[0], [-1], [1.5], [1e9], ['2'], [null]])(
    'is what the schemas apply: %o is refused with the cap in the message',
    (quantity) => {
      const parsed = CartItem.safeParse({ productId: 'p', size: 'M', quantity })
      expect(parsed.error?.issues[0]?.message).toBe('Quantity must be a whole number from 1 to 99')
    },
  )

  it('lets a direct update set 0, which removes the line', () => {
    expect(CartUpdateRequest.safeParse({ productId: 'p', size: 'M', quantity: 0 }).success).toBe(
      true,
    )
    expect(
      CartUpdateRequest.safeParse({ productId: 'p', size: 'M', quantity: -1 }).error?.issues[0]
        ?.message,
    ).toBe(CART_MESSAGES.quantityOrZero)
  })

  it('names a missing product or size', () => {
    expect(CartRemoveRequest.safeParse({ size: 'M' }).error?.issues[0]?.message).toBe(
      'Product id is required',
    )
    expect(CartRemoveRequest.safeParse({ productId: 'p' }).error?.issues[0]?.message).toBe(
      'Size is required',
    )
    expect(CartAddRequest.safeParse({ itemId: ' ', size: 'M' }).success).toBe(false)
  })

  it('takes a guest cart for merging only with its guest id', () => {
    const items = [{ productId: 'p', size: 'M', quantity: 2 }]
    expect(CartMergeRequest.safeParse({ items }).success).toBe(false)
    expect(
      CartMergeRequest.safeParse({ guestId: '5b7f2d8e-3c1a-4e6b-9f00-1a2b3c4d5e6f', items })
        .success,
    ).toBe(true)
  })
})

describe('cart changes', () => {
  it('add, set and remove lines without touching the original, capped at 99', () => {
    const empty = {}
    const one = withAdded(empty, 'hoodie', 'M')
    expect(empty).toEqual({})
    expect(one).toEqual({ hoodie: { M: 1 } })
    expect(withAdded(one, 'hoodie', 'M', 5)).toEqual({ hoodie: { M: 6 } })
    expect(withAdded(one, 'hoodie', 'M', 500)).toEqual({ hoodie: { M: MAX_LINE_QUANTITY } })
    expect(withQuantity(one, 'hoodie', 'L', 2)).toEqual({ hoodie: { M: 1, L: 2 } })
    expect(withQuantity(one, 'hoodie', 'M', 0)).toEqual({})
    expect(cartCount({ hoodie: { M: 1, L: 2 }, tee: { S: 3 } })).toBe(6)
  })

  it('shows only lines whose product and size are still sold', () => {
    const products = [product('hoodie', 28500), product('cap', 9000, ['One size'])]
    const lines = cartLines({ hoodie: { M: 2 }, gone: { M: 1 }, cap: { XL: 1 } }, products)
    expect(lines).toEqual([{ product: products[0], size: 'M', quantity: 2 }])
  })
})
