/**
 * What a hostile client sends beyond the contract is ignored: the contract's schemas strip
 * unknown fields, and the server takes identity, prices, roles and statuses only from itself.
 * (The other adversarial cases live beside the code they test; docs/security.md lists them.)
 */
import { PlaceOrderResponse, UserOrdersResponse } from '@adire/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from './db/client.ts'
import { cartItems, orders, users } from './db/schema.ts'
import { seedCatalogue } from './seed/seed.ts'
import { openTestDatabase } from './testing/database.ts'
import { newShopper, send, signUp } from './testing/requests.ts'
import { testApp } from './testing/services.ts'

let database: DatabaseHandle
let app: ReturnType<typeof testApp>['app']
beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db)
  app = testApp(database.db).app
})
afterAll(() => database.close())

describe('extra fields', () => {
  it('cannot make a new account an admin, or choose its id', async () => {
    const shopper = newShopper()
    const id = '00000000-0000-4000-8000-000000000001'
    const res = await send(app, 'POST', '/api/users/register', {
      ...shopper,
      role: 'admin',
      id,
      passwordHash: 'scrypt$1$1$1$AA==$AA==',
    })
    expect(res.status).toBe(201)
    const [row] = await database.db.select().from(users).where(eq(users.email, shopper.email))
    expect(row?.role).toBe('shopper')
    expect(row?.id).not.toBe(id)
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/)
    const token = (await res.json()).token as string
    const admin = await send(app, 'GET', '/api/admin/orders', undefined, { token })
    expect(admin.status).toBe(403)
  })

  it("cannot put lines in another shopper's cart", async () => {
    const ada = await signUp(app)
    const bayo = await signUp(app)
    const [bayoRow] = await database.db.select().from(users).where(eq(users.email, bayo.email))
    await send(
      app,
      'POST',
      '/api/cart/items',
      { productId: 'lagos-sun-cap', size: 'One size', quantity: 2, userId: bayoRow?.id },
      { token: ada.token },
    )
    const theirs = await database.db
      .select()
      .from(cartItems)
      .where(eq(cartItems.userId, bayoRow?.id ?? ''))
    expect(theirs).toEqual([])
  })

  it('cannot mark an order paid or placed, set its status or owner, or price it', async () => {
    const shopper = await signUp(app)
    const stranger = await signUp(app)
    const [strangerRow] = await database.db
      .select()
      .from(users)
      .where(eq(users.email, stranger.email))
    const { products } = (await (await app.request('/api/products/list')).json()) as {
      products: { _id: string; price: number }[]
    }
    const price = products.find((p) => p._id === 'lagos-sun-cap')?.price ?? 0
    const res = await send(
      app,
      'POST',
      '/api/order/paystack',
      {
        amount: price,
        items: [
          { _id: 'lagos-sun-cap', selectedSize: 'One size', quantity: 1, price: 1, name: 'Free' },
        ],
        address: {
          firstName: 'Ada',
          lastName: 'Okafor',
          email: 'ada@example.com',
          street: '1 Marina',
          city: 'Lagos',
          state: 'Lagos',
          zipcode: '101001',
          country: 'Nigeria',
          phone: '08031234567',
        },
        payment: true,
        status: 'Delivered',
        userId: strangerRow?.id,
        testPayment: false,
      },
      { token: shopper.token },
    )
    const placed = PlaceOrderResponse.parse(await res.json())
    const [row] = await database.db.select().from(orders).where(eq(orders.id, placed.orderId))
    expect(row).toMatchObject({
      paymentStatus: 'pending',
      status: 'Awaiting payment',
      amountKobo: price * 100,
    })
    expect(row?.items[0]).toMatchObject({ priceKobo: price * 100, name: 'Lagos Sun Cap' })
    const mine = UserOrdersResponse.parse(
      await (
        await send(app, 'POST', '/api/order/userorders', undefined, { token: shopper.token })
      ).json(),
    )
    expect(mine.orders.map((o) => o._id)).toEqual([placed.orderId])
    const theirs = UserOrdersResponse.parse(
      await (
        await send(app, 'POST', '/api/order/userorders', undefined, { token: stranger.token })
      ).json(),
    )
    expect(theirs.orders).toEqual([])
  })
})
