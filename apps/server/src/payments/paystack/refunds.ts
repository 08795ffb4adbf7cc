/*
 * Paystack's Refund API as the store reads it (dist/paystack.yaml: `/refund`, `/refund/{id}`,
 * `/refund/retry_with_customer_details/{id}`, `/bank`; the `refund.*` events): the refund, how it
 * is matched to its transaction, its events, and the banks a refund can be paid to. The calls
 * themselves are PaystackClient's (client.ts).
 */
import { allowedCharacters } from '@adire/contract'
import { z } from 'zod'

/**
 * An amount in minor units (kobo for NGN), which Paystack writes as a number in its API's
 * answers but often as a string in its events (`"amount": "10000"` in `refund.processed`).
 */
export const MinorUnits = z.union([
  z.number().int().nonnegative(),
  z
    .string()
    .regex(/^\d{1,15}$/)
    .transform(Number),
])

/**
 * A refund as Paystack reports it. Its status moves from `pending` through `processing` to
 * `processed` or `failed` (Paystack has used other in-between words too: all of them mean "on
 * its way").
 */
export const Refund = z.object({
  id: z.union([z.number().int(), z.string()]).transform(String),
  status: z.string(),
  /** Minor units. */
  amount: MinorUnits,
  currency: z.string(),
  /**
   * The refunded transaction: its id in a list or a fetch, the transaction itself (id and
   * reference) in create's answer. Checked before a refund is taken for a payment's.
   */
  transaction: z
    .union([
      z.number().int(),
      z.string(),
      z.object({ id: z.number().int().optional(), reference: z.string().optional() }),
    ])
    .nullish(),
  /** The refunded transaction's reference, beside its id in lists and fetches. */
  transaction_reference: z.string().nullish(),
})
export type Refund = z.infer<typeof Refund>

/** The transaction a payment was charged as: its reference, and Paystack's id once known. */
export interface PaystackTransactionRef {
  reference: string
  /** Paystack's id of the transaction (verify's `data.id`); null for payments before it was kept. */
  id?: string | null
}

/**
 * Whether Paystack's refund is of `transaction`. Paystack names the transaction by id, by
 * reference, or both: any name it gives must be this transaction's, and at least one must be.
 */
export function refundIsOf(refund: Refund, transaction: PaystackTransactionRef): boolean {
  const named = refund.transaction
  const id = typeof named === 'object' && named !== null ? named.id : (named ?? undefined)
  const reference =
    refund.transaction_reference ??
    (typeof named === 'object' && named !== null ? named.reference : undefined)
  const idAgrees = id === undefined ? undefined : String(id) === transaction.id
  const referenceAgrees = reference === undefined ? undefined : reference === transaction.reference
  if (idAgrees === false && (transaction.id ?? undefined) !== undefined) return false
  if (referenceAgrees === false) return false
  return idAgrees === true || referenceAgrees === true
}

/** A `refund.*` event (`refund.pending`, `refund.processed`, `refund.failed`...) as posted. */
export const RefundWebhookEvent = z.object({
  event: z.string().startsWith('refund.'),
  data: z
    .object({
      // A reference with a NUL would fail in the database: refused here like any other.
      transaction_reference: z
        .string()
        .min(1)
        .max(100)
        .check(allowedCharacters('transaction_reference')),
      status: z.string(),
      /** Minor units: a string in most of Paystack's refund events. */
      amount: MinorUnits.optional(),
    })
    .passthrough(),
})

export const RefundResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  data: Refund,
})
export const RefundListResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.array(Refund),
  /** Paging: Paystack lists a page at a time (`perPage`, `page`). */
  meta: z
    .object({ page: z.coerce.number().int(), pageCount: z.coerce.number().int() })
    .partial()
    .nullish(),
})

/** A bank a refund can be paid to (`GET /bank`). */
export const Bank = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  active: z.boolean().optional(),
  is_deleted: z.boolean().nullish(),
})
export type Bank = z.infer<typeof Bank>
export const BankListResponse = z.object({ status: z.literal(true), data: z.array(Bank) })

/** The shopper's bank account for a refund Paystack could not pay back to the card. */
export interface RefundAccountDetails {
  currency: string
  /** A 10-digit NUBAN. */
  accountNumber: string
  /** Paystack's id of the bank (`GET /bank`'s `id`). */
  bankId: string
}
