import { type CartData, withAdded } from '@adire/contract'
import { describe, expect, it, vi } from 'vitest'
import { assign, createActor, fromCallback, fromPromise, SimulatedClock, waitFor } from 'xstate'
import { cartMachine } from './cart.machine.ts'
import { applyChange, changeOf } from './cart-changes.ts'
import type { CartChange, CartEvent, CartHandover, StoredCart } from './cart-types.ts'
import { MERGE_RETRY_DELAY, mergeRetryDelay } from './guest-cart-handover.ts'

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

const GUEST_ID = '0b9f3c4e-4a52-4f4e-9a43-6d1f2b7c8e01'
const NEXT_GUEST_ID = '7d2e1a90-3c4b-4d5e-8f60-1a2b3c4d5e6f'

/**
 * The account's cart on a pretend server, following the contract's rules. Each call waits for
 * the test's `answer()` when `manual` is set, so the test can look between sending and answering.
 */
function fakeServer(initial: CartData = {}, { manual = false } = {}) {
  const server = {
    cart: structuredClone(initial) as CartData,
    merged: new Set<string>(),
    /** Calls waiting for an answer, oldest first (manual mode). */
    waiting: [] as { run: () => CartData; answer: ReturnType<typeof deferred<CartData>> }[],
    /** Makes the next calls fail with this error until set back to null. */
    failWith: null as Error | null,
  }
  const handle = (run: () => CartData): Promise<CartData> => {
    if (!manual) {
      if (server.failWith) return Promise.reject(server.failWith)
      return Promise.resolve(run())
    }
    const answer = deferred<CartData>()
    server.waiting.push({ run, answer })
    return answer.promise
  }
  return {
    server,
    fetchCart: vi.fn((_: { token: string }) => handle(() => structuredClone(server.cart))),
    sendChange: vi.fn(({ change }: { token: string; change: CartChange }) =>
      handle(() => {
        server.cart = applyChange(server.cart, change)
        return structuredClone(server.cart)
      }),
    ),
    mergeCart: vi.fn(({ guestId, items }: { token: string } & CartHandover) =>
      handle(() => {
        if (!server.merged.has(guestId)) {
          server.merged.add(guestId)
          for (const [productId, sizes] of Object.entries(items)) {
            for (const [size, quantity] of Object.entries(sizes)) {
              server.cart = withAdded(server.cart, productId, size, quantity)
            }
          }
        }
        return structuredClone(server.cart)
      }),
    ),
    /** Answers the oldest waiting call (manual mode). */
    async answer() {
      const call = server.waiting.shift()
      if (!call) throw new Error('no call is waiting')
      if (server.failWith) call.answer.reject(server.failWith)
      else call.answer.resolve(call.run())
      await flush()
    },
    /** The oldest waiting call fails without reaching the server. */
    async drop(error: Error) {
      const call = server.waiting.shift()
      if (!call) throw new Error('no call is waiting')
      call.answer.reject(error)
      await flush()
    },
  }
}

/** Lets settled promises reach the machine. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

interface Options {
  stored?: Partial<StoredCart>
  readStoredCart?: () => Promise<StoredCart>
  server?: ReturnType<typeof fakeServer>
}

/** The cart with fake effects; every effect is recorded, and `otherTab` plays another tab. */
function start(options: Options = {}) {
  const server = options.server ?? fakeServer()
  const ids = [GUEST_ID, NEXT_GUEST_ID, 'c3d4e5f6-0000-4000-8000-000000000003']
  const calls = {
    storeCart: vi.fn<(items: CartData) => void>(),
    storeUnsaved: vi.fn<(unsaved: CartChange[]) => void>(),
    storeGuestId: vi.fn<(guestId: string | null) => void>(),
    storeHandover: vi.fn<(handover: CartHandover | null) => void>(),
    toast: vi.fn<(message: string) => void>(),
    log: vi.fn<(message: string) => void>(),
  }
  const stored: StoredCart = {
    items: {},
    guestId: null,
    handover: null,
    unsaved: [],
    ...options.stored,
  }
  const otherTab: { sendBack?: (event: CartEvent) => void; stopped: boolean } = { stopped: false }
  const clock = new SimulatedClock()
  const machine = cartMachine.provide({
    actors: {
      readStoredCart: fromPromise(options.readStoredCart ?? (async () => structuredClone(stored))),
      watchStoredCart: fromCallback(({ sendBack }) => {
        otherTab.sendBack = sendBack
        return () => {
          otherTab.stopped = true
        }
      }),
      fetchCart: fromPromise(({ input }) => server.fetchCart(input)),
      sendChange: fromPromise(({ input }) => server.sendChange(input)),
      mergeCart: fromPromise(({ input }) => server.mergeCart(input)),
    },
    actions: {
      storeCart: (_, { items, unsaved }) => {
        calls.storeCart(items)
        calls.storeUnsaved(unsaved)
      },
      storeGuestId: (_, { guestId }) => calls.storeGuestId(guestId),
      storeHandover: (_, { handover }) => calls.storeHandover(handover),
      showErrorToast: (_, { message }) => calls.toast(message),
      log: (_, { message }) => calls.log(message),
      createGuestId: assign({ guestId: () => ids.shift() ?? 'out-of-ids' }),
    },
  })
  const actor = createActor(machine, { clock })
  actor.start()
  return { actor, clock, calls, server, otherTab }
}

