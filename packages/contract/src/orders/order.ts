import { z } from 'zod'
import { type FieldErrors, firstErrors } from '../shared/form-errors.ts'
import { CURRENCY_CODE } from '../shared/money.ts'
import { allowedCharacters } from '../shared/text.ts'
import { CART_MESSAGES, isLineQuantity } from '../shop/cart-rules.ts'
import { Product } from '../shop/catalogue.ts'
import type { DeliveryAddressField } from './delivery-rules.ts'
import { DiscountCodeInput, OrderDiscount } from './discounts.ts'
import { OrderDispute } from './disputes.ts'
import {
  MAX_ORDER_LINES,
  ORDER_MESSAGES,
  ORDER_STATUSES,
  PAYMENT_KINDS,
  REFUND_STATUSES,
  TRANSFER_REJECTED_REASONS,
} from './order-rules.ts'
import { OrderReturn } from './returns.ts'
import { OrderNote, OrderShipment, SHIPPING_LIMITS } from './shipping.ts'

/**
 * One form for a phone number: a Nigerian number typed as 0803 123 4567, 803 123 4567,
 * 2348031234567 or +234 803 123 4567 becomes +2348031234567; another country's number keeps
 * its own code. Undefined when it cannot be a phone number.
 */
export function normalisePhone(typed: string): string | undefined {
  const digits = typed.replace(/[\s().-]/g, '')
  const nigerian = /^(?:\+?234|0)?([789][01]\d{8})$/.exec(digits)?.[1]
  if (nigerian) return `+234${nigerian}`
  if (/^\+[1-9]\d{6,14}$/.test(digits)) return digits
  return undefined
}

