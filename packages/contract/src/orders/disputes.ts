/*
 * Disputes (chargebacks) on the store's payments (docs/product.md §11.9, ADR 031): how an order's
 * dispute reads for the store team, and the team's answer, validated before anything reaches
 * Paystack.
 */
import { z } from 'zod'
import { allowedCharacters } from '../shared/text.ts'
import {
  DISPUTE_MESSAGES,
  DISPUTE_STATES,
  MAX_DISPUTE_FIELD,
  MAX_DISPUTE_NOTE,
} from './disputes-rules.ts'

/** An order's dispute as the store team sees it. Money in kobo, times in epoch milliseconds. */
export const OrderDispute = z.object({
  id: z.string(),
  /** Paystack's id of the dispute. */
  providerId: z.string(),
  paymentReference: z.string(),
  state: z.enum(DISPUTE_STATES),
  /** Paystack's own word for where it is. */
  paystackStatus: z.string(),
  category: z.string().nullable(),
  amountKobo: z.number().int().nonnegative(),
  currency: z.string(),
  dueAt: z.number().int().nullable(),
  respondedAt: z.number().int().nullable(),
  /** The team member who answered, by e-mail. */
  respondedBy: z.string().nullable(),
  responseNote: z.string().nullable(),
  evidence: z.record(z.string(), z.string()).nullable(),
  resolution: z.string().nullable(),
  resolvedAt: z.number().int().nullable(),
  /** What Paystack took back from the store: the claim, once lost. */
  deductedKobo: z.number().int().nonnegative(),
})
export type OrderDispute = z.infer<typeof OrderDispute>

const line = (label: string) =>
  z
    .string({ error: DISPUTE_MESSAGES.fieldRequired(label) })
    .trim()
    .min(1, DISPUTE_MESSAGES.fieldRequired(label))
    .max(MAX_DISPUTE_FIELD, DISPUTE_MESSAGES.fieldTooLong(label))
    .check(allowedCharacters(label))

const note = z
  .string({ error: DISPUTE_MESSAGES.noteRequired })
  .trim()
  .min(1, DISPUTE_MESSAGES.noteRequired)
  .max(MAX_DISPUTE_NOTE, DISPUTE_MESSAGES.noteTooLong)
  .check(allowedCharacters('The answer', 'lines'))

/** What the store shows Paystack to prove delivery: Paystack's DisputeEvidence fields. */
export const DisputeEvidence = z.object({
  customer_email: z
    .string({ error: DISPUTE_MESSAGES.emailInvalid })
    .trim()
    .max(254, DISPUTE_MESSAGES.emailInvalid)
    .pipe(z.email(DISPUTE_MESSAGES.emailInvalid)),
  customer_name: line('The shopper’s name'),
  customer_phone: line('The shopper’s phone'),
  service_details: line('What was sold'),
  delivery_address: line('The delivery address').optional(),
  delivery_date: z
    .string({ error: DISPUTE_MESSAGES.dateInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, DISPUTE_MESSAGES.dateInvalid)
    .refine((date) => !Number.isNaN(Date.parse(date)), DISPUTE_MESSAGES.dateInvalid)
    .optional(),
})
export type DisputeEvidence = z.infer<typeof DisputeEvidence>

/**
 * The team's answer: `decline` the claim with a note and the delivery evidence (and optionally a
 * delivery photo, one of the store's uploaded photos), or `accept` it with a note (the money
 * goes back to the shopper).
 */
export const DisputeAnswerRequest = z.discriminatedUnion(
  'action',
  [
    z.object({
      action: z.literal('decline'),
      note,
      evidence: DisputeEvidence,
      /** A photo uploaded through `/api/admin/photos`: its largest JPEG's path (`productPhotoPath`). */
      photoUrl: z
        .string({ error: DISPUTE_MESSAGES.photoInvalid })
        .regex(/^\/photos\/[0-9a-f]{20}-\d{1,5}\.jpg$/, DISPUTE_MESSAGES.photoInvalid)
        .optional(),
    }),
    z.object({ action: z.literal('accept'), note }),
  ],
  { error: 'Please choose to decline or accept the dispute' },
)
export type DisputeAnswerRequest = z.infer<typeof DisputeAnswerRequest>
