import { type DeliveryAddress, isNigerianState, type NigerianState } from '@adire/contract'

/**
 * Where the address of the shopper's last order is kept, to fill in the next order's form. It is
 * kept with the account's e-mail and offered to that account only: a shared phone or computer
 * never shows one shopper's address to another. No schema here: the cart reads the state from
 * it on its first visit, without zod; the checkout checks the whole address (`CheckoutForm`).
 */
export const LAST_ADDRESS_STORAGE_KEY = 'lastAddress'

const sameAccount = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase()

/** The last order's address as stored for this account (unchecked), if one is kept. */
export function storedLastAddress(account: string): unknown {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(LAST_ADDRESS_STORAGE_KEY) ?? 'null')
    if (typeof stored !== 'object' || stored === null) return null
    const { account: owner, address } = stored as { account?: unknown; address?: unknown }
    return typeof owner === 'string' && sameAccount(owner, account) ? address : null
  } catch {
    // Storage refused, or a value edited by hand: nothing to offer.
    return null
  }
}

/** The state the account's last order went to, if it is one of Nigeria's: the cart's fee. */
export function lastDeliveryState(account: string): NigerianState | undefined {
  const address = storedLastAddress(account)
  const state = typeof address === 'object' ? (address as { state?: unknown } | null)?.state : null
  return typeof state === 'string' && isNigerianState(state) ? state : undefined
}

/** Keeps an order's address for the account's next one (and forgets any other account's). */
export function writeLastAddress(account: string, address: DeliveryAddress): void {
  try {
    localStorage.setItem(LAST_ADDRESS_STORAGE_KEY, JSON.stringify({ account, address }))
  } catch {
    // Storage full or refused: the next order's form starts empty.
  }
}

/** Forgets it (the shopper cleared the form). */
export function forgetLastAddress(): void {
  try {
    localStorage.removeItem(LAST_ADDRESS_STORAGE_KEY)
  } catch {
    // Nothing kept, nothing to forget.
  }
}
