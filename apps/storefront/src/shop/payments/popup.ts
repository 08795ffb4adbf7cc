import type { PlaceOrderResponse } from '@adire/contract'

import type { PaymentPopup } from './paymentWindow.ts'

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
