import { z } from 'zod'
import { CART_MESSAGES, isLineQuantity } from './cart-data.ts'
import { Product } from './catalogue.ts'
import { CURRENCY_CODE } from './money.ts'
import { ORDER_MESSAGES, ORDER_STATUSES } from './order-data.ts'

/** The 36 states and the Federal Capital Territory, for the delivery form's select. */
export const NIGERIAN_STATES = [
  'Abia',
  'Adamawa',
  'Akwa Ibom',
  'Anambra',
  'Bauchi',
  'Bayelsa',
  'Benue',
  'Borno',
  'Cross River',
  'Delta',
  'Ebonyi',
  'Edo',
  'Ekiti',
  'Enugu',
  'Federal Capital Territory',
  'Gombe',
  'Imo',
  'Jigawa',
  'Kaduna',
  'Kano',
  'Katsina',
  'Kebbi',
  'Kogi',
  'Kwara',
  'Lagos',
  'Nasarawa',
  'Niger',
  'Ogun',
  'Ondo',
  'Osun',
  'Oyo',
  'Plateau',
  'Rivers',
  'Sokoto',
  'Taraba',
  'Yobe',
  'Zamfara',
] as const

export const DEFAULT_COUNTRY = 'Nigeria'

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

/** Delivery address (SPEC.md §3). Every field is required and non-blank after trimming. */
export const DeliveryAddress = z.object({
  firstName: field('First name', 60),
  lastName: field('Last name', 60),
  email: z
    .string({ error: 'Please enter a valid email address' })
    .trim()
    .max(254, 'Please enter a valid email address')
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

/** An item as the storefront sends it: a product copy plus the chosen size and quantity. */
export const OrderItemInput = z.object({
  _id: z.string().min(1, CART_MESSAGES.productRequired).max(64, CART_MESSAGES.productNotFound),
  selectedSize: z
    .string({ error: CART_MESSAGES.sizeRequired })
    .min(1, CART_MESSAGES.sizeRequired)
    .max(16),
  quantity: z
    .number({ error: CART_MESSAGES.quantity })
    .refine(isLineQuantity, CART_MESSAGES.quantity),
})
export type OrderItemInput = z.infer<typeof OrderItemInput>

export const PlaceOrderRequest = z.object({
  address: DeliveryAddress,
  items: z
    .array(OrderItemInput, { error: ORDER_MESSAGES.emptyOrder })
    .min(1, ORDER_MESSAGES.emptyOrder)
    .max(200),
  /** Naira the shopper saw (cart total plus delivery fee). Checked by the server, never trusted. */
  amount: z.number({ error: 'The order amount is required' }).nonnegative(),
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
  /** The Paystack public key the popup needs (SPEC.md §3's provider inputs). */
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
})
export type TimelineEntry = z.infer<typeof TimelineEntry>

/** A product as ordered: a copy at the price paid, with the chosen size and quantity. */
export const OrderItem = Product.extend({
  selectedSize: z.string(),
  quantity: z.number().int().positive(),
})
export type OrderItem = z.infer<typeof OrderItem>

export const Order = z.object({
  _id: z.string(),
  status: z.string(),
  payment: z.boolean(),
  paymentMethod: z.string(),
  /** Epoch milliseconds. */
  date: z.number().int(),
  /** Naira, as paid (items plus delivery). */
  amount: z.number().nonnegative(),
  address: DeliveryAddress,
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
})
export type Order = z.infer<typeof Order>

export const UserOrdersResponse = z.object({ success: z.literal(true), orders: z.array(Order) })
export type UserOrdersResponse = z.infer<typeof UserOrdersResponse>

/** Pays an order still awaiting its payment: a new transaction, with a new reference. */
export const PayAgainRequest = z.object({
  orderId: z.uuid({ error: ORDER_MESSAGES.orderNotFound }),
})
export type PayAgainRequest = z.infer<typeof PayAgainRequest>

/** An order as the store owner sees it: with who placed it. */
export const AdminOrder = Order.extend({
  customer: z.object({ name: z.string(), email: z.string() }),
})
export type AdminOrder = z.infer<typeof AdminOrder>

export const ADMIN_PAGE_SIZE = 20

/** The store owner's list: newest first, filtered and searched, a page at a time. */
export const AdminOrdersQuery = z.object({
  status: z.enum(ORDER_STATUSES).optional(),
  /** A reference, or (part of) the shopper's e-mail. */
  q: z.string().trim().max(254).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
})
export type AdminOrdersQuery = z.infer<typeof AdminOrdersQuery>

export const AdminOrdersResponse = z.object({
  success: z.literal(true),
  orders: z.array(AdminOrder),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
})
export type AdminOrdersResponse = z.infer<typeof AdminOrdersResponse>

export const OrderStatusRequest = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Please choose a status' }),
})
export type OrderStatusRequest = z.infer<typeof OrderStatusRequest>

export const OrderStatusResponse = z.object({ success: z.literal(true), order: AdminOrder })
export type OrderStatusResponse = z.infer<typeof OrderStatusResponse>

export const VerifyPaymentRequest = z.object({
  reference: z
    .string({ error: 'A payment reference is required' })
    .trim()
    .min(1, 'A payment reference is required')
    .max(100),
})
export type VerifyPaymentRequest = z.infer<typeof VerifyPaymentRequest>

export const VerifyPaymentResponse = z.object({ success: z.boolean(), message: z.string() })
export type VerifyPaymentResponse = z.infer<typeof VerifyPaymentResponse>
