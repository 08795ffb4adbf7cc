import {
  CURRENCY_SYMBOL,
  type LoginRequest,
  PAGE_ROUTES,
  type RegisterRequest,
  SERVER_ERROR_MESSAGE,
  type SessionUser,
} from '@adire/contract'
import { assertEvent, assign, emit, fromCallback, fromPromise, setup, spawnChild } from 'xstate'

/**
 * The texts of docs/product.md §4 and §8 a login or signup shows. Not the contract's
 * `SESSION_MESSAGES`: those are about the devices an account is signed in on.
 */
export const AUTH_MESSAGES = {
  loggedIn: 'Login successful',
  signedUp: 'Account created successfully 🎉',
  /** When the server (or the network) gives no message of its own. */
  failed: SERVER_ERROR_MESSAGE,
} as const

/** docs/product.md §9: a new account sees its welcome this long before going to the home page. */
export const SIGNUP_REDIRECT_DELAY = 1500

/** What `fetchUser` resolves to when the server refuses the token (401): expired or revoked. */
export const INVALID_TOKEN = 'invalid'

/** Where the session sends the shopper. */
export type SessionRedirect = (typeof PAGE_ROUTES)['home' | 'login']

export type SessionEvent =
  | ({ type: 'LOGIN' } & LoginRequest)
  | ({ type: 'SIGNUP' } & RegisterRequest)
  | { type: 'LOGOUT' }
  /** The shared auth state's set action (docs/product.md §3): signs in with a token from elsewhere. */
  | { type: 'TOKEN.SET'; token: string }
  /** The clear action: forgets the token, e.g. after a call answered 401. Not a logout. */
  | { type: 'TOKEN.CLEAR' }
  /** Another tab stored or removed the token (the `storage` event). */
  | { type: 'STORED_TOKEN.CHANGED'; token: string | null }
  /** A form opened: an earlier form's failure is no longer news. */
  | { type: 'ERROR.DISMISS' }

/**
 * What the session tells others, who subscribe with `actorRef.on(type, ...)`. The session knows
 * nothing of carts: the cart listens for these (guest cart hand-over, clearing on logout).
 */
export type SessionEmitted =
  /** This tab logged in. */
  | { type: 'loggedIn'; token: string }
  /** This tab created an account and is signed in with it. */
  | { type: 'signedUp'; token: string }
  /** The shopper logged out, in this tab or another: the cart and its storage go too. */
  | { type: 'loggedOut' }
  /** The session ended without the shopper asking: the server refused the token, or it was cleared. */
  | { type: 'sessionExpired' }

export interface SessionContext {
  /** The session token (docs/product.md §3), or null for a guest. */
  token: string | null
  /** Who is signed in, once the server has confirmed the token. */
  user: SessionUser | null
  /** The last login or signup failure, for the form's inline message. */
  error: string | null
  /** docs/product.md §3: the currency symbol of the shared auth state. */
  currency: string
}

/** The logout's revoke call, spawned so that nobody waits for it. */
const REVOKE_ID = 'revokeToken'

/** What xstate sends when the spawned revoke call fails; handled by ignoring it. */
interface RevokeFailed {
  type: `xstate.error.actor.${typeof REVOKE_ID}`
  error: unknown
}

