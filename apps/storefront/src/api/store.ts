import { DELIVERY_FEE, MINUTE_MS, type StoreSettingsResponse } from '@adire/contract'
import { queryOptions } from '@tanstack/react-query'

/**
 * The store team may change the fee at any moment (docs/product.md §11.7): asked again after a
 * minute, and at once when the server refuses an order's total (providers/checkout.tsx).
 */
const SETTINGS_STALE_TIME = MINUTE_MS

export const storeQueries = {
  /** GET /api/store/settings: the delivery fee (docs/product.md §9: 0 until the store says otherwise). */
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

/** The delivery fee in naira: the store's, once known, else docs/product.md §9's default. */
export const deliveryFeeOf = (settings: StoreSettingsResponse | undefined) =>
  settings?.deliveryFee ?? DELIVERY_FEE
