// The cart handlers: the account's cart kept per test, changed and refused as the server does.
import { CartResponse, ErrorResponse } from '@adire/contract'
import { describe, expect, it } from 'vitest'
import { fixtureProducts } from '../fixtures/products.ts'
import { base, post, send, useMockServer } from '../testing.ts'
import { MOCK_TOKEN } from './state.ts'

useMockServer()

describe('mock cart', () => {
  it('keeps a cart per test that add, update and remove change', async () => {
    const id = fixtureProducts[0]?._id
    await post('/api/cart/add', { itemId: id, size: 'M' })
    await post('/api/cart/add', { itemId: id, size: 'M' })
    let cart = CartResponse.parse(
      await (await fetch(`${base}/api/cart/get`, { headers: { token: MOCK_TOKEN } })).json(),
    )
    expect(cart.cart.items).toEqual([{ productId: id, size: 'M', quantity: 2 }])
    const removed = await send(
      '/api/cart/remove',
      { productId: id, size: 'M' },
      { method: 'DELETE' },
    )
    cart = CartResponse.parse(await removed.json())
    expect(cart.cart.items).toEqual([])
  })

  it('refuses what the server refuses: unknown products, unsold sizes, bad quantities', async () => {
    const [hoodie] = fixtureProducts
    const add = (body: unknown) => post('/api/cart/items', body)
    const refused = async (res: Response) => ErrorResponse.parse(await res.json()).message
    expect(await refused(await add({ productId: 'nope', size: 'M', quantity: 1 }))).toBe(
      'Product not found',
    )
    expect(await refused(await add({ productId: hoodie?._id, size: 'XXXL', quantity: 1 }))).toBe(
      'This product does not come in size XXXL',
    )
    expect(await refused(await add({ productId: hoodie?._id, size: 'M', quantity: 100 }))).toBe(
      'Quantity must be a whole number from 1 to 99',
    )
  })

  it('merges a guest cart once, however often the hand-over is repeated', async () => {
    const id = fixtureProducts[0]?._id as string
    const body = {
      guestId: '5b7f2d8e-3c1a-4e6b-9f00-1a2b3c4d5e6f',
      items: [{ productId: id, size: 'M', quantity: 2 }],
    }
    await post('/api/cart/add', { itemId: id, size: 'M' })
    for (let i = 0; i < 2; i++) {
      const merged = CartResponse.parse(await (await post('/api/cart/merge', body)).json())
      expect(merged.cartData).toEqual({ [id]: { M: 3 } })
    }
  })

  it('refuses authenticated calls without a token', async () => {
    const res = await fetch(`${base}/api/cart/get`)
    expect(res.status).toBe(401)
  })
})
