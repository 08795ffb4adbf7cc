/*
 * Disputes (chargebacks) and their events as Paystack describes them (see shape.ts for the
 * sources and the two kinds of schema).
 */
import { z } from 'zod'
import {
  answer,
  Currency,
  customerFields,
  dateTime,
  int,
  success,
  transactionFields,
} from './shape.ts'

/**
 * The disputed transaction inside a dispute (#/components/schemas/DisputeFetchResponse
 * `data.transaction`; the events' examples have the same object): a transaction, whose
 * `requested_amount` the resolve example shows as null.
 */
const DisputedTransaction = answer({ ...transactionFields, requested_amount: int.nullable() }, [
  'id',
  'reference',
])

/**
 * A dispute: #/components/schemas/DisputeFetchResponse `data`, and the `data` of the
 * charge.dispute.create/remind/resolve events (dist/doc/payments/webhooks/events.js @
 * 94af513d), which name the dates `created_at`/`updated_at` rather than `createdAt`/`updatedAt`.
 * The store reads its id, status, the amount at stake, the transaction, the resolution and
 * when the answer is due.
 */
const disputeFields = {
  id: int,
  refund_amount: int,
  currency: Currency,
  status: z.string(),
  resolution: z.string().nullable(),
  domain: z.string(),
  transaction: DisputedTransaction,
  transaction_reference: z.string().nullable(),
  category: z.string(),
  customer: answer(customerFields, []),
  bin: z.string().nullable(),
  last4: z.string().nullable(),
  dueAt: dateTime.nullable(),
  resolvedAt: dateTime.nullable(),
  evidence: z.union([int, z.looseObject({})]).nullable(),
  attachments: z.string().nullable(),
  note: z.string().nullable(),
  history: z.array(answer({ status: z.string(), by: z.string(), createdAt: dateTime }, [])),
  messages: z.array(answer({ sender: z.string(), body: z.string(), createdAt: dateTime }, [])),
  createdAt: dateTime,
  updatedAt: dateTime,
  created_at: dateTime,
  updated_at: dateTime,
}
const disputeRequired = [
  'id',
  'refund_amount',
  'currency',
  'status',
  'resolution',
  'transaction',
  'dueAt',
] as const

export const Dispute = answer(disputeFields, [...disputeRequired])

/** GET /dispute/{id}, #/components/responses/DisputeFetchSuccess. */
export const DisputeFetchAnswer = success(Dispute)

/**
 * PUT /dispute/{id}/resolve, #/components/schemas/DisputeResolve: all but `evidence` required.
 * `resolution` is `merchant-accepted` or `declined` (the Disputes guide).
 */
export const DisputeResolveRequest = z.strictObject({
  resolution: z.enum(['merchant-accepted', 'declined']),
  message: z.string(),
  refund_amount: int,
  uploaded_filename: z.string(),
  evidence: int.optional(),
})

/**
 * Its answer, #/components/responses/DisputeResolveSuccess. The description types
 * `transaction` as an id; the example has the whole transaction, and null `bin`, `last4` and
 * `merchant_transaction_reference`: both are allowed.
 */
export const DisputeResolveAnswer = success(
  answer(
    {
      ...disputeFields,
      transaction: z.union([int, DisputedTransaction]),
      merchant_transaction_reference: z.string().nullable(),
      integration: int,
      created_by: int,
      message: answer(
        {
          dispute: int,
          sender: z.string(),
          body: z.string(),
          id: int,
          createdAt: dateTime,
          updatedAt: dateTime,
        },
        [],
      ),
    },
    ['id', 'status', 'resolution', 'refund_amount'],
  ),
)

/**
 * GET /dispute/{id}/upload_url, #/components/schemas/DisputeUploadURLResponse: a signed URL to
 * put a file of evidence at, and the name `uploaded_filename` gives it. The operation takes no
 * query parameters, only the dispute's id.
 */
export const DisputeUploadUrlAnswer = success(
  answer({ signedUrl: z.string(), fileName: z.string() }, ['signedUrl', 'fileName']),
)

/**
 * POST /dispute/{id}/evidence, #/components/schemas/DisputeEvidence (required: the customer's
 * e-mail, name and phone, and what was sold).
 */
export const DisputeEvidenceRequest = z.strictObject({
  customer_email: z.string(),
  customer_name: z.string(),
  customer_phone: z.string(),
  service_details: z.string(),
  delivery_address: z.string().optional(),
  delivery_date: z.iso.datetime().optional(),
})

/** Its answer, #/components/responses/DisputeAddEvidenceSuccess: the evidence's id. */
export const DisputeEvidenceAnswer = success(
  answer(
    {
      customer_email: z.string(),
      customer_name: z.string(),
      customer_phone: z.string(),
      service_details: z.string(),
      delivery_address: z.string(),
      delivery_date: dateTime,
      dispute: int,
      id: int,
      createdAt: dateTime,
      updatedAt: dateTime,
    },
    ['id', 'dispute'],
  ),
)

const disputeEvent = <Name extends 'create' | 'remind' | 'resolve'>(name: Name) =>
  z.looseObject({ event: z.literal(`charge.dispute.${name}`), data: Dispute })

/** charge.dispute.create, .remind (the answer is due soon) and .resolve. */
export const DisputeEvents = {
  create: disputeEvent('create'),
  remind: disputeEvent('remind'),
  resolve: disputeEvent('resolve'),
}
