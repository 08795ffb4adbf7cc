import type { SessionUser } from '@adire/contract'
import { INVALID_TOKEN, type SessionMachine, sessionMachine } from '@adire/machines'
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
import { type NavigateFunction, useNavigate } from 'react-router-dom'
import { type Actor, fromCallback, fromPromise } from 'xstate'
import { useToast } from '../providers/ToastProvider.tsx'
import { createActorContext } from './actorContext.tsx'

/** SPEC.md §3: the session token's key, in local storage (and in session storage, cleared on logout). */
export const TOKEN_STORAGE_KEY = 'token'

/**
 * The session machine for the React tree (`SessionContext.useSelector`, `.useActorRef`).
 * `SessionProvider` gives it the app's effects.
 */
export const SessionContext = createActorContext(sessionMachine)

type SessionActor = Actor<SessionMachine>

/** The running session, for `useAuth` (which says clearly when it is used outside the provider). */
const SessionActorContext = createContext<SessionActor | null>(null)

function readStoredToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY)
  } catch {
    // Storage refused (private browsing): a guest.
    return null
  }
}

function tryStorage(change: () => void) {
  try {
    change()
  } catch {
    // Storage refused: the session still works for this visit.
  }
}

// The API client and its schemas load with the first account call, not with every first visit.
const users = () => import('../api/users.ts')

interface Effects {
  navigate: NavigateFunction
  toast: ReturnType<typeof useToast>
}

/**
 * The session machine with this app's effects: the API, the browser's storage, the router and
 * the toasts. `effects` is a ref, so the logic is made once and still reaches the router's
 * current `navigate` (its identity changes with the location).
 */
function provideSession(effects: RefObject<Effects>, storedToken: string | null | undefined) {
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
      watchStoredToken: fromCallback(({ sendBack }) => {
        const onStorage = (event: StorageEvent) => {
          // `key` is null when another tab cleared all of storage.
          if (event.key !== TOKEN_STORAGE_KEY && event.key !== null) return
          sendBack({ type: 'STORED_TOKEN.CHANGED', token: readStoredToken() })
        }
        window.addEventListener('storage', onStorage)
        return () => window.removeEventListener('storage', onStorage)
      }),
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

/** Hands the running session to `useAuth`. */
function ShareSessionActor({ children }: { children: ReactNode }) {
  const actor = SessionContext.useActorRef()
  return <SessionActorContext value={actor}>{children}</SessionActorContext>
}

export interface SessionProviderProps {
  children: ReactNode
  /**
   * For stories: the token the session finds on load, given instead of read from storage (a
   * string signs in, `null` is a guest). Left out, the browser's local storage is read.
   */
  storedToken?: string | null
}

/**
 * Runs the session machine (SPEC.md §3, §4) with the app's effects. It needs the router (for
 * `navigate`) and the toasts, so it sits inside both. On the server and in the browser's first
 * render it is still restoring (signed out, `loading`): storage is read once the actor starts,
 * which @xstate/react does in an effect after mounting, so the first render matches the
 * server's HTML and the signed-in parts appear after hydration.
 */
export function SessionProvider({ children, storedToken }: SessionProviderProps) {
  const navigate = useNavigate()
  const toast = useToast()
  const effects = useRef<Effects>({ navigate, toast })
  useEffect(() => {
    effects.current = { navigate, toast }
  })
  const [logic] = useState(() => provideSession(effects, storedToken))
  return (
    <SessionContext.Provider logic={logic}>
      <ShareSessionActor>{children}</ShareSessionActor>
    </SessionContext.Provider>
  )
}

function useSessionActor(): SessionActor {
  const actor = use(SessionActorContext)
  if (!actor) throw new Error('useAuth must be used within a SessionProvider')
  return actor
}

export interface AuthState {
  /** The session token, or null for a guest (and until the stored token has been read). */
  token: string | null
  /** The signed-in shopper, once the server has confirmed the token. */
  user: SessionUser | null
  /** SPEC.md §3: true until the stored token has been read. */
  loading: boolean
  /** Signs in with a token obtained elsewhere, and stores it. */
  setToken: (token: string) => void
  /** Forgets the token (e.g. after a call answered 401); not a logout. */
  clearToken: () => void
  /** Logs out: revokes the token, clears it and the cart, goes to /login. */
  logout: () => void
  /** SPEC.md §3: the currency symbol, ₦. */
  currency: string
}

/** The shared auth state of SPEC.md §3, read from the session machine. */
export function useAuth(): AuthState {
  const actor = useSessionActor()
  const token = SessionContext.useSelector((snapshot) => snapshot.context.token)
  const user = SessionContext.useSelector((snapshot) => snapshot.context.user)
  const loading = SessionContext.useSelector((snapshot) => snapshot.hasTag('loading'))
  const currency = SessionContext.useSelector((snapshot) => snapshot.context.currency)
  return useMemo(
    () => ({
      token,
      user,
      loading,
      currency,
      setToken: (next: string) => actor.send({ type: 'TOKEN.SET', token: next }),
      clearToken: () => actor.send({ type: 'TOKEN.CLEAR' }),
      logout: () => actor.send({ type: 'LOGOUT' }),
    }),
    [actor, token, user, loading, currency],
  )
}
