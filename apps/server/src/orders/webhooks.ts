import { Hono } from 'hono'
import type { BackgroundTasks } from '../background.ts'
import { clientAddress } from '../http/client-address.ts'
import { errorJson } from '../http/errors.ts'
import { BODY_MESSAGES, MAX_JSON_BODY_BYTES, readBodyLimited, TooLarge } from '../http/json-body.ts'
import type { PaymentGateway } from '../payments/gateway.ts'
import type { PaymentConfirmation } from './confirmation.ts'
import type { Disputes } from './disputes.ts'
import type { Refunds } from './refunds.ts'
import { handleTransferRejected, type RejectionDependencies } from './transfer-rejections.ts'

/** The `event` of a webhook body, or '' for a body without one. */
const eventName = (body: unknown) =>
  typeof body === 'object' && body !== null ? String((body as { event?: unknown }).event ?? '') : ''

export interface WebhookDestinations {
  confirmation: Pick<PaymentConfirmation, 'confirmChargeEvent'>
  refunds: Pick<Refunds, 'handleWebhook'>
  disputes: Pick<Disputes, 'handleWebhook'>
  /** What a rejected bank transfer is checked and recorded with (transfer-rejections.ts). */
  transfers: RejectionDependencies
}

/**
 * Where each signed Paystack event goes, the one place that says so: a charge to confirmation
 * (the payment journey, told at the top of checkout.ts), a refund's news to refunds (the refund
 * journey, refund-journey.ts), a chargeback to disputes, a bank transfer Paystack sent back to
 * transfer-rejections.ts. Every destination checks the event with Paystack before acting on it;
 * events of no interest to the store are dropped. A new kind of event gets its own module,
 * routed here.
 */
export class PaystackWebhooks {
  constructor(private readonly to: WebhookDestinations) {}

  async handle(body: unknown): Promise<void> {
    const name = eventName(body)
    if (name === 'charge.success') return this.to.confirmation.confirmChargeEvent(body)
    if (name.startsWith('refund.')) return this.to.refunds.handleWebhook(body)
    if (name.startsWith('charge.dispute.')) return this.to.disputes.handleWebhook(body)
    if (name === 'bank.transfer.rejected') return handleTransferRejected(this.to.transfers, body)
  }
}

export interface WebhookRouteDependencies {
  orders: { webhooks: PaystackWebhooks }
  gateway: PaymentGateway
  background: BackgroundTasks
  trustedProxies: number
  /** If set, only these addresses may post Paystack webhooks (PAYSTACK_WEBHOOK_IPS). */
  webhookIps: string[] | undefined
}

/**
 * `POST /api/order/webhook/paystack` (mounted by orders/routes.ts): only Paystack's signature on
 * the exact bytes lets an event in, and it is answered at once, as Paystack asks, before
 * `PaystackWebhooks` routes it in the background.
 */
export function webhookRoutes({
  orders,
  gateway,
  background,
  trustedProxies,
  webhookIps,
}: WebhookRouteDependencies) {
  return new Hono().post('/webhook/paystack', async (c) => {
    if (webhookIps && !webhookIps.includes(clientAddress(c, trustedProxies))) {
      return errorJson(c, 'Webhooks are taken only from Paystack', 403)
    }
    // The signature covers the exact bytes sent, so they are read before anything parses them.
    let raw: Uint8Array
    try {
      raw = await readBodyLimited(c, MAX_JSON_BODY_BYTES)
    } catch (error) {
      if (error instanceof TooLarge) return errorJson(c, BODY_MESSAGES.tooLarge, 413)
      throw error
    }
    if (!gateway.paystack.isSignedWebhook(raw, c.req.header('x-paystack-signature'))) {
      return errorJson(c, 'Invalid signature', 401)
    }
    let event: unknown
    try {
      event = JSON.parse(new TextDecoder().decode(raw))
    } catch {
      return errorJson(c, BODY_MESSAGES.malformed, 400)
    }
    background.run('Paystack webhook', () => orders.webhooks.handle(event))
    return c.json({ success: true, message: 'Received' })
  })
}
