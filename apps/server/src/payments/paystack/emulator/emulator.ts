import { randomBytes, randomUUID } from 'node:crypto'
import { Hono } from 'hono'
import type { BackgroundTasks } from '../../../background.ts'
import type { Clock } from '../../../clock.ts'
import { readForm } from '../../../http/form-body.ts'
import { readJson } from '../../../http/json-body.ts'
import { inlineScriptHashes } from '../../../http/security.ts'
import { signWebhook } from '../client.ts'
import { checkoutPage, EMULATOR_PATH, REPORT_SCRIPT, resultPage } from './pages.ts'
import {
  CARD_OUTCOMES,
  type EmulatedRefund,
  type EmulatedTransaction,
  InitializeBody,
  RefundBody,
  SHORT_TRANSFER_KOBO,
  TEST_CARDS,
  TransferForm,
  type TransferOutcome,
  wasPaid,
} from './sandbox.ts'

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
   * Seconds between webhook delivery attempts after a failure (Paystack retries too).
   * @defaultValue [5, 30, 120]
   */
  retryDelaysSeconds?: readonly number[]
  /** Milliseconds each API call takes, to play a slow Paystack. @defaultValue 0 */
  latencyMs?: number
  /**
   * Seconds a refund stays pending before it is processed (or fails) and its webhook is sent;
   * Paystack takes days. @defaultValue 5
   */
  refundSeconds?: number
  /**
   * Seconds between "I've sent the money" and the transfer landing (its `charge.success`
   * webhook); a real one takes seconds to minutes. @defaultValue 60
   */
  transferSeconds?: number
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
  private readonly refunds = new Map<number, EmulatedRefund>()
  private deliver: ((request: Request) => Promise<Response>) | undefined
  private nextId = 1
  private nextRefundId = 1
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
      channel: tx.channel,
      customer: { email: tx.email },
    }
  }

  private refundView(refund: EmulatedRefund) {
    return {
      id: refund.id,
      domain: 'test',
      transaction: refund.transaction.id,
      transaction_reference: refund.transaction.reference,
      amount: refund.amount,
      currency: refund.currency,
      channel: 'card',
      merchant_note: refund.merchantNote,
      status: refund.status,
      createdAt: refund.createdAt.toISOString(),
    }
  }

  /** The money of a transaction not yet given back. */
  private refundable(tx: EmulatedTransaction): number {
    let given = 0
    for (const refund of this.refunds.values()) {
      if (refund.transaction === tx && refund.status !== 'failed') given += refund.amount
    }
    return tx.amount - given
  }

  private routes() {
    const app = new Hono()
    const authorised = (header: string | undefined) => header === `Bearer ${this.options.secretKey}`
    const refuse = (message: string) => ({ status: false, message })
    const latency = this.options.latencyMs ?? 0
    if (latency > 0) {
      for (const path of ['/transaction/*', '/refund', '/refund/*']) {
        app.use(path, async (_, next) => {
          await new Promise((resolve) => setTimeout(resolve, latency))
          await next()
        })
      }
    }
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
      if (!tx) return c.json(refuse('Transaction reference not found'), 400)
      return c.json({ status: true, message: 'Verification successful', data: this.view(tx) })
    })

    // Refunds, as Paystack's Refund API: in full unless an amount is given, queued as pending,
    // then processed (or failed, for the card whose refunds fail) after `refundSeconds`.
    app.post('/refund', async (c) => {
      if (!authorised(c.req.header('authorization'))) {
        return c.json(refuse('Invalid key'), 401)
      }
      const parsed = RefundBody.safeParse(await readJson(c))
      if (!parsed.success) return c.json(refuse('Invalid refund details'), 400)
      const { transaction, amount, merchant_note } = parsed.data
      const tx =
        typeof transaction === 'number'
          ? [...this.byReference.values()].find((candidate) => candidate.id === transaction)
          : this.byReference.get(transaction)
      if (!tx) return c.json(refuse('Transaction not found'), 404)
      if (!wasPaid(tx)) {
        return c.json(refuse('Cannot refund a transaction that was not successful'), 400)
      }
      const left = this.refundable(tx)
      if (left === 0) return c.json(refuse('Transaction has been fully reversed'), 400)
      if (amount !== undefined && amount > left) {
        return c.json(refuse('Refund amount cannot be more than the transaction amount'), 400)
      }
      const refund: EmulatedRefund = {
        id: this.nextRefundId++,
        transaction: tx,
        amount: amount ?? left,
        currency: tx.currency,
        merchantNote: merchant_note ?? null,
        status: 'pending',
        createdAt: this.options.clock.now(),
      }
      this.refunds.set(refund.id, refund)
      this.settleLater(refund)
      return c.json({
        status: true,
        message: 'Refund has been queued for processing',
        data: this.refundView(refund),
      })
    })

    app.get('/refund/:id', (c) => {
      if (!authorised(c.req.header('authorization'))) {
        return c.json(refuse('Invalid key'), 401)
      }
      const refund = this.refunds.get(Number(c.req.param('id')))
      if (!refund) return c.json(refuse('Refund not found'), 404)
      return c.json({ status: true, message: 'Refund retrieved', data: this.refundView(refund) })
    })

    app.get('/refund', (c) => {
      if (!authorised(c.req.header('authorization'))) {
        return c.json(refuse('Invalid key'), 401)
      }
      const reference = c.req.query('reference')
      const found = [...this.refunds.values()].filter(
        (refund) => reference === undefined || refund.transaction.reference === reference,
      )
      return c.json({
        status: true,
        message: 'Refunds retrieved',
        data: found.map((refund) => this.refundView(refund)),
      })
    })

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
      this.sendWebhook('charge.success', this.view(tx))
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

    app.post('/checkout/:accessCode/cancel', (c) => {
      const tx = this.byAccessCode.get(c.req.param('accessCode'))
      if (!tx) return c.html(resultPage({ outcome: 'unknown' }), 404)
      if (!wasPaid(tx)) tx.status = 'abandoned'
      return c.html(resultPage({ outcome: wasPaid(tx) ? 'paid' : 'cancelled', tx }))
    })
    return app
  }

  /** Lands a sent transfer after `transferSeconds` as `outcome` says, and tells the store. */
  private landLater(tx: EmulatedTransaction, outcome: TransferOutcome) {
    if (outcome === 'never') return
    const seconds = this.options.transferSeconds ?? 60
    this.options.background.run('Emulated bank transfer', async () => {
      if (seconds > 0) {
        await new Promise((resolve) => setTimeout(resolve, seconds * 1000).unref())
      }
      if (tx.status !== 'ongoing') return
      // A short transfer is what the bank received: Paystack reports the amount that landed.
      if (outcome === 'short') tx.amount = Math.max(tx.amount - SHORT_TRANSFER_KOBO, 100)
      tx.status = 'success'
      tx.gatewayResponse = 'Approved'
      tx.paidAt = this.options.clock.now()
      this.sendWebhook('charge.success', this.view(tx))
    })
  }

  /** Settles a refund after `refundSeconds`, and tells the store by webhook. */
  private settleLater(refund: EmulatedRefund) {
    const seconds = this.options.refundSeconds ?? 5
    this.options.background.run('Emulated Paystack refund', async () => {
      if (seconds > 0) {
        await new Promise((resolve) => setTimeout(resolve, seconds * 1000).unref())
      }
      refund.status = refund.transaction.refundFails ? 'failed' : 'processed'
      if (refund.status === 'processed' && this.refundable(refund.transaction) === 0) {
        refund.transaction.status = 'reversed'
      }
      this.sendWebhook(`refund.${refund.status}`, {
        ...this.refundView(refund),
        refund_reference: `RF-${refund.id}`,
      })
    })
  }

  /** Posts a signed event to the store, retrying on failure as Paystack does. */
  private sendWebhook(event: string, data: object) {
    const body = JSON.stringify({ event, data })
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
