import { randomUUID } from 'node:crypto'
import { CartResponse, ErrorResponse, MAX_LINE_QUANTITY } from '@adire/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { products } from '../db/schema.ts'
import { seedCatalogue } from '../seed/seed.ts'
import { openTestDatabase } from '../testing/database.ts'
import { send, signUp } from '../testing/requests.ts'
import { testApp } from '../testing/services.ts'

let database: DatabaseHandle
let app: ReturnType<typeof testApp>['app']

beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db)
  app = testApp(database.db).app
})
afterAll(() => database.close())

const HOODIE = 'indigo-adire-hoodie' // S to XXL
const CAP = 'lagos-sun-cap' // One size

/** A cart call as the storefront makes it, with the shopper's token. */
const call = (token: string, method: string, path: string, body?: unknown) =>
  send(app, method, `/api/cart/${path}`, body, { token })

async function cartOf(res: Response) {
  expect(res.status).toBe(200)
  const body = CartResponse.parse(await res.json())
  // The two shapes of docs/product.md §7 always say the same.
  expect(body.cart.items).toEqual(
    Object.entries(body.cartData).flatMap(([productId, sizes]) =>
      Object.entries(sizes).map(([size, quantity]) => ({ productId, size, quantity })),
    ),
  )
  return body.cartData
}

async function refusal(res: Response, status = 400) {
  expect(res.status).toBe(status)
  return ErrorResponse.parse(await res.json()).message
}

describe("a shopper's cart", () => {
  it('starts empty', async () => {
    const { token } = await signUp(app)
    expect(await cartOf(await call(token, 'GET', 'get'))).toEqual({})
  })

  it('adds one unit with /add, several with /items, and stops a line at 99', async () => {
    const { token } = await signUp(app)
    await call(token, 'POST', 'add', { itemId: HOODIE, size: 'M' })
    expect(await cartOf(await call(token, 'POST', 'add', { itemId: HOODIE, size: 'M' }))).toEqual({
      [HOODIE]: { M: 2 },
    })
    const more = { productId: HOODIE, size: 'M', quantity: 97 }
    expect(await cartOf(await call(token, 'POST', 'items', more))).toEqual({
      [HOODIE]: { M: MAX_LINE_QUANTITY },
    })
    expect(await cartOf(await call(token, 'POST', 'add', { itemId: HOODIE, size: 'M' }))).toEqual({
      [HOODIE]: { M: MAX_LINE_QUANTITY },
    })
  })

  it('sets a quantity with /update, removes the line at 0 and with /remove', async () => {
    const { token } = await signUp(app)
    await call(token, 'POST', 'items', { productId: HOODIE, size: 'L', quantity: 2 })
    await call(token, 'POST', 'add', { itemId: CAP, size: 'One size' })
    expect(
      await cartOf(
        await call(token, 'PUT', 'update', { productId: HOODIE, size: 'L', quantity: 5 }),
      ),
    ).toEqual({ [HOODIE]: { L: 5 }, [CAP]: { 'One size': 1 } })
    expect(
      await cartOf(
        await call(token, 'PUT', 'update', { productId: HOODIE, size: 'L', quantity: 0 }),
      ),
    ).toEqual({ [CAP]: { 'One size': 1 } })
    expect(
      await cartOf(await call(token, 'DELETE', 'remove', { productId: CAP, size: 'One size' })),
    ).toEqual({})
  })

  it.each([
    [
      'an unknown product',
      'items',
      { productId: 'no-such-thing', size: 'M', quantity: 1 },
      'Product not found',
    ],
    [
      'an unknown product by /add',
      'add',
      { itemId: 'no-such-thing', size: 'M' },
      'Product not found',
    ],
    [
      'a size the product is not made in',
      'items',
      { productId: CAP, size: 'XL', quantity: 1 },
      'This product does not come in size XL',
    ],
    [
      'quantity 0',
      'items',
      { productId: HOODIE, size: 'M', quantity: 0 },
      'Quantity must be a whole number from 1 to 99',
    ],
    [
      'quantity -1',
      'items',
      { productId: HOODIE, size: 'M', quantity: -1 },
      'Quantity must be a whole number from 1 to 99',
    ],
    [
      'quantity 1.5',
      'items',
      { productId: HOODIE, size: 'M', quantity: 1.5 },
      'Quantity must be a whole number from 1 to 99',
    ],
    [
      'quantity 1e9',
      'items',
      { productId: HOODIE, size: 'M', quantity: 1e9 },
      'Quantity must be a whole number from 1 to 99',
    ],
    [
      'quantity "2"',
      'items',
      { productId: HOODIE, size: 'M', quantity: '2' },
      'Quantity must be a whole number from 1 to 99',
    ],
    ['no size', 'add', { itemId: HOODIE }, 'Size is required'],
  ])('refuses %s with 400 and leaves the cart as it was', async (_, path, body, message) => {
    const { token } = await signUp(app)
    await call(token, 'POST', 'add', { itemId: HOODIE, size: 'S' })
    expect(await refusal(await call(token, 'POST', path, body))).toBe(message)
    expect(await cartOf(await call(token, 'GET', 'get'))).toEqual({ [HOODIE]: { S: 1 } })
  })

  it.each([
    [
      'a negative quantity',
      { productId: HOODIE, size: 'M', quantity: -1 },
      'Quantity must be a whole number from 0 to 99',
    ],
    ['an unknown product', { productId: 'gone', size: 'M', quantity: 2 }, 'Product not found'],
  ])('refuses an update with %s', async (_, body, message) => {
    const { token } = await signUp(app)
    expect(await refusal(await call(token, 'PUT', 'update', body))).toBe(message)
  })

  it.each([
    ['no product id', { size: 'M' }, 'Product id is required'],
    ['no size', { productId: HOODIE }, 'Size is required'],
  ])('refuses a removal with %s', async (_, body, message) => {
    const { token } = await signUp(app)
    expect(await refusal(await call(token, 'DELETE', 'remove', body))).toBe(message)
  })

  it('needs a live session for every call', async () => {
    for (const [method, path] of [
      ['GET', 'get'],
      ['POST', 'add'],
      ['POST', 'items'],
      ['PUT', 'update'],
      ['DELETE', 'remove'],
      ['POST', 'merge'],
    ] as const) {
      const res = await send(app, method, `/api/cart/${path}`, method === 'GET' ? undefined : {})
      expect(res.status).toBe(401)
      expect(
        (await call('A'.repeat(43), method, path, method === 'GET' ? undefined : {})).status,
      ).toBe(401)
    }
  })
})

