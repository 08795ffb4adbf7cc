import { z } from 'zod'
import { REFUND_STATUSES } from './order-rules.ts'
import {
  RETURN_CONDITIONS,
  RETURN_LIMITS,
  RETURN_LINE_OUTCOMES,
  RETURN_MESSAGES,
  RETURN_REASONS,
  RETURN_STATUSES,
  RETURN_WAYS,
} from './return-rules.ts'

/*
 * The schemas of returns and size exchanges (docs/product.md §10.7): what a shopper asks for,
 * a return as the shopper and the team read it, and the team's steps. The rules and words
 * without zod are in return-rules.ts.
 */

/** At most this many lines in one return (an order has at most 50 lines, §9.2). */
const MAX_RETURN_LINES = 50
const MAX_SIZE_LENGTH = 20

const Note = z.string().trim().max(RETURN_LIMITS.maxNoteLength)

/** One line the shopper sends back: which of the order's lines, how many, and what for. */
export const ReturnLineInput = z.object({
  /** The line's position in the order's `items`. */
  index: z
    .number()
    .int()
    .min(0)
    .max(MAX_RETURN_LINES - 1),
  quantity: z.number({ error: RETURN_MESSAGES.quantity }).int().min(1, RETURN_MESSAGES.quantity),
  /** Another size of the same product instead of the money; absent or null for a refund. */
  exchangeSize: z.string().trim().min(1, RETURN_MESSAGES.size).max(MAX_SIZE_LENGTH).nullish(),
})
export type ReturnLineInput = z.infer<typeof ReturnLineInput>

/** `POST /api/order/returns`: a return of some lines of one of the shopper's delivered orders. */
export const ReturnRequest = z
  .object({
    /** The order's reference. */
    reference: z.string().trim().min(1).max(100),
    lines: z
      .array(ReturnLineInput, { error: RETURN_MESSAGES.noLines })
      .min(1, RETURN_MESSAGES.noLines)
      .max(MAX_RETURN_LINES)
      .refine(
        (lines) => new Set(lines.map((line) => line.index)).size === lines.length,
        'Each item once',
      ),
    reason: z.enum(RETURN_REASONS, { error: RETURN_MESSAGES.reason }),
    /** The shopper's words; required with `other`. */
    note: Note.optional(),
    way: z.enum(RETURN_WAYS, { error: RETURN_MESSAGES.way }),
  })
  .refine((body) => body.reason !== 'other' || (body.note ?? '').length > 0, {
    message: RETURN_MESSAGES.otherText,
    path: ['note'],
  })
export type ReturnRequest = z.infer<typeof ReturnRequest>

/** One line of a return, as everyone reads it. */
export const ReturnLine = z.object({
  /** The line's position in the order's `items`. */
  index: z.number().int().min(0),
  /** The product's name and the size sent back, copied from the order. */
  name: z.string(),
  productId: z.string(),
  size: z.string(),
  quantity: z.number().int().positive(),
  /** The size asked for instead of a refund; null for a refund. */
  exchangeSize: z.string().nullable(),
  /** How it came back, once received. */
  condition: z.enum(RETURN_CONDITIONS).nullable(),
  /** What became of it: refunded, or its exchange shipped; null until then. */
  outcome: z.enum(RETURN_LINE_OUTCOMES).nullable(),
  /** Naira this line refunds (its share of what was paid); 0 for an exchange. */
  refund: z.number().nonnegative(),
})
export type ReturnLine = z.infer<typeof ReturnLine>

/** One step of a return, for its own timeline. */
export const ReturnEvent = z.object({
  /** `requested`, `approved`, `declined`, `received`, `refunded`, `exchanged`, `cancelled`, `closed`. */
  step: z.string(),
  /** Epoch milliseconds. */
  at: z.number().int(),
  /** Who took it: the shopper, the team member's name, the command line, Paystack. */
  by: z.string(),
  detail: z.string().optional(),
})
export type ReturnEvent = z.infer<typeof ReturnEvent>

