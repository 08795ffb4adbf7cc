import { z } from 'zod'
import { MAX_LINE_QUANTITY, type CartData as StoredCart } from './cart-data.ts'

const productId = z.string().min(1).max(64)
const size = z.string().min(1).max(16)
/** The cart map as the API sends it: the same shape the browser stores (see cart-data.ts). */
export const CartData: z.ZodType<StoredCart> = z.record(
  z.string(),
  z.record(z.string(), z.number().int().nonnegative()),
)
export type CartData = StoredCart

export const CartItem = z.object({
  productId,
  size,
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
})
export type CartItem = z.infer<typeof CartItem>

export const CartAddRequest = z.object({ itemId: productId, size })
export type CartAddRequest = z.infer<typeof CartAddRequest>

export const CartItemRequest = CartItem
export type CartItemRequest = z.infer<typeof CartItemRequest>

export const CartUpdateRequest = z.object({
  productId,
  size,
  quantity: z.number().int().min(0).max(MAX_LINE_QUANTITY),
})
export type CartUpdateRequest = z.infer<typeof CartUpdateRequest>

export const CartRemoveRequest = z.object({ productId, size })
export type CartRemoveRequest = z.infer<typeof CartRemoveRequest>

export const CartResponse = z.object({
  success: z.literal(true),
  cartData: CartData,
  cart: z.object({ items: z.array(CartItem) }),
})
export type CartResponse = z.infer<typeof CartResponse>
