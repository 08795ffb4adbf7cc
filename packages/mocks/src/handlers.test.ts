import {
  CartResponse,
  ErrorResponse,
  PlaceOrderResponse,
  ProductListResponse,
  UserOrdersResponse,
} from '@adire/contract'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_USER, fixtureProducts } from './fixtures.ts'
import { productHandlers, resetMockCart } from './handlers.ts'
import { server } from './node.ts'

const base = 'http://store.test'
const json = (body: unknown) => ({
  method: 'POST',
  headers: { 'Content-Type': 'application/json', token: 'mock-token' },
  body: JSON.stringify(body),
})

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => {
  server.resetHandlers()
  resetMockCart()
})
afterAll(() => server.close())

describe('mock API', () => {
  it('serves fixture products that satisfy the contract', async () => {
    const body = ProductListResponse.parse(await (await fetch(`${base}/api/products/list`)).json())
    expect(body.products).toEqual(fixtureProducts)
    expect(new Set(body.products.map((p) => p.category)).size).toBe(8)
  })

  it('has named variants for empty and failing lists', async () => {
    server.use(productHandlers.empty)
    expect((await (await fetch(`${base}/api/products/list`)).json()).products).toEqual([])
    server.use(productHandlers.error)
    const res = await fetch(`${base}/api/products/list`)
    expect(res.status).toBe(500)
    expect(ErrorResponse.parse(await res.json()).message).toBe('Failed to fetch products')
  })

  it('logs in the demo user and refuses a wrong password', async () => {
    const ok = await fetch(`${base}/api/users/login`, json(DEMO_USER))
    expect((await ok.json()).token).toBeTruthy()
    const bad = await fetch(`${base}/api/users/login`, json({ ...DEMO_USER, password: 'wrong' }))
    expect(bad.status).toBe(401)
  })

  it('keeps a cart per test that add, update and remove change', async () => {
    const id = fixtureProducts[0]?._id
    await fetch(`${base}/api/cart/add`, json({ itemId: id, size: 'M' }))
    await fetch(`${base}/api/cart/add`, json({ itemId: id, size: 'M' }))
    let cart = CartResponse.parse(
      await (await fetch(`${base}/api/cart/get`, { headers: { token: 'mock-token' } })).json(),
    )
    expect(cart.cart.items).toEqual([{ productId: id, size: 'M', quantity: 2 }])
    const removed = await fetch(`${base}/api/cart/remove`, {
      ...json({ productId: id, size: 'M' }),
      method: 'DELETE',
    })
    cart = CartResponse.parse(await removed.json())
    expect(cart.cart.items).toEqual([])
  })

  it('prices an order from its own fixtures and lists orders', async () => {
    const product = fixtureProducts[0]
    const placed = PlaceOrderResponse.parse(
      await (
        await fetch(
          `${base}/api/order/paystack`,
          json({
            address: {},
            amount: 0,
            items: [{ _id: product?._id, selectedSize: 'M', quantity: 2 }],
          }),
        )
      ).json(),
    )
    expect(placed.amount).toBe((product?.price ?? 0) * 2 * 100)
    const orders = UserOrdersResponse.parse(
      await (await fetch(`${base}/api/order/userorders`, json({}))).json(),
    )
    expect(orders.orders.length).toBeGreaterThan(0)
  })

  it('refuses authenticated calls without a token', async () => {
    const res = await fetch(`${base}/api/cart/get`)
    expect(res.status).toBe(401)
  })
})
