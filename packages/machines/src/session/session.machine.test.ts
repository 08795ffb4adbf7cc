import type { LoginRequest, RegisterRequest, SessionUser } from '@adire/contract'
import { describe, expect, it, vi } from 'vitest'
import {
  createActor,
  fromCallback,
  fromPromise,
  SimulatedClock,
  type SnapshotFrom,
  waitFor,
} from 'xstate'
import {
  INVALID_TOKEN,
  type SessionEmitted,
  type SessionEvent,
  SIGNUP_REDIRECT_DELAY,
  sessionMachine,
} from './session.machine.ts'

const ADA: SessionUser = { name: 'Ada Okafor', email: 'ada@example.com', role: 'shopper' }

/** A promise the test settles when it wants to. */
function deferred<T>() {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

interface Fakes {
  storedToken?: () => Promise<string | null>
  fetchUser?: (input: { token: string }) => Promise<SessionUser | typeof INVALID_TOKEN>
  logIn?: (input: LoginRequest) => Promise<{ token: string }>
  signUp?: (input: RegisterRequest) => Promise<{ token: string }>
  revokeToken?: (input: { token: string }) => Promise<void>
}

/** The session with fake effects; every effect is recorded, and `otherTab` plays another tab. */
function start(fakes: Fakes = {}) {
  const calls = {
    readStoredToken: vi.fn(fakes.storedToken ?? (async () => null)),
    fetchUser: vi.fn(fakes.fetchUser ?? (async () => ADA)),
    logIn: vi.fn(fakes.logIn ?? (async () => ({ token: 'new-token' }))),
    signUp: vi.fn(fakes.signUp ?? (async () => ({ token: 'new-token' }))),
    revokeToken: vi.fn(fakes.revokeToken ?? (async () => {})),
    storeToken: vi.fn<(token: string) => void>(),
    clearStoredToken: vi.fn(),
    redirect: vi.fn<(to: string) => void>(),
    successToast: vi.fn<(message: string) => void>(),
    errorToast: vi.fn<(message: string) => void>(),
  }
  const otherTab: { sendBack?: (event: SessionEvent) => void; stopped: boolean } = {
    stopped: false,
  }
  const clock = new SimulatedClock()
  const machine = sessionMachine.provide({
    actors: {
      readStoredToken: fromPromise(() => calls.readStoredToken()),
      fetchUser: fromPromise(({ input }) => calls.fetchUser(input)),
      logIn: fromPromise(({ input }) => calls.logIn(input)),
      signUp: fromPromise(({ input }) => calls.signUp(input)),
      revokeToken: fromPromise(({ input }) => calls.revokeToken(input)),
      watchStoredToken: fromCallback(({ sendBack }) => {
        otherTab.sendBack = sendBack
        return () => {
          otherTab.stopped = true
        }
      }),
    },
    actions: {
      storeToken: (_, { token }) => calls.storeToken(token),
      clearStoredToken: () => calls.clearStoredToken(),
      redirect: (_, { to }) => calls.redirect(to),
      showSuccessToast: (_, { message }) => calls.successToast(message),
      showErrorToast: (_, { message }) => calls.errorToast(message),
    },
  })
  const actor = createActor(machine, { clock })
  const emitted: SessionEmitted['type'][] = []
  actor.on('*', (event) => emitted.push(event.type))
  actor.start()
  return { actor, clock, calls, emitted, otherTab }
}

type Snapshot = SnapshotFrom<typeof sessionMachine>
const signedOut = (s: Snapshot) => s.matches('signedOut')
const active = (s: Snapshot) => s.matches({ signedIn: 'active' })

/** A guest whose stored token has been read (there was none). */
async function guest(fakes: Fakes = {}) {
  const session = start(fakes)
  await waitFor(session.actor, signedOut)
  return session
}

/** A shopper whose stored token the server has confirmed. */
async function signedInShopper(fakes: Fakes = {}) {
  const session = start({ storedToken: async () => 'stored-token', ...fakes })
  await waitFor(session.actor, active)
  return session
}

const login = { type: 'LOGIN', email: ADA.email, password: 'adire-demo-1' } as const
const signup = {
  type: 'SIGNUP',
  name: ADA.name,
  email: ADA.email,
  password: 'long-enough',
} as const

describe('restoring the session on load', () => {
  it('is loading, signed out and in naira until the stored token has been read', () => {
    const { actor } = start({ storedToken: () => new Promise(() => {}) })
    const snapshot = actor.getSnapshot()
    expect(snapshot.hasTag('loading')).toBe(true)
    expect(snapshot.context).toEqual({ token: null, user: null, error: null, currency: '₦' })
  })

  it('without a stored token is a guest, and asks the server nothing', async () => {
    const { actor, calls } = await guest()
    expect(actor.getSnapshot().hasTag('loading')).toBe(false)
    expect(actor.getSnapshot().context.token).toBeNull()
    expect(calls.fetchUser).not.toHaveBeenCalled()
  })

  it('with a stored token is signed in at once, then learns who it is from the server', async () => {
    const me = deferred<SessionUser>()
    const { actor, calls, emitted } = start({
      storedToken: async () => 'stored-token',
      fetchUser: () => me.promise,
    })
    await waitFor(actor, (s) => s.matches('signedIn'))
    expect(actor.getSnapshot().hasTag('loading')).toBe(false)
    expect(actor.getSnapshot().context.token).toBe('stored-token')
    expect(actor.getSnapshot().context.user).toBeNull()
    expect(calls.fetchUser).toHaveBeenCalledWith({ token: 'stored-token' })

    me.resolve(ADA)
    await waitFor(actor, active)
    expect(actor.getSnapshot().context.user).toEqual(ADA)
    // Restoring is not logging in: the guest cart is not handed over again.
    expect(emitted).toEqual([])
    expect(calls.storeToken).not.toHaveBeenCalled()
  })

  it('signs out quietly when the server refuses the token (401): storage cleared, no toast', async () => {
    const { actor, calls, emitted } = start({
      storedToken: async () => 'expired-token',
      fetchUser: async () => INVALID_TOKEN,
    })
    await waitFor(actor, signedOut)
    expect(actor.getSnapshot().context).toMatchObject({ token: null, user: null, error: null })
    expect(calls.clearStoredToken).toHaveBeenCalledOnce()
    expect(calls.errorToast).not.toHaveBeenCalled()
    expect(calls.redirect).not.toHaveBeenCalled()
    expect(emitted).toEqual(['sessionExpired'])
  })

  it('keeps the session when the server cannot be reached', async () => {
    const { actor, calls, emitted } = start({
      storedToken: async () => 'stored-token',
      fetchUser: async () => {
        throw new TypeError('Failed to fetch')
      },
    })
    await waitFor(actor, active)
    expect(actor.getSnapshot().context.token).toBe('stored-token')
    expect(calls.clearStoredToken).not.toHaveBeenCalled()
    expect(calls.errorToast).not.toHaveBeenCalled()
    expect(emitted).toEqual([])
  })

  it('is a guest when storage cannot be read', async () => {
    const { actor } = start({
      storedToken: async () => {
        throw new Error('SecurityError')
      },
    })
    await waitFor(actor, signedOut)
    expect(actor.getSnapshot().context.token).toBeNull()
  })
})

describe('login', () => {
  it('is busy while the server answers', async () => {
    const { actor } = await guest({ logIn: () => new Promise(() => {}) })
    actor.send(login)
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
    // A second press while busy sends nothing more.
    actor.send(login)
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
  })

  it('on success stores the token, says so, tells the cart and goes home', async () => {
    const { actor, calls, emitted } = await guest({ logIn: async () => ({ token: 'tok-1' }) })
    actor.send(login)
    await waitFor(actor, active)
    expect(calls.logIn).toHaveBeenCalledWith({ email: ADA.email, password: 'adire-demo-1' })
    expect(actor.getSnapshot().context.token).toBe('tok-1')
    expect(actor.getSnapshot().context.user).toEqual(ADA)
    expect(calls.storeToken).toHaveBeenCalledWith('tok-1')
    expect(calls.successToast).toHaveBeenCalledWith('Login successful')
    expect(calls.redirect).toHaveBeenCalledWith('/')
    expect(emitted).toEqual(['loggedIn'])
  })

  it('hands the token to the listeners of loggedIn', async () => {
    const { actor } = await guest({ logIn: async () => ({ token: 'tok-1' }) })
    const listener = vi.fn()
    actor.on('loggedIn', listener)
    actor.send(login)
    await waitFor(actor, active)
    expect(listener).toHaveBeenCalledWith({ type: 'loggedIn', token: 'tok-1' })
  })

  it("on failure keeps the server's message for the form and shows it as an error toast", async () => {
    const { actor, calls, emitted } = await guest({
      logIn: async () => {
        throw new Error('Invalid email or password')
      },
    })
    actor.send(login)
    await waitFor(actor, (s) => signedOut(s) && s.context.error !== null)
    expect(actor.getSnapshot().hasTag('busy')).toBe(false)
    expect(actor.getSnapshot().context.error).toBe('Invalid email or password')
    expect(calls.errorToast).toHaveBeenCalledWith('Invalid email or password')
    expect(calls.storeToken).not.toHaveBeenCalled()
    expect(calls.redirect).not.toHaveBeenCalled()
    expect(emitted).toEqual([])
  })

  it("says 'Something went wrong' when the failure has no message", async () => {
    const { actor, calls } = await guest({
      logIn: async () => {
        throw new Error('')
      },
    })
    actor.send(login)
    await waitFor(actor, (s) => s.context.error !== null)
    expect(actor.getSnapshot().context.error).toBe('Something went wrong')
    expect(calls.errorToast).toHaveBeenCalledWith('Something went wrong')
  })

  it('forgets the failure on a new attempt, or when a form asks', async () => {
    const attempt = deferred<{ token: string }>()
    const { actor } = await guest({
      logIn: vi
        .fn()
        .mockRejectedValueOnce(new Error('Invalid email or password'))
        .mockReturnValueOnce(attempt.promise)
        .mockRejectedValueOnce(new Error('Invalid email or password')),
    })
    actor.send(login)
    await waitFor(actor, (s) => s.context.error !== null)
    actor.send(login)
    expect(actor.getSnapshot().context.error).toBeNull()
    attempt.reject(new Error('Invalid email or password'))
    await waitFor(actor, (s) => s.context.error !== null)
    actor.send({ type: 'ERROR.DISMISS' })
    expect(actor.getSnapshot().context.error).toBeNull()
  })
})

describe('signup', () => {
  it('is busy while the server answers', async () => {
    const { actor } = await guest({ signUp: () => new Promise(() => {}) })
    actor.send(signup)
    expect(actor.getSnapshot().hasTag('busy')).toBe(true)
  })

  it('on success stores the token, welcomes the shopper and goes home after exactly 1.5 s', async () => {
    const { actor, clock, calls, emitted } = await guest({
      signUp: async () => ({ token: 'tok-2' }),
    })
    actor.send(signup)
    await waitFor(actor, (s) => s.matches({ signedIn: 'welcoming' }))
    expect(calls.signUp).toHaveBeenCalledWith({
      name: ADA.name,
      email: ADA.email,
      password: 'long-enough',
    })
    expect(actor.getSnapshot().context.token).toBe('tok-2')
    expect(calls.storeToken).toHaveBeenCalledWith('tok-2')
    expect(calls.successToast).toHaveBeenCalledWith('Account created successfully 🎉')
    expect(emitted).toEqual(['signedUp'])

    expect(SIGNUP_REDIRECT_DELAY).toBe(1500)
    clock.increment(1499)
    expect(calls.redirect).not.toHaveBeenCalled()
    clock.increment(1)
    expect(calls.redirect).toHaveBeenCalledWith('/')
    await waitFor(actor, active)
    expect(actor.getSnapshot().context.user).toEqual(ADA)
  })

  it("on failure shows the server's message as a toast and keeps it for the form", async () => {
    const { actor, calls, emitted } = await guest({
      signUp: async () => {
        throw new Error('An account with this email already exists')
      },
    })
    actor.send(signup)
    await waitFor(actor, (s) => s.context.error !== null)
    expect(actor.getSnapshot().matches('signedOut')).toBe(true)
    expect(actor.getSnapshot().context.error).toBe('An account with this email already exists')
    expect(calls.errorToast).toHaveBeenCalledWith('An account with this email already exists')
    expect(calls.storeToken).not.toHaveBeenCalled()
    expect(emitted).toEqual([])
  })

  it('a logout during the welcome cancels the trip home', async () => {
    const { actor, clock, calls } = await guest()
    actor.send(signup)
    await waitFor(actor, (s) => s.matches({ signedIn: 'welcoming' }))
    actor.send({ type: 'LOGOUT' })
    clock.increment(SIGNUP_REDIRECT_DELAY)
    expect(calls.redirect).toHaveBeenCalledTimes(1)
    expect(calls.redirect).toHaveBeenCalledWith('/login')
  })
})

describe('logout', () => {
  it('signs out at once, without waiting for the server to revoke the token', async () => {
    const revoked = deferred<void>()
    const { actor, calls, emitted } = await signedInShopper({ revokeToken: () => revoked.promise })
    actor.send({ type: 'LOGOUT' })
    // The server has not answered, and the shopper is already signed out on /login.
    const snapshot = actor.getSnapshot()
    expect(snapshot.matches('signedOut')).toBe(true)
    expect(snapshot.context).toMatchObject({ token: null, user: null })
    expect(calls.revokeToken).toHaveBeenCalledWith({ token: 'stored-token' })
    expect(calls.clearStoredToken).toHaveBeenCalledOnce()
    expect(calls.redirect).toHaveBeenCalledWith('/login')
    expect(emitted).toEqual(['loggedOut'])
    revoked.resolve()
  })

  it('ignores a failure to revoke the token', async () => {
    const { actor, calls } = await signedInShopper({
      revokeToken: async () => {
        throw new TypeError('Failed to fetch')
      },
    })
    actor.send({ type: 'LOGOUT' })
    await Promise.resolve()
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(actor.getSnapshot().status).toBe('active')
    expect(actor.getSnapshot().matches('signedOut')).toBe(true)
    expect(calls.errorToast).not.toHaveBeenCalled()
    // And the session carries on: the shopper can log in again.
    actor.send(login)
    await waitFor(actor, active)
  })

  it('is not offered to a guest', async () => {
    const { actor, calls, emitted } = await guest()
    actor.send({ type: 'LOGOUT' })
    expect(calls.revokeToken).not.toHaveBeenCalled()
    expect(calls.redirect).not.toHaveBeenCalled()
    expect(emitted).toEqual([])
  })
})

describe('the set and clear actions of the shared auth state', () => {
  it('setting a token signs in with it and stores it', async () => {
    const { actor, calls } = await guest()
    actor.send({ type: 'TOKEN.SET', token: 'given-token' })
    await waitFor(actor, active)
    expect(actor.getSnapshot().context.token).toBe('given-token')
    expect(calls.storeToken).toHaveBeenCalledWith('given-token')
    expect(calls.fetchUser).toHaveBeenCalledWith({ token: 'given-token' })
  })

  it('clearing the token signs out without a trip to /login', async () => {
    const { actor, calls, emitted } = await signedInShopper()
    actor.send({ type: 'TOKEN.CLEAR' })
    expect(actor.getSnapshot().matches('signedOut')).toBe(true)
    expect(calls.clearStoredToken).toHaveBeenCalledOnce()
    expect(calls.redirect).not.toHaveBeenCalled()
    expect(calls.revokeToken).not.toHaveBeenCalled()
    expect(emitted).toEqual(['sessionExpired'])
  })
})

describe('another tab', () => {
  it('signing in signs this tab in', async () => {
    const { actor, calls, emitted, otherTab } = await guest()
    otherTab.sendBack?.({ type: 'STORED_TOKEN.CHANGED', token: 'other-tab-token' })
    await waitFor(actor, active)
    expect(actor.getSnapshot().context.token).toBe('other-tab-token')
    expect(calls.fetchUser).toHaveBeenCalledWith({ token: 'other-tab-token' })
    // The other tab stored it, and handed its own guest cart over: nothing to do here.
    expect(calls.storeToken).not.toHaveBeenCalled()
    expect(emitted).toEqual([])
  })

  it('logging out signs this tab out, clearing its cart, without another trip to the server', async () => {
    const { actor, calls, emitted, otherTab } = await signedInShopper()
    otherTab.sendBack?.({ type: 'STORED_TOKEN.CHANGED', token: null })
    expect(actor.getSnapshot().matches('signedOut')).toBe(true)
    expect(actor.getSnapshot().context.token).toBeNull()
    expect(emitted).toEqual(['loggedOut'])
    expect(calls.revokeToken).not.toHaveBeenCalled()
    expect(calls.redirect).not.toHaveBeenCalled()
  })

  it('switching account makes this tab follow, checking the new token', async () => {
    const { actor, calls, otherTab } = await signedInShopper()
    otherTab.sendBack?.({ type: 'STORED_TOKEN.CHANGED', token: 'second-account' })
    await waitFor(actor, (s) => active(s) && s.context.token === 'second-account')
    expect(calls.fetchUser).toHaveBeenLastCalledWith({ token: 'second-account' })
  })

  it('the same token again changes nothing', async () => {
    const { actor, calls, otherTab } = await signedInShopper()
    otherTab.sendBack?.({ type: 'STORED_TOKEN.CHANGED', token: 'stored-token' })
    expect(actor.getSnapshot().matches({ signedIn: 'active' })).toBe(true)
    expect(calls.fetchUser).toHaveBeenCalledOnce()
  })

  it('stops listening when the session stops', async () => {
    const { actor, otherTab } = await guest()
    actor.stop()
    expect(otherTab.stopped).toBe(true)
  })
})
