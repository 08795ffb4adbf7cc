/*
 * The store's own example webhook events and dispute answers, in the shapes Paystack
 * documents (../shape.ts names the sources), checked by ../contract.test.ts.
 */
import { customer, paidTransaction } from './answers.ts'

/** Paystack writes these refund amounts as strings, as in its own examples. */
const refundEvent = (status: string, amount: number | string, extra: object = {}) => ({
  event: `refund.${status}`,
  data: {
    status,
    transaction_reference: 'ADR-7K2M9Q-1',
    refund_reference: status === 'pending' || status === 'processing' ? null : 'TRF_adire0k2m9q',
    amount,
    currency: 'NGN',
    processor: 'instant-transfer',
    customer: { first_name: 'Adaeze', last_name: 'Okafor', email: 'adaeze@example.com' },
    integration: 463433,
    domain: 'test',
    ...extra,
  },
})

/** A dispute of order ADR-7K2M9Q's payment, as fetched and as its events carry it. */
export const dispute = {
  id: 1801929,
  refund_amount: 2538500,
  currency: 'NGN',
  status: 'awaiting-merchant-feedback',
  resolution: null,
  domain: 'test',
  transaction: {
    ...paidTransaction,
    customer: { international_format_phone: null },
    authorization: {},
    plan: {},
  },
  transaction_reference: null,
  category: 'chargeback',
  customer: { ...customer, first_name: 'Adaeze', last_name: 'Okafor', metadata: {} },
  bin: '408408',
  last4: '4081',
  dueAt: '2026-11-06T18:00:00.000Z',
  resolvedAt: null,
  evidence: null,
  attachments: null,
  note: null,
  history: [{ status: 'pending', by: 'adaeze@example.com', createdAt: '2026-11-05T08:00:00.000Z' }],
  messages: [
    {
      sender: 'adaeze@example.com',
      body: 'Debited but the cap never came',
      createdAt: '2026-11-05T08:00:00.000Z',
    },
  ],
  created_at: '2026-11-05T08:00:00.000Z',
  updated_at: '2026-11-05T08:00:02.000Z',
}

const resolved = {
  ...dispute,
  status: 'resolved',
  resolution: 'declined',
  resolvedAt: '2026-11-06T10:00:00.000Z',
}

export const events = {
  chargeSuccess: { event: 'charge.success', data: paidTransaction },
  /** A transfer paid ₦300 short, turned away by Paystack: no reference, only its id. */
  bankTransferRejected: {
    event: 'bank.transfer.rejected',
    data: {
      bank_transfer: {
        amount: '2508500',
        message: 'incorrect amount sent',
        message_type: 'INCORRECT_AMOUNT',
        transaction_id: '5100244990',
      },
      customer: {
        ...customer,
        domain: 'test',
        integration: 463433,
        createdAt: '2026-11-01T12:03:02.000Z',
        updatedAt: '2026-11-01T12:03:02.000Z',
      },
    },
  },
  refundPending: refundEvent('pending', '2538500'),
  refundProcessing: refundEvent('processing', '2538500'),
  refundProcessed: refundEvent('processed', '2538500'),
  refundFailed: refundEvent('failed', 2538500),
  refundNeedsAttention: refundEvent('needs-attention', 2538500, {
    id: '21877502',
    customer_note: 'Refund for order ADR-7K2M9Q',
    merchant_note: 'Order ADR-7K2M9Q cancelled',
  }),
  disputeCreate: { event: 'charge.dispute.create', data: dispute },
  disputeRemind: { event: 'charge.dispute.remind', data: dispute },
  disputeResolve: { event: 'charge.dispute.resolve', data: resolved },
}

export const disputeAnswers = {
  fetch: { status: true, message: 'Dispute retrieved', data: dispute },
  uploadUrl: {
    status: true,
    message: 'Upload url generated',
    data: {
      signedUrl: 'https://files.paystack.test/dispute-uploads/qesp8a4df1xejihd9x5q?signature=7f3a',
      fileName: 'qesp8a4df1xejihd9x5q',
    },
  },
  resolve: {
    status: true,
    message: 'Dispute successfully resolved',
    data: {
      ...resolved,
      merchant_transaction_reference: null,
      transaction: paidTransaction.id,
      integration: 463433,
      created_by: 30,
      evidence: 4120,
      createdAt: '2026-11-05T08:00:00.000Z',
      updatedAt: '2026-11-06T10:00:00.000Z',
      message: {
        dispute: 1801929,
        sender: 'orders@adire.test',
        body: 'Delivered to the shopper on 3 November, signed for',
        id: 718,
        createdAt: '2026-11-06T10:00:00.000Z',
        updatedAt: '2026-11-06T10:00:00.000Z',
      },
    },
  },
  evidence: {
    status: true,
    message: 'Evidence created',
    data: {
      customer_email: 'adaeze@example.com',
      customer_name: 'Adaeze Okafor',
      customer_phone: '08031234567',
      service_details: 'One Lagos sun cap, One size, ₦25,000',
      delivery_address: '12 Awolowo Road, Ikoyi, Lagos',
      delivery_date: '2026-11-03T15:20:00.000Z',
      dispute: 1801929,
      id: 4120,
      createdAt: '2026-11-05T09:00:00.000Z',
      updatedAt: '2026-11-05T09:00:00.000Z',
    },
  },
}
