import { MINUTE_MS } from '@adire/contract'
import type { PaymentGateway } from '../payments/gateway.ts'
import { PaystackError, type Transaction } from '../payments/paystack/client.ts'
import type { ProviderAlerts } from '../payments/provider-alerts.ts'
import { OrderError } from './errors.ts'

/**
 * Paystack's words for a transaction still under way: the shopper has the payment in hand (a
 * transfer to make, a USSD code to dial, a bank's page open) and it has not finished. Paystack's
 * status table: `ongoing` is "waiting on the customer", `pending` and `queued` not processed yet.
 */
const UNDER_WAY = new Set(['ongoing', 'pending', 'processing', 'queued'])

/**
 * How long a payment under way keeps the order from being paid again: Paystack's transfer
 * account lasts 30 minutes, and a USSD or bank payment is over long before. After it, Pay now is
 * offered again (the reconciler still settles the first, and refunds it should both land).
 */
export const UNDER_WAY_WINDOW_MS = 30 * MINUTE_MS

/** What verify's answer means for the store. */
export type PaystackAnswer =
  /** Paystack took the money. */
  | { kind: 'paid'; transaction: Transaction }
  /** A payment the shopper is making, not finished yet. */
  | { kind: 'under way'; transaction: Transaction }
  /** Not paid: failed, abandoned, reversed, or a reference Paystack does not know. */
  | { kind: 'not paid'; transaction: Transaction | undefined }

/**
 * Asks Paystack about one reference (verify) and says what the answer means. Only a definite
 * answer is one: a status, or "no such transaction" (400/404). A refused key (401/403), a rate
 * limit (429), a server error, no answer or an unreadable one say nothing about the payment and
 * throw `providerUnavailable`, so the question is asked again later and nothing is given up on
 * meanwhile; a refused key also raises the store team's alert (docs/decisions/014-payments.md).
 */
export async function askPaystack(
  gateway: PaymentGateway,
  alerts: ProviderAlerts,
  reference: string,
): Promise<PaystackAnswer> {
  let transaction: Transaction
  try {
    transaction = await gateway.paystack.verify(reference)
  } catch (error) {
    if (error instanceof PaystackError && error.definite) {
      await alerts.clear('key refused')
      return { kind: 'not paid', transaction: undefined }
    }
    if (error instanceof PaystackError && error.keyRefused) {
      await alerts.raise('key refused', error.message)
    }
    throw new OrderError('providerUnavailable')
  }
  await alerts.clear('key refused')
  if (transaction.status === 'success') return { kind: 'paid', transaction }
  if (UNDER_WAY.has(transaction.status)) return { kind: 'under way', transaction }
  return { kind: 'not paid', transaction }
}

/** What Paystack took beyond what the store asked for: its fee, when it is passed on. */
export function feePaid(transaction: Transaction): number {
  const asked = transaction.requested_amount ?? transaction.amount
  return Math.max(transaction.amount - asked, 0)
}

/**
 * Whether a charge pays an order of `amountKobo` in `currency`: the amount the store asked for
 * (`requested_amount`; `amount` when Paystack's answer lacks it) is the order's, and Paystack took
 * at least that. A fee passed on to the shopper makes `amount` larger, and is not a mismatch.
 */
export function paysExactly(
  transaction: Transaction,
  order: { amountKobo: number; currency: string },
): boolean {
  const asked = transaction.requested_amount ?? transaction.amount
  return (
    asked === order.amountKobo &&
    transaction.amount >= asked &&
    transaction.currency === order.currency
  )
}
