import { z } from 'zod'
import { CURRENCY_CODE } from './money.ts'

/** What the store owner configures that shoppers' screens need: the delivery fee, in naira. */
export const StoreSettingsResponse = z.object({
  success: z.literal(true),
  currency: z.literal(CURRENCY_CODE),
  deliveryFee: z.number().nonnegative(),
  /** Payments go to the built-in Paystack emulator: no money moves. */
  testPayments: z.boolean(),
})
export type StoreSettingsResponse = z.infer<typeof StoreSettingsResponse>
