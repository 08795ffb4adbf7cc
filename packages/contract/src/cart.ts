import { z } from 'zod'

const productId = z.string().min(1).max(64)
const size = z.string().min(1).max(16)
/** Largest quantity of one product and size a cart line may hold. */
export const MAX_LINE_QUANTITY = 99

/** Local cart shape (SPEC.md §3): product id → size → quantity, stored under `cartItems`. */
export const CartData = z.record(z.string(), z.record(z.string(), z.number().int().nonnegative()))
export type CartData = z.infer<typeof CartData>

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
