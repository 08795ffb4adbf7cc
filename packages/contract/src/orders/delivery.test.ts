import { describe, expect, it } from 'vitest'
import { DeliveryZones } from './delivery.ts'
import {
  type DeliveryRules,
  deliveryQuote,
  deliveryWindow,
  flatDelivery,
  freeDeliveryShortfall,
  NIGERIAN_STATES,
} from './delivery-rules.ts'

const north = NIGERIAN_STATES.filter((state) => state !== 'Lagos')
const rules: DeliveryRules = {
  deliveryFee: 1500,
  freeDeliveryOver: 50_000,
  deliveryZones: [
    { name: 'Lagos', states: ['Lagos'], fee: 2000, estimate: '1–2 working days' },
    { name: 'Elsewhere', states: north, fee: 5000, estimate: '3–5 working days' },
  ],
}

describe('deliveryQuote', () => {
  it('charges the zone of the state, with its estimate', () => {
    expect(deliveryQuote(rules, 'Kano', 12_000)).toEqual({
      fee: 5000,
      zone: 'Elsewhere',
      estimate: '3–5 working days',
      free: false,
    })
    expect(deliveryQuote(rules, 'Lagos', 12_000)?.fee).toBe(2000)
  })

  it('waits for a state while the store has zones, and knows no state outside them', () => {
    expect(deliveryQuote(rules, undefined, 12_000)).toBeUndefined()
    expect(deliveryQuote(rules, 'Atlantis', 12_000)).toBeUndefined()
  })

  it('is free from the free-delivery amount on, and not a kobo before', () => {
    expect(deliveryQuote(rules, 'Kano', 50_000)).toMatchObject({ fee: 0, free: true })
    expect(deliveryQuote(rules, undefined, 50_000)).toMatchObject({ fee: 0, free: true })
    expect(deliveryQuote(rules, 'Kano', 49_999.99)).toMatchObject({ fee: 5000, free: false })
    expect(freeDeliveryShortfall(rules, 49_999.99)).toBe(0.01)
    expect(freeDeliveryShortfall(rules, 50_000)).toBeUndefined()
    expect(freeDeliveryShortfall(flatDelivery(1500), 10)).toBeUndefined()
  })

  it('is the one fee everywhere when the store has no zones', () => {
    expect(deliveryQuote(flatDelivery(1500), undefined, 10)).toEqual({
      fee: 1500,
      zone: null,
      estimate: null,
      free: false,
    })
  })
})

describe('DeliveryZones', () => {
  it('takes none, or every state in exactly one zone', () => {
    expect(DeliveryZones.safeParse([]).success).toBe(true)
    expect(DeliveryZones.safeParse(rules.deliveryZones).success).toBe(true)
  })

  it('names a state in two zones, one in none, and a name used twice', () => {
    const issues = (zones: unknown) =>
      DeliveryZones.safeParse(zones).error?.issues.map(({ path, message }) => ({ path, message }))
    const [lagos, elsewhere] = rules.deliveryZones as [
      DeliveryRules['deliveryZones'][number],
      DeliveryRules['deliveryZones'][number],
    ]
    expect(issues([{ ...lagos, states: ['Lagos', 'Kano'] }, elsewhere])).toEqual([
      { path: [1, 'states'], message: 'Kano is in two zones: Lagos and Elsewhere' },
    ])
    expect(issues([lagos])).toEqual([
      {
        path: [],
        message: expect.stringMatching(
          /^Every state needs a zone: Abia, .* and Zamfara are in none$/,
        ),
      },
    ])
    expect(issues([lagos, { ...elsewhere, name: 'lagos' }])).toEqual([
      { path: [1, 'name'], message: 'Two zones are called lagos: give each its own name' },
    ])
  })
})

describe('deliveryWindow', () => {
  // A Friday at 23:30 in Lagos (22:30 UTC): already Friday there, whatever the device's zone.
  const friday = Date.UTC(2026, 10, 27, 22, 30)
  const lagos = new Intl.DateTimeFormat('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    timeZone: 'Africa/Lagos',
  })
  const days = (window: ReturnType<typeof deliveryWindow>) =>
    window && [lagos.format(window.first), lagos.format(window.last)]

  it('counts working days from Monday to Friday, skipping the weekend', () => {
    expect(days(deliveryWindow('1–2 working days', friday))).toEqual(['Mon 30 Nov', 'Tue 1 Dec'])
    expect(days(deliveryWindow('3 to 5 business days', friday))).toEqual(['Wed 2 Dec', 'Fri 4 Dec'])
  })

  it('counts every day when the estimate does not say working days', () => {
    expect(days(deliveryWindow('1 day', friday))).toEqual(['Sat 28 Nov', 'Sat 28 Nov'])
    expect(days(deliveryWindow('Within 2-3 days', friday))).toEqual(['Sun 29 Nov', 'Mon 30 Nov'])
  })

  it('counts from the day in Lagos, not in UTC', () => {
    // 23:30 UTC on Friday is 00:30 on Saturday in Lagos.
    const afterMidnight = Date.UTC(2026, 10, 27, 23, 30)
    expect(days(deliveryWindow('1 day', afterMidnight))).toEqual(['Sun 29 Nov', 'Sun 29 Nov'])
  })

  it('gives no dates for an estimate that names no days', () => {
    expect(deliveryWindow('Next week', friday)).toBeUndefined()
    expect(deliveryWindow('Same day in Lekki', friday)).toBeUndefined()
  })
})
