import { z } from 'zod'
import { type DiscountRefusal, discountRefusalMessage } from '../orders/discount-rules.ts'
import { DiscountCodeInput, DiscountRefusalAnswer, OrderDiscount } from '../orders/discounts.ts'
import { OrderItemInput } from '../orders/order.ts'
import type { OrderPrice } from '../orders/order-price.ts'
import { MAX_ORDER_LINES, ORDER_MESSAGES } from '../orders/order-rules.ts'
import { koboToNaira } from '../shared/money.ts'
import { allowedCharacters } from '../shared/text.ts'
import {
  CART_MESSAGES,
  type CartData as CartDataShape,
  isLineQuantity,
  MAX_LINE_QUANTITY,
} from './cart-rules.ts'

const productId = z
  .string({ error: CART_MESSAGES.productRequired })
  .trim()
  .min(1, CART_MESSAGES.productRequired)
  .max(64, CART_MESSAGES.productNotFound)
  .check(allowedCharacters('Product id'))
const size = z
  .string({ error: CART_MESSAGES.sizeRequired })
  .trim()
  .min(1, CART_MESSAGES.sizeRequired)
  .max(16, CART_MESSAGES.sizeRequired)
  .check(allowedCharacters('Size'))
/** The quantity rule of cart-rules.ts, the one every consumer applies. */
const quantity = z
  .number({ error: CART_MESSAGES.quantity })
  .refine(isLineQuantity, CART_MESSAGES.quantity)

/** The cart map as the API sends it: the same shape the browser stores (see cart-rules.ts). */
export const CartData: z.ZodType<CartDataShape> = z.record(
  z.string(),
  z.record(z.string(), z.number().int().min(1).max(MAX_LINE_QUANTITY)),
)
export type CartData = CartDataShape

export const CartItem = z.object({ productId, size, quantity })
export type CartItem = z.infer<typeof CartItem>

/** docs/product.md §7: one more unit of a product in a size. */
export const CartAddRequest = z.object({ itemId: productId, size })
export type CartAddRequest = z.infer<typeof CartAddRequest>

/** Adds `quantity` units to a line. */
export const CartItemRequest = CartItem
export type CartItemRequest = z.infer<typeof CartItemRequest>

/** Sets a line's quantity; 0 removes the line (docs/product.md §4). */
export const CartUpdateRequest = z.object({
  productId,
  size,
  quantity: z
    .number({ error: CART_MESSAGES.quantityOrZero })
    .refine((value) => value === 0 || isLineQuantity(value), CART_MESSAGES.quantityOrZero),
})
export type CartUpdateRequest = z.infer<typeof CartUpdateRequest>

export const CartRemoveRequest = z.object({ productId, size })
export type CartRemoveRequest = z.infer<typeof CartRemoveRequest>

/** Guest carts hold at most this many lines when handed over. */
export const MAX_MERGE_LINES = 200

/**
 * Beyond the original spec: the guest cart handed to the account at login, in one call. `guestId` (the
 * guest cart's random id) makes the hand-over idempotent: the same guest cart is added once,
 * however often the call is repeated. The whole path, browser to server:
 * packages/machines/src/cart/guest-cart-handover.ts.
 */
export const CartMergeRequest = z.object({
  guestId: z.uuid({ error: 'A guest cart id is required' }),
  items: z.array(CartItem).max(MAX_MERGE_LINES, `A cart holds at most ${MAX_MERGE_LINES} lines`),
})
export type CartMergeRequest = z.infer<typeof CartMergeRequest>

export const CartResponse = z.object({
  success: z.literal(true),
  cartData: CartData,
  cart: z.object({ items: z.array(CartItem) }),
})
export type CartResponse = z.infer<typeof CartResponse>

/**
 * The cart priced by the server, with a code if one is given: what the cart and the checkout
 * show once a code is entered. A session, when sent, is who the code is judged for.
 */
export const CartSummaryRequest = z.object({
  items: z
    .array(OrderItemInput, { error: ORDER_MESSAGES.emptyOrder })
    .min(1, ORDER_MESSAGES.emptyOrder)
    .max(MAX_ORDER_LINES, ORDER_MESSAGES.tooManyLines),
  /** The state delivered to, once chosen. */
  state: z.string().trim().max(80).check(allowedCharacters('State')).optional(),
  discountCode: DiscountCodeInput.optional(),
})
export type CartSummaryRequest = z.infer<typeof CartSummaryRequest>

export const CartSummaryResponse = z.object({
  success: z.literal(true),
  /** Naira: the items at their prices, before the discount. */
  items: z.number().nonnegative(),
  discount: OrderDiscount.nullable(),
  /** Why the code given does not apply; null without a code or when it applies. */
  discountRefusal: DiscountRefusalAnswer.nullable(),
  /** Naira of delivery, and its zone; null while the fee waits on a state or no zone lists it. */
  delivery: z
    .object({
      fee: z.number().nonnegative(),
      zone: z.string().nullable(),
      estimate: z.string().nullable(),
    })
    .nullable(),
  /** Naira to pay: items less the discount, plus delivery. */
  total: z.number().nonnegative(),
})
export type CartSummaryResponse = z.infer<typeof CartSummaryResponse>

/**
 * The cart's summary as the server (and the mocks, in its words) answers it: the price, what the
 * code took off (`discount`, when it applies), or why it does not (`refusal`).
 */
export function cartSummaryOf(
  price: OrderPrice,
  discount: OrderDiscount | null,
  refusal: DiscountRefusal | undefined,
): CartSummaryResponse {
  return {
    success: true,
    items: koboToNaira(price.itemsKobo),
    discount,
    discountRefusal: refusal
      ? { reason: refusal.reason, message: discountRefusalMessage(refusal) }
      : null,
    delivery: price.delivery
      ? {
          fee: koboToNaira(price.deliveryKobo),
          zone: price.delivery.zone,
          estimate: price.delivery.estimate,
        }
      : null,
    total: koboToNaira(price.totalKobo),
  }
}
