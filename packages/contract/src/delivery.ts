/*
 * Delivery priced by where it goes (docs/product.md §9, §11.7): the store's zones, each a set of
 * states with a fee and an estimate, and an optional amount above which delivery is free. The
 * one way a fee is worked out: the server charges it, the cart and the checkout show it, the
 * mocks answer with it.
 */
import { z } from 'zod'
import { formatNaira, koboToNaira, nairaToKobo } from './money.ts'
import { NIGERIAN_STATES } from './order.ts'
import { allowedCharacters } from './text.ts'

/** The most a delivery fee or free-delivery threshold may be, in naira. */
export const MAX_SETTING_NAIRA = 1_000_000

/** An amount of naira a setting holds: 0 or more, whole kobo, within the store's limit. */
export const nairaSetting = (what: string) =>
  z
    .number({ message: `${what} must be a number of naira` })
    .min(0, `${what} must be 0 or more`)
    .max(MAX_SETTING_NAIRA, `${what} must be at most ₦${MAX_SETTING_NAIRA.toLocaleString('en-NG')}`)
    .refine(
      (value) => koboToNaira(nairaToKobo(value)) === value,
      `${what} must be naira with at most two decimals`,
    )

export type NigerianState = (typeof NIGERIAN_STATES)[number]

export const isNigerianState = (state: string): state is NigerianState =>
  NIGERIAN_STATES.some((known) => known === state)

/** One zone: its name, its states, what delivery there costs and how long it takes. */
export const DeliveryZone = z.object({
  name: z
    .string({ message: 'Give the zone a name, like “Lagos” or “North”' })
    .trim()
    .min(1, 'Give the zone a name, like “Lagos” or “North”')
    .max(60, 'The zone’s name is too long (60 characters at most)')
    .check(allowedCharacters('The zone’s name')),
  states: z
    .array(z.enum(NIGERIAN_STATES, { message: 'Choose states from Nigeria’s 36 and the FCT' }))
    .min(1, 'Choose at least one state for the zone'),
  fee: nairaSetting('The zone’s fee'),
  estimate: z
    .string({ message: 'Say how long delivery takes, like “1–3 working days”' })
    .trim()
    .min(1, 'Say how long delivery takes, like “1–3 working days”')
    .max(60, 'The delivery time is too long (60 characters at most)')
    .check(allowedCharacters('The delivery time')),
})
export type DeliveryZone = z.infer<typeof DeliveryZone>

const listed = (names: readonly string[]) =>
  names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`

/**
 * The store's zones: none (one fee everywhere), or every state in exactly one of them, each zone
 * named once.
 */
export const DeliveryZones = z
  .array(DeliveryZone)
  .max(NIGERIAN_STATES.length, `At most ${NIGERIAN_STATES.length} zones, one for each state`)
  .superRefine((zones, ctx) => {
    if (zones.length === 0) return
    const zoneOfState = new Map<string, string>()
    const names = new Set<string>()
    zones.forEach((zone, index) => {
      const name = zone.name.toLowerCase()
      if (names.has(name)) {
        ctx.addIssue({
          code: 'custom',
          path: [index, 'name'],
          message: `Two zones are called ${zone.name}: give each its own name`,
        })
      }
      names.add(name)
      for (const state of zone.states) {
        const earlier = zoneOfState.get(state)
        if (earlier !== undefined) {
          ctx.addIssue({
            code: 'custom',
            path: [index, 'states'],
            message:
              earlier === zone.name
                ? `${state} is listed twice in ${zone.name}`
                : `${state} is in two zones: ${earlier} and ${zone.name}`,
          })
        }
        zoneOfState.set(state, zone.name)
      }
    })
    const missing = NIGERIAN_STATES.filter((state) => !zoneOfState.has(state))
    if (missing.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: [],
        message: `Every state needs a zone: ${listed(missing)} ${missing.length === 1 ? 'is' : 'are'} in none`,
      })
    }
  })

/** What a delivery costs depends on: the settings a shopper's screen and the server share. */
export interface DeliveryRules {
  /** Naira, for every order when no zones are set. */
  deliveryFee: number
  /** Items worth this many naira or more are delivered free; none when null. */
  freeDeliveryOver: number | null
  deliveryZones: readonly DeliveryZone[]
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
export const zoneOf = (zones: readonly DeliveryZone[], state: string) =>
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
  /** The refusal of an order to a state no zone lists (an address typed by hand). */
  noZone: (state: string) => `We do not deliver to ${state} yet. Choose one of Nigeria’s states.`,
} as const

/** A zone as one line of text: the command line and the change history show it so. */
export const zoneText = (zone: DeliveryZone) =>
  `${zone.name} ${formatNaira(zone.fee)} (${zone.estimate}): ${zone.states.join(', ')}`
