import {
  CART_MESSAGES,
  type CartLine,
  cartLines,
  koboToNaira,
  type Product,
  pricedCartLines,
  priceOrder,
} from '@adire/contract'
import { type UseQueryResult, useQueries } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { type ProductDetailsAnswer, productQueries } from '../shop/api/products.ts'
import { type CartState, useCart } from './cart.tsx'
import { changedPrices, keepPricesOf, useRememberedPrices } from './cartPrices.ts'
import { useToast } from './ToastProvider.tsx'

/** The products of the cart's lines, fetched together: known once every one has answered. */
export interface CartProducts {
  /** The products found, once all have answered (a product no longer sold is left out). */
  data: Product[] | undefined
  isPending: boolean
  isError: boolean
  /** The first failure, when one of them could not be had. */
  error: Error | null
  /** When the latest failure happened (0 for none): one toast per failure. */
  errorUpdatedAt: number
  /** Asks again for the products that could not be had. */
  refetch: () => Promise<unknown>
}

export interface CartLinesState extends CartState {
  /** The lines to show, with their products (lines of products no longer sold are left out). */
  lines: CartLine[]
  /** The price of those lines, in naira. */
  subtotal: number
  products: CartProducts
  /**
   * The lines' products whose price changed since the shopper added them, with the naira price
   * they were added at (docs/product.md §4.1); empty when none did.
   */
  priceChanges: ReadonlyMap<string, number>
}

/** One answer for all of the lines' product queries (a module function: TanStack memoizes it). */
function combineProducts(results: UseQueryResult<ProductDetailsAnswer>[]): CartProducts {
  const failed = results.filter((result) => result.isError)
  return {
    // A product no longer sold (archived, or gone altogether) has no line to show.
    data: results.every((result) => result.isSuccess)
      ? results.flatMap((result) => (result.data?.success ? [result.data.product] : []))
      : undefined,
    isPending: results.some((result) => result.isPending),
    isError: failed.length > 0,
    error: failed[0]?.error ?? null,
    errorUpdatedAt: Math.max(0, ...failed.map((result) => result.errorUpdatedAt)),
    refetch: () => Promise.all(failed.map((result) => result.refetch())),
  }
}

/**
 * The cart with its products, for the screens that list it (cart, place order). Each line's
 * product comes from `GET /api/products/:id`, the product page's own query: a product already
 * seen is in the cache, and the cart costs the same however large the catalogue grows (the
 * whole product list is 137 KB compressed at 10,000 products). When a product cannot be had,
 * the cart says so once (docs/product.md §8: 'Check your internet connection'), beside the screen's own
 * error state.
 */
export function useCartLines(): CartLinesState {
  const cart = useCart()
  const ids = useMemo(() => Object.keys(cart.cartItems).sort(), [cart.cartItems])
  const products = useQueries({
    // Asked again whenever the cart or checkout opens (a cheap 304 while nothing changed),
    // rather than kept for minutes as a browsing page's are: the shopper is about to pay, and
    // must see today's prices and any change to them (docs/product.md §4.1).
    queries: ids.map((id) => ({ ...productQueries.details(id), staleTime: 0 })),
    combine: combineProducts,
  })
  const toast = useToast()
  const failedAt = products.errorUpdatedAt
  useEffect(() => {
    if (failedAt) toast.error(CART_MESSAGES.connection)
  }, [failedAt, toast])
  const lines = useMemo(
    () => (products.data ? cartLines(cart.cartItems, products.data) : []),
    [cart.cartItems, products.data],
  )
  const remembered = useRememberedPrices()
  const priceChanges = useMemo(() => changedPrices(lines, remembered), [lines, remembered])
  // Once the cart is known, the prices of products no longer in it are forgotten. Only when the
  // cart changes: another tab remembers a price just before its cart reaches this one.
  const known = !cart.loading
  useEffect(() => {
    if (known) keepPricesOf(ids)
  }, [known, ids])
  return {
    ...cart,
    lines,
    subtotal: koboToNaira(priceOrder({ lines: pricedCartLines(lines) }).itemsKobo),
    products,
    priceChanges,
  }
}
