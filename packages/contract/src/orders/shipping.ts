/*
 * Packing and shipping (docs/product.md §11.11): the courier and tracking an order ships with,
 * the store team's internal notes on an order, and moving many orders at once. The shopper
 * sees the courier and tracking; the notes are the team's alone.
 */
import { z } from 'zod'
import { allowedCharacters } from '../shared/text.ts'
import { ORDER_STATUSES } from './order-rules.ts'

/** The longest courier name, tracking number or link, and note the store keeps. */
export const SHIPPING_LIMITS = {
  courier: 60,
  tracking: 300,
  note: 1000,
  /** Orders moved by one bulk move: a page of the list is 20, select all on five pages. */
  bulk: 100,
} as const

/** The couriers a new store offers in "Mark as Shipped" (the team edits them in Settings). */
export const DEFAULT_COURIERS = ['GIG Logistics', 'Kwik', 'Sendbox', 'DHL', 'Other'] as const

/** The most couriers the list in Settings holds. */
export const MAX_COURIERS = 20

export const SHIPPING_MESSAGES = {
  courierRequired: 'Choose the courier taking the order, or type its name',
  courierTooLong: `The courier’s name must be at most ${SHIPPING_LIMITS.courier} characters`,
  trackingTooLong: `The tracking number or link must be at most ${SHIPPING_LIMITS.tracking} characters`,
  trackingLink: 'A tracking link must be a web address starting with http:// or https://',
  onlyWhenShipped: 'A courier and tracking are given only when an order is marked Shipped',
  noteRequired: 'Write the note first',
  noteTooLong: `A note must be at most ${SHIPPING_LIMITS.note} characters`,
  bulkNone: 'Choose at least one order',
  bulkTooMany: `Move at most ${SHIPPING_LIMITS.bulk} orders at once`,
  bulkDuplicate: 'Each order may be chosen once',
  couriersEmpty: 'Keep at least one courier in the list',
  couriersTooMany: `The list holds at most ${MAX_COURIERS} couriers`,
  couriersDuplicate: 'Each courier may be listed once',
} as const

/** A courier's name as the team types or picks it. */
export const CourierName = z
  .string({ error: SHIPPING_MESSAGES.courierRequired })
  .trim()
  .min(1, SHIPPING_MESSAGES.courierRequired)
  .max(SHIPPING_LIMITS.courier, SHIPPING_MESSAGES.courierTooLong)
  .check(allowedCharacters('The courier’s name'))

/** Text that starts like a web address (`scheme://`): it must then be one the shopper can open. */
const LOOKS_LIKE_LINK = /^[a-z][a-z0-9+.-]*:\/\//i

/**
 * The address a tracking value opens, when it is an http or https link; undefined for a
 * tracking number (shown as text, never as a link, whatever it holds).
 */
export function trackingHref(tracking: string | null | undefined): string | undefined {
  if (!tracking || !LOOKS_LIKE_LINK.test(tracking)) return undefined
  try {
    const url = new URL(tracking)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname
      ? url.href
      : undefined
  } catch {
    return undefined
  }
}

/**
 * A tracking number or link: optional (blank is none), and a link only over http or https, so
 * that neither the order page nor the e-mail ever links anywhere else.
 */
export const TrackingText = z
  .string()
  .trim()
  .max(SHIPPING_LIMITS.tracking, SHIPPING_MESSAGES.trackingTooLong)
  .check(allowedCharacters('The tracking number'))
  .refine(
    (text) => !LOOKS_LIKE_LINK.test(text) || trackingHref(text) !== undefined,
    SHIPPING_MESSAGES.trackingLink,
  )

/** How an order left the store, as the shopper and the team read it. */
export const OrderShipment = z.object({
  courier: z.string(),
  /** A tracking number, or an http(s) link (see `trackingHref`); null when none was given. */
  tracking: z.string().nullable(),
})
export type OrderShipment = z.infer<typeof OrderShipment>

/** A shipment as the order's timeline names it: "Kwik · KW-1234", or the courier alone. */
export const shipmentDetail = ({ courier, tracking }: OrderShipment) =>
  tracking ? `${courier} · ${tracking}` : courier

