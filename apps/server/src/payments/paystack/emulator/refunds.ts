/*
 * The emulator's Refund API (emulator.ts mounts it): create, fetch, list a page at a time,
 * retry with the customer's bank account, Nigeria's banks, and the lifecycle events Paystack
 * posts (`refund.pending`, `refund.processing`, then `refund.processed` or `refund.failed`, or
 * `refund.needs-attention` until the customer's bank account is given).
 */
import type { Hono } from 'hono'
import type { BackgroundTasks } from '../../../background.ts'
import type { Clock } from '../../../clock.ts'
import { readJson } from '../../../http/json-body.ts'
import {
  EMULATED_BANKS,
  type EmulatedRefund,
  type EmulatedTransaction,
  RefundBody,
  RefundListQuery,
  RefundRetryBody,
  wasPaid,
} from './sandbox.ts'
import { createdRefundView, refundEventData, refundView } from './views.ts'

export interface EmulatedRefundsOptions {
  clock: Clock
  background: BackgroundTasks
  /** Seconds each step of a refund takes. @defaultValue 5 */
  refundSeconds?: number
  /** The transaction a `transaction` field names: its reference, or its id. */
  transaction(name: string | number): EmulatedTransaction | undefined
  sendWebhook(event: string, data: object): void
}

/** Refunds as the emulator keeps them, and its routes for them. */
export class EmulatedRefunds {
  private readonly refunds = new Map<number, EmulatedRefund>()
  private nextRefundId = 1

  constructor(private readonly options: EmulatedRefundsOptions) {}

  /** The money of a transaction not yet given back. */
  refundable(tx: EmulatedTransaction): number {
    let given = 0
    for (const refund of this.refunds.values()) {
      if (refund.transaction === tx && refund.status !== 'failed') given += refund.amount
    }
    return tx.amount - given
  }

  /**
   * Starts a refund of `tx`, as the Refund API or the dashboard does; undefined with the
   * refusal's message when Paystack would refuse it.
   */
  create(
    tx: EmulatedTransaction,
    amount: number | undefined,
    notes: { merchant?: string | undefined; customer?: string | undefined } = {},
  ): EmulatedRefund | string {
    if (!wasPaid(tx)) return 'Cannot refund a transaction that was not successful'
    const left = this.refundable(tx)
    if (left === 0) return 'Transaction has been fully reversed'
    if (amount !== undefined && amount > left) {
      return 'Refund amount cannot be more than the transaction amount'
    }
    const refund: EmulatedRefund = {
      id: this.nextRefundId++,
      transaction: tx,
      amount: amount ?? left,
      currency: tx.currency,
      // Paystack's own notes when none is given.
      merchantNote: notes.merchant ?? `Refund for transaction ${tx.reference}`,
      customerNote: notes.customer ?? `Refund for transaction ${tx.reference}`,
      status: 'pending',
      createdAt: this.options.clock.now(),
    }
    this.refunds.set(refund.id, refund)
    this.options.sendWebhook('refund.pending', refundEventData(refund))
    this.settleLater(refund)
    return refund
  }

