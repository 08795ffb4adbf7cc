/* What every payment window is, whichever opens it: the contract between `popup.ts` and each window. */

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
