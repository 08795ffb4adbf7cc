import { type PaymentPopup, POPUP_LOAD_FAILED } from './paymentWindow.ts'

/**
 * Paystack's inline popup (`@paystack/inline-js`), resumed for the transaction the server
 * initialised with its secret key, so the browser never decides the amount. The script is
 * imported when the shopper pays, not before.
 */
export const paystackPopup: PaymentPopup = {
  open(accessCode, callbacks) {
    let closed = false
    let settled = false
    let cancel: (() => void) | undefined
    const settle = (report: () => void) => {
      if (closed || settled) return
      settled = true
      report()
    }
    import('@paystack/inline-js').then(
      ({ default: PaystackPop }) => {
        if (closed) return
        try {
          const popup = new PaystackPop()
          const transaction = popup.resumeTransaction(accessCode, {
            onSuccess: (result) => settle(() => callbacks.onSuccess(result.reference)),
            onCancel: () => settle(() => callbacks.onCancel()),
            onError: (error) => settle(() => callbacks.onError(error.message || POPUP_LOAD_FAILED)),
          })
          cancel = () => popup.cancelTransaction(transaction)
        } catch (error) {
          settle(() =>
            callbacks.onError(error instanceof Error ? error.message : POPUP_LOAD_FAILED),
          )
        }
      },
      () => settle(() => callbacks.onError(POPUP_LOAD_FAILED)),
    )
    return () => {
      // Paystack closes its own window once it has reported; only an open one is cancelled.
      if (!settled) cancel?.()
      closed = true
    }
  },
}
