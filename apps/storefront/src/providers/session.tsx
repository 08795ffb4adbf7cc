import type { SessionUser } from '@adire/contract'
import { CURRENCY_SYMBOL } from '@adire/contract'
import type { SessionEvent } from '@adire/machines'
import { useMemo } from 'react'
import { useShopper, useShopperView } from './shopper.tsx'
import type { SessionSnapshot } from './shopperTypes.ts'

/**
 * Selects from the session machine's snapshot, or gives `otherwise` while it is not running: on
 * the server, while hydrating, and for a guest who has not needed it yet (see shopper.tsx).
 */
export function useSessionSelector<T>(select: (snapshot: SessionSnapshot) => T, otherwise: T): T {
  return useShopperView((view) => (view.session ? select(view.session) : otherwise))
}

/** Sends an event to the session machine (started for it if it is not running yet). */
export function useSessionSend(): (event: SessionEvent) => void {
  const shopper = useShopper()
  return useMemo(() => (event: SessionEvent) => shopper.send('session', event), [shopper])
}

export interface AuthState {
  /** The session token, or null for a guest (and until the stored token has been read). */
  token: string | null
  /** The signed-in shopper, once the server has confirmed the token. */
  user: SessionUser | null
  /** docs/product.md §3: true until the stored token has been read. */
  loading: boolean
  /** Signs in with a token obtained elsewhere, and stores it. */
  setToken: (token: string) => void
  /** Forgets the token (e.g. after a call answered 401); not a logout. */
  clearToken: () => void
  /** Logs out: revokes the token, clears it and the cart, goes to /login. */
  logout: () => void
  /** docs/product.md §3: the currency symbol, ₦. */
  currency: string
}

/** The shared auth state of docs/product.md §3, read from the session machine. */
export function useAuth(): AuthState {
  const send = useSessionSend()
  const token = useSessionSelector((snapshot) => snapshot.context.token, null)
  const user = useSessionSelector((snapshot) => snapshot.context.user, null)
  // A known guest is not loading; otherwise, loading until the machine has read storage.
  const loading = useShopperView((view) =>
    view.session ? view.session.hasTag('loading') : !view.guest,
  )
  return useMemo(
    () => ({
      token,
      user,
      loading,
      currency: CURRENCY_SYMBOL,
      setToken: (next: string) => send({ type: 'TOKEN.SET', token: next }),
      clearToken: () => send({ type: 'TOKEN.CLEAR' }),
      logout: () => send({ type: 'LOGOUT' }),
    }),
    [send, token, user, loading],
  )
}
