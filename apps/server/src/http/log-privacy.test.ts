import { formatWithOptions } from 'node:util'
import { sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { seedCatalogue } from '../seed/seed.ts'
import { openTestDatabase } from '../testing/database.ts'
import { send, signUp } from '../testing/requests.ts'
import { testApp } from '../testing/services.ts'

/**
 * The server's log is read by more people, and kept longer and less carefully, than the
 * database: it must never carry a shopper's name, e-mail, phone or address, even when a query
 * that holds them fails (drizzle puts a failed query's parameters in its error's message, and
 * PostgreSQL quotes the failing row in its `detail`).
 */

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>

beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db)
  harness = testApp(database.db, { webhookRetrySeconds: [] })
})
afterAll(() => database.close())

/** Everything written to the console while `run` runs, as text. */
async function captureLogs(run: () => Promise<void>): Promise<string> {
  const spies = (['error', 'warn', 'log', 'info', 'debug'] as const).map((level) =>
    vi.spyOn(console, level).mockImplementation(() => {}),
  )
  try {
    await run()
    await harness.services.background.drain()
    // As the console prints them: an error with its message, stack, fields and causes.
    return spies
      .flatMap((spy) => spy.mock.calls)
      .map((args) => formatWithOptions({ depth: 10 }, ...args))
      .join('\n')
  } finally {
    for (const spy of spies) spy.mockRestore()
  }
}

describe('a database error while an order is placed', () => {
  it('is logged without the shopper’s name, e-mail, phone or address, and answered 500', async () => {
    const shopper = await signUp(harness.app, {
      name: 'Zebedee Quarshie-Okonkwo',
      email: 'zebedee.logcheck@example.com',
    })
    const address = {
      firstName: 'Zebedee',
      lastName: 'Quarshie-Okonkwo',
      email: 'zq.deliveries@example.net',
      street: '41 Xylophone Crescent',
      city: 'Umuahia',
      state: 'Abia',
      zipcode: '440221',
      country: 'Nigeria',
      phone: '0809 765 4321',
    }
    const { products } = (await (await harness.app.request('/api/products/list')).json()) as {
      products: { _id: string; price: number; sizes: string[] }[]
    }
    const product = products.find((p) => p._id === 'indigo-adire-hoodie')
    if (!product) throw new Error('The seeded catalogue should have the indigo hoodie')
    await send(
      harness.app,
      'POST',
      '/api/cart/items',
      { productId: product._id, size: 'M', quantity: 1 },
      { token: shopper.token },
    )
    // The database refuses every new order, quoting the whole row (address included) in its
    // error's detail, as a real constraint violation does.
    await database.db.execute(
      sql.raw('alter table orders add constraint log_privacy_check check (false) not valid'),
    )
    let res: Response | undefined
    try {
      const logs = await captureLogs(async () => {
        res = await send(
          harness.app,
          'POST',
          '/api/order/paystack',
          {
            address,
            amount: product.price,
            items: [{ _id: product._id, selectedSize: 'M', quantity: 1 }],
          },
          { token: shopper.token },
        )
      })

      expect(res?.status).toBe(500)
      expect(await res?.json()).toEqual({ success: false, message: 'Something went wrong' })
      // The operator still learns what failed, and where.
      expect(logs).toContain('POST /api/order/paystack failed')
      expect(logs).toContain('log_privacy_check')
      expect(logs).toMatch(/insert into "orders"/i)
      for (const secret of [
        'Zebedee',
        'Quarshie',
        'zebedee.logcheck',
        'zq.deliveries',
        '@example',
        'Xylophone',
        '0809 765 4321',
        'Umuahia',
        '440221',
      ]) {
        expect(logs, `the log names ${secret}`).not.toContain(secret)
      }
    } finally {
      await database.db.execute(sql.raw('alter table orders drop constraint log_privacy_check'))
    }
  })
})