/** A return as the shopper reads it on their order (and the team on theirs, with more). */
export const OrderReturn = z.object({
  id: z.string(),
  /** The store's short number for it (1001, shown `R1001`). */
  returnNumber: z.number().int().positive(),
  status: z.enum(RETURN_STATUSES),
  reason: z.enum(RETURN_REASONS),
  note: z.string().nullable(),
  way: z.enum(RETURN_WAYS),
  lines: z.array(ReturnLine).min(1),
  /** Naira kept for the courier's pickup (taken off the refund). */
  fee: z.number().nonnegative(),
  /** Naira of delivery given back (the whole order back through the store's fault). */
  deliveryRefund: z.number().nonnegative(),
  /** Naira the return refunds in all: its refunded lines, plus delivery, less the fee. */
  refundTotal: z.number().nonnegative(),
  /** The refund once started, as the order's refunds are followed. */
  refund: z
    .object({ amount: z.number().nonnegative(), status: z.enum(REFUND_STATUSES) })
    .nullable(),
  /** The team's words when it declined. */
  declineReason: z.string().nullable(),
  /** The ₦0 order that ships the exchanged sizes, once made. */
  replacement: z.object({ reference: z.string(), orderNumber: z.number().int() }).nullable(),
  /** Epoch milliseconds. */
  createdAt: z.number().int(),
  timeline: z.array(ReturnEvent),
})
export type OrderReturn = z.infer<typeof OrderReturn>

/** `POST /api/order/returns` answers the order whole, its new return included. */
export const ReturnResponse = z.object({
  success: z.literal(true),
  return: OrderReturn,
})
export type ReturnResponse = z.infer<typeof ReturnResponse>

/** A return as the team lists and opens it: the return, its order and its shopper. */
export const AdminReturn = OrderReturn.extend({
  order: z.object({
    id: z.string(),
    reference: z.string(),
    orderNumber: z.number().int(),
    /** Epoch milliseconds it was delivered. */
    deliveredAt: z.number().int().nullable(),
  }),
  customer: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  /** The delivery zone the courier collects from (a pickup). */
  zone: z.string().nullable(),
})
export type AdminReturn = z.infer<typeof AdminReturn>

/** `GET /api/admin/returns`: the newest first, by status; paged like the orders. */
export const AdminReturnsQuery = z.object({
  status: z.enum([...RETURN_STATUSES, 'open']).optional(),
  before: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(100).optional(),
})
export type AdminReturnsQuery = z.infer<typeof AdminReturnsQuery>

export const AdminReturnsResponse = z.object({
  success: z.literal(true),
  returns: z.array(AdminReturn),
  /** Pass as `before` for the next page; null on the last. */
  nextCursor: z.string().nullable(),
})
export type AdminReturnsResponse = z.infer<typeof AdminReturnsResponse>

export const AdminReturnResponse = z.object({ success: z.literal(true), return: AdminReturn })
export type AdminReturnResponse = z.infer<typeof AdminReturnResponse>

/** The team declines a return, saying why (the shopper reads it). */
export const ReturnDeclineRequest = z.object({
  reason: z
    .string({ error: RETURN_MESSAGES.declineReason })
    .trim()
    .min(1, RETURN_MESSAGES.declineReason)
    .max(RETURN_LIMITS.maxNoteLength),
})
export type ReturnDeclineRequest = z.infer<typeof ReturnDeclineRequest>

/** The team marks a return received, with how each of its lines came back. */
export const ReturnReceiveRequest = z.object({
  conditions: z
    .array(
      z.object({
        index: z
          .number()
          .int()
          .min(0)
          .max(MAX_RETURN_LINES - 1),
        condition: z.enum(RETURN_CONDITIONS),
      }),
      { error: RETURN_MESSAGES.conditions },
    )
    .min(1, RETURN_MESSAGES.conditions)
    .max(MAX_RETURN_LINES),
})
export type ReturnReceiveRequest = z.infer<typeof ReturnReceiveRequest>
