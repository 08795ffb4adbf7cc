import { type CartData, cartCount } from '@adire/contract'
import { useMemo } from 'react'
import { keepPricesOf, rememberPrice } from './cartPrices.ts'
import { keepDiscountCode } from './discountCode.ts'
import { useShopper, useShopperView } from './shopper.tsx'

const EMPTY: CartData = {}

/** What a screen that changes the cart without showing it needs: no re-render on each change. */
export interface CartActions {
  /**
   * ADD TO CART: one more unit of a product in a size (docs/product.md §4), at the naira price
   * the page showed, which the cart remembers to tell the shopper should it change.
   */
  addToCart: (productId: string, size: string, price: number) => void
  /** Sets a line's quantity; 0 removes the line, above 99 is 99. */
  setQuantity: (productId: string, size: string, quantity: number) => void
  removeLine: (productId: string, size: string) => void
  /** Empties the cart, and forgets its prices and its discount code (after an order). */
  clearCart: () => void
  /**
   * The units of a product in a size the cart holds at this moment, read without following
   * the cart (no re-render): what ADD TO CART checks against the units left (docs/product.md
   * §11.6).
   */
  quantityOf: (productId: string, size: string) => number
}

export interface CartState extends CartActions {
  /** Product id → size → quantity, as the shopper sees it (docs/product.md §3). */
  cartItems: CartData
  /** Units in the cart, for the navigation badge. */
  cartCount: number
  /**
   * True until the cart is known: storage not read yet (as on the server), or a signed-in
   * shopper's cart still on its way from the server with nothing stored to show meanwhile.
   */
  loading: boolean
  /** A change or the account's cart is with the server. */
  syncing: boolean
}

/**
 * The cart's actions alone. The product page uses these rather than `useCart`, so that ADD TO
 * CART re-renders the navigation's badge, not the whole page with its gallery and related
 * products (what the shopper waits for on a slow phone).
 */
export function useCartActions(): CartActions {
  const shopper = useShopper()
  return useMemo(
    () => ({
      addToCart: (productId: string, size: string, price: number) => {
        rememberPrice(productId, price)
        shopper.send('cart', { type: 'ADD', productId, size })
      },
      setQuantity: (productId: string, size: string, quantity: number) =>
        shopper.send('cart', { type: 'SET_QUANTITY', productId, size, quantity }),
      removeLine: (productId: string, size: string) =>
        shopper.send('cart', { type: 'REMOVE', productId, size }),
      clearCart: () => {
        shopper.send('cart', { type: 'CLEAR' })
        keepPricesOf([])
        keepDiscountCode(null)
      },
      quantityOf: (productId: string, size: string) => {
        const view = shopper.getView()
        return (view.cart?.context.items ?? view.addedEarly ?? EMPTY)[productId]?.[size] ?? 0
      },
    }),
    [shopper],
  )
}

/**
 * The shared cart state of docs/product.md §3, read from the cart machine; a known guest's empty cart
 * before the machine runs (see shopper.tsx).
 */
export function useCart(): CartState {
  const actions = useCartActions()
  const cartItems = useShopperView((view) => view.cart?.context.items ?? view.addedEarly ?? EMPTY)
  const loading = useShopperView((view) => {
    if (!view.cart) return !view.guest
    return (
      view.cart.hasTag('loading') ||
      (view.cart.hasTag('fetching') && Object.keys(view.cart.context.items).length === 0)
    )
  })
  const syncing = useShopperView((view) => view.cart?.hasTag('syncing') ?? false)
  return useMemo(
    () => ({
      cartItems,
      cartCount: cartCount(cartItems),
      loading,
      syncing,
      ...actions,
    }),
    [actions, cartItems, loading, syncing],
  )
}
