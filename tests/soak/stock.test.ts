/**
 * Stock that never oversells, on production servers sharing PostgreSQL (TEST_DATABASE_URL):
 * 100 shoppers on two servers racing for the last 5 units of a size, and a server killed
 * (SIGKILL) while the units it held were being paid for. Paystack is the emulator, as a service
 * of its own that outlives the servers.
 */
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { describe, expect, it, onTestFinished } from 'vitest'
import { externalService } from '../../apps/server/src/testing/external.ts'
import { eventually } from '../outbox.ts'
import {
  ADDRESS,
  client,
  freePort,
  freshDatabase,
  removeLater,
  SOAK,
  shopperAccounts,
  signUp,
  startEmulator,
  startStore,
  teamMember,
  tempDir,
} from './harness.ts'

const databaseServer = externalService('TEST_DATABASE_URL', 'stock on servers sharing PostgreSQL')

const SHOPPERS = SOAK.shoppers
const UNITS = 5

type Call = ReturnType<typeof client>

/** A launch-range product in size M, and an order for `quantity` of it at the price shown. */
async function productInM(call: Call) {
  const { body } = await call('GET', '/api/products/list')
  const product = body.products.find((p: { sizes: string[] }) => p.sizes.includes('M')) as {
    _id: string
    price: number
  }
  return {
    id: product._id,
    order: (quantity = 1) => ({
      address: ADDRESS,
      items: [{ _id: product._id, selectedSize: 'M', quantity }],
      amount: product.price * quantity,
    }),
  }
}

