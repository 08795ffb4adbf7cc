import { type CartData, capQuantity, withAdded, withQuantity } from '@adire/contract'
import type { CartChange, CartEvent } from './cart-types.ts'

/*
 * The cart's changes as pure functions, by the contract's own rules (`withAdded`,
 * `withQuantity`): which change an event asks for, and the cart with changes applied.
 */

/** The cart with one change applied, by the contract's own rules. */
export function applyChange(cart: CartData, change: CartChange): CartData {
  switch (change.kind) {
    case 'add':
      return withAdded(cart, change.productId, change.size)
    case 'set':
      return withQuantity(cart, change.productId, change.size, change.quantity)
    case 'remove':
      return withQuantity(cart, change.productId, change.size, 0)
  }
}

/** The cart with the changes applied in order. */
export const applyChanges = (cart: CartData, changes: readonly CartChange[]) =>
  changes.reduce(applyChange, cart)

export const isEmpty = (cart: CartData) => Object.keys(cart).length === 0

const quantityOf = (cart: CartData, productId: string, size: string) => cart[productId]?.[size] ?? 0

/**
 * The change a UI event asks for, or null when it would change nothing: a missing product or
 * size, a quantity that is not a whole number, setting or removing a line that is not in the
 * cart, a line already at that quantity (or at the cap).
 */
export function changeOf(event: CartEvent, cart: CartData): CartChange | null {
  if (event.type !== 'ADD' && event.type !== 'SET_QUANTITY' && event.type !== 'REMOVE') return null
  const { productId, size } = event
  if (!productId || !size) return null
  const before = quantityOf(cart, productId, size)
  let change: CartChange
  if (event.type === 'ADD') change = { kind: 'add', productId, size }
  else if (event.type === 'REMOVE' || event.quantity === 0) {
    change = { kind: 'remove', productId, size }
  } else {
    if (!Number.isInteger(event.quantity) || event.quantity < 0) return null
    change = { kind: 'set', productId, size, quantity: capQuantity(event.quantity) }
  }
  // Only ADD makes a line; the others change a line the shopper can see.
  if (change.kind !== 'add' && before === 0) return null
  return quantityOf(applyChange(cart, change), productId, size) === before ? null : change
}

/**
 * The pending changes as the browser keeps them (`StoredCart.unsaved`): one per line they
 * touch, setting it to the quantity the cart shows (or removing it). Sent again after a reload,
 * they leave the cart as the shopper last saw it, whether or not the server made the first
 * sending; an `add` sent twice would add twice.
 */
export function unsavedChanges(items: CartData, pending: readonly CartChange[]): CartChange[] {
  const lines = new Map(
    pending.map(({ productId, size }) => [JSON.stringify([productId, size]), { productId, size }]),
  )
  return [...lines.values()].map(({ productId, size }) => {
    const quantity = quantityOf(items, productId, size)
    return quantity === 0
      ? { kind: 'remove', productId, size }
      : { kind: 'set', productId, size, quantity }
  })
}

/** The context's three views of the cart: the confirmed cart, its pending changes, and both. */
export const shown = (confirmed: CartData, pending: readonly CartChange[]) => ({
  confirmed,
  pending: [...pending],
  items: applyChanges(confirmed, pending),
})
