import { apiUrl, PRODUCT_AVAILABILITY_PATH } from '@adire/contract'
import { queryOptions } from '@tanstack/react-query'
import { worthRetrying } from '../../api/retry.ts'
import { productQueries } from './products.ts'

/**
 * Size → units left, for the sizes of a product sold out (0) or nearly so (docs/product.md
 * §11.6); a size not listed has plenty, or is not counted.
 */
export type UnitsLeft = Readonly<Record<string, number>>

export const availabilityQueries = {
  /**
   * `GET /api/products/:id/availability`. Under the `products` key, so the refresh a refused
   * order asks for (409: stock or prices moved) fetches it again with the products. Never kept
   * fresh: it moves with every payment started, so it is asked again on each visit and when the
   * shopper comes back to the tab. A failure leaves it unknown (the page shows every size, and
   * the server still refuses what it cannot sell), and a refusal (404) is not asked again.
   */
  of: (productId: string) =>
    queryOptions({
      queryKey: [...productQueries.all(), 'availability', productId],
      queryFn: ({ signal }) => fetchUnitsLeft(productId, signal),
      staleTime: 0,
      retry: worthRetrying,
    }),
}

/** Units left are whole numbers from 0: anything else in an answer is not trusted. */
const isUnits = (units: unknown) => Number.isSafeInteger(units) && (units as number) >= 0

/**
 * The call itself, with a plain `fetch` and a check of the answer's few fields rather than the
 * API client and its schemas: it runs on the first visit of every product page, whose code
 * stays free of zod (the same trade `primePageData` makes). A failed call or an answer of
 * another shape is an error: the page then shows every size, as it would without stock.
 */
async function fetchUnitsLeft(productId: string, signal: AbortSignal): Promise<UnitsLeft> {
  const res = await fetch(apiUrl(PRODUCT_AVAILABILITY_PATH, { id: productId }), {
    signal,
    credentials: 'same-origin',
  })
  if (!res.ok) throw new AvailabilityError(res.status)
  const body = (await res.json()) as { success?: unknown; scarce?: unknown }
  const scarce = body.scarce
  if (
    body.success !== true ||
    typeof scarce !== 'object' ||
    scarce === null ||
    !Object.values(scarce).every(isUnits)
  ) {
    throw new AvailabilityError(res.status)
  }
  return scarce as UnitsLeft
}

/** Why availability is unknown; its status tells `worthRetrying` a refusal from a hiccup. */
export class AvailabilityError extends Error {
  override name = 'AvailabilityError'
  constructor(readonly status: number) {
    super('Failed to fetch availability')
  }
}
