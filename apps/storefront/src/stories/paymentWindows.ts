import type { CheckoutEvent, PaymentPopupInput } from '@adire/machines'
import { fromCallback } from 'xstate'
import type { PaymentPopupLogic } from '../providers/checkout.tsx'
import { openEmulatorCheckout } from '../shop/payments/emulator.tsx'
import { checkoutPageForStories, resultPageForStories } from './emulatorPages.ts'

/**
 * Payment windows for stories, in place of Paystack's popup (given to the checkout with
 * `CheckoutOverrides`). The emulator's window is the real overlay, framing markup instead of
 * the emulator's server: a checkout that waits for the shopper, or a result page that reports
 * the payment as the emulator's does.
 */
const emulatorWindow = (page: (input: PaymentPopupInput) => string): PaymentPopupLogic =>
  fromCallback<CheckoutEvent, PaymentPopupInput>(({ input, sendBack }) =>
    openEmulatorCheckout(
      { srcDoc: page(input) },
      {
        onSuccess: (reference) => sendBack({ type: 'PAYMENT.SUCCESS', reference }),
        onCancel: () => sendBack({ type: 'PAYMENT.CANCEL' }),
        onError: (message) => sendBack({ type: 'PAYMENT.ERROR', message }),
      },
    ),
  )

/** The shopper is on the checkout page and has not paid yet. */
export const waitingWindow = emulatorWindow(({ order, email }) =>
  checkoutPageForStories(order.amount, email, order.reference),
)
/** The shopper paid: the emulator's result page says so. */
export const paidWindow = emulatorWindow(({ order }) =>
  resultPageForStories('success', order.reference),
)
/** The shopper pressed Cancel on the emulator's page. */
export const cancelledWindow = emulatorWindow(({ order }) =>
  resultPageForStories('cancel', order.reference),
)
/** The window could not be shown (Paystack's script did not load). */
export const brokenWindow: PaymentPopupLogic = fromCallback(({ sendBack }) => {
  sendBack({ type: 'PAYMENT.ERROR', message: 'The payment window could not be loaded' })
})