const field = (label: string, max = 120) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} is too long`)
    .check(allowedCharacters(label))

/** Delivery address (docs/product.md §3). Every field is required and non-blank after trimming. */
export const DeliveryAddress = z.object({
  firstName: field('First name', 60),
  lastName: field('Last name', 60),
  email: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .max(254, 'Please enter a valid email address')
    .check(allowedCharacters('Email'))
    .pipe(z.email({ error: 'Please enter a valid email address' })),
  street: field('Street', 200),
  city: field('City', 80),
  state: field('State', 80),
  zipcode: z
    .string({ error: 'Zip code is required' })
    .trim()
    .regex(/^\d{3,10}$/, 'Zip code must be 3 to 10 digits'),
  country: field('Country', 80),
  phone: z
    .string({ error: 'Phone is required' })
    .trim()
    .min(1, 'Phone is required')
    .check(allowedCharacters('Phone'))
    .transform((typed, ctx) => {
      const phone = normalisePhone(typed)
      if (!phone) {
        ctx.addIssue({
          code: 'custom',
          message: 'Please enter a phone number such as 0803 123 4567 or +234 803 123 4567',
        })
        return z.NEVER
      }
      return phone
    }),
})
/** The address as the shopper types it. */
export type DeliveryAddressInput = z.input<typeof DeliveryAddress>
/** The address as the store keeps it (trimmed, the phone in one form). */
export type DeliveryAddress = z.infer<typeof DeliveryAddress>

/** The first message of each field the address rules refuse (none for a valid address). */
export function deliveryAddressErrors(
  address: Record<DeliveryAddressField, string>,
): FieldErrors<DeliveryAddressField> {
  const parsed = DeliveryAddress.safeParse(address)
  return parsed.success ? {} : firstErrors<DeliveryAddressField>(parsed.error.issues)
}

/** An item as the storefront sends it: a product copy plus the chosen size and quantity. */
export const OrderItemInput = z.object({
  _id: z
    .string()
    .min(1, CART_MESSAGES.productRequired)
    .max(64, CART_MESSAGES.productNotFound)
    .check(allowedCharacters('Product id')),
  selectedSize: z
    .string({ error: CART_MESSAGES.sizeRequired })
    .min(1, CART_MESSAGES.sizeRequired)
    .max(16)
    .check(allowedCharacters('Size')),
  quantity: z
    .number({ error: CART_MESSAGES.quantity })
    .refine(isLineQuantity, CART_MESSAGES.quantity),
})
export type OrderItemInput = z.infer<typeof OrderItemInput>

export const PlaceOrderRequest = z.object({
  address: DeliveryAddress,
  // A schema's own `error` answers every issue that has no message of its own, so each bound
  // carries its own text.
  items: z
    .array(OrderItemInput, { error: ORDER_MESSAGES.emptyOrder })
    .min(1, ORDER_MESSAGES.emptyOrder)
    .max(MAX_ORDER_LINES, ORDER_MESSAGES.tooManyLines),
  /** Naira the shopper saw (cart total plus delivery fee). Checked by the server, never trusted. */
  amount: z
    .number({
      error: (issue) =>
        issue.input == null ? ORDER_MESSAGES.amountRequired : ORDER_MESSAGES.amountInvalid,
    })
    .nonnegative(ORDER_MESSAGES.amountInvalid),
  /**
   * Beyond the original spec (§11.14): one discount code for the order. The server judges it
   * and prices the order with it; `amount` is checked against that price.
   */
  discountCode: DiscountCodeInput.optional(),
})
export type PlaceOrderRequest = z.infer<typeof PlaceOrderRequest>

export const PlaceOrderResponse = z.object({
  success: z.literal(true),
  orderId: z.string(),
  reference: z.string(),
  /** Amount to charge in kobo, as the server computed it. */
  amount: z.number().int().positive(),
  currency: z.literal(CURRENCY_CODE),
  accessCode: z.string(),
  authorizationUrl: z.string(),
  /** The Paystack public key the popup needs (docs/product.md §3's provider inputs). */
  publicKey: z.string(),
  /** True when payments go to the built-in emulator: no money moves. */
  testMode: z.boolean(),
})
export type PlaceOrderResponse = z.infer<typeof PlaceOrderResponse>

/** One change of status, for an order's timeline. */
export const TimelineEntry = z.object({
  status: z.string(),
  /** Epoch milliseconds. */
  at: z.number().int(),
  /** Who made the change, as the reader may see it: 'Paystack', 'Adire', the command line... */
  by: z.string(),
  /** Beyond the original spec (§11.11): what came with it, e.g. "Kwik · KW-1234" when shipped. */
  detail: z.string().optional(),
})
export type TimelineEntry = z.infer<typeof TimelineEntry>

/** Money given back for a payment. */
export const OrderRefund = z.object({
  /** Naira. */
  amount: z.number().nonnegative(),
  status: z.enum(REFUND_STATUSES),
  /** When the store started it, epoch milliseconds. */
  at: z.number().int(),
  /** When Paystack last reported on it (processed or failed), epoch milliseconds. */
  updatedAt: z.number().int(),
  /** True for a refund the store team made on Paystack's dashboard, adopted by the store. */
  madeOnPaystack: z.boolean().optional(),
})
export type OrderRefund = z.infer<typeof OrderRefund>

/** Money that arrived for an order, and what became of it (see `PAYMENT_KINDS`). */
export const OrderPayment = z.object({
  /** The Paystack reference it was paid under. */
  reference: z.string(),
  /** Naira. */
  amount: z.number().nonnegative(),
  kind: z.enum(PAYMENT_KINDS),
  /** When the money was taken, epoch milliseconds. */
  at: z.number().int(),
  /**
   * Naira of Paystack's fee the shopper paid on top of the order (part of `amount`), present
   * when the store passes fees on to customers.
   */
  fee: z.number().positive().optional(),
  /** Set when the store is giving (or gave) this payment back. */
  refund: OrderRefund.nullable(),
})
export type OrderPayment = z.infer<typeof OrderPayment>

/** A product as ordered: a copy at the price paid, with the chosen size and quantity. */
export const OrderItem = Product.extend({
  selectedSize: z.string(),
  quantity: z.number().int().positive(),
})
export type OrderItem = z.infer<typeof OrderItem>

/** What an order was charged for delivery, and where it was priced (docs/product.md §9). */
export const OrderDelivery = z.object({
  /** Naira. */
  fee: z.number().nonnegative(),
  /** The zone charged; null when the store had one fee for everywhere. */
  zone: z.string().nullable(),
  /** How long delivery was expected to take then. */
  estimate: z.string().nullable(),
})
export type OrderDelivery = z.infer<typeof OrderDelivery>

export const Order = z.object({
  _id: z.string(),
  /**
   * Beyond the original spec: the store's short number for the order (1001, shown `#1001`), to
   * read out on the phone; sequential, never reused, kept when the order is paid again.
   */
  orderNumber: z.number().int().positive(),
  status: z.string(),
  payment: z.boolean(),
  paymentMethod: z.string(),
  /** Epoch milliseconds. */
  date: z.number().int(),
  /** Naira, as paid (items plus delivery). */
  amount: z.number().nonnegative(),
  address: DeliveryAddress,
  /** Beyond the original spec: the delivery part of `amount`, and its zone. */
  delivery: OrderDelivery,
  /** Beyond the original spec (§11.14): what a discount code took off `amount`. */
  discount: OrderDiscount.optional(),
  reference: z.string(),
  items: z.array(OrderItem),
  /** Paid through the emulator: a test order, no money moved. */
  testPayment: z.boolean(),
  /**
   * `awaiting`: not paid yet, and it can be paid (again); `paid`; `expired`: never paid and
   * given up on.
   */
  paymentStatus: z.enum(['awaiting', 'paid', 'expired']),
  /** Every change of status, oldest first. */
  timeline: z.array(TimelineEntry),
  /** Every payment that arrived for it, oldest first, each with its refund if it has one. */
  payments: z.array(OrderPayment),
  /** Beyond the original spec (§10.7): its returns and exchanges, oldest first. */
  returns: z.array(OrderReturn).optional(),
  /**
   * Beyond the original spec (§10.7): a delivered order within the store's return window, and
   * until when (epoch milliseconds) a return may be asked for; absent otherwise.
   */
  returnsUntil: z.number().int().optional(),
  /**
   * Beyond the original spec (§10.7): naira the store's courier charges to collect a return of
   * this order (taken off its refund unless the store was at fault); present with
   * `returnsUntil`, absent or 0 when pickup is free.
   */
  returnPickupFee: z.number().nonnegative().optional(),
  /**
   * Beyond the original spec (§11.6): paid after the units it held had gone to another
   * shopper, so cancelled and its payment refunded ("Paid, out of stock").
   */
  outOfStock: z.literal(true).optional(),
  /**
   * Beyond the original spec (§4.9): not paid yet, but the shopper has sent a bank transfer for
   * it; it is confirmed when the money lands, and should not be paid again meanwhile.
   */
  awaitingTransfer: z.literal(true).optional(),
  /**
   * Beyond the original spec (§4.9): not paid yet, and a payment by another channel (USSD, bank,
   * card) is still going through; no second payment for up to 30 minutes.
   */
  paymentUnderWay: z.literal(true).optional(),
  /**
   * Beyond the original spec (§4.9): Paystack sent the shopper's bank transfer back, and why;
   * the order can be paid again at once.
   */
  transferRejected: z.enum(TRANSFER_REJECTED_REASONS).optional(),
  /** Beyond the original spec (§11.11): the courier and tracking it was shipped with. */
  shipment: OrderShipment.optional(),
})
export type Order = z.infer<typeof Order>

