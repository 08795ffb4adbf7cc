import {
  type CartSummaryResponse,
  type OrderItemInput,
  SERVER_ERROR_MESSAGE,
} from '@adire/contract'
import { queryOptions } from '@tanstack/react-query'

/** What the cart's summary is asked for: its lines, the state delivered to, and the code. */
export interface CartSummaryKey {
  items: readonly OrderItemInput[]
  /** The state delivered to, once known. */
  state: string | undefined
  discountCode: string
  /** Who the code is judged for: the shopper's session, or a guest (null). */
  token: string | null
}

export const cartSummaryQueries = {
  /** Every summary (the cart's and the checkout's): asked again when an order is refused. */
  all: () => ['cart', 'summary'] as const,
  /**
   * POST /api/cart/summary (docs/product.md §11.14): the cart priced by the server with its
   * code, and why the code does not apply if it does not. Asked again whenever the lines, the
   * state, the code or the shopper change (a login judges the code for the account).
   */
  summary: ({ items, state, discountCode, token }: CartSummaryKey) =>
    queryOptions({
      queryKey: [
        ...cartSummaryQueries.all(),
        token ? 'account' : 'guest',
        items,
        state ?? '',
        discountCode,
      ],
      queryFn: async ({ signal }): Promise<CartSummaryResponse> => {
        // The API client loads with the first code, not with the cart.
        const { call } = await import('../../api/client.ts')
        return call('cartSummary', {
          token,
          body: { items: [...items], ...(state ? { state } : {}), discountCode },
          fallbackMessage: SERVER_ERROR_MESSAGE,
          signal,
        })
      },
      // The code's uses and dates may change: asked again when the page is opened again.
      staleTime: 0,
    }),
}
