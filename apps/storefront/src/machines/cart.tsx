import { type CartData, cartCount, readCartData } from '@adire/contract'
import {
  type CartHandover,
  type CartMachine,
  cartMachine,
  type SessionMachine,
  type StoredCart,
} from '@adire/machines'
import {
  createContext,
  type ReactNode,
  type RefObject,
  use,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react'
import { type Actor, assign, fromCallback, fromPromise, type SnapshotFrom } from 'xstate'
import { useToast } from '../providers/ToastProvider.tsx'
import { createActorContext } from './actorContext.tsx'
import { SessionContext } from './session.tsx'

/** SPEC.md §3: the cart is kept in local storage under this key. */
export const CART_STORAGE_KEY = 'cartItems'
/** SPEC.md §3: the guest cart's random id. */
export const GUEST_ID_STORAGE_KEY = 'guestId'
/** A guest cart handed to the account at login, kept until the server has taken it. */
export const CART_HANDOVER_STORAGE_KEY = 'cartHandover'

/**
 * The cart machine for the React tree (`CartContext.useSelector`, `.useActorRef`).
 * `CartProvider` gives it the app's effects.
 */
export const CartContext = createActorContext(cartMachine)

type CartActor = Actor<CartMachine>

/** The running cart, for `useCart` (which says clearly when it is used outside the provider). */
const CartActorContext = createContext<CartActor | null>(null)

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

function readJson(key: string): unknown {
  try {
    const raw = localStorage.getItem(key)
    return raw === null ? undefined : JSON.parse(raw)
  } catch {
    // Refused (private browsing) or not JSON (edited by hand): as if nothing were stored.
    return undefined
  }
}

function readGuestId(): string | null {
  try {
    const id = localStorage.getItem(GUEST_ID_STORAGE_KEY)
    return id !== null && UUID.test(id) ? id : null
  } catch {
    return null
  }
}

function readHandover(): CartHandover | null {
  const value = readJson(CART_HANDOVER_STORAGE_KEY)
  if (typeof value !== 'object' || value === null) return null
  const { guestId, items } = value as Record<string, unknown>
  return typeof guestId === 'string' && UUID.test(guestId)
    ? { guestId, items: readCartData(items) }
    : null
}

function readStoredCart(): StoredCart {
  return {
    items: readCartData(readJson(CART_STORAGE_KEY)),
    guestId: readGuestId(),
    handover: readHandover(),
  }
}

function tryStorage(change: () => void) {
  try {
    change()
  } catch {
    // Storage full or refused: the cart still works for this visit.
  }
}

/** Writes a value as JSON, or removes the key for an empty one: nothing is left behind. */
function store(key: string, value: unknown, empty: boolean) {
  tryStorage(() => {
    if (empty) localStorage.removeItem(key)
    else localStorage.setItem(key, typeof value === 'string' ? value : JSON.stringify(value))
  })
}

/**
 * A random version 4 UUID. `crypto.randomUUID` exists only on secure origins (https and
 * localhost); a store opened over plain http on a local network still needs a guest id.
 */
function randomUuid(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

// The API client and its schemas load with the first cart call, not with every first visit.
const cartApi = () => import('../api/cart.ts')

interface Effects {
  toast: ReturnType<typeof useToast>
  /** A cart call answered 401: the session's token is no longer accepted. */
  onUnauthorised: () => void
}

/** Runs a cart call; a 401 tells the session, which signs out and tells the cart in turn. */
async function authorised<T>(effects: RefObject<Effects>, request: () => Promise<T>): Promise<T> {
  try {
    return await request()
  } catch (error) {
    const { ApiError } = await cartApi()
    if (error instanceof ApiError && error.status === 401) effects.current.onUnauthorised()
    throw error
  }
}

/**
 * The cart machine with this app's effects: the API, the browser's storage and the toasts.
 * `effects` is a ref, so the logic is made once and still reaches the current toasts.
 */
function provideCart(effects: RefObject<Effects>, storedCart: CartData | undefined) {
  return cartMachine.provide({
    actors: {
      readStoredCart: fromPromise(async () =>
        storedCart === undefined
          ? readStoredCart()
          : { items: structuredClone(storedCart), guestId: null, handover: null },
      ),
      watchStoredCart: fromCallback(({ sendBack }) => {
        const onStorage = (event: StorageEvent) => {
          // `key` is null when another tab cleared all of storage.
          if (
            event.key !== CART_STORAGE_KEY &&
            event.key !== GUEST_ID_STORAGE_KEY &&
            event.key !== null
          ) {
            return
          }
          const { items, guestId } = readStoredCart()
          sendBack({ type: 'STORED_CART.CHANGED', items, guestId })
        }
        window.addEventListener('storage', onStorage)
        return () => window.removeEventListener('storage', onStorage)
      }),
      fetchCart: fromPromise(({ input, signal }) =>
        authorised(effects, async () => (await cartApi()).fetchCart(input.token, signal)),
      ),
      mergeCart: fromPromise(({ input: { token, ...handover }, signal }) =>
        authorised(effects, async () => (await cartApi()).mergeCart(token, handover, signal)),
      ),
      sendChange: fromPromise(({ input, signal }) =>
        authorised(effects, async () =>
          (await cartApi()).sendCartChange(input.token, input.change, signal),
        ),
      ),
    },
    actions: {
      storeCart: (_, { items }) => store(CART_STORAGE_KEY, items, Object.keys(items).length === 0),
      storeGuestId: (_, { guestId }) => store(GUEST_ID_STORAGE_KEY, guestId, guestId === null),
      storeHandover: (_, { handover }) =>
        store(CART_HANDOVER_STORAGE_KEY, handover, handover === null),
      showErrorToast: (_, { message }) => effects.current.toast.error(message),
      // SPEC.md §8: these failures are only logged. Not console.error: that is for bugs.
      log: (_, { message }) => console.warn(`Cart: ${message}`),
      createGuestId: assign({ guestId: () => randomUuid() }),
    },
  })
}

type SessionSnapshot = SnapshotFrom<SessionMachine>

/**
 * Tells the cart what the session does: a login or signup hands the guest cart over, a logout
 * clears it, an expired session clears the account's local copy, and the token (once restored)
 * is what the cart's calls carry.
 */
function FollowSession() {
  const session = SessionContext.useActorRef()
  const cart = CartContext.useActorRef()
  useEffect(() => {
    // Undefined until the session knows; then the last token the cart was told.
    let told: string | null | undefined
    const tellToken = (snapshot: SessionSnapshot) => {
      if (snapshot.hasTag('loading') || snapshot.context.token === told) return
      told = snapshot.context.token
      cart.send({ type: 'SESSION.TOKEN', token: told })
    }
    const subscriptions = [
      // Emitted before the snapshot with the new token: the cart hands over before it is told.
      session.on('loggedIn', ({ token }) => cart.send({ type: 'SESSION.SIGNED_IN', token })),
      session.on('signedUp', ({ token }) => cart.send({ type: 'SESSION.SIGNED_IN', token })),
      session.on('loggedOut', () => cart.send({ type: 'SESSION.LOGGED_OUT' })),
      session.on('sessionExpired', () => cart.send({ type: 'SESSION.EXPIRED' })),
      session.subscribe(tellToken),
    ]
    tellToken(session.getSnapshot())
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
    }
  }, [session, cart])
  return null
}

/** Hands the running cart to `useCart`. */
function ShareCartActor({ children }: { children: ReactNode }) {
  const actor = CartContext.useActorRef()
  return <CartActorContext value={actor}>{children}</CartActorContext>
}

export interface CartProviderProps {
  children: ReactNode
  /**
   * For stories: the cart the shopper finds on load, given instead of read from storage (the
   * guest cart, or a signed-in shopper's local copy). Left out, local storage is read.
   */
  storedCart?: CartData
}

/**
 * Runs the cart machine (SPEC.md §3, §4) with the app's effects, following the session it sits
 * in. On the server and in the browser's first render it is still loading (empty): storage is
 * read once the actor starts, which @xstate/react does in an effect after mounting, so the first
 * render matches the server's HTML and the badge shows the stored count right after hydration.
 */
export function CartProvider({ children, storedCart }: CartProviderProps) {
  const toast = useToast()
  const session = SessionContext.useActorRef()
  const effects = useRef<Effects>({
    toast,
    onUnauthorised: () => session.send({ type: 'TOKEN.CLEAR' }),
  })
  useEffect(() => {
    effects.current = { toast, onUnauthorised: () => session.send({ type: 'TOKEN.CLEAR' }) }
  })
  const [logic] = useState(() => provideCart(effects, storedCart))
  return (
    <CartContext.Provider logic={logic}>
      <FollowSession />
      <ShareCartActor>{children}</ShareCartActor>
    </CartContext.Provider>
  )
}

function useCartActor(): CartActor {
  const actor = use(CartActorContext)
  if (!actor) throw new Error('useCart must be used within a CartProvider')
  return actor
}

export interface CartState {
  /** Product id → size → quantity, as the shopper sees it (SPEC.md §3). */
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
  /** ADD TO CART: one more unit of a product in a size (SPEC.md §4). */
  addToCart: (productId: string, size: string) => void
  /** Sets a line's quantity; 0 removes the line, above 99 is 99. */
  setQuantity: (productId: string, size: string, quantity: number) => void
  removeLine: (productId: string, size: string) => void
  /** Empties the cart (after an order). */
  clearCart: () => void
}

/** The shared cart state of SPEC.md §3, read from the cart machine. */
export function useCart(): CartState {
  const actor = useCartActor()
  const cartItems = CartContext.useSelector((snapshot) => snapshot.context.items)
  const loading = CartContext.useSelector(
    (snapshot) =>
      snapshot.hasTag('loading') ||
      (snapshot.hasTag('fetching') && Object.keys(snapshot.context.items).length === 0),
  )
  const syncing = CartContext.useSelector((snapshot) => snapshot.hasTag('syncing'))
  return useMemo(
    () => ({
      cartItems,
      cartCount: cartCount(cartItems),
      loading,
      syncing,
      addToCart: (productId: string, size: string) => actor.send({ type: 'ADD', productId, size }),
      setQuantity: (productId: string, size: string, quantity: number) =>
        actor.send({ type: 'SET_QUANTITY', productId, size, quantity }),
      removeLine: (productId: string, size: string) =>
        actor.send({ type: 'REMOVE', productId, size }),
      clearCart: () => actor.send({ type: 'CLEAR' }),
    }),
    [actor, cartItems, loading, syncing],
  )
}