const HOODIE = 'indigo-adire-hoodie'
const TEE = 'adire-circles-tee'
const SHADES = 'danfo-yellow-shades'

const add = (productId: string, size: string) => ({ type: 'ADD', productId, size }) as const
const set = (productId: string, size: string, quantity: number) =>
  ({ type: 'SET_QUANTITY', productId, size, quantity }) as const
const remove = (productId: string, size: string) => ({ type: 'REMOVE', productId, size }) as const

/** A guest whose stored cart has been read. */
async function guest(options: Options = {}) {
  const cart = start(options)
  cart.actor.send({ type: 'SESSION.TOKEN', token: null })
  await waitFor(cart.actor, (s) => s.matches('guest'))
  return cart
}

/** A shopper whose session was restored on load, once the server's cart has arrived. */
async function signedIn(options: Options = {}) {
  const cart = start(options)
  cart.actor.send({ type: 'SESSION.TOKEN', token: 'tok' })
  await waitFor(cart.actor, (s) => s.matches({ account: 'idle' }))
  return cart
}

/**
 * A signed-in shopper whose server answers only when the test says (`server.answer()`), once
 * the account's cart has arrived.
 */
async function signedInAnsweringByHand(serverCart: CartData = {}) {
  const server = fakeServer(serverCart, { manual: true })
  const cart = start({ server })
  cart.actor.send({ type: 'SESSION.TOKEN', token: 'tok' })
  await waitFor(cart.actor, (s) => s.matches({ account: 'fetching' }))
  await server.answer()
  return { server, cart }
}

const itemsOf = (cart: ReturnType<typeof start>) => cart.actor.getSnapshot().context.items

describe('the rule for each change', () => {
  it('adds one unit, sets a quantity (capped at 99, 0 removes), removes a line', () => {
    const cart: CartData = { [HOODIE]: { M: 2 } }
    expect(changeOf(add(HOODIE, 'M'), cart)).toEqual({ kind: 'add', productId: HOODIE, size: 'M' })
    expect(changeOf(set(HOODIE, 'M', 150), cart)).toEqual({
      kind: 'set',
      productId: HOODIE,
      size: 'M',
      quantity: 99,
    })
    expect(changeOf(set(HOODIE, 'M', 0), cart)).toEqual({
      kind: 'remove',
      productId: HOODIE,
      size: 'M',
    })
    expect(changeOf(remove(HOODIE, 'M'), cart)?.kind).toBe('remove')
  })

  it('ignores changes that change nothing or make no sense', () => {
    const cart: CartData = { [HOODIE]: { M: 2 }, [TEE]: { L: 99 } }
    expect(changeOf(set(HOODIE, 'M', 2), cart)).toBeNull()
    expect(changeOf(set(HOODIE, 'M', 1.5), cart)).toBeNull()
    expect(changeOf(set(HOODIE, 'M', -1), cart)).toBeNull()
    expect(changeOf(set(HOODIE, 'M', Number.NaN), cart)).toBeNull()
    // Setting or removing a line the cart does not have.
    expect(changeOf(set(HOODIE, 'XL', 3), cart)).toBeNull()
    expect(changeOf(remove(SHADES, 'One Size'), cart)).toBeNull()
    // No size, no product; a line already at the cap.
    expect(changeOf(add(HOODIE, ''), cart)).toBeNull()
    expect(changeOf(add('', 'M'), cart)).toBeNull()
    expect(changeOf(add(TEE, 'L'), cart)).toBeNull()
  })
})

describe('loading', () => {
  it('is loading and empty until storage has been read, as the server renders it', () => {
    const { actor } = start({ readStoredCart: () => new Promise(() => {}) })
    const snapshot = actor.getSnapshot()
    expect(snapshot.hasTag('loading')).toBe(true)
    expect(snapshot.context.items).toEqual({})
  })

  it('shows the stored cart as soon as it is read, before the session is known', async () => {
    const cart = start({ stored: { items: { [HOODIE]: { M: 2 } } } })
    await waitFor(cart.actor, (s) => s.matches('waiting'))
    expect(cart.actor.getSnapshot().hasTag('loading')).toBe(false)
    expect(itemsOf(cart)).toEqual({ [HOODIE]: { M: 2 } })
    expect(cart.server.fetchCart).not.toHaveBeenCalled()
  })

  it('is an empty cart when storage cannot be read', async () => {
    const cart = await guest({
      readStoredCart: async () => {
        throw new Error('SecurityError')
      },
    })
    expect(itemsOf(cart)).toEqual({})
  })

  it('keeps a change made before anything is known, on top of the stored cart', async () => {
    const read = deferred<StoredCart>()
    const cart = start({ readStoredCart: () => read.promise })
    cart.actor.send(add(TEE, 'L'))
    expect(itemsOf(cart)).toEqual({ [TEE]: { L: 1 } })
    read.resolve({ items: { [HOODIE]: { M: 1 } }, guestId: GUEST_ID, handover: null, unsaved: [] })
    await waitFor(cart.actor, (s) => s.matches('waiting'))
    cart.actor.send({ type: 'SESSION.TOKEN', token: null })
    expect(cart.actor.getSnapshot().matches('guest')).toBe(true)
    expect(itemsOf(cart)).toEqual({ [HOODIE]: { M: 1 }, [TEE]: { L: 1 } })
    expect(cart.calls.storeCart).toHaveBeenLastCalledWith({ [HOODIE]: { M: 1 }, [TEE]: { L: 1 } })
  })
  it('gives lines added before the session is known a guest id, once they are a guest cart', async () => {
    const cart = start()
    cart.actor.send(add(TEE, 'L'))
    await waitFor(cart.actor, (s) => s.matches('waiting'))
    cart.actor.send(add(HOODIE, 'M'))
    cart.actor.send({ type: 'SESSION.TOKEN', token: null })
    expect(cart.actor.getSnapshot().matches('guest')).toBe(true)
    expect(cart.actor.getSnapshot().context.guestId).toBe(GUEST_ID)
    expect(cart.calls.storeGuestId).toHaveBeenLastCalledWith(GUEST_ID)
    expect(cart.calls.storeCart).toHaveBeenLastCalledWith({ [TEE]: { L: 1 }, [HOODIE]: { M: 1 } })
  })

  it('becomes a guest cart with no id when it has no lines', async () => {
    const cart = await guest()
    expect(cart.actor.getSnapshot().context.guestId).toBeNull()
    expect(cart.calls.storeGuestId).toHaveBeenLastCalledWith(null)
  })
})

