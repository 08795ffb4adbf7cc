/**
 * The Paystack emulator as a service of its own, for a test setup of several store servers
 * (each store server's built-in emulator knows only its own transactions). Point the servers at
 * it as at Paystack: PAYSTACK_BASE_URL=http://127.0.0.1:<port>/paystack-emulator,
 * PAYSTACK_SECRET_KEY=<its key>.
 *
 *   PORT=4100 EMULATOR_SECRET_KEY=sk_test_shared [WEBHOOK_URL=http://store/api/order/webhook/paystack]
 *   [LATENCY_MS=0] [REFUND_SECONDS=5] [WEBHOOK_RETRY_SCALE=1]
 *   tsx apps/server/src/payments/paystack/emulator/standalone.ts
 *
 * WEBHOOK_RETRY_SCALE shortens Paystack's retry schedule (3 minutes four times, then hourly) for
 * tests: 1/36 retries a failed webhook after 5 s.
 *
 * It prints its port once listening.
 */
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { BackgroundTasks } from '../../../background.ts'
import { systemClock } from '../../../clock.ts'
import { EMULATOR_PATH, PaystackEmulator } from './emulator.ts'

const port = Number(process.env.PORT ?? 0)
const secretKey = process.env.EMULATOR_SECRET_KEY
if (!secretKey?.startsWith('sk_test_')) {
  console.error('EMULATOR_SECRET_KEY must be set to a test key (sk_test_...)')
  process.exit(64)
}

let origin = ''
const emulator = new PaystackEmulator({
  secretKey,
  // Checkout pages are linked from here, known once the server listens.
  get publicUrl() {
    return origin
  },
  background: new BackgroundTasks(),
  clock: systemClock,
  latencyMs: Number(process.env.LATENCY_MS ?? 0),
  refundSeconds: Number(process.env.REFUND_SECONDS ?? 5),
  retryScale: Number(process.env.WEBHOOK_RETRY_SCALE ?? 1),
})
const webhookUrl = process.env.WEBHOOK_URL
if (webhookUrl) {
  emulator.connect((request) =>
    fetch(webhookUrl, {
      method: 'POST',
      headers: request.headers,
      body: request.body,
      duplex: 'half',
    } as RequestInit),
  )
}

// Mounted where the store mounts it, so its pages' links and forms are the same.
const app = new Hono().route(EMULATOR_PATH, emulator.app)
serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, (info) => {
  origin = `http://127.0.0.1:${info.port}`
  console.log(info.port)
})
