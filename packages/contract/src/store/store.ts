import { z } from 'zod'
import { DeliveryZone } from '../orders/delivery.ts'
import { PAYMENT_CHANNELS } from '../orders/payment-channels.ts'
import { CURRENCY_CODE } from '../shared/money.ts'
import { DepartmentSchema } from '../shop/departments.ts'
import { StoreContactSettings } from './store-contact.ts'

/**
 * What the store owner configures that shoppers' screens need: how delivery is priced (one fee,
 * or a fee by zone, and the free-delivery amount), in naira.
 */
export const StoreSettingsResponse = z.object({
  success: z.literal(true),
  currency: z.literal(CURRENCY_CODE),
  /** Naira, for every order when no zones are set. */
  deliveryFee: z.number().nonnegative(),
  /** Items worth this many naira or more are delivered free; none when null. */
  freeDeliveryOver: z.number().positive().nullable(),
  deliveryZones: z.array(DeliveryZone),
  /** Payments go to the built-in Paystack emulator: no money moves. */
  testPayments: z.boolean(),
  /**
   * Beyond the original spec: the ways Paystack's window offers, as the store team enabled
   * them; checkout names them (issue 41).
   */
  paymentChannels: z.array(z.enum(PAYMENT_CHANNELS)).min(1),
  /** Beyond the original spec: how shoppers reach the store, each null when not set (issue 41). */
  contact: StoreContactSettings,
  /**
   * Beyond the original spec (§11.13): the shop's departments in the team's order, for its menus,
   * filters and footer.
   */
  departments: z.array(DepartmentSchema).min(1),
  /**
   * Beyond the original spec (§10.7): days after delivery a return may be asked for, and the
   * naira a courier's pickup of one costs (0 for free). Absent from servers before returns.
   */
  returnWindowDays: z.number().int().positive().optional(),
  returnPickupFee: z.number().nonnegative().optional(),
})
export type StoreSettingsResponse = z.infer<typeof StoreSettingsResponse>
