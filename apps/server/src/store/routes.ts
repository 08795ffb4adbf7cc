import { CURRENCY_CODE, type StoreSettingsResponse } from '@adire/contract'
import { Hono } from 'hono'

/** What the store owner configured that shoppers' screens need to know. */
export interface StoreSettings {
  /** Naira added to every order (DELIVERY_FEE). */
  deliveryFee: number
  /** No Paystack keys: payments are emulated and no money moves. */
  testPayments: boolean
}

/** `/api/store/*`: the store's public settings. */
export function storeRoutes(settings: StoreSettings) {
  const body: StoreSettingsResponse = {
    success: true,
    currency: CURRENCY_CODE,
    deliveryFee: settings.deliveryFee,
    testPayments: settings.testPayments,
  }
  return new Hono().get('/settings', (c) => {
    // Settings change with a restart at most: browsers and proxies may keep them a while.
    c.header('Cache-Control', 'public, max-age=300')
    return c.json(body)
  })
}