interface AuthOutput {
  token: string
}

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} must be provided by the app`)
}

/** The failure's own message (the server's, as the app's actor passes it on), else the fallback. */
function failureMessage(error: unknown): string {
  return error instanceof Error && error.message.trim() !== ''
    ? error.message
    : AUTH_MESSAGES.failed
}

/** The message a failed login or signup shows, from its error. */
const failure = ({ event }: { event: { error: unknown } }) => ({
  message: failureMessage(event.error),
})

/**
 * A login or signup that failed (refused, or no answer): back to signed out, with the message
 * beside the form and in a toast.
 */
const authFailed = {
  target: 'signedOut',
  actions: [
    { type: 'rememberFailure', params: failure },
    { type: 'showErrorToast', params: failure },
  ],
} as const

/**
 * The shopper's session (docs/product.md §3, §4): restoring a stored token, login, signup, logout and
 * tabs that sign in or out. The machine imports no storage, network, router or timers: the app
 * provides `readStoredToken`, `fetchUser`, `logIn`, `signUp`, `revokeToken`, `watchStoredToken`
 * (actors) and `storeToken`, `clearStoredToken`, `redirect`, `showSuccessToast`,
 * `showErrorToast` (actions) with `machine.provide(...)`.
 *
 * Tags: `loading` until the stored token has been read, `busy` while a login or signup is with
 * the server.
 */
export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent | RevokeFailed,
    emitted: {} as SessionEmitted,
  },
  actors: {
    /** The token kept in storage from an earlier visit, or null. */
    readStoredToken: fromPromise<string | null>(notProvided('readStoredToken')),
    /** The signed-in shopper, or `INVALID_TOKEN` when the server refuses the token; rejects when the server cannot be reached. */
    fetchUser: fromPromise<SessionUser | typeof INVALID_TOKEN, { token: string }>(
      notProvided('fetchUser'),
    ),
    /** Rejects with an Error carrying the message to show. */
    logIn: fromPromise<AuthOutput, LoginRequest>(notProvided('logIn')),
    /** Rejects with an Error carrying the message to show. */
    signUp: fromPromise<AuthOutput, RegisterRequest>(notProvided('signUp')),
    /** Revokes the token on the server; nobody waits for it and its failure changes nothing. */
    revokeToken: fromPromise<void, { token: string }>(notProvided('revokeToken')),
    /** Sends `STORED_TOKEN.CHANGED` when another tab changes the stored token. */
    watchStoredToken: fromCallback<SessionEvent>(() => () => {}),
  },
  actions: {
    storeToken: (_, _params: { token: string }) => {},
    /** Removes the token from storage: the stored token and the tab's session token. */
    clearStoredToken: () => {},
    redirect: (_, _params: { to: SessionRedirect }) => {},
    showSuccessToast: (_, _params: { message: string }) => {},
    showErrorToast: (_, _params: { message: string }) => {},
    adoptToken: assign((_, params: { token: string }) => ({
      token: params.token,
      user: null,
      error: null,
    })),
    forgetSession: assign({ token: null, user: null }),
    clearError: assign({ error: null }),
    rememberFailure: assign((_, params: { message: string }) => ({ error: params.message })),
  },
  guards: {
    isToken: (_, params: { token: string | null }) => Boolean(params.token),
    isNewToken: ({ context }, params: { token: string | null }) =>
      Boolean(params.token) && params.token !== context.token,
  },
  delays: {
    signupRedirect: SIGNUP_REDIRECT_DELAY,
  },
}).createMachine({
  id: 'session',
  context: { token: null, user: null, error: null, currency: CURRENCY_SYMBOL },
  // For as long as the session runs: a login or logout in another tab applies here too.
  invoke: { src: 'watchStoredToken' },
  on: {
    // The token is gone from this browser either way; a failed revoke must not stop the session.
    'xstate.error.actor.revokeToken': {},
  },
  initial: 'restoring',
  states: {
    restoring: {
      tags: ['loading'],
      invoke: {
        src: 'readStoredToken',
        onDone: [
          {
            // Signed in at once; the server confirms the token in the background.
            guard: { type: 'isToken', params: ({ event }) => ({ token: event.output }) },
            target: 'signedIn',
            actions: {
              type: 'adoptToken',
              params: ({ event }) => ({ token: event.output ?? '' }),
            },
          },
          { target: 'signedOut' },
        ],
        // Storage refused (private browsing): a guest.
        onError: { target: 'signedOut' },
      },
    },

    signedOut: {
      on: {
        LOGIN: { target: 'loggingIn' },
        SIGNUP: { target: 'signingUp' },
        'TOKEN.SET': {
          guard: { type: 'isToken', params: ({ event }) => ({ token: event.token }) },
          target: 'signedIn',
          actions: [
            { type: 'adoptToken', params: ({ event }) => ({ token: event.token }) },
            { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
          ],
        },
        'STORED_TOKEN.CHANGED': {
          guard: { type: 'isToken', params: ({ event }) => ({ token: event.token }) },
          target: 'signedIn',
          actions: { type: 'adoptToken', params: ({ event }) => ({ token: event.token ?? '' }) },
        },
        'ERROR.DISMISS': { actions: 'clearError' },
      },
    },

    loggingIn: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'logIn',
        input: ({ event }) => {
          assertEvent(event, 'LOGIN')
          return { email: event.email, password: event.password }
        },
        onDone: {
          target: 'signedIn',
          actions: [
            { type: 'adoptToken', params: ({ event }) => ({ token: event.output.token }) },
            { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
            { type: 'showSuccessToast', params: { message: AUTH_MESSAGES.loggedIn } },
            emit(({ event }) => ({ type: 'loggedIn' as const, token: event.output.token })),
            { type: 'redirect', params: { to: PAGE_ROUTES.home } },
          ],
        },
        onError: authFailed,
      },
    },

    signingUp: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        src: 'signUp',
        input: ({ event }) => {
          assertEvent(event, 'SIGNUP')
          return { name: event.name, email: event.email, password: event.password }
        },
        onDone: {
          target: '#session.signedIn.welcoming',
          actions: [
            { type: 'adoptToken', params: ({ event }) => ({ token: event.output.token }) },
            { type: 'storeToken', params: ({ event }) => ({ token: event.output.token }) },
            { type: 'showSuccessToast', params: { message: AUTH_MESSAGES.signedUp } },
            emit(({ event }) => ({ type: 'signedUp' as const, token: event.output.token })),
          ],
        },
        onError: authFailed,
      },
    },

    signedIn: {
      initial: 'checking',
      on: {
        LOGOUT: {
          target: 'signedOut',
          actions: [
            // Spawned, not invoked: the shopper is on /login before the server has answered.
            spawnChild('revokeToken', {
              id: REVOKE_ID,
              input: ({ context }) => ({ token: context.token ?? '' }),
            }),
            'clearStoredToken',
            'forgetSession',
            emit({ type: 'loggedOut' as const }),
            { type: 'redirect', params: { to: PAGE_ROUTES.login } },
          ],
        },
        'TOKEN.CLEAR': {
          target: 'signedOut',
          actions: ['clearStoredToken', 'forgetSession', emit({ type: 'sessionExpired' as const })],
        },
        'TOKEN.SET': {
          guard: { type: 'isNewToken', params: ({ event }) => ({ token: event.token }) },
          target: '.checking',
          reenter: true,
          actions: [
            { type: 'adoptToken', params: ({ event }) => ({ token: event.token }) },
            { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
          ],
        },
        'STORED_TOKEN.CHANGED': [
          {
            // Logged out in another tab: the same here, without a second call to the server.
            guard: ({ event }) => !event.token,
            target: 'signedOut',
            actions: ['clearStoredToken', 'forgetSession', emit({ type: 'loggedOut' as const })],
          },
          {
            // Another account in another tab: this tab follows it.
            guard: { type: 'isNewToken', params: ({ event }) => ({ token: event.token }) },
            target: '.checking',
            reenter: true,
            actions: { type: 'adoptToken', params: ({ event }) => ({ token: event.token ?? '' }) },
          },
        ],
      },
      states: {
        checking: {
          invoke: {
            src: 'fetchUser',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: [
              {
                // Expired or revoked: signed out quietly, as a guest, with no error to read.
                guard: ({ event }) => event.output === INVALID_TOKEN,
                target: '#session.signedOut',
                actions: [
                  'clearStoredToken',
                  'forgetSession',
                  emit({ type: 'sessionExpired' as const }),
                ],
              },
              {
                target: 'active',
                actions: assign({
                  user: ({ event }) => (event.output === INVALID_TOKEN ? null : event.output),
                }),
              },
            ],
            // A dropped connection is not a signed-out shopper: the session stays.
            onError: { target: 'active' },
          },
        },
        active: {},
        welcoming: {
          after: {
            signupRedirect: {
              target: 'checking',
              actions: { type: 'redirect', params: { to: PAGE_ROUTES.home } },
            },
          },
        },
      },
    },
  },
})

export type SessionMachine = typeof sessionMachine
