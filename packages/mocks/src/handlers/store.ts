// `GET /api/store/settings`: what the store's owner set, as the server's store folder answers.
// The mock server places orders with the delivery rules this last answered: what the shopper's
// screen was told is what the store charges.
import {
  DEFAULT_STORE_SETTINGS,
  type DeliveryRules,
  type ErrorResponse,
  flatDelivery,
  type StoreSettingsResponse,
} from '@adire/contract'
import { HttpResponse, http } from 'msw'
import { fixtureDeliveryRules, fixtureStoreContact } from '../fixtures/delivery.ts'
import { neverAnswers, refuseOrder, serverError, url } from './http.ts'
import { state } from './state.ts'

/** Answers with these rules, and places orders with them from now on. */
function settingsAnswer(rules: DeliveryRules, testPayments: boolean) {
  state.deliveryRules = rules
  return HttpResponse.json<StoreSettingsResponse>({
    success: true,
    currency: 'NGN',
    deliveryFee: rules.deliveryFee,
    freeDeliveryOver: rules.freeDeliveryOver,
    deliveryZones: [...rules.deliveryZones],
    testPayments,
    paymentChannels: [...DEFAULT_STORE_SETTINGS.paymentChannels],
    contact: fixtureStoreContact,
    departments: state.departments.map((d) => ({ ...d, aliases: [...d.aliases] })),
  })
}

const settingsHandler = (rules: () => DeliveryRules, testPayments: boolean) =>
  http.get<never, never, StoreSettingsResponse>(url('storeSettings'), () =>
    settingsAnswer(rules(), testPayments),
  )

/**
 * The store's settings: no delivery fee by default (docs/product.md §9), or one a store owner
 * set, or delivery priced by zone with free delivery from ₦50,000 (`fixtureDeliveryRules`).
 */
export const storeHandlers = {
  default: settingsHandler(() => flatDelivery(DEFAULT_STORE_SETTINGS.deliveryFee), true),
  deliveryFee: settingsHandler(() => flatDelivery(2500), false),
  deliveryZones: settingsHandler(() => fixtureDeliveryRules, true),
  /** The settings never arrive (a page waiting for the delivery prices). */
  slow: http.get(url('storeSettings'), neverAnswers),
  /** The server fails (500). */
  error: http.get(url('storeSettings'), serverError),
}

/** The fee the store raises it to in `deliveryFeeRaisedAtCheckout`. */
export const RAISED_DELIVERY_FEE = 2500

/**
 * The store team raises the delivery fee (docs/product.md §11.7) while the shopper fills in the
 * checkout: the settings say no fee until the order is placed, which the server refuses (409)
 * as its total used the old fee; from then on they say ₦2,500, and orders go through. A fresh
 * pair per story, by handler group (`store`, `order`: put the group's usual handlers after it).
 */
export function deliveryFeeRaisedAtCheckout() {
  let raised = false
  return {
    store: [
      settingsHandler(
        () => flatDelivery(raised ? RAISED_DELIVERY_FEE : DEFAULT_STORE_SETTINGS.deliveryFee),
        true,
      ),
    ],
    order: [
      http.post<never, never, ErrorResponse>(url('placeOrder'), () => {
        if (raised) return undefined
        raised = true
        state.deliveryRules = flatDelivery(RAISED_DELIVERY_FEE)
        return refuseOrder('amountChanged')
      }),
    ],
  }
}
