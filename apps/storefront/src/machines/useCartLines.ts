import {
  CART_MESSAGES,
  type CartLine,
  cartLines,
  cartSubtotal,
  type Product,
} from '@adire/contract'
import { type UseQueryResult, useQuery } from '@tanstack/react-query'
import { useEffect, useMemo } from 'react'
import { productQueries } from '../api/products.ts'
import { useToast } from '../providers/ToastProvider.tsx'
import { type CartState, useCart } from './cart.tsx'

export interface CartLinesState extends CartState {
  /** The lines to show, with their products (lines of products no longer sold are left out). */
  lines: CartLine[]
  /** The price of those lines, in naira. */
  subtotal: number
  /** The product list the lines are read against. */
  products: UseQueryResult<Product[]>
}

/**
 * The cart with its products, for the screens that list it (cart, place order). When the product
 * list cannot be had, the cart says so once (SPEC.md §8: 'Check your internet connection'),
 * beside the screen's own error state.
 */
export function useCartLines(): CartLinesState {
  const cart = useCart()
  const products = useQuery(productQueries.list())
  const toast = useToast()
  const failedAt = products.isError ? products.errorUpdatedAt : 0
  useEffect(() => {
    if (failedAt) toast.error(CART_MESSAGES.connection)
  }, [failedAt, toast])
  const lines = useMemo(
    () => (products.data ? cartLines(cart.cartItems, products.data) : []),
    [cart.cartItems, products.data],
  )
  return { ...cart, lines, subtotal: cartSubtotal(lines), products }
}
