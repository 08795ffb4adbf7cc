/*
 * Delivery priced by where it goes (docs/product.md §9, §11.7): the store's zones, each a set of
 * states with a fee and an estimate, and an optional amount above which delivery is free. The
 * one way a fee is worked out: the server charges it, the cart and the checkout show it, the
 * mocks answer with it. No zod here: the cart's first visit loads this module, and the zones'
 * schema is in delivery.ts.
 */
import { formatNaira, koboToNaira, nairaToKobo } from '../shared/money.ts'

/** The 36 states and the Federal Capital Territory, for the delivery form's select. */
export const NIGERIAN_STATES = [
  'Abia',
  'Adamawa',
  'Akwa Ibom',
  'Anambra',
  'Bauchi',
  'Bayelsa',
  'Benue',
  'Borno',
  'Cross River',
  'Delta',
  'Ebonyi',
  'Edo',
  'Ekiti',
  'Enugu',
  'Federal Capital Territory',
  'Gombe',
  'Imo',
  'Jigawa',
  'Kaduna',
  'Kano',
  'Katsina',
  'Kebbi',
  'Kogi',
  'Kwara',
  'Lagos',
  'Nasarawa',
  'Niger',
  'Ogun',
  'Ondo',
  'Osun',
  'Oyo',
  'Plateau',
  'Rivers',
  'Sokoto',
  'Taraba',
  'Yobe',
  'Zamfara',
] as const

/**
 * A delivery address's fields, in the order every form shows them: the keys of the
 * `DeliveryAddress` schema (order.ts), which its test holds to this list.
 */
export const DELIVERY_ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'street',
  'city',
  'state',
  'zipcode',
  'country',
  'phone',
] as const

export type DeliveryAddressField = (typeof DELIVERY_ADDRESS_FIELDS)[number]

/** Where the store delivers: the country every address is in. */
export const DEFAULT_COUNTRY = 'Nigeria'

/** The most a delivery fee or free-delivery threshold may be, in naira. */
export const MAX_SETTING_NAIRA = 1_000_000

export type NigerianState = (typeof NIGERIAN_STATES)[number]

/**
 * A zone as pricing reads it: what `DeliveryZone` in delivery.ts checks with zod (that type is
 * this shape), written here without zod so that this module imports nothing back from there.
 */
export interface PricedZone {
  name: string
  states: NigerianState[]
  /** Naira. */
  fee: number
  estimate: string
}

export const isNigerianState = (state: string): state is NigerianState =>
  NIGERIAN_STATES.some((known) => known === state)

/** What a delivery costs depends on: the settings a shopper's screen and the server share. */
export interface DeliveryRules {
  /** Naira, for every order when no zones are set. */
  deliveryFee: number
  /** Items worth this many naira or more are delivered free; none when null. */
  freeDeliveryOver: number | null
  deliveryZones: readonly PricedZone[]
}

/** One fee for everywhere, no free delivery: how a store prices delivery until it says more. */
export const flatDelivery = (deliveryFee: number): DeliveryRules => ({
  deliveryFee,
  freeDeliveryOver: null,
  deliveryZones: [],
})

/** What delivery to one state costs an order. */
export interface DeliveryQuote {
  /** Naira. */
  fee: number
  /** The zone charged, when the store has zones. */
  zone: string | null
  /** How long delivery takes there, when the store has zones. */
  estimate: string | null
  /** Free because the items reach the free-delivery amount. */
  free: boolean
}

/** The zone a state belongs to, if the store has zones and one lists it. */
export const zoneOf = (zones: readonly PricedZone[], state: string) =>
  zones.find((zone) => zone.states.some((listed) => listed === state))

/**
 * What delivering items worth `subtotal` naira to `state` costs: free at or above the store's
 * free-delivery amount, else the state's zone fee, else (no zones) the one fee. Undefined while
 * it depends on a state not known yet, or one no zone lists.
 */
