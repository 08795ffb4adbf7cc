/*
 * The store's delivery zones as the settings take them (docs/product.md §9, §11.7), checked with
 * zod. What a fee comes to is worked out in delivery-rules.ts, which the cart loads without zod.
 */
import { z } from 'zod'
import { withThousands } from '../shared/money.ts'
import { allowedCharacters } from '../shared/text.ts'
import { typedNumber } from '../shared/typed-number.ts'
import { MAX_SETTING_NAIRA, NIGERIAN_STATES, type PricedZone } from './delivery-rules.ts'

/**
 * An amount of naira a setting holds: 0 or more, whole kobo, within the store's limit; typed as
 * people write it ("2,500", "₦2500", typed-number.ts) or sent as a number. `what` opens the
 * messages (the environment's name their variable instead).
 */
export const nairaSetting = (what?: string) => {
  const opening = what ? `${what} ` : ''
  return typedNumber('naira', {
    format: `${opening}must be a number of naira, like 2500 or 2,500`,
    decimals: `${opening}must be naira with at most two decimals`,
  }).pipe(
    z
      .number()
      .min(0, `${opening}must be 0 or more`)
      .max(MAX_SETTING_NAIRA, `${opening}must be at most ₦${withThousands(MAX_SETTING_NAIRA)}`),
  )
}

/**
 * One zone: its name, its states, what delivery there costs and how long it takes; what pricing
 * reads as `PricedZone` (delivery-rules.ts).
 */
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
}) satisfies z.ZodType<PricedZone>
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
