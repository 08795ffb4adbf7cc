/**
 * The cart as the shopper's browser keeps it (SPEC.md §3): product id → size → quantity. Plain
 * code with no schema library, because the storefront reads it on every first visit.
 */
export type CartData = Record<string, Record<string, number>>

/** Largest quantity of one product and size a cart line may hold. */
export const MAX_LINE_QUANTITY = 99

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Reads a stored cart, keeping only well-formed lines (a positive whole quantity, capped): a
 * cart edited by hand or written by an older version never breaks the store.
 */
export function readCartData(value: unknown): CartData {
  if (!isRecord(value)) return {}
  const cart: CartData = {}
  for (const [productId, sizes] of Object.entries(value)) {
    if (!isRecord(sizes)) continue
    for (const [size, quantity] of Object.entries(sizes)) {
      if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) continue
      cart[productId] = { ...cart[productId], [size]: Math.min(quantity, MAX_LINE_QUANTITY) }
    }
  }
  return cart
}