describe('a guest cart', () => {
  it('adds, sets and removes lines, storing the cart after every change', async () => {
    const cart = await guest()
    cart.calls.storeCart.mockClear()

    cart.actor.send(add(HOODIE, 'M'))
    cart.actor.send(add(HOODIE, 'M'))
    cart.actor.send(add(TEE, 'L'))
    expect(itemsOf(cart)).toEqual({ [HOODIE]: { M: 2 }, [TEE]: { L: 1 } })

    cart.actor.send(set(HOODIE, 'M', 5))
    expect(itemsOf(cart)).toEqual({ [HOODIE]: { M: 5 }, [TEE]: { L: 1 } })
    cart.actor.send(set(TEE, 'L', 0))
    expect(itemsOf(cart)).toEqual({ [HOODIE]: { M: 5 } })
    cart.actor.send(remove(HOODIE, 'M'))
    expect(itemsOf(cart)).toEqual({})

    expect(cart.calls.storeCart.mock.calls.map(([items]) => items)).toEqual([
      { [HOODIE]: { M: 1 } },
      { [HOODIE]: { M: 2 } },
      { [HOODIE]: { M: 2 }, [TEE]: { L: 1 } },
      { [HOODIE]: { M: 5 }, [TEE]: { L: 1 } },
      { [HOODIE]: { M: 5 } },
      {},
    ])
    // A guest asks the server nothing.
    expect(cart.server.sendChange).not.toHaveBeenCalled()
    expect(cart.server.fetchCart).not.toHaveBeenCalled()
  })

  it('ignores a change that changes nothing, and stores nothing for it', async () => {
    const cart = await guest({ stored: { items: { [HOODIE]: { M: 2 } }, guestId: GUEST_ID } })
    cart.calls.storeCart.mockClear()
    cart.actor.send(set(HOODIE, 'M', 2))
    cart.actor.send(set(HOODIE, 'M', 1.5))
    cart.actor.send(remove(TEE, 'L'))
    expect(itemsOf(cart)).toEqual({ [HOODIE]: { M: 2 } })
    expect(cart.calls.storeCart).not.toHaveBeenCalled()
  })

  it('gets its random id with its first line, and keeps it', async () => {
    const cart = await guest()
    expect(cart.actor.getSnapshot().context.guestId).toBeNull()
    cart.actor.send(add(HOODIE, 'M'))
    cart.actor.send(add(TEE, 'L'))
    expect(cart.actor.getSnapshot().context.guestId).toBe(GUEST_ID)
    expect(cart.calls.storeGuestId).toHaveBeenLastCalledWith(GUEST_ID)
    expect(new Set(cart.calls.storeGuestId.mock.calls.map(([id]) => id))).toEqual(
      new Set([null, GUEST_ID]),
    )
  })

  it('keeps the stored id of a cart from an earlier visit', async () => {
    const stored = { items: { [HOODIE]: { M: 1 } }, guestId: NEXT_GUEST_ID }
    const cart = await guest({ stored })
    cart.actor.send(add(HOODIE, 'M'))
    expect(cart.actor.getSnapshot().context.guestId).toBe(NEXT_GUEST_ID)
  })

  it('empties on CLEAR', async () => {
    const cart = await guest({ stored: { items: { [HOODIE]: { M: 2 } }, guestId: GUEST_ID } })
    cart.actor.send({ type: 'CLEAR' })
    expect(itemsOf(cart)).toEqual({})
    expect(cart.calls.storeCart).toHaveBeenLastCalledWith({})
  })
})