describe.runIf(databaseServer)('stock on servers sharing PostgreSQL', () => {
  it(`gives the last ${UNITS} units to exactly ${UNITS} of ${SHOPPERS} shoppers racing on two servers`, async () => {
    const databaseUrl = await freshDatabase(databaseServer as string)
    const portB = await freePort()
    const paystack = await startEmulator({
      webhookUrl: `http://127.0.0.1:${portB}/api/order/webhook/paystack`,
    })
    const shared = {
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: randomUUID() + randomUUID(),
      TRUST_PROXY: '1',
      ...paystack.storeEnv(),
    }
    const [dirA, dirB] = [tempDir('stock-a'), tempDir('stock-b')]
    removeLater(dirA)
    removeLater(dirB)
    const [a, b] = await Promise.all([startStore(shared, dirA), startStore(shared, dirB, portB)])
    const [callA, callB] = [client(a.url), client(b.url)]

    const kemi = await teamMember(callA, databaseUrl, 'Kemi', { 'X-Forwarded-For': '203.0.113.9' })
    const product = await productInM(callA)
    const counted = await callA(
      'PUT',
      `/api/admin/products/${product.id}/stock`,
      { stock: { M: UNITS }, reason: 'counted' },
      kemi,
    )
    expect(counted.status, JSON.stringify(counted.body)).toBe(200)
    const everyone = await shopperAccounts(databaseUrl, shared.AUTH_SECRET, SHOPPERS)

    // All at once, half through each server.
    const placed = await Promise.all(
      everyone.map((shopper, n) =>
        (n % 2 ? callA : callB)('POST', '/api/order/paystack', product.order(), shopper),
      ),
    )
    const winners = placed.filter((res) => res.status === 201)
    const losers = placed.filter((res) => res.status !== 201)
    expect(winners).toHaveLength(UNITS)
    expect(losers).toHaveLength(SHOPPERS - UNITS)
    for (const refused of losers) {
      expect(refused.status).toBe(409)
      expect(refused.body.message).toMatch(/ in size M is sold out$/)
    }
    // No payment window was opened for the 95: only the 5 orders exist.
    const database = new pg.Client({ connectionString: databaseUrl })
    await database.connect()
    onTestFinished(() => database.end())
    const count = async (sql: string) => Number((await database.query(sql)).rows[0].n)
    expect(await count('SELECT count(*) AS n FROM orders')).toBe(UNITS)
    expect(await count('SELECT count(*) AS n FROM payment_attempts')).toBe(UNITS)
    expect(
      await count(`SELECT coalesce(sum(units), 0) AS n FROM stock_holds WHERE state = 'held'`),
    ).toBe(UNITS)

    // The five pay; each is confirmed once, and the size is then gone.
    await Promise.all(
      winners.map(async ({ body }) => expect((await paystack.pay(body.accessCode)).ok).toBe(true)),
    )
    await eventually('the five payments confirmed', async () => {
      return (await count(`SELECT count(*) AS n FROM orders WHERE payment_status = 'paid'`)) === 5
    })
    const stock = await callB('GET', `/api/admin/products/${product.id}/stock`, undefined, kemi)
    expect(stock.body.stock).toEqual({ M: 0 })
    expect(
      stock.body.history.filter((change: { reason: string }) => change.reason === 'sold'),
    ).toHaveLength(UNITS)
    const available = await callA('GET', `/api/products/${product.id}/availability`)
    expect(available.body.scarce).toEqual({ M: 0 })
    // Nobody was charged for a unit that did not exist: no order cancelled, nothing refunded.
    expect(await count(`SELECT count(*) AS n FROM orders WHERE out_of_stock`)).toBe(0)
    expect(await paystack.refunds()).toEqual([])
  })

  it('lets the units of a killed server’s unpaid hold return, and sells those of a payment that landed', async () => {
    const databaseUrl = await freshDatabase(databaseServer as string)
    const port = await freePort()
    const paystack = await startEmulator({
      webhookUrl: `http://127.0.0.1:${port}/api/order/webhook/paystack`,
    })
    // Holds of a minute, the shortest the store takes (whole minutes, issue 42): the one that
    // runs out within the test is moved to its end in the database rather than waited for.
    const env = {
      DATABASE_URL: databaseUrl,
      STOCK_HOLD_MINUTES: '1',
      ...paystack.storeEnv(),
    }
    const dataDir = tempDir('stock-crash')
    removeLater(dataDir)
    let store = await startStore(env, dataDir, port)
    const call = client(store.url)

    const kemi = await teamMember(call, databaseUrl, 'Kemi')
    const product = await productInM(call)
    await call(
      'PUT',
      `/api/admin/products/${product.id}/stock`,
      { stock: { M: 2 }, reason: 'counted' },
      kemi,
    )
    const [ada, chidi, bayo] = [
      await signUp(call, 'Ada'),
      await signUp(call, 'Chidi'),
      await signUp(call, 'Bayo'),
    ]
    const adaOrder = await call('POST', '/api/order/paystack', product.order(), ada)
    const chidiOrder = await call('POST', '/api/order/paystack', product.order(), chidi)
    expect([adaOrder.status, chidiOrder.status]).toEqual([201, 201])
    expect((await call('POST', '/api/order/paystack', product.order(), bayo)).status).toBe(409)

    // The server dies with both payment windows open; Ada pays while it is down (Paystack's
    // webhook fails, and is sent again later); Chidi never pays.
    await store.stop('SIGKILL')
    expect((await paystack.pay(adaOrder.body.accessCode)).ok).toBe(true)
    store = await startStore(env, dataDir, port)

    // Ada's payment is confirmed when the webhook comes again, and sells her unit.
    await eventually('Ada’s payment confirmed after the restart', async () => {
      const { body } = await call('POST', '/api/order/userorders', undefined, ada)
      return body.orders[0]?.payment === true
    })
    // Chidi's hold runs out by itself (its minute passed, as far as the store can tell: a hold
    // is judged by the end stored with it): his unit is for sale again, and Bayo buys it.
    const database = new pg.Client({ connectionString: databaseUrl })
    await database.connect()
    onTestFinished(() => database.end())
    await database.query(
      `UPDATE stock_holds SET expires_at = now() - interval '1 second'
        WHERE order_id = (SELECT id FROM orders WHERE reference = $1)`,
      [chidiOrder.body.reference],
    )
    await eventually('Chidi’s held unit back on sale', async () => {
      const { body } = await call('GET', `/api/products/${product.id}/availability`)
      return body.scarce.M === 1
    })
    const bayoOrder = await call('POST', '/api/order/paystack', product.order(), bayo)
    expect(bayoOrder.status, JSON.stringify(bayoOrder.body)).toBe(201)
    expect((await paystack.pay(bayoOrder.body.accessCode)).ok).toBe(true)
    await eventually('Bayo’s payment confirmed', async () => {
      const { body } = await call('POST', '/api/order/userorders', undefined, bayo)
      return body.orders[0]?.payment === true
    })
    const stock = await call('GET', `/api/admin/products/${product.id}/stock`, undefined, kemi)
    expect(stock.body.stock).toEqual({ M: 0 })
    expect(await paystack.refunds()).toEqual([])
  })
})