/** Orders per page of My Orders: a shopper's long history arrives a page at a time. */
export const USER_ORDERS_PAGE_SIZE = 10

/** A place in a shopper's order list: the time and reference of the last order shown. */
const ORDER_CURSOR = /^\d{1,15}~[A-Za-z0-9-]{1,100}$/

/** My Orders, newest first; `before` (from the last page's `nextCursor`) asks for older ones. */
export const UserOrdersQuery = z.object({
  before: z.string().regex(ORDER_CURSOR, 'This page of orders does not exist').optional(),
})
export type UserOrdersQuery = z.infer<typeof UserOrdersQuery>

export const UserOrdersResponse = z.object({
  success: z.literal(true),
  orders: z.array(Order),
  /** Where the next, older page starts; null when these are the oldest. */
  nextCursor: z.string().nullable(),
})
export type UserOrdersResponse = z.infer<typeof UserOrdersResponse>

/** Pays an order still awaiting its payment: a new transaction, with a new reference. */
export const PayAgainRequest = z.object({
  orderId: z.uuid({ error: ORDER_MESSAGES.orderNotFound }),
})
export type PayAgainRequest = z.infer<typeof PayAgainRequest>

/** An order as the store owner sees it: with who placed it. */
export const AdminOrder = Order.extend({
  customer: z.object({ name: z.string(), email: z.string() }),
  /** Beyond the original spec (§11.9): the disputes (chargebacks) of its payments, oldest first. */
  disputes: z.array(OrderDispute).optional(),
  /** Beyond the original spec (§11.11): the team's internal notes, newest first. */
  notes: z.array(OrderNote).optional(),
})
export type AdminOrder = z.infer<typeof AdminOrder>