describe('a signed-in cart', () => {
  it('on load shows the local copy, then the account cart the server holds', async () => {
    const server = fakeServer({ [HOODIE]: { M: 1 }, [TEE]: { L: 2 } }, { manual: true })
    const cart = start({ server, stored: { items: { [HOODIE]: { M: 1 } } } })
    cart.actor.send({ type: 'SESSION.TOKEN', token: 'tok' })
    await waitFor(cart.actor, (s) => s.matches({ account: 'fetching' }))
    expect(cart.actor.getSnapshot().hasTag('fetching')).toBe(true)
    expect(itemsOf(cart)).toEqual({ [HOODIE]: { M: 1 } })
    expect(server.fetchCart).toHaveBeenCalledWith({ token: 'tok' })

    await server.answer()
    expect(cart.actor.getSnapshot().matches({ account: 'idle' })).toBe(true)
    expect(itemsOf(cart)).toEqual({ [HOODIE]: { M: 1 }, [TEE]: { L: 2 } })
    // Stored as the local copy, so the badge is right at once on the next load.
    expect(cart.calls.storeCart).toHaveBeenLastCalledWith({ [HOODIE]: { M: 1 }, [TEE]: { L: 2 } })
    expect(server.mergeCart).not.toHaveBeenCalled()
  })

  it('keeps the local copy, and logs, when the server cart cannot be fetched', async () => {
    const server = fakeServer()
    server.server.failWith = new Error('Failed to fetch cart')
    const cart = await signedIn({ server, stored: { items: { [HOODIE]: { M: 1 } } } })
    expect(itemsOf(cart)).toEqual({ [HOODIE]: { M: 1 } })
    expect(cart.calls.log).toHaveBeenCalledWith('Failed to fetch cart')
    expect(cart.calls.toast).not.toHaveBeenCalled()
  })

  it('shows a change at once, and takes the server answer as the cart', async () => {
    const { server, cart } = await signedInAnsweringByHand({ [TEE]: { L: 1 } })

    cart.actor.send(add(HOODIE, 'M'))
    expect(itemsOf(cart)).toEqual({ [TEE]: { L: 1 }, [HOODIE]: { M: 1 } })
    expect(cart.actor.getSnapshot().hasTag('syncing')).toBe(true)
    expect(cart.calls.storeCart).toHaveBeenLastCalledWith({ [TEE]: { L: 1 }, [HOODIE]: { M: 1 } })
    expect(server.sendChange).toHaveBeenCalledWith({
      token: 'tok',
      change: { kind: 'add', productId: HOODIE, size: 'M' },
    })

    // The server had another line meanwhile (another device): its answer is the cart.
    server.server.cart = { ...server.server.cart, [SHADES]: { 'One Size': 1 } }
    await server.answer()
    expect(cart.actor.getSnapshot().matches({ account: 'idle' })).toBe(true)
    expect(itemsOf(cart)).toEqual({
      [TEE]: { L: 1 },
      [SHADES]: { 'One Size': 1 },
      [HOODIE]: { M: 1 },
    })
    expect(cart.actor.getSnapshot().context.pending).toEqual([])
  })

  it('rolls a failed change back with a toast of its message, logs it and fetches the cart again', async () => {
    const { server, cart } = await signedInAnsweringByHand({ [TEE]: { L: 1 } })

    cart.actor.send(set(TEE, 'L', 4))
    expect(itemsOf(cart)).toEqual({ [TEE]: { L: 4 } })
    await server.drop(new Error('This product does not come in size L'))
    expect(cart.calls.toast).toHaveBeenCalledWith('This product does not come in size L')
    expect(cart.calls.log).toHaveBeenCalledWith('This product does not come in size L')
    expect(itemsOf(cart)).toEqual({ [TEE]: { L: 1 } })
    expect(cart.calls.storeCart).toHaveBeenLastCalledWith({ [TEE]: { L: 1 } })

    // Not resent: the server's cart is asked for instead.
    expect(cart.actor.getSnapshot().matches({ account: 'fetching' })).toBe(true)
    await server.answer()
    expect(server.sendChange).toHaveBeenCalledTimes(1)
    expect(server.fetchCart).toHaveBeenCalledTimes(2)
    expect(cart.actor.getSnapshot().matches({ account: 'idle' })).toBe(true)
  })

  it("says docs/product.md §8's words when a failure has no message of its own", async () => {
    const server = fakeServer({ [TEE]: { L: 2 } })
    const cart = await signedIn({ server })
    server.server.failWith = new Error('')
    cart.actor.send(add(HOODIE, 'M'))
    await waitFor(cart.actor, (s) => s.matches({ account: 'idle' }))
    cart.actor.send(set(TEE, 'L', 1))
    await waitFor(cart.actor, (s) => s.matches({ account: 'idle' }))
    cart.actor.send(remove(TEE, 'L'))
    await waitFor(cart.actor, (s) => s.matches({ account: 'idle' }))
    expect(cart.calls.toast.mock.calls.map(([message]) => message)).toEqual([
      'Failed to add item to cart',
      'Failed to update cart item',
      'Failed to remove item from cart',
    ])
    // Each rollback fetched the cart again, which failed too: logged, not shown.
    expect(cart.calls.log).toHaveBeenCalledWith('Failed to fetch cart')
    expect(itemsOf(cart)).toEqual({ [TEE]: { L: 2 } })
  })

  it('learns from the fetch after a lost answer that the server did make the change', async () => {
    const { server, cart } = await signedInAnsweringByHand()

    cart.actor.send(add(HOODIE, 'M'))
    // The server adds the line, but the answer never arrives.
    const lost = server.server.waiting.shift()
    lost?.run()
    lost?.answer.reject(new TypeError('Failed to fetch'))
    await flush()
    expect(itemsOf(cart)).toEqual({})
    await server.answer()
    expect(itemsOf(cart)).toEqual({ [HOODIE]: { M: 1 } })
    expect(server.sendChange).toHaveBeenCalledTimes(1)
  })

  it('sends rapid changes one at a time, in order, never showing a line twice', async () => {
    const { server, cart } = await signedInAnsweringByHand()

    cart.actor.send(add(HOODIE, 'M'))
    cart.actor.send(add(HOODIE, 'M'))
    cart.actor.send(set(HOODIE, 'M', 5))
    cart.actor.send(add(TEE, 'L'))
    cart.actor.send(remove(HOODIE, 'M'))
    const expected = { [TEE]: { L: 1 } }
    expect(itemsOf(cart)).toEqual(expected)
    // One call at a time: the second waits for the first's answer.
    expect(server.sendChange).toHaveBeenCalledTimes(1)

    for (let answered = 1; answered <= 5; answered += 1) {
      await server.answer()
      // Whatever has been confirmed, the cart shown is the same.
      expect(itemsOf(cart)).toEqual(expected)
    }
    expect(server.sendChange.mock.calls.map(([{ change }]) => change.kind)).toEqual([
      'add',
      'add',
      'set',
      'add',
      'remove',
    ])
    expect(server.server.cart).toEqual(expected)
    expect(cart.actor.getSnapshot().matches({ account: 'idle' })).toBe(true)
  })

  it('keeps the later changes when an earlier one fails', async () => {
    const { server, cart } = await signedInAnsweringByHand()

    cart.actor.send(add(HOODIE, 'M'))
    cart.actor.send(add(TEE, 'L'))
    await server.drop(new Error('Product not found'))
    expect(itemsOf(cart)).toEqual({ [TEE]: { L: 1 } })
    // The fetch, then the tee.
    await server.answer()
    expect(itemsOf(cart)).toEqual({ [TEE]: { L: 1 } })
    await server.answer()
    expect(server.server.cart).toEqual({ [TEE]: { L: 1 } })
    expect(itemsOf(cart)).toEqual({ [TEE]: { L: 1 } })
    expect(cart.actor.getSnapshot().matches({ account: 'idle' })).toBe(true)
  })

  it('keeps the changes the server has not confirmed, as the quantities they leave, until it does', async () => {
    const { server, cart } = await signedInAnsweringByHand({ [TEE]: { L: 1 } })

    cart.actor.send(add(HOODIE, 'M'))
    cart.actor.send(add(HOODIE, 'M'))
    cart.actor.send(remove(TEE, 'L'))
    // An add kept as an add would add twice if sent again; the line's quantity cannot.
    expect(cart.calls.storeUnsaved).toHaveBeenLastCalledWith([
      { kind: 'set', productId: HOODIE, size: 'M', quantity: 2 },
      { kind: 'remove', productId: TEE, size: 'L' },
    ])
    await server.answer()
    await server.answer()
    expect(cart.calls.storeUnsaved).toHaveBeenLastCalledWith([
      { kind: 'remove', productId: TEE, size: 'L' },
    ])
    await server.answer()
    expect(cart.calls.storeUnsaved).toHaveBeenLastCalledWith([])
    expect(server.server.cart).toEqual({ [HOODIE]: { M: 2 } })
  })

  /** What a page left right after a second hoodie was added keeps: the change not yet confirmed. */
  const leftWithTwoHoodies: Partial<StoredCart> = {
    items: { [HOODIE]: { M: 2 } },
    unsaved: [{ kind: 'set', productId: HOODIE, size: 'M', quantity: 2 }],
  }

  it('sends again, after a reload, a change whose call the page left before the server made it', async () => {
    // The page showed two hoodies, the second's call lost with the page: the server has one.
    const server = fakeServer({ [HOODIE]: { M: 1 } })
    const cart = await signedIn({
      server,
      stored: leftWithTwoHoodies,
    })
    expect(itemsOf(cart)).toEqual({ [HOODIE]: { M: 2 } })
    expect(server.server.cart).toEqual({ [HOODIE]: { M: 2 } })
    expect(cart.calls.storeUnsaved).toHaveBeenLastCalledWith([])
  })

  it('sends it again harmlessly when the server had made it after all', async () => {
    const server = fakeServer({ [HOODIE]: { M: 2 } })
    const cart = await signedIn({
      server,
      stored: leftWithTwoHoodies,
    })
    expect(server.sendChange).toHaveBeenCalledWith({
      token: 'tok',
      change: { kind: 'set', productId: HOODIE, size: 'M', quantity: 2 },
    })
    expect(itemsOf(cart)).toEqual({ [HOODIE]: { M: 2 } })
    expect(server.server.cart).toEqual({ [HOODIE]: { M: 2 } })
  })

  it('forgets the unconfirmed changes of a cart that is a guest’s again', async () => {
    const cart = await guest({ stored: leftWithTwoHoodies })
    expect(itemsOf(cart)).toEqual({ [HOODIE]: { M: 2 } })
    expect(cart.calls.storeUnsaved).toHaveBeenLastCalledWith([])
  })

  it('sends the changes made while the session was restoring after the fetch', async () => {
    const server = fakeServer({ [TEE]: { L: 1 } })
    const cart = start({ server })
    await waitFor(cart.actor, (s) => s.matches('waiting'))
    cart.actor.send(add(HOODIE, 'M'))
    cart.actor.send({ type: 'SESSION.TOKEN', token: 'tok' })
    await waitFor(cart.actor, (s) => s.matches({ account: 'idle' }))
    expect(server.sendChange).toHaveBeenCalledTimes(1)
    expect(itemsOf(cart)).toEqual({ [TEE]: { L: 1 }, [HOODIE]: { M: 1 } })
  })

  it('empties on CLEAR without asking the server (the order empties the server cart)', async () => {
    const server = fakeServer({ [TEE]: { L: 1 } })
    const cart = await signedIn({ server })
    server.sendChange.mockClear()
    cart.actor.send({ type: 'CLEAR' })
    expect(itemsOf(cart)).toEqual({})
    expect(cart.calls.storeCart).toHaveBeenLastCalledWith({})
    expect(server.sendChange).not.toHaveBeenCalled()
  })
})

