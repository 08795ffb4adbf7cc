/*
 * The postcode hint of the delivery form (docs/product.md §3): once a Nigerian state is chosen,
 * the form offers the postcode of that state's main post office, for the many shoppers who do not
 * know their own. The field's rule does not change; this is only a suggestion.
 *
 * Nigeria's postcodes are NIPOST's six digits: the first is one of nine regions, the first three
 * the sorting district, the last three the delivery area, and a region's head office ends in
 * 0001. The codes below are the ones on which the published lists of "each state's postcode"
 * agree. For seven states (Ebonyi, Kaduna, Kano, Kogi, Nasarawa, Yobe, Zamfara) the lists give
 * different codes (Kano and Kaduna swapped, Kogi 260001 or 270001, Yobe the same as Delta), and
 * a wrong code is worse than none: for them the form says how a postcode is made instead.
 * A state missing here is by choice, and a test holds the list to the states' names.
 * No zod: the checkout's first visit loads this module.
 */
import type { NigerianState } from '../orders/delivery-rules.ts'

export interface MainPostcode {
  /** Six digits. */
  code: string
  /** The town whose head post office the code belongs to. */
  town: string
}

export const STATE_MAIN_POSTCODES: Partial<Record<NigerianState, MainPostcode>> = {
  Abia: { code: '440001', town: 'Umuahia' },
  Adamawa: { code: '640001', town: 'Yola' },
  'Akwa Ibom': { code: '520001', town: 'Uyo' },
  Anambra: { code: '420001', town: 'Awka' },
  Bauchi: { code: '740001', town: 'Bauchi' },
  Bayelsa: { code: '561001', town: 'Yenagoa' },
  Benue: { code: '970001', town: 'Makurdi' },
  Borno: { code: '600001', town: 'Maiduguri' },
  'Cross River': { code: '540001', town: 'Calabar' },
  Delta: { code: '320001', town: 'Asaba' },
  Edo: { code: '300001', town: 'Benin City' },
  Ekiti: { code: '360001', town: 'Ado-Ekiti' },
  Enugu: { code: '400001', town: 'Enugu' },
  'Federal Capital Territory': { code: '900001', town: 'Garki, Abuja' },
  Gombe: { code: '760001', town: 'Gombe' },
  Imo: { code: '460001', town: 'Owerri' },
  Jigawa: { code: '720001', town: 'Dutse' },
  Katsina: { code: '820001', town: 'Katsina' },
  Kebbi: { code: '860001', town: 'Birnin Kebbi' },
  Kwara: { code: '240001', town: 'Ilorin' },
  Lagos: { code: '100001', town: 'Ikeja' },
  Niger: { code: '920001', town: 'Minna' },
  Ogun: { code: '110001', town: 'Abeokuta' },
  Ondo: { code: '340001', town: 'Akure' },
  Osun: { code: '230001', town: 'Osogbo' },
  Oyo: { code: '200001', town: 'Ibadan' },
  Plateau: { code: '930001', town: 'Jos' },
  Rivers: { code: '500001', town: 'Port Harcourt' },
  Sokoto: { code: '840001', town: 'Sokoto' },
  Taraba: { code: '660001', town: 'Jalingo' },
}

/** The main post office's code for a state the shopper chose, when the lists agree on one. */
export function mainPostcodeOf(state: string): MainPostcode | undefined {
  return Object.hasOwn(STATE_MAIN_POSTCODES, state)
    ? STATE_MAIN_POSTCODES[state as NigerianState]
    : undefined
}
