// `GET /api/store/settings`: what the store's owner set, as the server's store folder answers.
import {
  DELIVERY_FEE,
  type ErrorResponse,
  ORDER_MESSAGES,
  type StoreSettingsResponse,
} from '@adire/contract'
import { HttpResponse, http } from 'msw'
import { fail, url } from './http.ts'

/** The store's settings: no delivery fee by default (docs/product.md §9), or one a store owner set. */
export const storeHandlers = {
  default: http.get<never, never, StoreSettingsResponse>(url('storeSettings'), () =>
    HttpResponse.json({
      success: true,
      currency: 'NGN',
      deliveryFee: DELIVERY_FEE,
      testPayments: true,
    }),
  ),
  deliveryFee: http.get<never, never, StoreSettingsResponse>(url('storeSettings'), () =>
    HttpResponse.json({ success: true, currency: 'NGN', deliveryFee: 2500, testPayments: false }),
  ),
}

/** The fee the store raises it to in `deliveryFeeRaisedAtCheckout`. */
export const RAISED_DELIVERY_FEE = 2500

/**
 * The store team raises the delivery fee (docs/product.md §11.7) while the shopper fills in the
 * checkout: the settings say no fee until the order is placed, which the server refuses (409)
 * as its total used the old fee; from then on they say ₦2,500, and orders go through. A fresh
 * pair per story, by handler group (`store`, `order`: put the group's usual handlers after it).
 */
export function deliveryFeeRaisedAtCheckout() {
  let raised = false
  return {
    store: [
      http.get<never, never, StoreSettingsResponse>(url('storeSettings'), () =>
        HttpResponse.json({
          success: true,
          currency: 'NGN',
          deliveryFee: raised ? RAISED_DELIVERY_FEE : DELIVERY_FEE,
          testPayments: true,
        }),
      ),
    ],
    order: [
      http.post<never, never, ErrorResponse>(url('placeOrder'), () => {
        if (raised) return undefined
        raised = true
        return fail(ORDER_MESSAGES.amountChanged, 409)
      }),
    ],
  }
}