describe('login and signup hand the guest cart over', () => {
  it('in one call, clearing the guest cart and showing the sum', async () => {
    const server = fakeServer({ [HOODIE]: { M: 1 }, [SHADES]: { 'One Size': 1 } })
    const cart = await guest({ server })
    cart.actor.send(add(HOODIE, 'M'))
    cart.actor.send(add(HOODIE, 'M'))
    cart.actor.send(add(TEE, 'L'))
    cart.calls.storeHandover.mockClear()
    cart.calls.storeGuestId.mockClear()

    cart.actor.send({ type: 'SESSION.SIGNED_IN', token: 'tok' })
    // Until the server answers, the guest lines show, and wait in storage.
    expect(cart.actor.getSnapshot().matches({ account: 'merging' })).toBe(true)
    expect(itemsOf(cart)).toEqual({ [HOODIE]: { M: 2 }, [TEE]: { L: 1 } })
    const handover = { guestId: GUEST_ID, items: { [HOODIE]: { M: 2 }, [TEE]: { L: 1 } } }
    expect(cart.calls.storeHandover).toHaveBeenCalledWith(handover)
    expect(cart.calls.storeGuestId).toHaveBeenCalledWith(null)

    await waitFor(cart.actor, (s) => s.matches({ account: 'idle' }))
    expect(cart.server.mergeCart).toHaveBeenCalledTimes(1)
    expect(cart.server.mergeCart).toHaveBeenCalledWith({ token: 'tok', ...handover })
    expect(cart.server.sendChange).not.toHaveBeenCalled()
    expect(itemsOf(cart)).toEqual({
      [HOODIE]: { M: 3 },
      [SHADES]: { 'One Size': 1 },
      [TEE]: { L: 1 },
    })
    // The guest cart is gone from storage; the account's cart is the local copy now.
    expect(cart.calls.storeHandover).toHaveBeenLastCalledWith(null)
    expect(cart.actor.getSnapshot().context.guestId).toBeNull()
    expect(cart.calls.storeCart).toHaveBeenLastCalledWith(itemsOf(cart))
  })

  it('asks nothing but the account cart when the guest cart is empty', async () => {
    const server = fakeServer({ [TEE]: { L: 1 } })
    const cart = await guest({ server })
    cart.actor.send({ type: 'SESSION.SIGNED_IN', token: 'tok' })
    await waitFor(cart.actor, (s) => s.matches({ account: 'idle' }))
    expect(server.mergeCart).not.toHaveBeenCalled()
    expect(server.fetchCart).toHaveBeenCalledTimes(1)
    expect(itemsOf(cart)).toEqual({ [TEE]: { L: 1 } })
  })

  it('keeps the guest lines and retries, waiting longer each time, until the server takes them', async () => {
    const server = fakeServer({ [TEE]: { L: 1 } })
    const cart = await guest({ server })
    cart.actor.send(add(HOODIE, 'M'))
    server.server.failWith = new Error('')
    cart.actor.send({ type: 'SESSION.SIGNED_IN', token: 'tok' })
    await waitFor(cart.actor, (s) => s.matches({ account: 'mergeBackoff' }))
    expect(cart.calls.log).toHaveBeenCalledWith('Failed to add item to cart')
    expect(cart.calls.toast).not.toHaveBeenCalled()
    expect(itemsOf(cart)).toEqual({ [HOODIE]: { M: 1 } })

    expect(mergeRetryDelay(1)).toBe(MERGE_RETRY_DELAY.first)
    cart.clock.increment(MERGE_RETRY_DELAY.first - 1)
    expect(server.mergeCart).toHaveBeenCalledTimes(1)
    cart.clock.increment(1)
    expect(server.mergeCart).toHaveBeenCalledTimes(2)
    await waitFor(cart.actor, (s) => s.matches({ account: 'mergeBackoff' }))
    // The second wait is twice as long.
    cart.clock.increment(MERGE_RETRY_DELAY.first)
    expect(server.mergeCart).toHaveBeenCalledTimes(2)

    // A line added meanwhile waits for the hand-over.
    cart.actor.send(add(SHADES, 'One Size'))
    expect(itemsOf(cart)).toEqual({ [HOODIE]: { M: 1 }, [SHADES]: { 'One Size': 1 } })
    expect(server.sendChange).not.toHaveBeenCalled()

    server.server.failWith = null
    cart.clock.increment(MERGE_RETRY_DELAY.first)
    await waitFor(cart.actor, (s) => s.matches({ account: 'idle' }))
    expect(server.mergeCart).toHaveBeenCalledTimes(3)
    expect(new Set(server.mergeCart.mock.calls.map(([input]) => input.guestId))).toEqual(
      new Set([GUEST_ID]),
    )
    expect(itemsOf(cart)).toEqual({
      [TEE]: { L: 1 },
      [HOODIE]: { M: 1 },
      [SHADES]: { 'One Size': 1 },
    })
    expect(server.server.cart).toEqual(itemsOf(cart))
  })

  it('never waits more than 30 s between attempts', () => {
    expect(mergeRetryDelay(20)).toBe(30_000)
  })

  it('finishes a hand-over a reload interrupted, under the same id, so nothing doubles', async () => {
    const handover = { guestId: GUEST_ID, items: { [HOODIE]: { M: 2 } } }
    // The server took it, but the answer was lost before the page reloaded.
    const server = fakeServer({ [HOODIE]: { M: 2 } })
    server.server.merged.add(GUEST_ID)
    const cart = await signedIn({ server, stored: { items: { [HOODIE]: { M: 2 } }, handover } })
    expect(server.mergeCart).toHaveBeenCalledWith({ token: 'tok', ...handover })
    expect(server.fetchCart).not.toHaveBeenCalled()
    expect(itemsOf(cart)).toEqual({ [HOODIE]: { M: 2 } })
    expect(cart.calls.storeHandover).toHaveBeenLastCalledWith(null)
  })

  it('hands over a cart logged in with before storage was read', async () => {
    const read = deferred<StoredCart>()
    const server = fakeServer()
    const cart = start({ server, readStoredCart: () => read.promise })
    cart.actor.send({ type: 'SESSION.SIGNED_IN', token: 'tok' })
    read.resolve({ items: { [HOODIE]: { M: 1 } }, guestId: GUEST_ID, handover: null, unsaved: [] })
    await waitFor(cart.actor, (s) => s.matches({ account: 'idle' }))
    expect(server.mergeCart).toHaveBeenCalledWith({
      token: 'tok',
      guestId: GUEST_ID,
      items: { [HOODIE]: { M: 1 } },
    })
  })

  it('fetches, without handing anything over, when another tab signed in', async () => {
    const server = fakeServer({ [TEE]: { L: 1 } })
    const cart = await guest({ server, stored: { items: { [TEE]: { L: 1 } }, guestId: GUEST_ID } })
    cart.actor.send({ type: 'SESSION.TOKEN', token: 'tok' })
    await waitFor(cart.actor, (s) => s.matches({ account: 'idle' }))
    expect(server.mergeCart).not.toHaveBeenCalled()
    expect(itemsOf(cart)).toEqual({ [TEE]: { L: 1 } })
  })

  it('gives a new id to the next guest cart', async () => {
    const cart = await guest()
    cart.actor.send(add(HOODIE, 'M'))
    cart.actor.send({ type: 'SESSION.SIGNED_IN', token: 'tok' })
    await waitFor(cart.actor, (s) => s.matches({ account: 'idle' }))
    cart.actor.send({ type: 'SESSION.LOGGED_OUT' })
    cart.actor.send(add(TEE, 'L'))
    expect(cart.actor.getSnapshot().context.guestId).toBe(NEXT_GUEST_ID)
  })
})

