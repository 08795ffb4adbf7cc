import {
  AdminProductResponse,
  AdminProductsResponse,
  ErrorResponse,
  ProductStockResponse,
  productDraftOf,
  STOCK_MESSAGES,
} from '@adire/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { seedCatalogue } from '../seed/seed.ts'
import { openTestDatabase } from '../testing/database.ts'
import { databaseFingerprint } from '../testing/fingerprint.ts'
import { send, signUp } from '../testing/requests.ts'
import { testApp } from '../testing/services.ts'

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>
let admin: Awaited<ReturnType<typeof signUp>>
let shopper: Awaited<ReturnType<typeof signUp>>

/** Launch-range hoodies (sizes S to XXL), one per test. */
const HOODIES = ['indigo-adire-hoodie', 'harmattan-zip-hoodie', 'jos-plateau-fleece-hoodie']

beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db)
  harness = testApp(database.db)
  admin = await signUp(harness.app, { name: 'Kemi from Adire' })
  await harness.services.users.makeAdmin(admin.email)
  shopper = await signUp(harness.app)
})
afterAll(() => database.close())

const stockPath = (id: string) => `/api/admin/products/${id}/stock`
const setStock = (id: string, body: unknown, token = admin.token) =>
  send(harness.app, 'PUT', stockPath(id), body, { token })
const readStock = async (id: string) =>
  ProductStockResponse.parse(
    await (await send(harness.app, 'GET', stockPath(id), undefined, { token: admin.token })).json(),
  )

describe("a product's stock", () => {
  it('is not counted until the store team sets it, then each change is recorded with why and who', async () => {
    const [id = ''] = HOODIES
    expect(await readStock(id)).toEqual({
      success: true,
      stock: {},
      held: {},
      lowStockThreshold: 3,
      history: [],
    })

    const received = await setStock(id, { stock: { M: 5, L: 0 }, reason: 'received' })
    expect(received.status).toBe(200)
    expect(ProductStockResponse.parse(await received.json())).toMatchObject({
      stock: { M: 5, L: 0 },
      history: [
        { size: 'M', delta: 5, quantity: 5, reason: 'received', by: admin.email },
        { size: 'L', delta: 0, quantity: 0, reason: 'received', by: admin.email },
      ].reverse(),
    })

    // The same count again records nothing; a new count records the difference.
    await setStock(id, { stock: { M: 5 }, reason: 'counted' })
    const counted = ProductStockResponse.parse(
      await (await setStock(id, { stock: { M: 2 }, reason: 'counted' })).json(),
    )
    expect(counted.stock).toEqual({ M: 2, L: 0 })
    expect(counted.history).toHaveLength(3)
    expect(counted.history[0]).toMatchObject({
      size: 'M',
      delta: -3,
      quantity: 2,
      reason: 'counted',
    })
  })

  it('forgets the stock of a size the product no longer has', async () => {
    const [, id = ''] = HOODIES
    await setStock(id, { stock: { S: 4, XL: 7 }, reason: 'received' })
    const { product } = AdminProductResponse.parse(
      await (
        await send(harness.app, 'GET', `/api/admin/products/${id}`, undefined, {
          token: admin.token,
        })
      ).json(),
    )
    const saved = await send(
      harness.app,
      'PUT',
      `/api/admin/products/${id}`,
      { ...productDraftOf(product), sizes: product.sizes.filter((size) => size !== 'XL') },
      { token: admin.token },
    )
    expect(saved.status).toBe(200)
    expect((await readStock(id)).stock).toEqual({ S: 4 })
  })

  it('counts two changes made at once one after the other', async () => {
    const [, , id = ''] = HOODIES
    await Promise.all([
      setStock(id, { stock: { M: 10 }, reason: 'received' }),
      setStock(id, { stock: { M: 3 }, reason: 'correction' }),
    ])
    const { stock, history } = await readStock(id)
    // Whichever came last holds, and the recorded changes add up to it.
    expect(history.reduce((sum, change) => sum + change.delta, 0)).toBe(stock.M)
    expect(history[0]?.quantity).toBe(stock.M)
  })
})

describe('the store team list by stock', () => {
  it('lists the products with a size low on stock, or sold out, to restock', async () => {
    await setStock('lagos-sun-cap', { stock: { 'One size': 1 }, reason: 'counted' })
    await setStock('indigo-adire-hoodie', { stock: { M: 2, L: 0 }, reason: 'counted' })
    await setStock('harmattan-zip-hoodie', { stock: { S: 4 }, reason: 'counted' })
    const listed = async (query: string) => {
      const res = await send(harness.app, 'GET', `/api/admin/products${query}`, undefined, {
        token: admin.token,
      })
      return AdminProductsResponse.parse(await res.json()).products.map((p) => p._id)
    }
    const low = await listed('?stock=low')
    expect(low).toEqual(expect.arrayContaining(['lagos-sun-cap', 'indigo-adire-hoodie']))
    expect(low).not.toContain('harmattan-zip-hoodie')
    const soldOut = await listed('?stock=soldout')
    expect(soldOut).toContain('indigo-adire-hoodie')
    expect(soldOut).not.toContain('lagos-sun-cap')
    // Sizes never counted are neither: most of the launch range.
    expect(low.length + soldOut.length).toBeLessThan(10)
    const wrong = await send(harness.app, 'GET', '/api/admin/products?stock=plenty', undefined, {
      token: admin.token,
    })
    expect(wrong.status).toBe(400)
  })
})

describe('refusing a stock change', () => {
  it.each([
    [
      'a size it does not have',
      { XXXL: 1 },
      'received',
      'stock',
      STOCK_MESSAGES.unknownSize('XXXL'),
    ],
    ['a negative count', { M: -1 }, 'counted', 'stock', STOCK_MESSAGES.quantity],
    ['a fraction', { M: 1.5 }, 'counted', 'stock', STOCK_MESSAGES.quantity],
    ['a count past the limit', { M: 100_001 }, 'counted', 'stock', STOCK_MESSAGES.quantity],
    ['no reason', { M: 1 }, undefined, 'reason', STOCK_MESSAGES.reason],
    ['a reason of its own', { M: 1 }, 'sold', 'reason', STOCK_MESSAGES.reason],
    ['no size at all', {}, 'counted', 'stock', STOCK_MESSAGES.nothing],
  ])(
    'refuses %s with a message for its field, changing nothing',
    async (_, stock, reason, field, message) => {
      const before = await databaseFingerprint(database.db)
      const res = await setStock('indigo-adire-hoodie', { stock, reason })
      expect(res.status).toBe(400)
      expect(ErrorResponse.parse(await res.json())).toMatchObject({ message, field })
      expect(await databaseFingerprint(database.db)).toBe(before)
    },
  )

  it('answers a shopper 403, a visitor 401, and 404 for no product', async () => {
    const before = await databaseFingerprint(database.db)
    const body = { stock: { M: 1 }, reason: 'counted' }
    expect((await setStock('indigo-adire-hoodie', body, shopper.token)).status).toBe(403)
    expect((await send(harness.app, 'PUT', stockPath('indigo-adire-hoodie'), body)).status).toBe(
      401,
    )
    for (const id of ['no-such-product', '%00', 'UPPER']) {
      expect((await setStock(id, body)).status).toBe(404)
      expect(
        (await send(harness.app, 'GET', stockPath(id), undefined, { token: admin.token })).status,
      ).toBe(404)
    }
    expect(await databaseFingerprint(database.db)).toBe(before)
  })
})
