import {
  CATEGORIES,
  type Department,
  MINUTE_MS,
  NO_STORE_CONTACT,
  STORE_SETTINGS_PATH,
  type StoreContact,
  type StoreSettingsResponse,
} from '@adire/contract'
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query'

// Every page's footer reads these settings: this module stays small, and how delivery is
// priced from them lives in deliveryRules.ts, loaded by the pages that price it.

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

/**
 * On the server: the store's settings into the cache every page renders with (its footer and
 * chat link show the store's contact), and the URL for the browser to preload.
 */
export async function loadStoreSettings(
  queryClient: QueryClient,
  source: { storeSettings(): Promise<StoreSettingsResponse> },
): Promise<string> {
  queryClient.setQueryData(storeQueries.settings().queryKey, await source.storeSettings())
  return STORE_SETTINGS_PATH
}

/**
 * In the browser, before hydrating a server-rendered page: the settings the page preloaded, so
 * the first render matches the server's. On any failure the queries fetch for themselves.
 */
export async function primeStoreSettings(queryClient: QueryClient): Promise<void> {
  try {
    const response = await fetch(STORE_SETTINGS_PATH, { credentials: 'same-origin' })
    if (response.ok) {
      queryClient.setQueryData(storeQueries.settings().queryKey, await response.json())
    }
  } catch {
    // Offline or interrupted: the footer shows what it has, and asks again.
  }
}

/** How shoppers reach the store (issue 41): nothing until the settings have arrived. */
export function useStoreContact(): StoreContact {
  return useQuery(storeQueries.settings()).data?.contact ?? NO_STORE_CONTACT
}

/**
 * The shop's departments in the team's order (docs/product.md §11.13), for menus, filters and the
 * footer: the eight a new store has until the settings arrive.
 */
export function useDepartments(): readonly Department[] {
  return useQuery(storeQueries.settings()).data?.departments ?? CATEGORIES
}

/** The same, outside React: what the cache holds, or the eight. */
export function departmentsIn(queryClient: QueryClient): readonly Department[] {
  return (
    queryClient.getQueryData<StoreSettingsResponse>(storeQueries.settings().queryKey)
      ?.departments ?? CATEGORIES
  )
}
