import type { CartData, SessionUser } from '@adire/contract'
import {
  type CartEvent,
  cartMachine,
  INVALID_TOKEN,
  type SessionEmitted,
  type SessionEvent,
  sessionMachine,
} from '@adire/machines'
import type { RefObject } from 'react'
import { assign, createActor, fromCallback, fromPromise } from 'xstate'
import { keepPricesOf } from './cartPrices.ts'
import {
  CART_HANDOVER_STORAGE_KEY,
  CART_STORAGE_KEY,
  CART_UNSAVED_STORAGE_KEY,
  GUEST_ID_STORAGE_KEY,
  onStorageChange,
  readStoredCart,
  readStoredToken,
  store,
  TOKEN_STORAGE_KEY,
  tryStorage,
} from './shopperStorage.ts'
import type {
  SessionSnapshot,
  ShopperActors,
  ShopperEffects,
  StoredForStories,
} from './shopperTypes.ts'

/*
 * The session and cart machines with this app's effects: the API, the browser's storage, the
 * router and the toasts. This module, with XState and the machines, is its own chunk, imported
 * by `Shopper.start` when the shopper first needs it (see shopper.tsx).
 */

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

// The API clients and their schemas load with the first call, not with the machines.
const users = () => import('../auth/users.ts')
const cartApi = () => import('../shop/api/cart.ts')

function provideSession(
  effects: RefObject<ShopperEffects>,
  storedToken: string | null | undefined,
) {
  return sessionMachine.provide({
    actors: {
      readStoredToken: fromPromise(async () =>
        storedToken === undefined ? readStoredToken() : storedToken,
      ),
      fetchUser: fromPromise<SessionUser | typeof INVALID_TOKEN, { token: string }>(
        async ({ input, signal }) => {
          const { fetchMe, ApiError } = await users()
          try {
            return await fetchMe(input.token, signal)
          } catch (error) {
            if (error instanceof ApiError && error.status === 401) return INVALID_TOKEN
            throw error
          }
        },
      ),
      logIn: fromPromise(async ({ input, signal }) => (await users()).logIn(input, signal)),
      signUp: fromPromise(async ({ input, signal }) => (await users()).register(input, signal)),
      revokeToken: fromPromise(async ({ input }) => {
        try {
          await (await users()).logOut(input.token)
        } catch {
          // The token is gone from this browser; the server lets it expire on its own.
        }
      }),
      watchStoredToken: fromCallback(({ sendBack }) =>
        onStorageChange([TOKEN_STORAGE_KEY], () =>
          sendBack({ type: 'STORED_TOKEN.CHANGED', token: readStoredToken() }),
        ),
      ),
    },
    actions: {
      storeToken: (_, { token }) =>
        tryStorage(() => localStorage.setItem(TOKEN_STORAGE_KEY, token)),
      clearStoredToken: () =>
        tryStorage(() => {
          localStorage.removeItem(TOKEN_STORAGE_KEY)
          sessionStorage.removeItem(TOKEN_STORAGE_KEY)
        }),
      redirect: (_, { to }) => effects.current.navigate(to),
      showSuccessToast: (_, { message }) => effects.current.toast.success(message),
      showErrorToast: (_, { message }) => effects.current.toast.error(message),
    },
  })
}

function provideCart(
  effects: RefObject<ShopperEffects>,
  storedCart: CartData | undefined,
  onUnauthorised: () => void,
) {
  /** Runs a cart call; a 401 tells the session, which signs out and tells the cart in turn. */
  async function authorised<T>(request: () => Promise<T>): Promise<T> {
    try {
      return await request()
    } catch (error) {
      const { ApiError } = await cartApi()
      if (error instanceof ApiError && error.status === 401) onUnauthorised()
      throw error
    }
  }

  return cartMachine.provide({
    actors: {
      readStoredCart: fromPromise(async () =>
        storedCart === undefined
          ? readStoredCart()
          : { items: structuredClone(storedCart), guestId: null, handover: null, unsaved: [] },
      ),
      watchStoredCart: fromCallback(({ sendBack }) =>
        onStorageChange([CART_STORAGE_KEY, GUEST_ID_STORAGE_KEY], () => {
          const { items, guestId } = readStoredCart()
          sendBack({ type: 'STORED_CART.CHANGED', items, guestId })
        }),
      ),
      fetchCart: fromPromise(({ input, signal }) =>
        authorised(async () => (await cartApi()).fetchCart(input.token, signal)),
      ),
      mergeCart: fromPromise(({ input: { token, ...handover }, signal }) =>
        authorised(async () => (await cartApi()).mergeCart(token, handover, signal)),
      ),
      sendChange: fromPromise(({ input, signal }) =>
        authorised(async () => (await cartApi()).sendCartChange(input.token, input.change, signal)),
      ),
    },
    actions: {
      storeCart: (_, { items, unsaved }) => {
        store(CART_STORAGE_KEY, items, Object.keys(items).length === 0)
        store(CART_UNSAVED_STORAGE_KEY, unsaved, unsaved.length === 0)
      },
      storeGuestId: (_, { guestId }) => store(GUEST_ID_STORAGE_KEY, guestId, guestId === null),
      storeHandover: (_, { handover }) =>
        store(CART_HANDOVER_STORAGE_KEY, handover, handover === null),
      showErrorToast: (_, { message }) => effects.current.toast.error(message),
      // docs/product.md §8: these failures are only logged. Not console.error: that is for bugs.
      log: (_, { message }) => console.warn(`Cart: ${message}`),
      createGuestId: assign({ guestId: () => randomUuid() }),
    },
  })
}

/**
 * Starts the session and the cart that follows it: a login or signup hands the guest cart over,
 * a logout clears it, an expired session clears the account's local copy, and the token (once
 * restored) is what the cart's calls carry.
 */
export function startShopperActors(
  effects: RefObject<ShopperEffects>,
  { storedToken, storedCart }: StoredForStories,
  onEmitted: (event: SessionEmitted) => void,
): ShopperActors {
  const session = createActor(provideSession(effects, storedToken))
  const cart = createActor(
    provideCart(effects, storedCart, () => session.send({ type: 'TOKEN.CLEAR' })),
  )

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
    session.on('loggedOut', () => {
      cart.send({ type: 'SESSION.LOGGED_OUT' })
      // The cart's prices go with the cart: the next shopper on this browser starts afresh.
      keepPricesOf([])
    }),
    session.on('sessionExpired', () => cart.send({ type: 'SESSION.EXPIRED' })),
    session.on('*', onEmitted),
    session.subscribe(tellToken),
  ]
  cart.start()
  session.start()

  return {
    send: (to: 'session' | 'cart', event: SessionEvent | CartEvent) => {
      if (to === 'session') session.send(event as SessionEvent)
      else cart.send(event as CartEvent)
    },
    snapshots: () => ({ session: session.getSnapshot(), cart: cart.getSnapshot() }),
    subscribe: (onChange) => {
      const watching = [session.subscribe(onChange), cart.subscribe(onChange)]
      return () => {
        for (const subscription of watching) subscription.unsubscribe()
      }
    },
    stop: () => {
      for (const subscription of subscriptions) subscription.unsubscribe()
      session.stop()
      cart.stop()
    },
  }
}