describe('the session ending', () => {
  it('logout clears the cart and all of its storage', async () => {
    const server = fakeServer({ [TEE]: { L: 1 } })
    const cart = await signedIn({ server })
    cart.actor.send({ type: 'SESSION.LOGGED_OUT' })
    expect(cart.actor.getSnapshot().matches('guest')).toBe(true)
    expect(itemsOf(cart)).toEqual({})
    expect(cart.calls.storeCart).toHaveBeenLastCalledWith({})
    expect(cart.calls.storeGuestId).toHaveBeenLastCalledWith(null)
    expect(cart.calls.storeHandover).toHaveBeenLastCalledWith(null)
    // And the next changes are a guest's again.
    cart.actor.send(add(HOODIE, 'M'))
    expect(server.sendChange).not.toHaveBeenCalled()
  })

  it('logout forgets a change still on its way, so no later load sends it', async () => {
    const { cart } = await signedInAnsweringByHand({ [TEE]: { L: 1 } })
    cart.actor.send(add(HOODIE, 'M'))
    expect(cart.calls.storeUnsaved).toHaveBeenLastCalledWith([
      { kind: 'set', productId: HOODIE, size: 'M', quantity: 1 },
    ])
    cart.actor.send({ type: 'SESSION.LOGGED_OUT' })
    expect(cart.calls.storeUnsaved).toHaveBeenLastCalledWith([])
  })

  it("logout stops the call in flight: its answer cannot bring the account's cart back", async () => {
    const { server, cart } = await signedInAnsweringByHand()
    cart.actor.send(add(HOODIE, 'M'))
    cart.actor.send({ type: 'SESSION.LOGGED_OUT' })
    await server.answer()
    expect(itemsOf(cart)).toEqual({})
  })

  it("an expired session clears the local copy of the account's cart", async () => {
    const cart = await signedIn({ server: fakeServer({ [TEE]: { L: 1 } }) })
    cart.actor.send({ type: 'SESSION.EXPIRED' })
    expect(cart.actor.getSnapshot().matches('guest')).toBe(true)
    expect(itemsOf(cart)).toEqual({})
    expect(cart.calls.storeCart).toHaveBeenLastCalledWith({})
  })

  it('an expired session keeps the guest lines the server had not taken yet', async () => {
    const server = fakeServer()
    const cart = await guest({ server })
    cart.actor.send(add(HOODIE, 'M'))
    server.server.failWith = new Error('Not authorised')
    cart.actor.send({ type: 'SESSION.SIGNED_IN', token: 'tok' })
    await waitFor(cart.actor, (s) => s.matches({ account: 'mergeBackoff' }))
    cart.actor.send({ type: 'SESSION.EXPIRED' })
    expect(cart.actor.getSnapshot().matches('guest')).toBe(true)
    expect(itemsOf(cart)).toEqual({ [HOODIE]: { M: 1 } })
    expect(cart.calls.storeCart).toHaveBeenLastCalledWith({ [HOODIE]: { M: 1 } })
    expect(cart.calls.storeHandover).toHaveBeenLastCalledWith(null)
    // Handed over again later under a new id: whether the server took the old one is unknown.
    server.server.failWith = null
    cart.actor.send({ type: 'SESSION.SIGNED_IN', token: 'tok-2' })
    await waitFor(cart.actor, (s) => s.matches({ account: 'idle' }))
    expect(server.mergeCart).toHaveBeenLastCalledWith({
      token: 'tok-2',
      guestId: NEXT_GUEST_ID,
      items: { [HOODIE]: { M: 1 } },
    })
  })

  it('the token going without an event is treated as an expired session', async () => {
    const cart = await signedIn({ server: fakeServer({ [TEE]: { L: 1 } }) })
    cart.actor.send({ type: 'SESSION.TOKEN', token: null })
    expect(cart.actor.getSnapshot().matches('guest')).toBe(true)
    expect(itemsOf(cart)).toEqual({})
  })

  it('another account in another tab: its cart, fetched with its token', async () => {
    const server = fakeServer({ [TEE]: { L: 1 } })
    const cart = await signedIn({ server })
    cart.actor.send({ type: 'SESSION.TOKEN', token: 'other-account' })
    await waitFor(cart.actor, (s) => s.matches({ account: 'idle' }))
    expect(server.fetchCart).toHaveBeenLastCalledWith({ token: 'other-account' })
  })

  it('the same token again changes nothing', async () => {
    const server = fakeServer({ [TEE]: { L: 1 } })
    const cart = await signedIn({ server })
    cart.actor.send({ type: 'SESSION.TOKEN', token: 'tok' })
    cart.actor.send({ type: 'SESSION.SIGNED_IN', token: 'tok' })
    expect(cart.actor.getSnapshot().matches({ account: 'idle' })).toBe(true)
    expect(server.fetchCart).toHaveBeenCalledTimes(1)
  })
})

