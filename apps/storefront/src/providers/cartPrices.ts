import type { CartLine } from '@adire/contract'
import { useSyncExternalStore } from 'react'
import { tryStorage } from './shopperStorage.ts'

/*
 * The price each product in the cart had when the shopper added it (docs/product.md §4.1), kept
 * in this browser beside the cart. The cart itself keeps no prices: its lines are priced from
 * the products as they are now, and the server charges those prices. When the store team
 * changes one, the cart and the checkout tell the shopper by comparing it with the price kept
 * here.
 *
 * When the price kept is brought up to date, once the shopper has seen the new one:
 * - ADD TO CART keeps the price the product page shows, so adding the product again accepts it;
 * - pressing Pay (or PLACE ORDER) at checkout accepts the prices of every line, since the
 *   order summary and the button showed them. Going from the cart to the checkout does not:
 *   the checkout tells the shopper too, before any money moves.
 * A product's price is forgotten when the cart is shown without it (its lines removed, here
 * or in another tab or device), after an order is paid (the cart is emptied) and at logout.
 * Kept apart from the cart machine: the server never sees these prices, and a cart that merely
 * arrives from the server (another device, a login) has none, so it says nothing.
 */

/** Product id → the naira price the shopper added it at. */
export const CART_PRICES_STORAGE_KEY = 'cartPrices'

export type RememberedPrices = Readonly<Record<string, number>>

const NONE: RememberedPrices = {}
const listeners = new Set<() => void>()
/** The last value read, by the text it was read from: the same text gives the same object. */
let last: { raw: string | null; prices: RememberedPrices } = { raw: null, prices: NONE }

/** Kept prices that are prices; anything else (edited by hand, another version) is dropped. */
function parse(raw: string | null): RememberedPrices {
  if (raw === null) return NONE
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return NONE
    return Object.fromEntries(
      Object.entries(value).filter(
        (entry): entry is [string, number] =>
          typeof entry[1] === 'number' && Number.isFinite(entry[1]) && entry[1] >= 0,
      ),
    )
  } catch {
    return NONE
  }
}

/** The prices kept in this browser (none when storage is refused). */
export function readRememberedPrices(): RememberedPrices {
  let raw: string | null = null
  try {
    raw = localStorage.getItem(CART_PRICES_STORAGE_KEY)
  } catch {
    // Storage refused (private browsing): nothing kept, so nothing to compare with.
  }
  if (raw !== last.raw) last = { raw, prices: parse(raw) }
  return last.prices
}

function write(prices: Record<string, number>) {
  tryStorage(() => {
    if (Object.keys(prices).length === 0) localStorage.removeItem(CART_PRICES_STORAGE_KEY)
    else localStorage.setItem(CART_PRICES_STORAGE_KEY, JSON.stringify(prices))
  })
  for (const listener of listeners) listener()
}

/** ADD TO CART: the price the product page showed the shopper. */
export function rememberPrice(productId: string, price: number): void {
  const prices = readRememberedPrices()
  if (prices[productId] !== price) write({ ...prices, [productId]: price })
}

/**
 * The shopper goes on to pay for these lines at the prices shown: those prices are accepted (and
 * kept from now on for a line that had none).
 */
export function acceptPrices(lines: readonly CartLine[]): void {
  const prices = readRememberedPrices()
  if (lines.every(({ product }) => prices[product._id] === product.price)) return
  write({
    ...prices,
    ...Object.fromEntries(lines.map(({ product }) => [product._id, product.price])),
  })
}

/** Forgets the prices of products no longer in the cart (all of them for an empty cart). */
export function keepPricesOf(productIds: readonly string[]): void {
  const prices = readRememberedPrices()
  const kept = Object.fromEntries(Object.entries(prices).filter(([id]) => productIds.includes(id)))
  if (Object.keys(kept).length !== Object.keys(prices).length) write(kept)
}

/**
 * The lines whose product costs something else now than when it was added: product id → the
 * price it was added at. A product with no price kept (added before this browser kept them, or
 * on another device) has nothing to compare with, and says nothing.
 */
export function changedPrices(
  lines: readonly CartLine[],
  prices: RememberedPrices,
): ReadonlyMap<string, number> {
  const changed = new Map<string, number>()
  for (const { product } of lines) {
    const then = prices[product._id]
    if (then !== undefined && then !== product.price) changed.set(product._id, then)
  }
  return changed
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Another tab adding to the cart, or paying for it.
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === CART_PRICES_STORAGE_KEY) listener()
  }
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** The prices kept, following changes from this tab and others; none on the server. */
export function useRememberedPrices(): RememberedPrices {
  return useSyncExternalStore(subscribe, readRememberedPrices, () => NONE)
}
