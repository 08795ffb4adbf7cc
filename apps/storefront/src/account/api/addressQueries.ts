import type { SavedAddress } from '@adire/contract'
import { queryOptions } from '@tanstack/react-query'
import { worthRetrying } from '../../api/retry.ts'

/**
 * The address book's query (docs/product.md §3.4): one cache entry per session token, so one
 * account never sees another's. The address-book page and checkout read the same entry, and a
 * change answers with the whole book, which replaces it.
 */
export const addressQueries = {
  all: () => ['addresses'] as const,
  book: (token: string) =>
    queryOptions({
      queryKey: [...addressQueries.all(), token],
      queryFn: async ({ signal }): Promise<SavedAddress[]> => {
        // The API client and its schemas load with the first call, not with the page.
        const { fetchAddresses } = await import('./addresses.ts')
        return fetchAddresses(token, signal)
      },
      retry: worthRetrying,
    }),
}
