/*
 * Refunds and their events as Paystack describes them (see shape.ts for the sources and the
 * two kinds of schema).
 */
import { z } from 'zod'
import { answer, Currency, dateTime, int, success } from './shape.ts'

/**
 * A refund's statuses (the Refunds guide and dist/doc/payments/refunds/events.js @ 94af513d):
 * `pending` and `processing` are on their way, `processed` and `failed` are final, and
 * `needs-attention` waits for the customer's bank account (retry_with_customer_details).
 */
export const RefundStatus = z.enum([
  'pending',
  'processing',
  'processed',
  'failed',
  'needs-attention',
])

/** An amount in kobo that Paystack sometimes writes as a string ("10000"). */
export const KoboOrString = z.union([int, z.string().regex(/^\d+$/)])

/** POST /refund, #/components/schemas/RefundCreate (required: transaction, a reference or id). */
export const RefundCreateRequest = z.strictObject({
  transaction: z.string(),
  amount: int.optional(),
  currency: Currency.optional(),
  customer_note: z.string().optional(),
  merchant_note: z.string().optional(),
})

/**
 * POST /refund's answer, #/components/schemas/RefundCreateResponse: here `transaction` is the
 * transaction itself (an object with its id and reference), not its id.
 */
export const RefundCreateAnswer = success(
  answer(
    {
      transaction: answer(
        {
          id: int,
          domain: z.string(),
          reference: z.string(),
          amount: int,
          paid_at: dateTime,
          channel: z.string(),
          currency: Currency,
          authorization: z.looseObject({}),
          customer: z.looseObject({}),
          plan: z.looseObject({}),
          subaccount: z.looseObject({}),
          split: z.looseObject({}),
          order_id: z.unknown(),
          paidAt: dateTime,
          pos_transaction_data: z.unknown(),
          source: z.unknown(),
          fees_breakdown: z.unknown(),
        },
        ['id', 'reference'],
      ),
      integration: int,
      deducted_amount: int,
      channel: z.string().nullable(),
      merchant_note: z.string(),
      customer_note: z.string(),
      status: RefundStatus,
      refunded_by: z.string(),
      expected_at: dateTime,
      currency: Currency,
      domain: z.string(),
      amount: int,
      fully_deducted: z.boolean(),
      id: int,
      createdAt: dateTime,
      updatedAt: dateTime,
    },
    ['transaction', 'id', 'status', 'amount', 'currency'],
  ),
)

/**
 * A refund as GET /refund/{id} and GET /refund list it: #/components/schemas/RefundFetchResponse
 * `data` and #/components/schemas/RefundListResponseArray. Here `transaction` is the
 * transaction's id. The examples disagree with the description on a few types
 * (`deducted_amount` null, `fully_deducted` a boolean or 1, `dispute` an id): both are allowed.
 */
export const refundFields = {
  integration: int,
  transaction: int,
  dispute: z.union([int, z.looseObject({})]).nullable(),
  settlement: z.unknown(),
  id: int,
  domain: z.string(),
  currency: Currency,
  amount: int,
  status: RefundStatus,
  refunded_at: dateTime.nullable(),
  refunded_by: z.string(),
  customer_note: z.string(),
  merchant_note: z.string(),
  deducted_amount: int.nullable(),
  fully_deducted: z.union([int, z.boolean()]).nullable(),
  createdAt: dateTime,
  bank_reference: z.string().nullable(),
  transaction_reference: z.string(),
  reason: z.string(),
  customer: z.looseObject({}).nullable(),
  refund_type: z.string(),
  transaction_amount: int,
  initiated_by: z.string(),
  refund_channel: z.string(),
  session_id: z.string().nullable(),
  collect_account_number: z.boolean(),
  channel: z.string().nullable(),
  expected_at: dateTime,
  reversed_at: dateTime.nullable(),
}
export const RefundRecord = answer(refundFields, [
  'id',
  'transaction',
  'status',
  'amount',
  'currency',
])

export const RefundFetchAnswer = success(RefundRecord)

/**
 * GET /refund's query: `perPage`, `page`, `from` and `to` are ALL the description has (no
 * filter by transaction reference).
 */
export const RefundListQuery = z.strictObject({
  perPage: z.string().regex(/^\d+$/).optional(),
  page: z.string().regex(/^\d+$/).optional(),
  from: z.iso.datetime().optional(),
  to: z.iso.datetime().optional(),
})

/**
 * GET /refund's answer, #/components/schemas/RefundListResponse: the page of refunds and its
 * `meta` (required). The description types `meta.perPage` as a string, Paystack's other lists
 * send a number: both are allowed.
 */
export const RefundListAnswer = success(z.array(RefundRecord)).extend({
  meta: answer(
    {
      total: int,
      skipped: int,
      perPage: z.union([int, z.string().regex(/^\d+$/)]),
      page: int,
      pageCount: int,
      failedRefundCount: int,
    },
    ['total', 'page', 'pageCount'],
  ),
})

/**
 * POST /refund/retry_with_customer_details/{id}, #/components/schemas/RefundRetry: the bank
 * account of a customer whose refund `needs-attention` (`bank_id` is GET /bank's `id`, as a
 * string).
 */
export const RefundRetryRequest = z.strictObject({
  refund_account_details: z.strictObject({
    currency: z.string(),
    account_number: z.string(),
    bank_id: z.string(),
  }),
})

/** Its answer, #/components/schemas/RefundRetryResponse (the example's `customer` is null). */
export const RefundRetryAnswer = success(
  answer({ ...refundFields, fully_deducted: z.boolean() }, ['id', 'status', 'amount', 'currency']),
)

/**
 * `refund.*` events (dist/doc/payments/refunds/events.js @ 94af513d). `amount` is a string in
 * the pending, processing and processed examples and a number in the others; `id` (the refund's
 * id) appears, as a string, only in the needs-attention example; `refund_reference` is null
 * until the bank has one.
 */
const refundEvent = <Status extends z.infer<typeof RefundStatus>>(status: Status) =>
  z.looseObject({
    event: z.literal(`refund.${status}`),
    data: answer(
      {
        status: z.literal(status),
        transaction_reference: z.string(),
        refund_reference: z.string().nullable(),
        amount: KoboOrString,
        currency: Currency,
        processor: z.string(),
        customer: answer(
          {
            first_name: z.string().nullable(),
            last_name: z.string().nullable(),
            email: z.string(),
          },
          [],
        ),
        integration: int,
        domain: z.string(),
        id: z.union([int, z.string().regex(/^\d+$/)]),
        customer_note: z.string(),
        merchant_note: z.string(),
      },
      ['status', 'transaction_reference', 'amount', 'currency'],
    ),
  })

export const RefundEvents = {
  pending: refundEvent('pending'),
  processing: refundEvent('processing'),
  processed: refundEvent('processed'),
  failed: refundEvent('failed'),
  'needs-attention': refundEvent('needs-attention'),
}
