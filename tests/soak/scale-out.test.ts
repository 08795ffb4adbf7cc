/**
 * Two store servers with nothing in common but PostgreSQL (TEST_DATABASE_URL), Redis
 * (TEST_REDIS_URL) and AUTH_SECRET, as behind a load balancer: payments, sessions and rate
 * limits must hold across them.
 */
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { confirmationSubject, confirmations, eventually } from '../outbox.ts'
import {
  capOrder,
  client,
  freePort,
  freshDatabase,
  removeLater,
  signUp,
  startEmulator,
  startStore,
  tempDir,
} from './harness.ts'

const databaseServer = process.env.TEST_DATABASE_URL
const redisUrl = process.env.TEST_REDIS_URL

const PAYMENTS = 100
/** Checkouts in flight at once. */
const CONCURRENCY = 20

describe.runIf(databaseServer && redisUrl)('two servers sharing PostgreSQL and Redis', () => {
  it('confirm 100 payments exactly once each, share sessions, and count login failures together', async () => {
    const databaseUrl = await freshDatabase(databaseServer as string)
    // The emulator posts every webhook to B while the shopper's verify goes to A.
    const portB = await freePort()
    const paystack = await startEmulator({
      webhookUrl: `http://127.0.0.1:${portB}/api/order/webhook/paystack`,
    })
    const shared = {
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl as string,
      AUTH_SECRET: randomUUID() + randomUUID(),
      // Behind a load balancer: the shopper's address comes from X-Forwarded-For.
      TRUST_PROXY: '1',
      ...paystack.storeEnv(),
    }
    const [dirA, dirB] = [tempDir('a'), tempDir('b')]
    removeLater(dirA)
    removeLater(dirB)
    // Started together on the new database: one migrates and seeds, the other waits its turn.
    const [a, b] = await Promise.all([startStore(shared, dirA), startStore(shared, dirB, portB)])
    const [callA, callB] = [client(a.url), client(b.url)]

    const order = await capOrder(callA)

    // Ten shoppers, each signing up on one server and paying on both.
    const shoppers = await Promise.all(
      Array.from({ length: 10 }, (_, n) =>
        signUp(n % 2 ? callA : callB, `Shopper ${n}`, { 'X-Forwarded-For': `198.51.100.${n + 1}` }),
      ),
    )

    const checkout = async (n: number) => {
      const auth = shoppers[n % shoppers.length] as { token: string }
      const place = n % 2 ? callA : callB
      const placed = await place('POST', '/api/order/paystack', order, auth)
      expect(placed.status, JSON.stringify(placed.body)).toBe(201)
      expect((await paystack.pay(placed.body.accessCode)).ok).toBe(true)
      // The webhook to B is on its way; the shopper's browser verifies on A, twice (a reload).
      const verifies = await Promise.all([
        callA('POST', '/api/order/verifyPaystack', { reference: placed.body.reference }, auth),
        callA('POST', '/api/order/verifyPaystack', { reference: placed.body.reference }, auth),
      ])
      for (const verify of verifies) {
        expect(verify.body).toEqual({ success: true, message: 'Payment verified' })
      }
      return placed.body.reference as string
    }
    const references: string[] = []
    for (let start = 0; start < PAYMENTS; start += CONCURRENCY) {
      const batch = Array.from(
        { length: Math.min(CONCURRENCY, PAYMENTS - start) },
        (_, i) => start + i,
      )
      references.push(...(await Promise.all(batch.map(checkout))))
    }

    // Webhooks and e-mails finish in the background; wait for them to settle.
    const database = new pg.Client({ connectionString: databaseUrl })
    await database.connect()
    await eventually(
      'the confirmation e-mails',
      async () => (await confirmations(dirA, dirB)).length >= PAYMENTS,
    )

    const counts = (
      await database.query(`
        SELECT
          (SELECT count(*) FROM orders WHERE payment_status = 'paid') AS paid_orders,
          (SELECT count(*) FROM payment_events WHERE outcome = 'paid') AS confirmations,
          (SELECT count(DISTINCT order_id) FROM payment_events WHERE outcome = 'paid') AS orders_confirmed,
          (SELECT count(*) FROM order_status_events WHERE status = 'Order Placed') AS placed_events`)
    ).rows[0]
    // Who won each race, for the record: the soak is only worth something if both sides do.
    const winners = (
      await database.query(
        `SELECT source, count(*) AS n FROM payment_events WHERE outcome = 'paid' GROUP BY source`,
      )
    ).rows.map((row) => `${row.n} by ${row.source}`)
    await database.end()
    console.log(`[soak] ${PAYMENTS} payments confirmed: ${winners.join(', ')}.`)
    expect(counts).toEqual({
      paid_orders: String(PAYMENTS),
      confirmations: String(PAYMENTS),
      orders_confirmed: String(PAYMENTS),
      placed_events: String(PAYMENTS),
    })
    const mails = await confirmations(dirA, dirB)
    expect(mails.sort()).toEqual(references.map(confirmationSubject).sort())

    // A session made on one server is known to the other, and so is its end.
    const token = (shoppers[0] as { token: string }).token
    expect((await callB('GET', '/api/users/me', undefined, { token })).status).toBe(200)
    expect((await callA('GET', '/api/users/me', undefined, { token })).status).toBe(200)
    expect((await callB('POST', '/api/users/logout', undefined, { token })).status).toBe(200)
    expect((await callA('GET', '/api/users/me', undefined, { token })).status).toBe(401)

    // Five wrong passwords from one address, spread over both servers, lock it out of both.
    const email = `locked.${randomUUID()}@example.com`
    await callA('POST', '/api/users/register', {
      name: 'Locked',
      email,
      password: 'right passphrase',
    })
    const from = { 'X-Forwarded-For': '203.0.113.77' }
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const login = attempt % 2 ? callA : callB
      const res = await login(
        'POST',
        '/api/users/login',
        { email, password: 'wrong passphrase' },
        from,
      )
      expect(res.status).toBe(401)
    }
    for (const login of [callA, callB]) {
      const res = await login(
        'POST',
        '/api/users/login',
        { email, password: 'right passphrase' },
        from,
      )
      expect(res.status).toBe(429)
      expect(res.body.success).toBe(false)
    }
  })
})
