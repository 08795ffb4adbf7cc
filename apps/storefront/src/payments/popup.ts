import type { PlaceOrderResponse } from '@adire/contract'

/** How a payment window ends, as Paystack's inline popup reports it. */
export interface PaymentCallbacks {
  /** Paid: the transaction's reference, for the server to confirm. */
  onSuccess: (reference: string) => void
  /** Closed without paying. */
  onCancel: () => void
  /** The window could not be shown (its script failed to load, the provider refused). */
  onError: (message: string) => void
}

/**
 * A payment window: Paystack's inline popup, or the overlay of the built-in emulator's checkout
 * page. `open` shows it for a transaction the server started and returns a function that
 * closes it (after which no callback is called).
 */
export interface PaymentPopup {
  open(accessCode: string, callbacks: PaymentCallbacks): () => void
}

/** What a window that could not be shown reports. */
export const POPUP_LOAD_FAILED = 'The payment window could not be loaded'

/**
 * The window for an order: the emulator's overlay for a test payment (no Paystack account, no
 * money), Paystack's inline popup otherwise. Each is its own chunk, loaded only now: neither
 * Paystack's script nor the overlay is part of any page's first load.
 */
export async function paymentPopupFor(order: PlaceOrderResponse): Promise<PaymentPopup> {
  if (order.testMode) {
    const { emulatorPopup } = await import('./emulator.tsx')
    return emulatorPopup(order.authorizationUrl)
  }
  const { paystackPopup } = await import('./paystack.ts')
  return paystackPopup
}
