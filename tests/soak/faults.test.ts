/**
 * A store that crashes (SIGKILL: no shutdown, no cleanup) at the worst moments of a payment, on
 * the embedded database and on PostgreSQL, and a PostgreSQL that goes away for a moment. Paystack
 * (the emulator as a service of its own) lives on, as the real one does.
 */

import { describe, expect, it } from 'vitest'
import { signWebhook } from '../../apps/server/src/payments/paystack/client.ts'
import { externalService } from '../../apps/server/src/testing/external.ts'
import { confirmationSubject, confirmations, eventually } from '../outbox.ts'
import {
  capOrder,
  client,
  databaseProxy,
  freePort,
  freshDatabase,
  removeLater,
  SOAK,
  signUp,
  startEmulator,
  startStore,
  tempDir,
} from './harness.ts'

const databaseServer = externalService('TEST_DATABASE_URL', 'crash and outage tests on PostgreSQL')

const backends = [
  { name: "PGlite's data directory", database: async (): Promise<Record<string, string>> => ({}) },
  ...(databaseServer
    ? [
        {
          name: 'PostgreSQL',
          database: async () => ({ DATABASE_URL: await freshDatabase(databaseServer) }),
        },
      ]
    : []),
]

const PAID = { success: true, message: 'Payment verified' }

/** A store on a fixed port and data directory that can be killed and started again. */
async function crashableStore(env: Record<string, string>, port: number) {
  const dataDir = tempDir('crash')
  removeLater(dataDir)
  let store = await startStore(env, dataDir, port)
  return {
    dataDir,
    call: client(store.url),
    kill: () => store.stop('SIGKILL'),
    restart: async () => {
      store = await startStore(env, dataDir, port)
    },
  }
}