/** One internal note of the store team on an order: never shown to the shopper. */
export const OrderNote = z.object({
  id: z.number().int(),
  text: z.string(),
  /** The team member who wrote it. */
  by: z.string(),
  /** Epoch milliseconds. */
  at: z.number().int(),
})
export type OrderNote = z.infer<typeof OrderNote>

/** `POST /api/admin/orders/:id/notes`: a note of up to 1000 characters, line breaks allowed. */
export const OrderNoteRequest = z.object({
  text: z
    .string({ error: SHIPPING_MESSAGES.noteRequired })
    .trim()
    .min(1, SHIPPING_MESSAGES.noteRequired)
    .max(SHIPPING_LIMITS.note, SHIPPING_MESSAGES.noteTooLong)
    .check(allowedCharacters('The note', 'lines')),
})
export type OrderNoteRequest = z.infer<typeof OrderNoteRequest>

/** The courier given with a move: required when the move is to Shipped, refused otherwise. */
const shippingFields = {
  courier: CourierName.optional(),
  tracking: TrackingText.optional(),
}

function courierOnlyWhenShipped(
  move: { status: string; courier?: string; tracking?: unknown },
  ctx: z.RefinementCtx,
) {
  if (move.status === 'Shipped' && move.courier === undefined) {
    ctx.addIssue({ code: 'custom', path: ['courier'], message: SHIPPING_MESSAGES.courierRequired })
  }
  if (move.status !== 'Shipped' && (move.courier !== undefined || move.tracking !== undefined)) {
    ctx.addIssue({ code: 'custom', path: ['courier'], message: SHIPPING_MESSAGES.onlyWhenShipped })
  }
}

const statusField = z.enum(ORDER_STATUSES, { error: 'Please choose a status' })

/**
 * `PATCH /api/admin/orders/:id/status`: the status, and when it is Shipped the courier (required)
 * and the tracking number or link (optional but asked).
 */
export const OrderStatusRequest = z
  .object({ status: statusField, ...shippingFields })
  .superRefine(courierOnlyWhenShipped)
export type OrderStatusRequest = z.infer<typeof OrderStatusRequest>

/**
 * `POST /api/admin/orders/bulk-status`: up to 100 orders to one status, each moved by the rules
 * of a single move. Shipped asks the courier once; a tracking per order is optional.
 */
export const BulkStatusRequest = z
  .object({
    ids: z
      .array(z.uuid({ error: 'Order not found' }), { error: SHIPPING_MESSAGES.bulkNone })
      .min(1, SHIPPING_MESSAGES.bulkNone)
      .max(SHIPPING_LIMITS.bulk, SHIPPING_MESSAGES.bulkTooMany)
      .refine((ids) => new Set(ids).size === ids.length, SHIPPING_MESSAGES.bulkDuplicate),
    status: statusField,
    courier: CourierName.optional(),
    /** Per order id; a blank or missing one ships without tracking. */
    tracking: z.record(z.uuid({ error: 'Order not found' }), TrackingText).optional(),
  })
  .superRefine(courierOnlyWhenShipped)
export type BulkStatusRequest = z.infer<typeof BulkStatusRequest>

/** One order a bulk move could not move, and why (the words a single move would answer). */
export const BulkRefusal = z.object({
  id: z.string(),
  /** Its payment reference, or null when no order has the id. */
  reference: z.string().nullable(),
  message: z.string(),
})
export type BulkRefusal = z.infer<typeof BulkRefusal>

export const BulkStatusResponse = z.object({
  success: z.literal(true),
  /** The ids moved, in the order asked. */
  moved: z.array(z.string()),
  refused: z.array(BulkRefusal),
  /** What the team reads: "3 moved, 1 could not: ADR-… is Cancelled". */
  message: z.string(),
})
export type BulkStatusResponse = z.infer<typeof BulkStatusResponse>

/** A bulk move's outcome in a sentence, the same from the server and the mocks. */
export function bulkOutcome(moved: number, refused: readonly BulkRefusal[]): string {
  const done = `${moved} moved`
  if (refused.length === 0) return done
  const why = refused.map((r) => r.message).join('; ')
  return `${done}, ${refused.length} could not: ${why}`
}

/** Why one order of a bulk move stayed where it was, naming it by its reference. */
export const bulkRefusalMessage = (reference: string | null, from: string | undefined) =>
  reference === null ? 'an order was not found' : `${reference} is ${from ?? 'not found'}`
