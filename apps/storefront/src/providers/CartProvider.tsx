import { type CartData, MAX_LINE_QUANTITY, readCartData } from '@adire/contract'
import {
  createContext,
  type ReactNode,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from 'react'

/** SPEC.md §3: the cart is kept in local storage under this key. */
export const CART_STORAGE_KEY = 'cartItems'

interface CartContextValue {
  /** Product id → size → quantity. */
  cartItems: CartData
  /** Units in the cart, for the navigation badge. */
  cartCount: number
  /** Adds one unit of a product in a size (SPEC.md §4). */
  addToCart: (productId: string, size: string) => void
  /** Sets a line's quantity; 0 removes the line. */
  setQuantity: (productId: string, size: string, quantity: number) => void
  clearCart: () => void
}

const CartContext = createContext<CartContextValue | null>(null)

function readStoredCart(): CartData {
  try {
    return readCartData(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}'))
  } catch {
    return {}
  }
}

function withQuantity(cart: CartData, productId: string, size: string, quantity: number) {
  const sizes = { ...cart[productId] }
  if (quantity > 0) sizes[size] = Math.min(quantity, MAX_LINE_QUANTITY)
  else delete sizes[size]
  const next = { ...cart, [productId]: sizes }
  if (Object.keys(sizes).length === 0) delete next[productId]
  return next
}

/**
 * The shopper's cart, persisted locally after every change (SPEC.md §4). It starts empty on the
 * first render and reads storage after mounting, so server-rendered and first client HTML agree.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const [cartItems, setCartItems] = useState<CartData>({})
  const [loaded, setLoaded] = useState(false)

  useEffect(() => {
    // A transition: the badge can wait a moment, the shopper's first tap should not.
    startTransition(() => {
      setCartItems(readStoredCart())
      setLoaded(true)
    })
  }, [])

  useEffect(() => {
    if (!loaded) return
    try {
      localStorage.setItem(CART_STORAGE_KEY, JSON.stringify(cartItems))
    } catch {
      // Storage may be full or refused (private browsing); the cart still works for this visit.
    }
  }, [cartItems, loaded])

  const addToCart = useCallback((productId: string, size: string) => {
    setCartItems((cart) => withQuantity(cart, productId, size, (cart[productId]?.[size] ?? 0) + 1))
  }, [])
  const setQuantity = useCallback((productId: string, size: string, quantity: number) => {
    setCartItems((cart) => withQuantity(cart, productId, size, quantity))
  }, [])
  const clearCart = useCallback(() => setCartItems({}), [])

  const value = useMemo(() => {
    const cartCount = Object.values(cartItems)
      .flatMap((sizes) => Object.values(sizes))
      .reduce((sum, quantity) => sum + quantity, 0)
    return { cartItems, cartCount, addToCart, setQuantity, clearCart }
  }, [cartItems, addToCart, setQuantity, clearCart])

  return <CartContext value={value}>{children}</CartContext>
}

export function useCart(): CartContextValue {
  const context = use(CartContext)
  if (!context) throw new Error('useCart must be used within a CartProvider')
  return context
}
