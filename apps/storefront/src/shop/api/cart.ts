import { CART_MESSAGES, type CartData, cartEntries } from '@adire/contract'
import type { CartChange, CartHandover } from '@adire/machines'
import { ApiError, answered, call } from '../../api/client.ts'

export { ApiError }

/**
 * The cart calls of docs/product.md §7 (and the hand-over at login), one function each. Every one
 * resolves to the account's cart as the server holds it after the call. A failure carries the
 * server's message, else docs/product.md §8's words for the call, also when no answer came at all.
 */

/** GET /api/cart/get: the account's cart. */
export async function fetchCart(token: string, signal?: AbortSignal): Promise<CartData> {
  const fallbackMessage = CART_MESSAGES.fetchFailed
  const { cartData } = await answered(
    call('cartGet', { token, fallbackMessage, signal }),
    fallbackMessage,
  )
  return cartData
}

/** POST /api/cart/items, PUT /api/cart/update or DELETE /api/cart/remove: one change. */
export async function sendCartChange(
  token: string,
  change: CartChange,
  signal?: AbortSignal,
): Promise<CartData> {
  const { productId, size } = change
  let request: ReturnType<typeof call<'cartAddItem'>>
  let fallbackMessage: string
  switch (change.kind) {
    case 'add':
      fallbackMessage = CART_MESSAGES.addFailed
      request = call('cartAddItem', {
        token,
        body: { productId, size, quantity: 1 },
        fallbackMessage,
        signal,
      })
      break
    case 'set':
      fallbackMessage = CART_MESSAGES.updateFailed
      request = call('cartUpdate', {
        token,
        body: { productId, size, quantity: change.quantity },
        fallbackMessage,
        signal,
      })
      break
    case 'remove':
      fallbackMessage = CART_MESSAGES.removeFailed
      request = call('cartRemove', { token, body: { productId, size }, fallbackMessage, signal })
      break
  }
  const { cartData } = await answered(request, fallbackMessage)
  return cartData
}

/**
 * POST /api/cart/merge: the guest cart added to the account's, once per guest id (the whole
 * handover: packages/machines/src/cart/guest-cart-handover.ts).
 */
export async function mergeCart(
  token: string,
  { guestId, items }: CartHandover,
  signal?: AbortSignal,
): Promise<CartData> {
  const fallbackMessage = CART_MESSAGES.addFailed
  const { cartData } = await answered(
    call('cartMerge', {
      token,
      body: { guestId, items: cartEntries(items) },
      fallbackMessage,
      signal,
    }),
    fallbackMessage,
  )
  return cartData
}