export const ADMIN_PAGE_SIZE = 20

/**
 * The status filter's choice of every order, "Awaiting payment" included. Without a status the
 * list shows the orders that were paid (§11.11): abandoned payments no longer fill it.
 */
export const EVERY_ORDER = 'all'

/**
 * The store owner's list: newest first, filtered and searched, a page at a time. With no
 * status, no refund filter and no search, orders awaiting payment are left out (`EVERY_ORDER`
 * shows them too); a search or a refund filter finds every order, as `ids` does.
 */
export const AdminOrdersQuery = z.object({
  status: z.enum([...ORDER_STATUSES, EVERY_ORDER]).optional(),
  /** A reference, or (part of) the shopper's e-mail. */
  q: z.string().trim().max(254).check(allowedCharacters('The search')).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  /** Only orders with a refund in this state: `failed` is the store team's to-do list. */
  refund: z.enum(REFUND_STATUSES).optional(),
  /** These orders only, whatever their status (up to 100 ids, comma-separated), on one page. */
  ids: z
    .string()
    .max(SHIPPING_LIMITS.bulk * 37, 'Choose up to 100 orders')
    .transform((text) => text.split(','))
    .pipe(
      z
        .array(z.uuid({ error: ORDER_MESSAGES.orderNotFound }))
        .max(SHIPPING_LIMITS.bulk, 'Choose up to 100 orders'),
    )
    .optional(),
})
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuery>

export const AdminOrdersResponse = z.object({
  success: z.literal(true),
  orders: z.array(AdminOrder),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
  /** Orders with a failed refund, whatever the filter: the store team must act on them. */
  refundsFailed: z.number().int(),
  /**
   * What the store team must know about Paystack now: `key refused` while Paystack refuses the
   * secret key (since when, epoch milliseconds).
   */
  paymentAlerts: z.array(z.object({ kind: z.literal('key refused'), since: z.number().int() })),
  /** Orders with a refund waiting for the shopper's bank account, whatever the filter. */
  refundsNeedAttention: z.number().int().optional(),
  /** Of those, the ones the shopper has not answered for a week: the team should call them. */
  refundsUnanswered: z.number().int().optional(),
})
export type AdminOrdersResponse = z.infer<typeof AdminOrdersResponse>

export const OrderStatusResponse = z.object({ success: z.literal(true), order: AdminOrder })
export type OrderStatusResponse = z.infer<typeof OrderStatusResponse>

export const VerifyPaymentRequest = z.object({
  reference: z
    .string({ error: 'A payment reference is required' })
    .trim()
    .min(1, 'A payment reference is required')
    .max(100)
    .check(allowedCharacters('The payment reference')),
})
export type VerifyPaymentRequest = z.infer<typeof VerifyPaymentRequest>

export const VerifyPaymentResponse = z.object({
  success: z.boolean(),
  message: z.string(),
  /**
   * The payment arrived but the store is giving it back (the order was cancelled, already paid,
   * or charged another amount); `success` says whether the order itself is paid.
   */
  refunding: z.boolean().optional(),
  /**
   * Beyond the original spec: a bank transfer is on its way and not landed yet; the order waits
   * for it (no second payment should be started).
   */
  awaitingTransfer: z.boolean().optional(),
  /** Beyond the original spec: a payment by another channel is still going through. */
  paymentUnderWay: z.boolean().optional(),
})
export type VerifyPaymentResponse = z.infer<typeof VerifyPaymentResponse>
