/**
 * Discount codes that never leak, on production servers sharing PostgreSQL (TEST_DATABASE_URL),
 * docs/product.md §11.14: shoppers on two servers racing for a code's last use, and a code's
 * uses taken by payments that fail at random. Paystack is the emulator, as a service of its own.
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
  startEmulator,
  startStore,
  teamMember,
  tempDir,
} from './harness.ts'

const databaseServer = externalService(
  'TEST_DATABASE_URL',
  'discount codes on servers sharing PostgreSQL',
)

const SHOPPERS = SOAK.shoppers
/** A card the emulator declines. */
const DECLINED = '4000000000000002'

type Call = ReturnType<typeof client>

/** Two stores on one fresh PostgreSQL, the emulator's webhooks to the second; the team's Kemi. */
async function twoStores(name: string) {
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
  const [dirA, dirB] = [tempDir(`${name}-a`), tempDir(`${name}-b`)]
  removeLater(dirA)
  removeLater(dirB)
  const [a, b] = await Promise.all([startStore(shared, dirA), startStore(shared, dirB, portB)])
  const [callA, callB] = [client(a.url), client(b.url)]
  const kemi = await teamMember(callA, databaseUrl, 'Kemi', { 'X-Forwarded-For': '203.0.113.9' })
  const database = new pg.Client({ connectionString: databaseUrl })
  await database.connect()
  onTestFinished(() => database.end())
  const count = async (sql: string, values: unknown[] = []) =>
    Number((await database.query(sql, values)).rows[0].n)
  const shoppers = await shopperAccounts(databaseUrl, shared.AUTH_SECRET, SHOPPERS)
  return { callA, callB, kemi, paystack, database, count, shoppers }
}

/** An order of one launch-range product with `code`, at the total the cart's summary shows `who`. */
async function orderWithCode(call: Call, code: string, who: Record<string, string>) {
  const { body } = await call('GET', '/api/products/list')
  const product = body.products[0] as { _id: string; sizes: string[] }
  const items = [{ _id: product._id, selectedSize: product.sizes[0], quantity: 1 }]
  const summary = await call(
    'POST',
    '/api/cart/summary',
    { items, state: ADDRESS.state, discountCode: code },
    who,
  )
  expect(summary.status, JSON.stringify(summary.body)).toBe(200)
  expect(summary.body.discountRefusal).toBeNull()
  return { address: ADDRESS, items, amount: summary.body.total, discountCode: code }
}

