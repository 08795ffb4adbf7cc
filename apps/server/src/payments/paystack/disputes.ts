/*
 * Paystack's Dispute API as the store uses it (dist/paystack.yaml: `/dispute/{id}`,
 * `/dispute/{id}/evidence`, `/dispute/{id}/resolve`; the `charge.dispute.*` events). Only the
 * fields the store relies on are read; Paystack sends many more.
 */
import { allowedCharacters } from '@adire/contract'
import { z } from 'zod'

/** Paystack's ids are integers; some answers carry them as strings. */
const Id = z
  .union([z.number().int().nonnegative(), z.string().regex(/^\d{1,20}$/)])
  .transform(String)

/** A dispute as `GET /dispute/{id}` (and each `charge.dispute.*` event) reports it. */
export const Dispute = z.object({
  id: Id,
  /** `awaiting-merchant-feedback`, `awaiting-bank-feedback`, `pending`, `resolved`, `archived`. */
  status: z.string().min(1).max(100),
  /** `merchant-accepted`, `declined`, `auto-accepted`... once resolved; null before. */
  resolution: z.string().max(100).nullish(),
  category: z.string().max(100).nullish(),
  /** Minor units; Paystack leaves it null on some old disputes. */
  refund_amount: z.number().int().nonnegative().nullish(),
  currency: z.string().max(10).nullish(),
  dueAt: z.string().nullish(),
  resolvedAt: z.string().nullish(),
  transaction: z
    .object({
      id: Id.optional(),
      // Looked up in the database: a reference with U+0000 would fail the query.
      reference: z.string().min(1).max(100).check(allowedCharacters('reference')),
      amount: z.number().int().nonnegative().optional(),
      currency: z.string().optional(),
    })
    .passthrough()
    .nullish(),
})
export type Dispute = z.infer<typeof Dispute>

export const DisputeResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  data: Dispute,
})

/**
 * `PUT /dispute/{id}/resolve` answers with the dispute, its `transaction` an id rather than the
 * transaction (DisputeResolveResponse): only its id is read.
 */
export const ResolveResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({ id: Id }).passthrough(),
})

/** `POST /dispute/{id}/evidence` answers with the evidence it recorded and its id. */
export const EvidenceResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({ id: Id }).passthrough(),
})

/**
 * `GET /dispute/{id}/upload_url` (DisputeUploadURLResponse): where to put a file of evidence,
 * and the name `uploaded_filename` gives it. Only a web address is taken as the URL.
 */
export const UploadUrlResponse = z.object({
  status: z.literal(true),
  message: z.string(),
  data: z.object({
    signedUrl: z.url({ protocol: /^https?$/ }).max(4000),
    fileName: z.string().min(1).max(500),
  }),
})

/** A `charge.dispute.create`, `.remind` or `.resolve` event: only its dispute's id is used. */
export const DisputeWebhookEvent = z.object({
  event: z.enum(['charge.dispute.create', 'charge.dispute.remind', 'charge.dispute.resolve']),
  data: z.object({ id: Id }).passthrough(),
})
export type DisputeWebhookEvent = z.infer<typeof DisputeWebhookEvent>

/** The evidence Paystack takes for a dispute (DisputeEvidence); the first four are required. */
export interface DisputeEvidenceInput {
  customer_email: string
  customer_name: string
  customer_phone: string
  service_details: string
  delivery_address?: string
  /** YYYY-MM-DD. */
  delivery_date?: string
}

/** How the store answers a dispute (DisputeResolve). */
export interface DisputeResolveInput {
  resolution: 'merchant-accepted' | 'declined'
  message: string
  /** Minor units: what the shopper gets back (the whole claim when accepting, 0 when declining). */
  refund_amount: number
  /**
   * The delivery photo's name, as `uploadDisputeFile` put it on Paystack. The spec lists it as
   * required; the store sends it whenever the team attached a photo (ADR 031).
   */
  uploaded_filename?: string
  /** The evidence's id, for a fraud claim. */
  evidence?: number
}

/** Whether a webhook body is a dispute event (checked before any other kind). */
export const isDisputeEvent = (body: unknown) =>
  typeof body === 'object' &&
  body !== null &&
  String((body as { event?: unknown }).event).startsWith('charge.dispute.')
