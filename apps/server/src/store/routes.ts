import {
  CONTACT_SETTINGS,
  CURRENCY_CODE,
  type Department,
  type StoreContact,
  type StoreSettingsResponse,
} from '@adire/contract'
import { Hono } from 'hono'
import type { SettingsSource } from './settings.ts'

/**
 * What shoppers' screens need of the store's settings, as `GET /api/store/settings` answers
 * and as server-rendered pages read it (their footer, contact page and chat link).
 */
export function storeSettingsAnswer(
  settings: SettingsSource,
  /** No Paystack keys: payments are emulated and no money moves. */
  testPayments: boolean,
  /** The shop's departments in the team's order (products/departments.ts). */
  departments: readonly Department[],
): StoreSettingsResponse {
  const current = settings.current()
  const contact = Object.fromEntries(
    CONTACT_SETTINGS.map((name) => [name, current[name]]),
  ) as StoreContact
  return {
    success: true,
    currency: CURRENCY_CODE,
    deliveryFee: current.deliveryFee,
    freeDeliveryOver: current.freeDeliveryOver,
    deliveryZones: current.deliveryZones,
    testPayments,
    paymentChannels: current.paymentChannels,
    contact,
    returnWindowDays: current.returnWindowDays,
    returnPickupFee: current.returnPickupFee,
    departments: departments.map((department) => ({
      ...department,
      aliases: [...department.aliases],
    })),
  }
}

/** `/api/store/*`: what shoppers' screens need of the store's settings. */
export function storeRoutes(
  settings: SettingsSource,
  testPayments: boolean,
  /** The departments as this server has them now: a change made anywhere shows within a second. */
  departments: () => Promise<readonly Department[]>,
) {
  return new Hono().get('/settings', async (c) => {
    // The team may change them at any moment: a browser asks each time (the answer is small).
    c.header('Cache-Control', 'public, no-cache')
    return c.json<StoreSettingsResponse>(
      storeSettingsAnswer(settings, testPayments, await departments()),
    )
  })
}
