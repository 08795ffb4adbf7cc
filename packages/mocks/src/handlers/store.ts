// `GET /api/store/settings`: what the store's owner set, as the server's store folder answers.
import { DELIVERY_FEE, type StoreSettingsResponse } from '@adire/contract'
import { HttpResponse, http } from 'msw'
import { url } from './http.ts'

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
