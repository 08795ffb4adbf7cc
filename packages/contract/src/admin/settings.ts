/*
 * The store's settings (docs/product.md §11.7): what the owner changes while the store runs, kept
 * in the database, on the settings screen and the command line alike. Environment variables
 * only seed them on the first start.
 */
import { z } from 'zod'
import { DeliveryZone, DeliveryZones, nairaSetting } from '../orders/delivery.ts'
import { zoneText } from '../orders/delivery-rules.ts'
import { PAYMENT_CHANNELS } from '../orders/payment-channels.ts'
import { RETURN_DEFAULTS, RETURN_LIMITS } from '../orders/return-rules.ts'
import {
  CourierName,
  DEFAULT_COURIERS,
  MAX_COURIERS,
  SHIPPING_MESSAGES,
} from '../orders/shipping.ts'
import { DELIVERY_FEE, withThousands } from '../shared/money.ts'
import { typedCount, typedNumber } from '../shared/typed-number.ts'
import { LOW_STOCK_THRESHOLD } from '../shop/stock-rules.ts'
import { StoreContactSettings } from '../store/store-contact.ts'
import { CONTACT_SETTINGS, NO_STORE_CONTACT } from '../store/store-contact-rules.ts'

/**
 * How long a started payment may hold its units, in whole minutes. At least one: less is
 * shorter than anyone takes to pay, and a fraction such as `1e-9` rounds to no hold at all, so
 * that every shopper may start paying for the last unit at once. At most two hours: an
 * abandoned payment keeps its units from every other shopper that long, and Paystack's own
 * window is 30 minutes.
 */
export const PAYMENT_HOLD_MINUTES = { min: 1, max: 120 } as const

/**
 * The payment hold's one rule, for the settings screen, the command line and
 * `STOCK_HOLD_MINUTES` alike, refused in words that name the range. `subject` opens the
 * message (the environment's names its variable instead). Typed as any count is
 * (typed-number.ts).
 */
export function paymentHoldRule(subject?: string) {
  const { min, max } = PAYMENT_HOLD_MINUTES
  const message = `${subject ? `${subject} ` : ''}must be a whole number of minutes from ${min} to ${max}`
  return typedCount(message, { min, max })
}

/** The highest low-stock threshold, in units. */
export const MAX_LOW_STOCK_THRESHOLD = 1000

/**
 * The low-stock threshold's rule, for the settings and `LOW_STOCK_THRESHOLD` alike; `subject`
 * opens its messages (the environment's names none).
 */
export function lowStockThresholdRule(subject?: string) {
  const opening = subject ? `${subject} ` : ''
  const format = `${opening}must be a whole number of units`
  return typedNumber('count', { format }).pipe(
    z
      .number()
      .int(format)
      .min(0, `${opening}must be 0 or more`)
      .max(MAX_LOW_STOCK_THRESHOLD, `${opening}must be at most ${MAX_LOW_STOCK_THRESHOLD}`),
  )
}

/** Days after delivery a return may be asked for (§10.7): 1 to `RETURN_LIMITS.maxWindowDays`. */
export const returnWindowRule = () =>
  typedCount(
    `The return window must be a whole number of days from 1 to ${RETURN_LIMITS.maxWindowDays}`,
    { min: 1, max: RETURN_LIMITS.maxWindowDays },
  )

/** Every setting, with the words a refusal uses. */
export const StoreSettings = z.object({
  /** Where the store's own e-mails go (new orders, contact messages); none until set. */
  storeEmail: z
    .email({ message: 'Enter the store’s e-mail address, like orders@yourstore.ng' })
    .max(254, 'The e-mail address is too long')
    .nullable(),
  /** Naira added to every order when no delivery zones are set. */
  deliveryFee: nairaSetting('The delivery fee'),
  /**
   * Orders whose items come to this many naira or more pay no delivery ("free delivery from",
   * docs/product.md §9.8); none when null.
   */
  freeDeliveryOver: nairaSetting('The free-delivery amount')
    .refine((value) => value > 0, 'The free-delivery amount must be more than 0')
    .nullable(),
  /** Delivery priced by state: none, or every state in exactly one zone. */
  deliveryZones: DeliveryZones,
  /** The ways shoppers may pay, offered in Paystack's window. */
  paymentChannels: z
    .array(
      z.enum(PAYMENT_CHANNELS, { message: 'Choose card, bank transfer, USSD or bank account' }),
    )
    .min(1, 'Choose at least one way to pay')
    .refine((list) => new Set(list).size === list.length, 'Each way to pay may be listed once'),
  /** At or below this many units a size is shown as low on stock. */
  lowStockThreshold: lowStockThresholdRule('The low-stock threshold'),
  /** Minutes a started payment holds its units (Paystack's transfer window is 30). */
  paymentHoldMinutes: paymentHoldRule('The payment hold'),
  /** How shoppers reach the store (store-contact.ts). */
  ...StoreContactSettings.shape,
  /** The couriers "Mark as Shipped" offers (§11.11); another can always be typed. */
  couriers: z
    .array(CourierName)
    .min(1, SHIPPING_MESSAGES.couriersEmpty)
    .max(MAX_COURIERS, SHIPPING_MESSAGES.couriersTooMany)
    .refine(
      (list) => new Set(list.map((name) => name.toLowerCase())).size === list.length,
      SHIPPING_MESSAGES.couriersDuplicate,
    ),
  /** Days after delivery a shopper may ask for a return or exchange (§10.7). */
  returnWindowDays: returnWindowRule(),
  /**
   * Naira the store's courier charges for collecting a return (taken off its refund; waived
   * when the item is faulty or not as pictured); 0 for free.
   */
  returnPickupFee: nairaSetting('The return pickup fee').refine(
    (value) => value <= RETURN_LIMITS.maxPickupFeeNaira,
    `The return pickup fee must be at most ₦${withThousands(RETURN_LIMITS.maxPickupFeeNaira)}`,
  ),
})
export type StoreSettings = z.infer<typeof StoreSettings>
export type SettingName = keyof StoreSettings