describe('another tab', () => {
  it("a guest's change in another tab shows here", async () => {
    const cart = await guest()
    cart.otherTab.sendBack?.({
      type: 'STORED_CART.CHANGED',
      items: { [HOODIE]: { M: 3 } },
      guestId: GUEST_ID,
    })
    expect(itemsOf(cart)).toEqual({ [HOODIE]: { M: 3 } })
    // The same guest cart: the next line keeps its id.
    cart.actor.send(add(TEE, 'L'))
    expect(cart.actor.getSnapshot().context.guestId).toBe(GUEST_ID)
  })

  it('a signed-in change in another tab shows here without asking the server', async () => {
    const server = fakeServer({ [TEE]: { L: 1 } })
    const cart = await signedIn({ server })
    cart.otherTab.sendBack?.({
      type: 'STORED_CART.CHANGED',
      items: { [TEE]: { L: 2 } },
      guestId: null,
    })
    expect(itemsOf(cart)).toEqual({ [TEE]: { L: 2 } })
    expect(server.fetchCart).toHaveBeenCalledTimes(1)
  })

  it("while this tab's own change is with the server, the cart is fetched after it", async () => {
    const { server, cart } = await signedInAnsweringByHand({ [TEE]: { L: 1 } })

    cart.actor.send(add(HOODIE, 'M'))
    cart.otherTab.sendBack?.({
      type: 'STORED_CART.CHANGED',
      items: { [TEE]: { L: 1 }, [SHADES]: { 'One Size': 1 } },
      guestId: null,
    })
    // Not taken as is: it knows nothing of this tab's change.
    expect(itemsOf(cart)).toEqual({ [TEE]: { L: 1 }, [HOODIE]: { M: 1 } })
    await server.answer()
    // The other tab's change reaches the server after this one's answer.
    server.server.cart = { ...server.server.cart, [SHADES]: { 'One Size': 1 } }
    expect(cart.actor.getSnapshot().matches({ account: 'fetching' })).toBe(true)
    await server.answer()
    expect(itemsOf(cart)).toEqual({
      [TEE]: { L: 1 },
      [HOODIE]: { M: 1 },
      [SHADES]: { 'One Size': 1 },
    })
  })

  it('stops listening when the cart stops', async () => {
    const { actor, otherTab } = await guest()
    actor.stop()
    expect(otherTab.stopped).toBe(true)
  })
})
