import { CURRENCY_CODE, type StoreSettingsResponse } from '@adire/contract'
import { Hono } from 'hono'
import type { SettingsSource } from './settings.ts'

/** `/api/store/*`: what shoppers' screens need of the store's settings. */
export function storeRoutes(
  settings: SettingsSource,
  /** No Paystack keys: payments are emulated and no money moves. */
  testPayments: boolean,
) {
  return new Hono().get('/settings', (c) => {
    // The team may change them at any moment: a browser asks each time (the answer is small).
    c.header('Cache-Control', 'public, no-cache')
    const { deliveryFee, freeDeliveryOver, deliveryZones, paymentChannels } = settings.current()
    return c.json<StoreSettingsResponse>({
      success: true,
      currency: CURRENCY_CODE,
      deliveryFee,
      freeDeliveryOver,
      deliveryZones,
      testPayments,
      paymentChannels,
    })
  })
}