/** What a store has before its owner or its environment says otherwise. */
export const DEFAULT_STORE_SETTINGS: StoreSettings = {
  storeEmail: null,
  deliveryFee: DELIVERY_FEE,
  freeDeliveryOver: null,
  deliveryZones: [],
  paymentChannels: ['card', 'bank_transfer'],
  lowStockThreshold: LOW_STOCK_THRESHOLD,
  paymentHoldMinutes: 30,
  ...NO_STORE_CONTACT,
  couriers: [...DEFAULT_COURIERS],
  returnWindowDays: RETURN_DEFAULTS.windowDays,
  returnPickupFee: RETURN_DEFAULTS.pickupFeeNaira,
}

/** Every setting's name, in the order screens and the command line list them. */
export const SETTING_NAMES = Object.keys(DEFAULT_STORE_SETTINGS) as SettingName[]

/** A change of some settings, as the settings screen sends it. */
export const StoreSettingsChange = StoreSettings.partial().strict()
export type StoreSettingsChange = z.infer<typeof StoreSettingsChange>

/** One recorded change: which setting, its new value, who changed it and when. */
export const SettingChange = z.object({
  setting: z.string(),
  value: z.unknown(),
  changedBy: z.string(),
  /** When, in milliseconds since 1970 (as a stock change's `at`). */
  at: z.number().int().nonnegative(),
})
export type SettingChange = z.infer<typeof SettingChange>

/** `GET` and `PUT /api/admin/settings`: every setting, and the latest changes. */
export const AdminSettingsResponse = z.object({
  success: z.literal(true),
  settings: StoreSettings,
  changes: z.array(SettingChange),
})
export type AdminSettingsResponse = z.infer<typeof AdminSettingsResponse>

/**
 * Keys that say what their setting does better than its name: delivery is free from the amount,
 * not only over it (docs/product.md §9.8), so the key reads `free-delivery-from`.
 */
const SETTING_KEYS: Partial<Record<SettingName, string>> = {
  freeDeliveryOver: 'free-delivery-from',
}

/** Keys of earlier versions, still understood: an owner's scripts keep working. */
const FORMER_SETTING_KEYS: Readonly<Record<string, SettingName>> = {
  'free-delivery-over': 'freeDeliveryOver',
}

/** A setting's name on the command line: `storeEmail` is `store-email`. */
export const settingKey = (name: SettingName) =>
  SETTING_KEYS[name] ?? name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)

/** The setting a command-line key names, if any. */
export const settingNamed = (key: string): SettingName | undefined =>
  SETTING_NAMES.find((name) => settingKey(name) === key) ?? FORMER_SETTING_KEYS[key]

/**
 * A value typed on a command line or a settings field, as the setting holds it: `none` clears
 * an optional one, a list is comma-separated, a number stays as typed ("50,000") for the
 * schema's one reading of numbers. The schema then judges it.
 */
export function settingFromText(name: SettingName, text: string): unknown {
  const typed = text.trim()
  if (name === 'deliveryZones') {
    // Zones come whole from a file (`zones import`); here they can only be cleared, or given
    // as the JSON the settings store.
    if (typed === '' || typed.toLowerCase() === 'none') return []
    try {
      return JSON.parse(typed)
    } catch {
      return typed
    }
  }
  if (name === 'paymentChannels' || name === 'couriers') {
    return typed
      .split(',')
      .map((channel) => channel.trim())
      .filter(Boolean)
  }
  if ((CONTACT_SETTINGS as readonly string[]).includes(name)) {
    return typed === '' || typed.toLowerCase() === 'none' ? null : typed
  }
  if (name === 'storeEmail' || name === 'freeDeliveryOver') {
    if (typed === '' || typed.toLowerCase() === 'none') return null
  }
  return typed
}

/** How the command line and the change history show a value. */
export function settingText(value: unknown): string {
  if (value === null) return 'none'
  if (Array.isArray(value) && value.length === 0) return 'none'
  const zones = z.array(DeliveryZone).safeParse(value)
  if (zones.success) return zones.data.map(zoneText).join('; ')
  if (Array.isArray(value)) return value.join(',')
  return String(value)
}
