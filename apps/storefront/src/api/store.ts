import {
  DELIVERY_FEE,
  type DeliveryRules,
  flatDelivery,
  MINUTE_MS,
  type StoreSettingsResponse,
} from '@adire/contract'
import { queryOptions } from '@tanstack/react-query'

/**
 * The store team may change the fee at any moment (docs/product.md §11.7): asked again after a
 * minute, and at once when the server refuses an order's total (providers/checkout.tsx).
 */
const SETTINGS_STALE_TIME = MINUTE_MS

export const storeQueries = {
  /**
   * GET /api/store/settings: how delivery is priced (docs/product.md §9: no fee until the store
   * says otherwise).
   */
  settings: () =>
    queryOptions({
      queryKey: ['store', 'settings'],
      queryFn: async ({ signal }): Promise<StoreSettingsResponse> => {
        // The API client loads with the first call, not with the first visit.
        const { call } = await import('./client.ts')
        return call('storeSettings', { fallbackMessage: 'Failed to fetch store settings', signal })
      },
      staleTime: SETTINGS_STALE_TIME,
    }),
}

/** How delivery is priced: the store's rules, once known, else docs/product.md §9's (no fee). */
export const deliveryRulesOf = (settings: StoreSettingsResponse | undefined): DeliveryRules =>
  settings ?? flatDelivery(DELIVERY_FEE)