describe.runIf(databaseServer)('discount codes on servers sharing PostgreSQL', () => {
  it(`gives a code's one use to exactly one of ${SHOPPERS} shoppers racing on two servers`, async () => {
    const { callA, callB, kemi, paystack, count, shoppers } = await twoStores('code-race')
    const made = await callA(
      'POST',
      '/api/admin/discounts',
      { code: 'ONCE', kind: 'percent', percent: 10, maxUses: 1 },
      kemi,
    )
    expect(made.status, JSON.stringify(made.body)).toBe(201)
    const order = await orderWithCode(callA, 'ONCE', shoppers[0] as Record<string, string>)

    const placed = await Promise.all(
      shoppers.map((shopper, n) =>
        (n % 2 ? callA : callB)('POST', '/api/order/paystack', order, shopper),
      ),
    )
    const winners = placed.filter((res) => res.status === 201)
    expect(winners).toHaveLength(1)
    for (const refused of placed.filter((res) => res.status !== 201)) {
      expect(refused.status).toBe(409)
      expect(refused.body.message).toBe('All uses of ONCE have been taken.')
    }
    // Told before any payment window opened: one order, one attempt.
    expect(await count('SELECT count(*) AS n FROM orders')).toBe(1)
    expect(await count('SELECT count(*) AS n FROM payment_attempts')).toBe(1)

    const [winner] = winners
    expect((await paystack.pay(winner?.body.accessCode)).ok).toBe(true)
    await eventually('the one payment confirmed', async () => {
      return (await count(`SELECT count(*) AS n FROM orders WHERE payment_status = 'paid'`)) === 1
    })
    expect(await count(`SELECT count(*) AS n FROM discount_uses WHERE state = 'confirmed'`)).toBe(1)
    const paid = await count(`SELECT amount_kobo AS n FROM orders WHERE payment_status = 'paid'`)
    expect(paid).toBe(Math.round(order.amount * 100))
    expect(await paystack.refunds()).toEqual([])
  })

  it(`ends with exactly 10 uses of a code limited to 10, ${SHOPPERS} shoppers paying and failing at random`, async () => {
    const { callA, callB, kemi, paystack, database, count, shoppers } = await twoStores('code-fail')
    const made = await callA(
      'POST',
      '/api/admin/discounts',
      { code: 'TEN', kind: 'amount', amount: 1000, maxUses: 10 },
      kemi,
    )
    expect(made.status).toBe(201)
    const order = await orderWithCode(callA, 'TEN', shoppers[0] as Record<string, string>)
    let random = 20261129
    const coin = () => {
      random = (random * 1103515245 + 12345) % 2 ** 31
      return random / 2 ** 31 < 0.5
    }
    const waiting = [...shoppers]
    for (let round = 0; round < 40 && waiting.length > 0; round += 1) {
      const placed = await Promise.all(
        waiting.map((shopper, n) =>
          (n % 2 ? callA : callB)('POST', '/api/order/paystack', order, shopper),
        ),
      )
      for (const res of placed)
        if (res.status !== 201)
          expect(res.body.message).toMatch(
            /^All uses of TEN have been taken\.$|^You have already used TEN\.$/,
          )
      const holders = placed.flatMap((res, n) =>
        res.status === 201 ? [{ res, shopper: waiting[n] }] : [],
      )
      expect(holders.length).toBeLessThanOrEqual(10)
      if (holders.length === 0) break
      // Each holder pays; about half the cards are declined.
      const outcomes = await Promise.all(
        holders.map(async ({ res }) => {
          const pays = coin()
          await paystack.pay(res.body.accessCode, pays ? undefined : DECLINED)
          return { reference: res.body.reference as string, pays }
        }),
      )
      const paid = outcomes.filter((o) => o.pays).map((o) => o.reference)
      await eventually('the round’s payments confirmed', async () => {
        return (
          (await count(
            `SELECT count(*) AS n FROM orders WHERE payment_status = 'paid' AND reference = ANY($1)`,
            [paid],
          )) === paid.length
        )
      })
      // A declined payment's window passes (moved to its end rather than waited for): its use is free.
      await database.query(
        `UPDATE discount_uses SET expires_at = now() - interval '1 second' WHERE state = 'held'`,
      )
      await database.query(
        `UPDATE stock_holds SET expires_at = now() - interval '1 second' WHERE state = 'held'`,
      )
      const done = new Set(
        holders.filter((_, n) => outcomes[n]?.pays).map(({ shopper }) => shopper),
      )
      for (let n = waiting.length - 1; n >= 0; n -= 1)
        if (done.has(waiting[n] as (typeof waiting)[number])) waiting.splice(n, 1)
      if ((await count(`SELECT count(*) AS n FROM discount_uses WHERE state = 'confirmed'`)) === 10)
        break
    }
    expect(await count(`SELECT count(*) AS n FROM discount_uses WHERE state = 'confirmed'`)).toBe(
      10,
    )
    expect(await count(`SELECT count(*) AS n FROM orders WHERE payment_status = 'paid'`)).toBe(10)
    // Every failed payment's use was freed; none counts now.
    expect(
      await count(
        `SELECT count(*) AS n FROM discount_uses WHERE state = 'held' AND expires_at > now()`,
      ),
    ).toBe(0)
    const code = await callB('GET', '/api/admin/discounts', undefined, kemi)
    expect(code.body.discounts[0]).toMatchObject({
      code: 'TEN',
      uses: 10,
      held: 0,
      givenAway: 10_000,
    })
    expect(await paystack.refunds()).toEqual([])
  })
})
