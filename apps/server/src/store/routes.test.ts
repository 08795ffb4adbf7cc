import { CATEGORIES, NO_STORE_CONTACT, StoreSettingsResponse } from '@adire/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { openTestDatabase } from '../testing/database.ts'
import { testApp } from '../testing/services.ts'

let database: DatabaseHandle
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.close())

describe('GET /api/store/settings', () => {
  it('says there is no delivery fee unless the store owner set one (docs/product.md §9)', async () => {
    const res = await testApp(database.db).app.request('/api/store/settings')
    expect(StoreSettingsResponse.parse(await res.json())).toEqual({
      success: true,
      currency: 'NGN',
      deliveryFee: 0,
      freeDeliveryOver: null,
      deliveryZones: [],
      // No Paystack keys in tests: the emulator takes the payments.
      testPayments: true,
      // The ways Paystack's window offers, as a store starts.
      paymentChannels: ['card', 'bank_transfer'],
      // How shoppers reach the store: nothing until its team says (issue 41).
      contact: NO_STORE_CONTACT,
      // The shop's departments: the eight a store starts with, in order (§11.13).
      departments: CATEGORIES.map((c) => ({ ...c, aliases: [...c.aliases] })),
      // Returns within 30 days of delivery, the courier's pickup free (§10.7).
      returnWindowDays: 30,
      returnPickupFee: 0,
    })
    expect(res.headers.get('cache-control')).toBe('public, no-cache')
  })

  it("gives the owner's delivery fee", async () => {
    const res = await testApp(database.db, { deliveryFee: 2500.5 }).app.request(
      '/api/store/settings',
    )
    expect(StoreSettingsResponse.parse(await res.json()).deliveryFee).toBe(2500.5)
  })

  it('names the ways to pay the store team enabled, for checkout to offer', async () => {
    const { app, services } = testApp(database.db)
    await services.storeSettings.change({ paymentChannels: ['card', 'ussd'] }, 'test')
    const res = await app.request('/api/store/settings')
    expect(StoreSettingsResponse.parse(await res.json()).paymentChannels).toEqual(['card', 'ussd'])
  })
})