describe('carts of different shoppers', () => {
  it("are apart: nobody can read or change another's cart", async () => {
    const ada = await signUp(app)
    const bayo = await signUp(app)
    await call(ada.token, 'POST', 'items', { productId: HOODIE, size: 'XL', quantity: 3 })
    expect(await cartOf(await call(bayo.token, 'GET', 'get'))).toEqual({})
    await call(bayo.token, 'DELETE', 'remove', { productId: HOODIE, size: 'XL' })
    await call(bayo.token, 'PUT', 'update', { productId: HOODIE, size: 'XL', quantity: 1 })
    expect(await cartOf(await call(ada.token, 'GET', 'get'))).toEqual({ [HOODIE]: { XL: 3 } })
    expect(await cartOf(await call(bayo.token, 'GET', 'get'))).toEqual({ [HOODIE]: { XL: 1 } })
  })
})

describe('the catalogue changing under a cart', () => {
  it('drops lines of products removed, and of sizes no longer made, when the cart is read', async () => {
    const { token } = await signUp(app)
    const [first, second] = (await database.db.select().from(products).limit(2)) as [
      typeof products.$inferSelect,
      typeof products.$inferSelect,
    ]
    await call(token, 'POST', 'add', { itemId: first.id, size: first.sizes[0] })
    await call(token, 'POST', 'add', { itemId: second.id, size: second.sizes[0] })
    await call(token, 'POST', 'add', { itemId: HOODIE, size: 'XXL' })
    try {
      await database.db.delete(products).where(eq(products.id, first.id))
      await database.db
        .update(products)
        .set({ sizes: ['S', 'M'] })
        .where(eq(products.id, HOODIE))
      expect(await cartOf(await call(token, 'GET', 'get'))).toEqual({
        [second.id]: { [second.sizes[0] as string]: 1 },
      })
    } finally {
      await database.db.insert(products).values(first)
      await database.db
        .update(products)
        .set({ sizes: ['S', 'M', 'L', 'XL', 'XXL'] })
        .where(eq(products.id, HOODIE))
    }
  })
})