  mount(app: Hono, authorised: (header: string | undefined) => boolean) {
    const refuse = (message: string) => ({ status: false, message })

    app.post('/refund', async (c) => {
      if (!authorised(c.req.header('authorization'))) return c.json(refuse('Invalid key'), 401)
      const parsed = RefundBody.safeParse(await readJson(c))
      if (!parsed.success) return c.json(refuse('Invalid refund details'), 400)
      const { transaction, amount, merchant_note, customer_note } = parsed.data
      const tx = this.options.transaction(transaction)
      if (!tx) return c.json(refuse('Transaction not found'), 404)
      const refund = this.create(tx, amount, { merchant: merchant_note, customer: customer_note })
      if (typeof refund === 'string') return c.json(refuse(refund), 400)
      return c.json({
        status: true,
        message: 'Refund has been queued for processing',
        // As Paystack answers a create: the transaction itself, not its id and reference.
        data: createdRefundView(refund),
      })
    })

    app.post('/refund/retry_with_customer_details/:id', async (c) => {
      if (!authorised(c.req.header('authorization'))) return c.json(refuse('Invalid key'), 401)
      const refund = this.refunds.get(Number(c.req.param('id')))
      if (!refund) return c.json(refuse('Refund not found'), 404)
      const parsed = RefundRetryBody.safeParse(await readJson(c))
      if (!parsed.success) return c.json(refuse('Invalid account details'), 422)
      const details = parsed.data.refund_account_details
      if (refund.status !== 'needs-attention') {
        return c.json(
          refuse('Invalid Refund state, refund status should be "needs-attention"'),
          422,
        )
      }
      if (details.currency !== refund.currency) {
        return c.json(refuse('Currency does not match the transaction'), 422)
      }
      if (!EMULATED_BANKS.some((bank) => String(bank.id) === details.bank_id)) {
        return c.json(refuse('Unknown bank'), 422)
      }
      // The emulator's bank knows no account ending in 0000, so that path can be tried.
      if (details.account_number.endsWith('0000')) {
        return c.json(refuse('Could not resolve account name'), 422)
      }
      refund.status = 'processing'
      refund.needsAttention = false
      this.settleLater(refund)
      return c.json({
        status: true,
        message: 'Refund retried and has been queued for processing',
        data: refundView(refund),
      })
    })

    app.get('/refund/:id', (c) => {
      if (!authorised(c.req.header('authorization'))) return c.json(refuse('Invalid key'), 401)
      const refund = this.refunds.get(Number(c.req.param('id')))
      if (!refund) return c.json(refuse('Refund not found'), 404)
      return c.json({ status: true, message: 'Refund retrieved', data: refundView(refund) })
    })

    // Paystack's list is every refund of the integration, newest first, a page at a time: it
    // takes no transaction or reference to filter by.
    app.get('/refund', (c) => {
      if (!authorised(c.req.header('authorization'))) return c.json(refuse('Invalid key'), 401)
      const query = RefundListQuery.safeParse(c.req.query())
      if (!query.success) return c.json(refuse('Invalid query'), 400)
      const { perPage, page, from, to } = query.data
      const all = [...this.refunds.values()]
        .filter((refund) => (!from || refund.createdAt >= from) && (!to || refund.createdAt <= to))
        .sort((a, b) => b.id - a.id)
      const pageCount = Math.max(1, Math.ceil(all.length / perPage))
      return c.json({
        status: true,
        message: 'Refunds retrieved',
        data: all.slice((page - 1) * perPage, page * perPage).map((refund) => refundView(refund)),
        meta: {
          total: all.length,
          skipped: (page - 1) * perPage,
          perPage: String(perPage),
          page,
          pageCount,
          failedRefundCount: all.filter((refund) => refund.status === 'failed').length,
        },
      })
    })

    // Not Paystack's API: the emulator's stand-in for a refund the team makes on Paystack's
    // dashboard, which the store hears of only by its events.
    app.post('/dashboard/refund', async (c) => {
      if (!authorised(c.req.header('authorization'))) return c.json(refuse('Invalid key'), 401)
      const parsed = RefundBody.safeParse(await readJson(c))
      if (!parsed.success) return c.json(refuse('Invalid refund details'), 400)
      const tx = this.options.transaction(parsed.data.transaction)
      if (!tx) return c.json(refuse('Transaction not found'), 404)
      const refund = this.create(tx, parsed.data.amount, { merchant: 'Refunded on the dashboard' })
      if (typeof refund === 'string') return c.json(refuse(refund), 400)
      return c.json({ status: true, message: 'Refund queued', data: refundView(refund) })
    })

    app.get('/bank', (c) => {
      if (!authorised(c.req.header('authorization'))) return c.json(refuse('Invalid key'), 401)
      return c.json({
        status: true,
        message: 'Banks retrieved',
        data: EMULATED_BANKS.map((bank) => ({
          ...bank,
          slug: bank.name.toLowerCase().replace(/\W+/g, '-'),
          active: true,
          is_deleted: false,
          country: 'Nigeria',
          currency: 'NGN',
          type: 'nuban',
        })),
        meta: { next: null, previous: null, perPage: 100 },
      })
    })
  }

  /**
   * Moves a refund on after `refundSeconds`, as Paystack does: `processing`, then `processed`
   * (or `failed`, or `needs-attention` for the cards that make them so), each with its event.
   */
  private settleLater(refund: EmulatedRefund) {
    const seconds = this.options.refundSeconds ?? 5
    const wait = () =>
      seconds > 0
        ? new Promise((resolve) => setTimeout(resolve, seconds * 1000).unref())
        : Promise.resolve()
    this.options.background.run('Emulated Paystack refund', async () => {
      await wait()
      if (refund.status === 'pending') {
        refund.status = 'processing'
        this.options.sendWebhook('refund.processing', refundEventData(refund))
      }
      await wait()
      const { refundFails, refundNeedsAttention } = refund.transaction
      if (refundNeedsAttention && refund.needsAttention !== false) {
        refund.status = 'needs-attention'
        this.options.sendWebhook('refund.needs-attention', refundEventData(refund))
        return
      }
      refund.status = refundFails ? 'failed' : 'processed'
      if (refund.status === 'processed' && this.refundable(refund.transaction) === 0) {
        refund.transaction.status = 'reversed'
      }
      this.options.sendWebhook(`refund.${refund.status}`, refundEventData(refund))
    })
  }
}
