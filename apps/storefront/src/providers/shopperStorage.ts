import { capQuantity, readCartData } from '@adire/contract'
import type { CartChange, CartHandover, StoredCart } from '@adire/machines'

/*
 * What the shopper's session and cart keep in this browser's storage, and how it is read back.
 * The first visit's code (`shopper.tsx`) only asks whether anything is kept; the machines'
 * effects (`shopperActors.ts`) read and write it.
 */

/** docs/product.md §3: the session token's key, in local storage (and in session storage, cleared on logout). */
export const TOKEN_STORAGE_KEY = 'token'
/** docs/product.md §3: the cart is kept in local storage under this key. */
export const CART_STORAGE_KEY = 'cartItems'
/** docs/product.md §3: the guest cart's random id. */
export const GUEST_ID_STORAGE_KEY = 'guestId'
/**
 * A guest cart handed to the account at login, kept until the server has taken it. The whole
 * handover: packages/machines/src/cart/guest-cart-handover.ts.
 */
export const CART_HANDOVER_STORAGE_KEY = 'cartHandover'
/**
 * Signed in: the cart's changes the server has not confirmed yet, sent again on the next load
 * should the page be left before it does (`StoredCart.unsaved`).
 */
export const CART_UNSAVED_STORAGE_KEY = 'cartUnsaved'

/** Every key above: another tab changing one of them may concern this tab's shopper. */
export const STORED_KEYS = [
  TOKEN_STORAGE_KEY,
  CART_STORAGE_KEY,
  GUEST_ID_STORAGE_KEY,
  CART_HANDOVER_STORAGE_KEY,
  CART_UNSAVED_STORAGE_KEY,
]

/** Whether this browser holds a session or a cart: if not, a guest with an empty cart. */
export function storageHoldsShopper(): boolean {
  try {
    return STORED_KEYS.some((key) => localStorage.getItem(key) !== null)
  } catch {
    // Storage refused (private browsing): nothing stored.
    return false
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

export function tryStorage(change: () => void) {
  try {
    change()
  } catch {
    // Storage full or refused (private browsing): the session and cart still work for this visit.
  }
}

export function readStoredToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY)
  } catch {
    // Storage refused (private browsing): a guest.
    return null
  }
}

function readJson(key: string): unknown {
  try {
    const raw = localStorage.getItem(key)
    return raw === null ? undefined : JSON.parse(raw)
  } catch {
    // Refused (private browsing) or not JSON (edited by hand): as if nothing were stored.
    return undefined
  }
}

function readGuestId(): string | null {
  try {
    const id = localStorage.getItem(GUEST_ID_STORAGE_KEY)
    return id !== null && UUID.test(id) ? id : null
  } catch {
    return null
  }
}

function readHandover(): CartHandover | null {
  const value = readJson(CART_HANDOVER_STORAGE_KEY)
  if (typeof value !== 'object' || value === null) return null
  const { guestId, items } = value as Record<string, unknown>
  return typeof guestId === 'string' && UUID.test(guestId)
    ? { guestId, items: readCartData(items) }
    : null
}

/** The unconfirmed changes kept: each a line set to a quantity or removed; anything else is left out. */
function readUnsaved(): CartChange[] {
  const value = readJson(CART_UNSAVED_STORAGE_KEY)
  if (!Array.isArray(value)) return []
  return value.flatMap((entry): CartChange[] => {
    if (typeof entry !== 'object' || entry === null) return []
    const { kind, productId, size, quantity } = entry as Record<string, unknown>
    if (typeof productId !== 'string' || typeof size !== 'string') return []
    if (kind === 'remove') return [{ kind, productId, size }]
    if (kind !== 'set' || !Number.isInteger(quantity) || (quantity as number) < 1) return []
    return [{ kind, productId, size, quantity: capQuantity(quantity as number) }]
  })
}

export function readStoredCart(): StoredCart {
  return {
    items: readCartData(readJson(CART_STORAGE_KEY)),
    guestId: readGuestId(),
    handover: readHandover(),
    unsaved: readUnsaved(),
  }
}

/** Writes a value as JSON, or removes the key for an empty one: nothing is left behind. */
export function store(key: string, value: unknown, empty: boolean) {
  tryStorage(() => {
    if (empty) localStorage.removeItem(key)
    else localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value))
  })
}

/** Watches another tab's changes to some storage keys (`key` is null when it cleared all). */
export const onStorageChange = (keys: string[], changed: () => void) => {
  const listener = (event: StorageEvent) => {
    if (event.key === null || keys.includes(event.key)) changed()
  }
  window.addEventListener('storage', listener)
  return () => window.removeEventListener('storage', listener)
}