export function deliveryQuote(
  rules: DeliveryRules,
  state: string | undefined,
  subtotal: number,
): DeliveryQuote | undefined {
  const zone = state === undefined ? undefined : zoneOf(rules.deliveryZones, state)
  const place = { zone: zone?.name ?? null, estimate: zone?.estimate ?? null }
  if (rules.freeDeliveryOver !== null && subtotal >= rules.freeDeliveryOver) {
    return { fee: 0, free: true, ...place }
  }
  if (rules.deliveryZones.length === 0) return { fee: rules.deliveryFee, free: false, ...place }
  if (!zone) return undefined
  return { fee: zone.fee, free: false, ...place }
}

/** Naira more the items need for free delivery, when the store offers it and they fall short. */
export function freeDeliveryShortfall(rules: DeliveryRules, subtotal: number): number | undefined {
  if (rules.freeDeliveryOver === null || subtotal >= rules.freeDeliveryOver) return undefined
  return koboToNaira(nairaToKobo(rules.freeDeliveryOver) - nairaToKobo(subtotal))
}

/** Words shoppers see about delivery, in one place for the screens and their checks. */
export const DELIVERY_TEXTS = {
  /** The cart's delivery line while the fee waits on the shopper's state. */
  atCheckout: 'Calculated at checkout',
  /** The checkout's delivery line before a state is picked. */
  pickState: 'Choose your state',
  free: 'Free',
  /** The nudge under the totals. */
  addForFree: (shortfall: number) => `Add ${formatNaira(shortfall)} more for free delivery`,
  /** Where it goes and how long it takes, under the fee. */
  where: (zone: string, estimate: string) => `${zone}: ${estimate}`,
  /** The product page's delivery line (issue 41): where to, and what it costs and takes. */
  deliverTo: 'Delivery to',
  chooseState: 'Choose your state to see what delivery costs and how long it takes.',
  toState: (fee: number, estimate: string | null) =>
    `${fee === 0 ? 'Free delivery' : `Delivery ${formatNaira(fee)}`}${estimate ? `, ${estimate}` : ''}`,
  everywhere: (fee: number) =>
    fee === 0 ? 'Free delivery across Nigeria' : `Delivery ${formatNaira(fee)} anywhere in Nigeria`,
  freeOver: (amount: number) =>
    `Free delivery when your items come to ${formatNaira(amount)} or more`,
  /** The refusal of an order to a state no zone lists (an address typed by hand). */
  noZone: (state: string) => `We do not deliver to ${state} yet. Choose one of Nigeria’s states.`,
} as const

/** A zone as one line of text: the command line and the change history show it so. */
export const zoneText = (zone: PricedZone) =>
  `${zone.name} ${formatNaira(zone.fee)} (${zone.estimate}): ${zone.states.join(', ')}`

/** Nigeria keeps West Africa Time, UTC+1, all year: the store's days begin at 23:00 UTC. */
const STORE_UTC_OFFSET_MS = 60 * 60 * 1000

/**
 * The days a zone's estimate ("2–4 working days", "1 day", "3 to 5 days") gives for an order
 * paid at `from` (epoch milliseconds): instants on the first and last day of delivery, as days
 * run in Nigeria, counting working days as Monday to Friday. Undefined for an estimate that
 * names no days ("Next week"): it is shown as written.
 */
export function deliveryWindow(
  estimate: string,
  from: number,
): { first: number; last: number } | undefined {
  const days = /(\d{1,2})(?:\s*(?:[–—-]|to)\s*(\d{1,2}))?\s+(working\s+|business\s+)?days?\b/i.exec(
    estimate,
  )
  if (!days?.[1]) return undefined
  const least = Number(days[1])
  const most = Math.max(least, Number(days[2] ?? days[1]))
  const working = Boolean(days[3])
  const after = (count: number) => {
    // The store's wall clock read through UTC's fields, so no device's time zone enters.
    const day = new Date(from + STORE_UTC_OFFSET_MS)
    for (let added = 0; added < count; ) {
      day.setUTCDate(day.getUTCDate() + 1)
      const weekday = day.getUTCDay()
      if (!working || (weekday !== 0 && weekday !== 6)) added += 1
    }
    return day.getTime() - STORE_UTC_OFFSET_MS
  }
  return { first: after(least), last: after(most) }
}
