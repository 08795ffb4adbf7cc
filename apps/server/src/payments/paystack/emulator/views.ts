/*
 * What the emulator (emulator.ts) answers and posts, in Paystack's shapes: the transaction as
 * verify and charge events have it, a refund as created, fetched and listed, and the data of a
 * refund event. Held against Paystack's description by ../spec/contract.test.ts.
 */
import { type EmulatedRefund, type EmulatedTransaction, wasPaid } from './sandbox.ts'

/**
 * The fee Paystack would keep on a local payment: 1.5% plus ₦100 (the ₦100 waived under
 * ₦2,500), capped at ₦2,000. Kobo in, kobo out.
 */
export function paystackFee(amount: number): number {
  const fee = Math.round(amount * 0.015) + (amount < 250_000 ? 0 : 10_000)
  return Math.min(fee, 200_000)
}

const customer = (tx: EmulatedTransaction) => ({
  id: tx.id,
  first_name: null,
  last_name: null,
  email: tx.email,
  customer_code: `CUS_emulator${tx.id}`,
  phone: null,
  metadata: null,
  risk_action: 'default',
  international_format_phone: null,
})

/** GET /transaction/verify's `data`, and a `charge.success` event's. */
export function transactionView(tx: EmulatedTransaction) {
  const paidAt = tx.paidAt?.toISOString() ?? null
  const createdAt = tx.createdAt.toISOString()
  return {
    id: tx.id,
    domain: 'test',
    status: tx.status,
    reference: tx.reference,
    receipt_number: null,
    amount: tx.amount,
    message: null,
    gateway_response: tx.gatewayResponse,
    paid_at: paidAt,
    created_at: createdAt,
    channel: tx.channel,
    currency: tx.currency,
    ip_address: null,
    metadata: '',
    log: null,
    // What Paystack kept, once paid; `requested_amount` is what the store asked for.
    fees: wasPaid(tx) ? tx.fees : null,
    fees_split: null,
    authorization: {},
    customer: customer(tx),
    plan: null,
    split: {},
    order_id: null,
    paidAt,
    createdAt,
    requested_amount: tx.requestedAmount,
    pos_transaction_data: null,
    source: null,
    fees_breakdown: null,
    connect: null,
    transaction_date: createdAt,
    subaccount: {},
  }
}

/** A refund as GET /refund/:id and GET /refund have it: `transaction` is the transaction's id. */
export function refundView(refund: EmulatedRefund) {
  return {
    id: refund.id,
    integration: 1,
    domain: 'test',
    transaction: refund.transaction.id,
    transaction_reference: refund.transaction.reference,
    dispute: null,
    settlement: null,
    amount: refund.amount,
    currency: refund.currency,
    channel: refund.transaction.channel,
    merchant_note: refund.merchantNote,
    customer_note: refund.customerNote,
    status: refund.status,
    refunded_at: null,
    bank_reference: null,
    createdAt: refund.createdAt.toISOString(),
  }
}

/** POST /refund's `data`: here Paystack gives the transaction itself, not its id. */
export function createdRefundView(refund: EmulatedRefund) {
  const { transaction_reference: _, ...view } = refundView(refund)
  const tx = transactionView(refund.transaction)
  return {
    ...view,
    transaction: {
      id: tx.id,
      domain: tx.domain,
      reference: tx.reference,
      amount: tx.amount,
      paid_at: tx.paid_at,
      channel: tx.channel,
      currency: tx.currency,
      customer: { international_format_phone: null },
      paidAt: tx.paidAt,
    },
    updatedAt: view.createdAt,
  }
}

/**
 * A `refund.*` event's `data`, as Paystack posts it: the amount as a string (as in most of
 * Paystack's examples, so the store's reading of one is exercised), no bank reference while it
 * is on its way, and the refund's id (as a string) only on `needs-attention`, the one event
 * whose example carries it: the store finds a refund by its transaction's reference.
 */
export function refundEventData(refund: EmulatedRefund) {
  const onItsWay = refund.status === 'pending' || refund.status === 'processing'
  return {
    ...(refund.status === 'needs-attention' ? { id: String(refund.id) } : {}),
    status: refund.status,
    transaction_reference: refund.transaction.reference,
    refund_reference: onItsWay ? null : `RF-${refund.id}`,
    amount: String(refund.amount),
    currency: refund.currency,
    customer: { first_name: null, last_name: null, email: refund.transaction.email },
    integration: 1,
    domain: 'test',
    merchant_note: refund.merchantNote,
    customer_note: refund.customerNote,
  }
}
