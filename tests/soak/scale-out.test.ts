/**
 * Two store servers with nothing in common but PostgreSQL (TEST_DATABASE_URL), Redis
 * (TEST_REDIS_URL) and AUTH_SECRET, as behind a load balancer: payments, sessions and rate
 * limits must hold across them.
 */
import { randomUUID } from 'node:crypto'
import pg from 'pg'
import { describe, expect, it, onTestFinished } from 'vitest'
import { externalService } from '../../apps/server/src/testing/external.ts'
import { confirmationSubject, confirmations, eventually, refundMails } from '../outbox.ts'
import {
  capOrder,
  client,
  freePort,
  freshDatabase,
  removeLater,
  SOAK,
  signUp,
  startEmulator,
  startStore,
  teamMember,
  tempDir,
} from './harness.ts'

const databaseServer = externalService('TEST_DATABASE_URL', 'two servers on one PostgreSQL')
const redisUrl = externalService('TEST_REDIS_URL', 'two servers on one PostgreSQL and Redis')

const PAYMENTS = SOAK.payments
/** Checkouts in flight at once. */
const CONCURRENCY = 20

/**
 * Two stores on a new database, with the emulator posting every webhook to B while the shoppers'
 * calls go where each test sends them.
 */
async function twoStores() {
  const databaseUrl = await freshDatabase(databaseServer as string)
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
  return { databaseUrl, paystack, dirA, dirB, callA: client(a.url), callB: client(b.url) }
}

describe.runIf(databaseServer && redisUrl)('two servers sharing PostgreSQL and Redis', () => {
  it(`confirm ${PAYMENTS} payments exactly once each, share sessions, and count login failures together`, async () => {
    const { databaseUrl, paystack, dirA, dirB, callA, callB } = await twoStores()

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

describe.runIf(databaseServer && redisUrl)('never keeping money across two servers', () => {
  it(`refunds ${PAYMENTS} payments for orders cancelled on A as they land on B, and ${PAYMENTS} second charges, each once`, async () => {
    const { databaseUrl, paystack, dirA, dirB, callA, callB } = await twoStores()
    const database = new pg.Client({ connectionString: databaseUrl })
    await database.connect()
    onTestFinished(() => database.end())

    const order = await capOrder(callA)
    // Enough shoppers that none meets the per-account limit on placing orders (signed up a few
    // at a time: password hashing takes one core at a time).
    const shoppers: { token: string }[] = []
    for (let n = 0; n < 40; n += 4) {
      shoppers.push(
        ...(await Promise.all(
          [n, n + 1, n + 2, n + 3].map((m) =>
            signUp(m % 2 ? callA : callB, `Shopper ${m}`, {
              'X-Forwarded-For': `198.51.100.${m + 1}`,
            }),
          ),
        )),
      )
    }
    const team = await teamMember(callA, databaseUrl, 'Kemi', {
      'X-Forwarded-For': '198.51.100.200',
    })
    const shopper = (n: number) => shoppers[n % shoppers.length] as { token: string }
    const place = async (n: number) => {
      const placed = await (n % 2 ? callA : callB)('POST', '/api/order/paystack', order, shopper(n))
      expect(placed.status, JSON.stringify(placed.body)).toBe(201)
      return placed.body as { orderId: string; reference: string; accessCode: string }
    }
    const inBatches = async (run: (n: number) => Promise<void>) => {
      for (let start = 0; start < PAYMENTS; start += CONCURRENCY) {
        await Promise.all(
          Array.from({ length: Math.min(CONCURRENCY, PAYMENTS - start) }, (_, i) => run(start + i)),
        )
      }
    }

    // 1. The store team cancels each order on A while the shopper pays it (the webhook and the
    // shopper's verify reach B): whichever lands first, the order ends cancelled and refunded.
    const cancelled: string[] = []
    await inBatches(async (n) => {
      const placed = await place(n)
      cancelled.push(placed.orderId)
      const [moved, paid] = await Promise.all([
        callA('PATCH', `/api/admin/orders/${placed.orderId}/status`, { status: 'Cancelled' }, team),
        paystack.pay(placed.accessCode),
        callB('POST', '/api/order/verifyPaystack', { reference: placed.reference }, shopper(n)),
      ])
      expect(moved.status).toBe(200)
      expect(paid.ok).toBe(true)
    })

    // 2. Each order paid twice: placed on one server, paid again on the other, both windows
    // completed at once.
    const doubled: string[] = []
    await inBatches(async (n) => {
      const first = await place(n)
      const second = await (n % 2 ? callB : callA)(
        'POST',
        '/api/order/pay-again',
        { orderId: first.orderId },
        shopper(n),
      )
      expect(second.status, JSON.stringify(second.body)).toBe(201)
      doubled.push(first.orderId)
      await Promise.all([paystack.pay(first.accessCode), paystack.pay(second.body.accessCode)])
      await Promise.all([
        callA('POST', '/api/order/verifyPaystack', { reference: first.reference }, shopper(n)),
        callB(
          'POST',
          '/api/order/verifyPaystack',
          { reference: second.body.reference },
          shopper(n),
        ),
      ])
    })

    await eventually(
      'every refund processed',
      async () =>
        Number(
          (await database.query(`SELECT count(*) AS n FROM refunds WHERE status = 'processed'`))
            .rows[0].n,
        ) >=
        2 * PAYMENTS,
      60_000,
    )
    await eventually(
      'the refund e-mails',
      async () => (await refundMails(dirA, dirB)).length >= 2 * PAYMENTS,
    )

    const count = async (query: string, params: unknown[]) =>
      Number((await database.query(query, params)).rows[0].n)
    // None revived: every cancelled order stays cancelled, each with one refund.
    expect(
      await count(`SELECT count(*) AS n FROM orders WHERE id = ANY($1) AND status <> 'Cancelled'`, [
        cancelled,
      ]),
    ).toBe(0)
    expect(
      await count(
        `SELECT count(DISTINCT order_id) AS n FROM refunds WHERE order_id = ANY($1) AND reason = 'order cancelled'`,
        [cancelled],
      ),
    ).toBe(PAYMENTS)
    // Every doubled order is paid, once, and its second charge refunded as a duplicate.
    expect(
      await count(
        `SELECT count(*) AS n FROM orders WHERE id = ANY($1) AND payment_status = 'paid' AND status = 'Order Placed'`,
        [doubled],
      ),
    ).toBe(PAYMENTS)
    expect(
      await count(
        `SELECT count(*) AS n FROM refunds WHERE order_id = ANY($1) AND reason = 'duplicate payment'`,
        [doubled],
      ),
    ).toBe(PAYMENTS)
    // Each refund exactly once: in the store, at Paystack, and by e-mail.
    expect(await count('SELECT count(*) AS n FROM refunds', [])).toBe(2 * PAYMENTS)
    const atPaystack = await paystack.refunds()
    expect(atPaystack).toHaveLength(2 * PAYMENTS)
    expect(new Set(atPaystack.map((refund) => refund.transaction_reference)).size).toBe(
      2 * PAYMENTS,
    )
    expect(await refundMails(dirA, dirB)).toHaveLength(2 * PAYMENTS)
    const winners = (
      await database.query(
        `SELECT kind, count(*) AS n FROM payments WHERE order_id = ANY($1) GROUP BY kind ORDER BY kind`,
        [cancelled],
      )
    ).rows.map((row) => `${row.n} ${row.kind}`)
    console.log(`[soak] Payments racing a cancellation: ${winners.join(', ')}.`)
  })
})
