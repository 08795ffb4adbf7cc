import { useCallback, useSyncExternalStore } from 'react'

/**
 * The discount code on the cart (docs/product.md §11.14), kept with the cart on this device for
 * the tab's session: it goes from the cart to the checkout, and through a login (the server
 * judges it again for the account, whose summary is asked anew). Forgotten with the cart once
 * an order is paid. Only a code the server applied is kept, or one it would apply once the guest
 * logs in; never another refused one.
 */
export const DISCOUNT_CODE_STORAGE_KEY = 'discountCode'

/** The pages' components showing the code: told when it changes. */
const listeners = new Set<() => void>()

/** The code when storage refuses to keep it. */
let memory: string | null = null

function read(): string | null {
  try {
    return sessionStorage.getItem(DISCOUNT_CODE_STORAGE_KEY)
  } catch {
    // Storage refused: no code kept.
    return null
  }
}

/** Keeps `code` on the cart, or (null) takes it off. */
export function keepDiscountCode(code: string | null): void {
  try {
    if (code) sessionStorage.setItem(DISCOUNT_CODE_STORAGE_KEY, code)
    else sessionStorage.removeItem(DISCOUNT_CODE_STORAGE_KEY)
  } catch {
    // Storage refused: the code lasts as long as the page.
    memory = code
  }
  for (const listener of listeners) listener()
}

const subscribe = (listener: () => void) => {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/**
 * The code on the cart and the way to change it. None on the server and while hydrating (the
 * page must render as the server did); the stored one right after.
 */
export function useDiscountCode(): [string | null, (code: string | null) => void] {
  const code = useSyncExternalStore(
    subscribe,
    () => read() ?? memory,
    () => null,
  )
  return [code, useCallback((next: string | null) => keepDiscountCode(next), [])]
}
