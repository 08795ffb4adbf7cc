import { randomBytes, randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import type { BackgroundTasks } from '../../../background.ts'
import type { Clock } from '../../../clock.ts'
import { readForm } from '../../../http/form-body.ts'
import { readJson } from '../../../http/json-body.ts'
import { inlineScriptHashes } from '../../../http/security.ts'
import { signWebhook } from '../client.ts'
import { EmulatedDisputes } from './disputes.ts'
import { checkoutPage, EMULATOR_PATH, REPORT_SCRIPT, resultPage } from './pages.ts'
import { EmulatedRefunds } from './refunds.ts'
import {
  CARD_OUTCOMES,
  type EmulatedTransaction,
  InitializeBody,
  PAYSTACK_WEBHOOK_RETRIES,
  REJECTION_TYPES,
  SHORT_TRANSFER_KOBO,
  TEST_CARDS,
  TransferForm,
  type TransferOutcome,
  wasPaid,
} from './sandbox.ts'
import { paystackFee, transactionView } from './views.ts'

export { TEST_CARDS } from './sandbox.ts'
export { EMULATOR_PATH }

/**
 * The checkout pages' policy: framed only by the store itself, its one script by hash, its
 * forms posting back to it, nothing else.
 */
const CHECKOUT_POLICY = [
  "default-src 'none'",
  `script-src ${inlineScriptHashes(`<script>${REPORT_SCRIPT}</script>`).join(' ')}`,
  "style-src 'unsafe-inline'",
  "form-action 'self'",
  "frame-ancestors 'self'",
  "base-uri 'none'",
].join('; ')

export interface EmulatorOptions {
  /** The secret key the store's client must present, and that signs the webhooks. */
  secretKey: string
  /** Where the checkout pages are reached: the store's public address. */
  publicUrl: string
  background: BackgroundTasks
  clock: Clock
  /**
   * Seconds between webhook delivery attempts after a failure.
   * @defaultValue Paystack's schedule, PAYSTACK_WEBHOOK_RETRIES (3 minutes four times, then
   * hourly for 72 hours)
   */
  retryDelaysSeconds?: readonly number[]
  /** Multiplies each retry delay: tests play Paystack's schedule faster. @defaultValue 1 */
  retryScale?: number
  /** Milliseconds each API call takes, to play a slow Paystack. @defaultValue 0 */
  latencyMs?: number
  /**
   * Seconds a refund stays pending before it is processed (or fails) and its webhook is sent;
   * Paystack takes days. @defaultValue 5
   */
  refundSeconds?: number
  /**
   * Seconds between "I've sent the money" and the transfer landing (its `charge.success`
   * webhook, or `bank.transfer.rejected`); a real one takes seconds to minutes. @defaultValue 60
   */
  transferSeconds?: number
  /**
   * Paystack's "pass charges to customers" setting: the shopper pays Paystack's fee on top, so
   * a transaction's `amount` is more than its `requested_amount`. Changeable while it runs
   * (`settings`). @defaultValue false
   */
  feesOnCustomer?: boolean
}

/**
 * A stand-in for Paystack, built into the server so that a payment can be made offline and in
 * tests: the same HTTP contract (initialize, verify, refunds, signed `charge.success` and
 * `refund.*` webhooks) and a checkout page with Paystack's test cards. Transactions and refunds
 * live in memory, like a sandbox.
 */
export class PaystackEmulator {
  private readonly byReference = new Map<string, EmulatedTransaction>()
  private readonly byAccessCode = new Map<string, EmulatedTransaction>()
  private readonly refunds: EmulatedRefunds
  private deliver: ((request: Request) => Promise<Response>) | undefined
  private nextId = 1
  readonly app: Hono
  /** The emulated Paystack account's settings, as its dashboard would change them. */
  readonly settings: { feesOnCustomer: boolean }

  readonly disputes: EmulatedDisputes

  constructor(private readonly options: EmulatorOptions) {
    this.disputes = new EmulatedDisputes(
      { ...options, baseUrl: `${options.publicUrl}${EMULATOR_PATH}` },
      this.byReference,
      this.sendWebhook.bind(this),
    )
    this.refunds = new EmulatedRefunds({
      clock: options.clock,
      background: options.background,
      ...(options.refundSeconds !== undefined ? { refundSeconds: options.refundSeconds } : {}),
      transaction: (name) => this.transaction(name),
      sendWebhook: (event, data) => this.sendWebhook(event, data),
    })
    this.app = this.routes()
    this.settings = { feesOnCustomer: options.feesOnCustomer ?? false }
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

  /**
   * The transaction a refund names, as Paystack takes it: by reference, or by its id (a number,
   * or its digits as a string).
   */
  private transaction(name: string | number): EmulatedTransaction | undefined {
    const byReference = typeof name === 'string' ? this.byReference.get(name) : undefined
    if (byReference || !/^\d+$/.test(String(name))) return byReference
    return [...this.byReference.values()].find((tx) => tx.id === Number(name))
  }

  private routes() {
    const app = new Hono()
    const authorised = (header: string | undefined) => header === `Bearer ${this.options.secretKey}`
    const refuse = (message: string) => ({ status: false, message })
    const latency = this.options.latencyMs ?? 0
    if (latency > 0) {
      for (const path of ['/transaction/*', '/refund', '/refund/*', '/bank']) {
        app.use(path, async (_, next) => {
          await new Promise((resolve) => setTimeout(resolve, latency))
          await next()
        })
      }
    }
    // Every answer here is about someone's payment (the checkout page shows the shopper's
    // e-mail, the disputes page every payer's): like the store's own personal answers, none may
    // be kept by a cache and handed to the next person to ask.
    app.use('*', async (c, next) => {
      await next()
      c.res.headers.set('Cache-Control', 'no-store')
    })
    app.use('/checkout/*', async (c, next) => {
      await next()
      c.res.headers.set('Content-Security-Policy', CHECKOUT_POLICY)
    })

    app.post('/transaction/initialize', async (c) => {
      if (!authorised(c.req.header('authorization'))) {
        return c.json(refuse('Invalid key'), 401)
      }
      const parsed = InitializeBody.safeParse(await readJson(c))
      if (!parsed.success) return c.json(refuse('Invalid transaction details'), 400)
      const {
        email,
        amount,
        currency,
        reference = randomUUID(),
        callback_url,
        channels = ['card', 'bank_transfer'],
      } = parsed.data
      if (this.byReference.has(reference)) {
        return c.json(refuse('Duplicate Transaction Reference'), 400)
      }
      const fees = paystackFee(amount)
      const tx: EmulatedTransaction = {
        id: this.nextId++,
        reference,
        accessCode: randomBytes(10).toString('hex'),
        email,
        amount: this.settings.feesOnCustomer ? amount + fees : amount,
        requestedAmount: amount,
        fees,
        currency,
        callbackUrl: callback_url,
        status: 'abandoned',
        gatewayResponse: 'The transaction was not completed',
        createdAt: this.options.clock.now(),
        paidAt: null,
        refundFails: false,
        channels,
        channel: 'card',
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
      // As Paystack describes it: an unknown reference is not found (404).
      if (!tx) return c.json(refuse('Transaction reference not found'), 404)
      return c.json({ status: true, message: 'Verification successful', data: transactionView(tx) })
    })

    // Refunds, as Paystack's Refund API (refunds.ts).
    this.refunds.mount(app, authorised)

    app.get('/checkout/:accessCode', (c) => {
      const tx = this.byAccessCode.get(c.req.param('accessCode'))
      if (!tx) return c.html(resultPage({ outcome: 'unknown' }), 404)
      if (wasPaid(tx)) return c.html(resultPage({ outcome: 'paid', tx }))
      if (tx.status === 'ongoing') return c.html(resultPage({ outcome: 'transfer', tx }))
      return c.html(checkoutPage({ tx, card: TEST_CARDS.success }))
    })

    app.post('/checkout/:accessCode/pay', async (c) => {
      const tx = this.byAccessCode.get(c.req.param('accessCode'))
      if (!tx) return c.html(resultPage({ outcome: 'unknown' }), 404)
      if (wasPaid(tx)) return c.html(resultPage({ outcome: 'paid', tx }))
      // Read as every body is: within the store's limit and read timeout.
      const form = await readForm(c)
      const card = (form.get('card') ?? '').replace(/\D/g, '')
      const outcome = CARD_OUTCOMES[card] ?? { status: 'failed', response: 'Declined' }
      tx.gatewayResponse = outcome.response
      if (outcome.status !== 'success') {
        // As on Paystack, a declined card can be followed by another try.
        tx.status = 'failed'
        return c.html(checkoutPage({ tx, card, error: outcome.response }), 402)
      }
      tx.status = 'success'
      tx.paidAt = this.options.clock.now()
      tx.refundFails = card === TEST_CARDS.refundFails
      tx.refundNeedsAttention = card === TEST_CARDS.refundNeedsAttention
      this.sendWebhook('charge.success', transactionView(tx))
      return c.html(resultPage({ outcome: 'paid', tx }))
    })

    // Paystack's "Pay with Transfer": the shopper says they sent the money; the transaction is
    // `ongoing` until it lands (or never does), and the window reports back at once, as the
    // shopper may close it long before the bank answers.
    app.post('/checkout/:accessCode/transfer', async (c) => {
      const tx = this.byAccessCode.get(c.req.param('accessCode'))
      if (!tx) return c.html(resultPage({ outcome: 'unknown' }), 404)
      if (wasPaid(tx)) return c.html(resultPage({ outcome: 'paid', tx }))
      if (!tx.channels.includes('bank_transfer'))
        return c.html(resultPage({ outcome: 'unknown' }), 404)
      const form = TransferForm.safeParse(Object.fromEntries(await readForm(c)))
      if (!form.success) return c.html(resultPage({ outcome: 'unknown' }), 400)
      if (tx.status !== 'ongoing') {
        tx.status = 'ongoing'
        tx.channel = 'bank_transfer'
        tx.gatewayResponse = 'Awaiting transfer'
        this.landLater(tx, form.data.outcome)
      }
      return c.html(resultPage({ outcome: 'transfer', tx }))
    })

    app.route('/', this.disputes.routes())
    app.post('/checkout/:accessCode/cancel', (c) => {
      const tx = this.byAccessCode.get(c.req.param('accessCode'))
      if (!tx) return c.html(resultPage({ outcome: 'unknown' }), 404)
      if (!wasPaid(tx)) tx.status = 'abandoned'
      return c.html(resultPage({ outcome: wasPaid(tx) ? 'paid' : 'cancelled', tx }))
    })
    return app
  }

  /**
   * Lands a sent transfer after `transferSeconds` as `outcome` says, and tells the store: the
   * exact amount in time is a charge (`charge.success`); a short or late one Paystack refuses and
   * sends back itself (`bank.transfer.rejected`, naming the transaction by its id only).
   */
  private landLater(tx: EmulatedTransaction, outcome: TransferOutcome) {
    if (outcome === 'never') return
    const seconds = this.options.transferSeconds ?? 60
    this.options.background.run('Emulated bank transfer', async () => {
      if (seconds > 0) {
        await new Promise((resolve) => setTimeout(resolve, seconds * 1000).unref())
      }
      if (tx.status !== 'ongoing') return
      if (outcome === 'short' || outcome === 'late') {
        const rejection = REJECTION_TYPES[outcome]
        const sent =
          outcome === 'short' ? Math.max(tx.amount - SHORT_TRANSFER_KOBO, 100) : tx.amount
        tx.status = 'failed'
        tx.gatewayResponse = `Transfer rejected: ${rejection.message}`
        this.sendWebhook('bank.transfer.rejected', {
          bank_transfer: {
            amount: String(sent),
            message: rejection.message,
            message_type: rejection.type,
            transaction_id: String(tx.id),
          },
          customer: { email: tx.email },
        })
        return
      }
      tx.status = 'success'
      tx.gatewayResponse = 'Approved'
      tx.paidAt = this.options.clock.now()
      this.sendWebhook('charge.success', transactionView(tx))
    })
  }

  /**
   * Posts a signed event to the store, retrying on failure on Paystack's schedule. Each try is
   * a background task, the waits between them are not: a shutdown does not wait 72 hours.
   */
  private sendWebhook(event: string, data: object) {
    const body = JSON.stringify({ event, data })
    const signature = signWebhook(this.options.secretKey, body)
    const delays = this.options.retryDelaysSeconds ?? PAYSTACK_WEBHOOK_RETRIES
    const scale = this.options.retryScale ?? 1
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
      setTimeout(
        () => {
          this.options.background.run('Emulated Paystack webhook', () => attempt(rest))
        },
        delay * scale * 1000,
      ).unref()
    }
    this.options.background.run('Emulated Paystack webhook', () => attempt(delays))
  }
}
