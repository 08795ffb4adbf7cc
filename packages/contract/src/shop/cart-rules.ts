/**
 * The cart's rules as plain code, with no schema library: the storefront's cart runs on every
 * first visit, and the server, the cart machine and the mocks all apply these same functions.
 */
import type { Product } from './catalogue.ts'

/**
 * The cart as the shopper's browser keeps it (docs/product.md §3): product id → size → quantity. The
 * server answers carts in the same shape (`cartData`).
 */
export type CartData = Record<string, Record<string, number>>

/** Largest quantity of one product and size a cart line may hold. */
export const MAX_LINE_QUANTITY = 99

/** The texts of the cart: docs/product.md §8's failures and the server's refusals. */
export const CART_MESSAGES = {
  quantity: `Quantity must be a whole number from 1 to ${MAX_LINE_QUANTITY}`,
  /** For a quantity set directly, where 0 removes the line. */
  quantityOrZero: `Quantity must be a whole number from 0 to ${MAX_LINE_QUANTITY}`,
  productRequired: 'Product id is required',
  sizeRequired: 'Size is required',
  productNotFound: 'Product not found',
  fetchFailed: 'Failed to fetch cart',
  addFailed: 'Failed to add item to cart',
  updateFailed: 'Failed to update cart item',
  removeFailed: 'Failed to remove item from cart',
  /** The product list failed while the cart needed it. */
  connection: 'Check your internet connection',
} as const

/** The refusal for a size the product is not made in. */
export const sizeNotOffered = (size: string) => `This product does not come in size ${size}`

/** Whether a value is a quantity a cart line may hold: a whole number from 1 to the cap. */
export function isLineQuantity(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 1 && (value as number) <= MAX_LINE_QUANTITY
}

/** Adding to a line never goes past the cap: the line stays at the cap instead. */
export const capQuantity = (quantity: number) => Math.min(quantity, MAX_LINE_QUANTITY)

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
      cart[productId] = { ...cart[productId], [size]: capQuantity(quantity) }
    }
  }
  return cart
}

/** A copy of the cart with one line set to `quantity` (capped); 0 or less removes the line. */
export function withQuantity(
  cart: CartData,
  productId: string,
  size: string,
  quantity: number,
): CartData {
  const sizes = { ...cart[productId] }
  if (quantity > 0) sizes[size] = capQuantity(quantity)
  else delete sizes[size]
  const next = { ...cart, [productId]: sizes }
  if (Object.keys(sizes).length === 0) delete next[productId]
  return next
}

/** A copy of the cart with `quantity` more of one line (capped). */
export const withAdded = (cart: CartData, productId: string, size: string, quantity = 1) =>
  withQuantity(cart, productId, size, (cart[productId]?.[size] ?? 0) + quantity)

/** The cart's lines as a list, in the order they were added. */
export function cartEntries(
  cart: CartData,
): { productId: string; size: string; quantity: number }[] {
  return Object.entries(cart).flatMap(([productId, sizes]) =>
    Object.entries(sizes).map(([size, quantity]) => ({ productId, size, quantity })),
  )
}

/** Units in the cart, for the navigation badge. */
export const cartCount = (cart: CartData) =>
  cartEntries(cart).reduce((sum, line) => sum + line.quantity, 0)

/** A cart line as the cart page shows it (docs/product.md §3): the product with the chosen size. */
export interface CartLine {
  product: Product
  size: string
  quantity: number
}

/**
 * The lines to show: lines whose product is not in the product list (removed from the
 * catalogue) are left out (docs/product.md §5), as are sizes the product no longer comes in.
 */
export function cartLines(cart: CartData, products: readonly Product[]): CartLine[] {
  const byId = new Map(products.map((product) => [product._id, product]))
  return cartEntries(cart).flatMap(({ productId, size, quantity }) => {
    const product = byId.get(productId)
    return product?.sizes.includes(size) ? [{ product, size, quantity }] : []
  })
}
