import { randomBytes, randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import { z } from 'zod'
import type { BackgroundTasks } from '../../../background.ts'
import type { Clock } from '../../../clock.ts'
import { signWebhook, type TransactionStatus } from '../client.ts'
import { CHECKOUT_POLICY, checkoutPage, EMULATOR_PATH, resultPage } from './pages.ts'

export { EMULATOR_PATH }

/** Paystack's test cards, as the emulator treats them. */
export const TEST_CARDS = {
  success: '4084084084084081',
  declined: '4084080000005408',
  insufficientFunds: '4084080000670037',
} as const

const CARD_OUTCOMES: Record<string, { status: TransactionStatus; response: string }> = {
  [TEST_CARDS.success]: { status: 'success', response: 'Approved' },
  [TEST_CARDS.declined]: { status: 'failed', response: 'Declined' },
  [TEST_CARDS.insufficientFunds]: { status: 'failed', response: 'Insufficient Funds' },
}

interface EmulatedTransaction {
  id: number
  reference: string
  accessCode: string
  email: string
  amount: number
  currency: string
  callbackUrl: string | undefined
  status: TransactionStatus
  gatewayResponse: string | null
  createdAt: Date
  paidAt: Date | null
}

const InitializeBody = z.object({
  email: z.email(),
  amount: z.coerce.number().int().positive(),
  currency: z.string().default('NGN'),
  reference: z.string().min(1).max(100).optional(),
  callback_url: z.string().optional(),
})

export interface EmulatorOptions {
  /** The secret key the store's client must present, and that signs the webhooks. */
  secretKey: string
  /** Where the checkout pages are reached: the store's public address. */
  publicUrl: string
  background: BackgroundTasks
  clock: Clock
  /**
   * Seconds between webhook delivery attempts after a failure (Paystack retries too).
   * @defaultValue [5, 30, 120]
   */
  retryDelaysSeconds?: readonly number[]
  /** Milliseconds each API call takes, to play a slow Paystack. @defaultValue 0 */
  latencyMs?: number
}

/**
 * A stand-in for Paystack, built into the server so that a payment can be made offline and in
 * tests: the same HTTP contract (initialize, verify, signed `charge.success` webhooks) and a
 * checkout page with Paystack's test cards. Transactions live in memory, like a sandbox.
 */
export class PaystackEmulator {
  private readonly byReference = new Map<string, EmulatedTransaction>()
  private readonly byAccessCode = new Map<string, EmulatedTransaction>()
  private deliver: ((request: Request) => Promise<Response>) | undefined
  private nextId = 1
  readonly app: Hono

  constructor(private readonly options: EmulatorOptions) {
    this.app = this.routes()
  }

  /** The key the store's client presents and the webhooks are signed with. */
  get secretKey(): string {
    return this.options.secretKey
  }

  /** How webhooks reach the store (its own app, in-process). */
  connect(deliver: (request: Request) => Promise<Response>) {
    this.deliver = deliver
  }

  /** The emulator's API, answered in-process for the store's Paystack client. */
  readonly fetch: typeof fetch = async (input, init) => {
    const url = new URL(input instanceof Request ? input.url : input)
    return this.app.request(`${url.pathname.replace(EMULATOR_PATH, '')}${url.search}`, init)
  }

  private view(tx: EmulatedTransaction) {
    return {
      id: tx.id,
      domain: 'test',
      status: tx.status,
      reference: tx.reference,
      amount: tx.amount,
      currency: tx.currency,
      gateway_response: tx.gatewayResponse,
      paid_at: tx.paidAt?.toISOString() ?? null,
      created_at: tx.createdAt.toISOString(),
      channel: 'card',
      customer: { email: tx.email },
    }
  }

  private routes() {
    const app = new Hono()
    const authorised = (header: string | undefined) => header === `Bearer ${this.options.secretKey}`
    const refuse = (message: string) => ({ status: false, message })
    const latency = this.options.latencyMs ?? 0
    if (latency > 0) {
      app.use('/transaction/*', async (_, next) => {
        await new Promise((resolve) => setTimeout(resolve, latency))
        await next()
      })
    }
    app.use('/checkout/*', async (c, next) => {
      await next()
      c.res.headers.set('Content-Security-Policy', CHECKOUT_POLICY)
    })

    app.post('/transaction/initialize', async (c) => {
      if (!authorised(c.req.header('authorization'))) {
        return c.json(refuse('Invalid key'), 401)
      }
      const parsed = InitializeBody.safeParse(await c.req.json().catch(() => undefined))
      if (!parsed.success) return c.json(refuse('Invalid transaction details'), 400)
      const { email, amount, currency, reference = randomUUID(), callback_url } = parsed.data
      if (this.byReference.has(reference)) {
        return c.json(refuse('Duplicate Transaction Reference'), 400)
      }
      const tx: EmulatedTransaction = {
        id: this.nextId++,
        reference,
        accessCode: randomBytes(10).toString('hex'),
        email,
        amount,
        currency,
        callbackUrl: callback_url,
        status: 'abandoned',
        gatewayResponse: null,
        createdAt: this.options.clock.now(),
        paidAt: null,
      }
      this.byReference.set(reference, tx)
      this.byAccessCode.set(tx.accessCode, tx)
      return c.json({
        status: true,
        message: 'Authorization URL created',
        data: {
          authorization_url: `${this.options.publicUrl}${EMULATOR_PATH}/checkout/${tx.accessCode}`,
          access_code: tx.accessCode,
          reference,
        },
      })
    })

    app.get('/transaction/verify/:reference', (c) => {
      if (!authorised(c.req.header('authorization'))) {
        return c.json(refuse('Invalid key'), 401)
      }
      const tx = this.byReference.get(c.req.param('reference'))
      if (!tx) return c.json(refuse('Transaction reference not found'), 400)
      return c.json({ status: true, message: 'Verification successful', data: this.view(tx) })
    })

    app.get('/checkout/:accessCode', (c) => {
      const tx = this.byAccessCode.get(c.req.param('accessCode'))
      if (!tx) return c.html(resultPage({ outcome: 'unknown' }), 404)
      if (tx.status === 'success') return c.html(resultPage({ outcome: 'paid', tx }))
      return c.html(checkoutPage({ tx, card: TEST_CARDS.success }))
    })

    app.post('/checkout/:accessCode/pay', async (c) => {
      const tx = this.byAccessCode.get(c.req.param('accessCode'))
      if (!tx) return c.html(resultPage({ outcome: 'unknown' }), 404)
      if (tx.status === 'success') return c.html(resultPage({ outcome: 'paid', tx }))
      const form = await c.req.parseBody()
      const card = String(form.card ?? '').replace(/\D/g, '')
      const outcome = CARD_OUTCOMES[card] ?? { status: 'failed', response: 'Declined' }
      tx.gatewayResponse = outcome.response
      if (outcome.status !== 'success') {
        // As on Paystack, a declined card can be followed by another try.
        tx.status = 'failed'
        return c.html(checkoutPage({ tx, card, error: outcome.response }), 402)
      }
      tx.status = 'success'
      tx.paidAt = this.options.clock.now()
      this.sendWebhook(tx)
      return c.html(resultPage({ outcome: 'paid', tx }))
    })

    app.post('/checkout/:accessCode/cancel', (c) => {
      const tx = this.byAccessCode.get(c.req.param('accessCode'))
      if (!tx) return c.html(resultPage({ outcome: 'unknown' }), 404)
      if (tx.status !== 'success') tx.status = 'abandoned'
      return c.html(resultPage({ outcome: tx.status === 'success' ? 'paid' : 'cancelled', tx }))
    })
    return app
  }

  /** Posts a signed `charge.success` to the store, retrying on failure as Paystack does. */
  private sendWebhook(tx: EmulatedTransaction) {
    const body = JSON.stringify({ event: 'charge.success', data: this.view(tx) })
    const signature = signWebhook(this.options.secretKey, body)
    const delays = this.options.retryDelaysSeconds ?? [5, 30, 120]
    const attempt = async (left: readonly number[]): Promise<void> => {
      const delivered = await this.deliver?.(
        new Request(`${this.options.publicUrl}/api/order/webhook/paystack`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'x-paystack-signature': signature },
          body,
        }),
      ).then(
        (res) => res.ok,
        () => false,
      )
      const [delay, ...rest] = left
      if (delivered || delay === undefined) return
      await new Promise((resolve) => setTimeout(resolve, delay * 1000).unref())
      return attempt(rest)
    }
    this.options.background.run('Emulated Paystack webhook', () => attempt(delays))
  }
}