describe.each(backends)('a store on $name killed with SIGKILL', ({ database }) => {
  it('between starting a payment and verifying it confirms each order once after restart, losing nothing acknowledged', async () => {
    const port = await freePort()
    const webhookUrl = `http://127.0.0.1:${port}/api/order/webhook/paystack`
    const paystack = await startEmulator({ webhookUrl })
    const store = await crashableStore({ ...(await database()), ...paystack.storeEnv() }, port)
    const { call } = store

    // Acknowledged writes: two accounts, a cart, two orders waiting for payment.
    const ada = await signUp(call, 'Ada Crash')
    const bayo = await signUp(call, 'Bayo Crash')
    expect(
      (await call('POST', '/api/cart/add', { itemId: 'lagos-sun-cap', size: 'One size' }, bayo))
        .status,
    ).toBe(200)
    const order = await capOrder(call)
    const first = (await call('POST', '/api/order/paystack', order, ada)).body
    const second = (await call('POST', '/api/order/paystack', order, ada)).body

    await store.kill()
    // Ada pays both while the store is down: Paystack's webhooks fail, to be retried later.
    expect((await paystack.pay(first.accessCode)).ok).toBe(true)
    expect((await paystack.pay(second.accessCode)).ok).toBe(true)
    await store.restart()

    expect((await call('GET', '/api/users/me', undefined, ada)).status).toBe(200)
    expect((await call('GET', '/api/cart/get', undefined, bayo)).body.cartData).toEqual({
      'lagos-sun-cap': { 'One size': 1 },
    })
    const listed = (await call('POST', '/api/order/userorders', undefined, ada)).body.orders
    expect(listed.map((o: { reference: string }) => o.reference).sort()).toEqual(
      [first.reference, second.reference].sort(),
    )

    // Ada comes back to the first; Paystack's retried webhook confirms the second.
    const verify = (reference: string) =>
      call('POST', '/api/order/verifyPaystack', { reference }, ada)
    expect((await verify(first.reference)).body).toEqual(PAID)
    await eventually('the retried webhook to confirm the second order', async () =>
      (await call('POST', '/api/order/userorders', undefined, ada)).body.orders.every(
        (o: { payment: boolean }) => o.payment,
      ),
    )
    // Replays change nothing: the shopper's verify, and a webhook sent again.
    expect((await verify(first.reference)).body).toEqual(PAID)
    for (const { reference } of [first, second]) {
      const body = JSON.stringify({ event: 'charge.success', data: { reference } })
      const replay = await fetch(webhookUrl, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'x-paystack-signature': signWebhook(paystack.secretKey, body),
        },
        body,
      })
      expect(replay.status).toBe(200)
    }
    await eventually('both confirmation e-mails', async () => {
      return (await confirmations(store.dataDir)).length >= 2
    })
    // Time for any late duplicate to show up.
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect((await confirmations(store.dataDir)).sort()).toEqual(
      [first.reference, second.reference].map(confirmationSubject).sort(),
    )
  })

  it('in the middle of verification, at one moment after another, confirms each order exactly once', async () => {
    const port = await freePort()
    // Each call to Paystack takes 800 ms, so there is a verification in flight to kill.
    const paystack = await startEmulator({
      latencyMs: 800,
      webhookUrl: `http://127.0.0.1:${port}/api/order/webhook/paystack`,
    })
    const store = await crashableStore({ ...(await database()), ...paystack.storeEnv() }, port)
    const { call } = store
    const ada = await signUp(call, 'Ada Midway')
    const order = await capOrder(call)
    const references: string[] = []

    for (const killAfterMs of SOAK.killAfterMs) {
      const placed = (await call('POST', '/api/order/paystack', order, ada)).body
      references.push(placed.reference)
      // Paying sends the webhook: the store takes it (200) and confirms it in the background,
      // while the shopper's browser verifies too; the store dies somewhere in between.
      expect((await paystack.pay(placed.accessCode)).ok).toBe(true)
      const verifying = call(
        'POST',
        '/api/order/verifyPaystack',
        { reference: placed.reference },
        ada,
      ).catch(() => undefined)
      await new Promise((resolve) => setTimeout(resolve, killAfterMs))
      await store.kill()
      await verifying
      await store.restart()
      // The shopper tries again.
      const again = await call(
        'POST',
        '/api/order/verifyPaystack',
        { reference: placed.reference },
        ada,
      )
      expect(again.body).toEqual(PAID)
    }

    const listed = (await call('POST', '/api/order/userorders', undefined, ada)).body.orders
    expect(listed).toHaveLength(references.length)
    for (const o of listed) {
      expect(o.payment).toBe(true)
      // One 'Order Placed' in each timeline: confirmed once.
      expect(
        o.timeline.filter((entry: { status: string }) => entry.status === 'Order Placed'),
      ).toHaveLength(1)
    }
    // A message a killed server had claimed waits out its claim (10 s for the outbox) and the
    // next delivery round (every 30 s).
    await eventually(
      'the confirmation e-mails',
      async () => (await confirmations(store.dataDir)).length >= references.length,
      60_000,
    )
    await new Promise((resolve) => setTimeout(resolve, 1000))
    expect((await confirmations(store.dataDir)).sort()).toEqual(
      references.map(confirmationSubject).sort(),
    )
  })
})

describe.runIf(databaseServer)('PostgreSQL going away for a moment', () => {
  it('turns calls into a clear 503, reported by /healthz, and recovers without a restart', async () => {
    const proxy = await databaseProxy(await freshDatabase(databaseServer as string))
    const dataDir = tempDir('outage')
    removeLater(dataDir)
    const store = await startStore({ DATABASE_URL: proxy.url }, dataDir)
    const call = client(store.url)
    const ada = await signUp(call, 'Ada Outage')

    await proxy.cut()
    const me = await call('GET', '/api/users/me', undefined, ada)
    expect(me.status).toBe(503)
    expect(me.body).toEqual({
      success: false,
      message: 'The store cannot reach its database right now. Please try again in a moment.',
    })
    const added = await call(
      'POST',
      '/api/cart/add',
      { itemId: 'lagos-sun-cap', size: 'One size' },
      ada,
    )
    expect(added.status).toBe(503)
    expect((await fetch(`${store.url}/healthz`)).status).toBe(503)
    expect(store.process.exitCode).toBeNull()

    await proxy.restore()
    await eventually('the store to reach its database again', async () =>
      fetch(`${store.url}/healthz`).then((res) => res.ok),
    )
    expect((await call('GET', '/api/users/me', undefined, ada)).status).toBe(200)
    expect(
      (await call('POST', '/api/cart/add', { itemId: 'lagos-sun-cap', size: 'One size' }, ada))
        .status,
    ).toBe(200)
    expect((await call('GET', '/api/cart/get', undefined, ada)).body.cartData).toEqual({
      'lagos-sun-cap': { 'One size': 1 },
    })
  })
})