describe('POST /api/cart/merge', () => {
  const guestCart = [
    { productId: HOODIE, size: 'M', quantity: 2 },
    { productId: CAP, size: 'One size', quantity: 1 },
    { productId: HOODIE, size: 'M', quantity: 1 },
    { productId: 'retired-product', size: 'M', quantity: 4 },
    { productId: CAP, size: 'XL', quantity: 1 },
  ]

  it('adds the guest cart to the account, summing and capping, leaving out what is not sold', async () => {
    const { token } = await signUp(app)
    await call(token, 'POST', 'items', { productId: HOODIE, size: 'M', quantity: 97 })
    await call(token, 'POST', 'add', { itemId: HOODIE, size: 'L' })
    const merged = await cartOf(
      await call(token, 'POST', 'merge', { guestId: randomUUID(), items: guestCart }),
    )
    expect(merged).toEqual({ [HOODIE]: { M: MAX_LINE_QUANTITY, L: 1 }, [CAP]: { 'One size': 1 } })
  })

  it('adds one guest cart once, however often the hand-over is repeated', async () => {
    const { token } = await signUp(app)
    const handOver = { guestId: randomUUID(), items: guestCart }
    const first = await cartOf(await call(token, 'POST', 'merge', handOver))
    expect(await cartOf(await call(token, 'POST', 'merge', handOver))).toEqual(first)
    // Another guest cart (a new visit as a guest) is added again.
    const again = await cartOf(
      await call(token, 'POST', 'merge', { guestId: randomUUID(), items: guestCart.slice(1, 2) }),
    )
    expect(again[CAP]).toEqual({ 'One size': 2 })
  })

  it('refuses a guest cart with a bad quantity as a whole, changing nothing', async () => {
    const { token } = await signUp(app)
    const items = [...guestCart.slice(0, 2), { productId: HOODIE, size: 'S', quantity: 0 }]
    const res = await call(token, 'POST', 'merge', { guestId: randomUUID(), items })
    expect(await refusal(res)).toBe('Quantity must be a whole number from 1 to 99')
    expect(await cartOf(await call(token, 'GET', 'get'))).toEqual({})
  })
})

describe('racing changes to one cart', () => {
  it('lose and double nothing: 30 simultaneous additions make 30', async () => {
    const { token } = await signUp(app)
    await Promise.all(
      Array.from({ length: 30 }, () => call(token, 'POST', 'add', { itemId: HOODIE, size: 'S' })),
    )
    expect(await cartOf(await call(token, 'GET', 'get'))).toEqual({ [HOODIE]: { S: 30 } })
  })

  it('keep every line added from several tabs at once', async () => {
    const { token } = await signUp(app)
    const [...sold] = await database.db.select().from(products).limit(12)
    await Promise.all(
      sold.map((product) =>
        call(token, 'POST', 'items', {
          productId: product.id,
          size: product.sizes[0],
          quantity: 2,
        }),
      ),
    )
    const cart = await cartOf(await call(token, 'GET', 'get'))
    expect(Object.keys(cart).sort()).toEqual(sold.map((product) => product.id).sort())
  })

  it('apply one guest cart once when the hand-over is sent several times at once', async () => {
    const { token } = await signUp(app)
    const handOver = {
      guestId: randomUUID(),
      items: [{ productId: CAP, size: 'One size', quantity: 3 }],
    }
    await Promise.all(Array.from({ length: 5 }, () => call(token, 'POST', 'merge', handOver)))
    expect(await cartOf(await call(token, 'GET', 'get'))).toEqual({ [CAP]: { 'One size': 3 } })
  })
})
