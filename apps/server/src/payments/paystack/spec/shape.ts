/*
 * The store's own reading of Paystack's published API: what Paystack's OpenAPI description
 * (PaystackOSS/openapi, dist/paystack.yaml @ 9678dea922a900b2485969592055ccf634460352) and the
 * JSON examples behind its documentation (PaystackOSS/doc-code-snippets @
 * 94af513d752dfc9f85dd0718301e7257091eb7f2) say about the calls and events the store uses.
 * Facts only (field names, types, which are required, status values), written here in zod, so
 * that the client and the emulator can be held against Paystack rather than against each other
 * (docs/decisions/014-payments.md, "Held against Paystack's description").
 *
 * Two kinds of schema:
 * - requests (what the store sends) are strict: a field Paystack does not describe is an error;
 * - answers and events (what Paystack sends) are "spec types, store's required fields": every
 *   field present has the type Paystack gives it (null where the description or its examples
 *   show null), fields Paystack may add are allowed, and the fields the store reads are
 *   required.
 */
import { z } from 'zod'

export const int = z.number().int()
/** A date-time as Paystack writes it (ISO 8601). */
export const dateTime = z.string().min(1)

/**
 * An answer or event object: each field typed as Paystack types it, optional unless the store
 * reads it, unknown fields allowed.
 */
export function answer<Shape extends Record<string, z.ZodType>>(
  shape: Shape,
  required: readonly (keyof Shape & string)[],
) {
  const fields: Record<string, z.ZodType> = {}
  for (const [key, schema] of Object.entries(shape)) {
    fields[key] = required.includes(key) ? schema : schema.optional()
  }
  return z.looseObject(fields)
}

/** `{ status: true, message, data }`, the envelope of every successful answer. */
export const success = <Data extends z.ZodType>(data: Data) =>
  z.looseObject({ status: z.literal(true), message: z.string(), data })

/** #/components/schemas/Currency */
export const Currency = z.enum(['GHS', 'KES', 'NGN', 'ZAR', 'USD'])

/**
 * #/components/schemas/Error, the body of #/components/responses/Unauthorized (401) and
 * #/components/responses/NotFound (404): `{ status: false, message }`, sometimes with `meta`,
 * `type` and `code` (the refund retry example's 422 has `code: "invalid_params"`, outside the
 * description's enum, so `code` is any string here).
 */
export const ErrorAnswer = answer(
  {
    status: z.literal(false),
    message: z.string(),
    meta: z.looseObject({ nextStep: z.string().optional() }),
    type: z.string(),
    code: z.string(),
    errorCodeMappingNotFound: z.boolean(),
  },
  ['status', 'message'],
)

/**
 * A transaction's statuses (the Verify Transaction documentation; the description types
 * `status` as a string): only `success` is paid; `ongoing`, `pending`, `processing` and
 * `queued` are on their way.
 */
export const TransactionStatus = z.enum([
  'success',
  'failed',
  'abandoned',
  'reversed',
  'pending',
  'ongoing',
  'processing',
  'queued',
])
export type TransactionStatus = z.infer<typeof TransactionStatus>

/** `metadata`: `anyOf: [string, object]` in VerifyResponse; examples also show `0` and null. */
export const Metadata = z.union([z.string(), z.record(z.string(), z.unknown()), z.number()])

/** VerifyResponse `data.customer` (examples: names, phone and metadata null). */
export const customerFields = {
  id: int,
  first_name: z.string().nullable(),
  last_name: z.string().nullable(),
  email: z.string(),
  customer_code: z.string(),
  phone: z.string().nullable(),
  metadata: z.unknown(),
  risk_action: z.string(),
  international_format_phone: z.string().nullable(),
}
export const Customer = answer(customerFields, [])

/**
 * A transaction's fields as #/components/schemas/VerifyResponse `data` types them; charge
 * events and disputes carry the same object. `fees` is what Paystack kept; `requested_amount`
 * is what the store asked for, less than `amount` when the shopper paid the fees on top.
 */
export const transactionFields = {
  id: int,
  domain: z.string(),
  status: TransactionStatus,
  reference: z.string(),
  receipt_number: z.string().nullable(),
  amount: int,
  message: z.string().nullable(),
  gateway_response: z.string(),
  paid_at: dateTime.nullable(),
  created_at: dateTime,
  channel: z.string(),
  currency: Currency,
  ip_address: z.string().nullable(),
  metadata: Metadata.nullable(),
  log: z.looseObject({}).nullable(),
  fees: int.nullable(),
  fees_split: z.unknown(),
  authorization: z.looseObject({}),
  customer: Customer,
  plan: z.union([z.string(), z.looseObject({})]).nullable(),
  split: z.looseObject({}),
  order_id: z.unknown(),
  paidAt: dateTime.nullable(),
  createdAt: dateTime,
  requested_amount: int,
  pos_transaction_data: z.unknown(),
  source: z.looseObject({}).nullable(),
  fees_breakdown: z.unknown(),
  connect: z.unknown(),
  transaction_date: dateTime,
  subaccount: z.looseObject({}),
}
