import { z } from 'zod'
import { MAX_LINE_QUANTITY } from './cart-data.ts'
import { Product } from './catalogue.ts'

const field = (label: string, max = 120) =>
  z.string().trim().min(1, `${label} is required`).max(max)

/** Delivery address (SPEC.md §3). Every field is required and non-blank after trimming. */
export const DeliveryAddress = z.object({
  firstName: field('First name', 60),
  lastName: field('Last name', 60),
  email: z.email({ message: 'Please enter a valid email address' }).max(254),
  street: field('Street', 200),
  city: field('City', 80),
  state: field('State', 80),
  zipcode: z
    .string()
    .trim()
    .regex(/^\d{3,10}$/, 'Zip code must be digits'),
  country: field('Country', 80),
  phone: z
    .string()
    .trim()
    .regex(/^\+?\d{7,15}$/, 'Phone must be 7 to 15 digits'),
})
export type DeliveryAddress = z.infer<typeof DeliveryAddress>

/** An item as the storefront sends it: a product copy plus the chosen size and quantity. */
export const OrderItemInput = z.object({
  _id: z.string().min(1).max(64),
  selectedSize: z.string().min(1).max(16),
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
})
export type OrderItemInput = z.infer<typeof OrderItemInput>

export const PlaceOrderRequest = z.object({
  address: DeliveryAddress,
  items: z.array(OrderItemInput).min(1, 'Your cart is empty').max(100),
  /** Naira the shopper saw (cart total plus delivery fee). Checked by the server, never trusted. */
  amount: z.number().nonnegative(),
})
export type PlaceOrderRequest = z.infer<typeof PlaceOrderRequest>

export const PlaceOrderResponse = z.object({
  success: z.literal(true),
  orderId: z.string(),
  reference: z.string(),
  /** Amount to charge in kobo, as the server computed it. */
  amount: z.number().int().positive(),
  currency: z.literal('NGN'),
  accessCode: z.string(),
  authorizationUrl: z.string(),
})
export type PlaceOrderResponse = z.infer<typeof PlaceOrderResponse>

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
  amount: z.number().nonnegative(),
  address: DeliveryAddress,
  reference: z.string(),
  items: z.array(OrderItem),
})
export type Order = z.infer<typeof Order>

export const UserOrdersResponse = z.object({ success: z.literal(true), orders: z.array(Order) })
export type UserOrdersResponse = z.infer<typeof UserOrdersResponse>

export const VerifyPaymentRequest = z.object({ reference: z.string().min(1).max(100) })
export type VerifyPaymentRequest = z.infer<typeof VerifyPaymentRequest>

export const VerifyPaymentResponse = z.object({ success: z.boolean(), message: z.string() })
export type VerifyPaymentResponse = z.infer<typeof VerifyPaymentResponse>
