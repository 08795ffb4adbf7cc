import { CART_MESSAGES, type CartData, capQuantity, withAdded, withQuantity } from '@adire/contract'
import { assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate'

/**
 * One change the shopper made to a line. The machine keeps them in order until the server has
 * confirmed them (signed in), so the cart shown is always the confirmed cart with these applied.
 */
export type CartChange =
  /** One more unit of a product in a size (docs/product.md §4). */
  | { kind: 'add'; productId: string; size: string }
  /** A line set to a quantity from 1 to the cap. */
  | { kind: 'set'; productId: string; size: string; quantity: number }
  /** A line removed (also what setting a quantity to 0 does). */
  | { kind: 'remove'; productId: string; size: string }

/**
 * A guest cart on its way into the account (login or signup): kept in storage until the server
 * has taken it, so neither a failed call nor a reload loses a line. The server adds a guest
 * cart once per `guestId`, so handing it over again after a lost answer cannot double it.
 */
export interface CartHandover {
  guestId: string
  items: CartData
}

/** What the browser keeps between visits (docs/product.md §3). */
export interface StoredCart {
  /** `cartItems`: the guest cart, or for a signed-in shopper the local copy of the account's. */
  items: CartData
  /** `guestId`: the guest cart's random id, or null before the guest's first line. */
  guestId: string | null
  /** A guest cart the server has not yet taken into the account. */
  handover: CartHandover | null
}

export type CartEvent =
  /** ADD TO CART: one more unit of a product in a size. */
  | { type: 'ADD'; productId: string; size: string }
  /** A quantity typed in the cart: 0 removes the line; above the cap is capped. */
  | { type: 'SET_QUANTITY'; productId: string; size: string; quantity: number }
  | { type: 'REMOVE'; productId: string; size: string }
  /** Empties the cart here (after an order: the server empties its own cart with the order). */
  | { type: 'CLEAR' }
  /**
   * The session's token, once the session knows it (it restores it after mounting). A token
   * appearing without SESSION.SIGNED_IN is a restored session or a sign-in in another tab, which
   * handed the guest cart over itself: the server's cart is fetched.
   */
  | { type: 'SESSION.TOKEN'; token: string | null }
  /** This tab logged in or signed up: the guest cart is handed over to the account. */
  | { type: 'SESSION.SIGNED_IN'; token: string }
  /** The shopper logged out (here or in another tab): the cart and its storage go. */
  | { type: 'SESSION.LOGGED_OUT' }
  /** The session ended without the shopper asking: the account's cart is not theirs to keep here. */
  | { type: 'SESSION.EXPIRED' }
  /** Another tab changed the stored cart (the `storage` event). */
  | { type: 'STORED_CART.CHANGED'; items: CartData; guestId: string | null }

export interface CartContext {
  /** The cart as the shopper sees it: `confirmed` with `pending` applied. */
  items: CartData
  /**
   * A guest's cart itself; signed in, the account's cart as the server last answered it (the
   * local copy until its first answer, the guest lines while they are handed over).
   */
  confirmed: CartData
  /** Signed in: changes the server has not confirmed yet, oldest first; the first is on its way. */
  pending: CartChange[]
  /** The session token the cart's calls carry, or null for a guest. */
  token: string | null
  /** Whether the session has said who is shopping yet. */
  sessionKnown: boolean
  /** This tab logged in before the stored cart was read: hand it over once it is. */
  handOverWhenRead: boolean
  guestId: string | null
  handover: CartHandover | null
  /** Failed hand-overs in a row, for the retry's back-off. */
  mergeAttempts: number
  /**
   * The server's cart may differ from `confirmed` (a change failed, or another tab changed the
   * cart while this one was busy): fetched again once the queue is empty.
   */
  stale: boolean
}

/** A retried hand-over waits 1 s, then twice as long each time, never more than 30 s. */
export const MERGE_RETRY_DELAY = { first: 1000, max: 30_000 } as const

export const mergeRetryDelay = (attempts: number) =>
  Math.min(MERGE_RETRY_DELAY.first * 2 ** Math.max(0, attempts - 1), MERGE_RETRY_DELAY.max)

/** The docs/product.md §8 text for a change the server could not make, when it gives no message. */
const CHANGE_FAILED: Record<CartChange['kind'], string> = {
  add: CART_MESSAGES.addFailed,
  set: CART_MESSAGES.updateFailed,
  remove: CART_MESSAGES.removeFailed,
}

/** The cart with one change applied, by the contract's own rules. */
export function applyChange(cart: CartData, change: CartChange): CartData {
  switch (change.kind) {
    case 'add':
      return withAdded(cart, change.productId, change.size)
    case 'set':
      return withQuantity(cart, change.productId, change.size, change.quantity)
    case 'remove':
      return withQuantity(cart, change.productId, change.size, 0)
  }
}

/** The cart with the changes applied in order. */
export const applyChanges = (cart: CartData, changes: readonly CartChange[]) =>
  changes.reduce(applyChange, cart)

const isEmpty = (cart: CartData) => Object.keys(cart).length === 0

const quantityOf = (cart: CartData, productId: string, size: string) => cart[productId]?.[size] ?? 0

/**
 * The change a UI event asks for, or null when it would change nothing: a missing product or
 * size, a quantity that is not a whole number, setting or removing a line that is not in the
 * cart, a line already at that quantity (or at the cap).
 */
export function changeOf(event: CartEvent, cart: CartData): CartChange | null {
  if (event.type !== 'ADD' && event.type !== 'SET_QUANTITY' && event.type !== 'REMOVE') return null
  const { productId, size } = event
  if (!productId || !size) return null
  const before = quantityOf(cart, productId, size)
  let change: CartChange
  if (event.type === 'ADD') change = { kind: 'add', productId, size }
  else if (event.type === 'REMOVE' || event.quantity === 0) {
    change = { kind: 'remove', productId, size }
  } else {
    if (!Number.isInteger(event.quantity) || event.quantity < 0) return null
    change = { kind: 'set', productId, size, quantity: capQuantity(event.quantity) }
  }
  // Only ADD makes a line; the others change a line the shopper can see.
  if (change.kind !== 'add' && before === 0) return null
  return quantityOf(applyChange(cart, change), productId, size) === before ? null : change
}

/** The failure's own message (the server's, as the app's actor passes it on), else the fallback. */
function failureMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : fallback
}

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} must be provided by the app`)
}

interface TokenInput {
  token: string
}

const shown = (confirmed: CartData, pending: readonly CartChange[]) => ({
  confirmed,
  pending: [...pending],
  items: applyChanges(confirmed, pending),
})

const baseSetup = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
  },
  actors: {
    /** The cart kept from an earlier visit (docs/product.md §3). */
    readStoredCart: fromPromise<StoredCart>(notProvided('readStoredCart')),
    /** Sends STORED_CART.CHANGED when another tab changes the stored cart. */
    watchStoredCart: fromCallback<CartEvent>(() => () => {}),
    /** The account's cart. Rejects with an Error carrying the message to log. */
    fetchCart: fromPromise<CartData, TokenInput>(notProvided('fetchCart')),
    /** Adds a guest cart to the account's, once per guestId; resolves to the account's cart. */
    mergeCart: fromPromise<CartData, TokenInput & CartHandover>(notProvided('mergeCart')),
    /** Makes one change on the server; resolves to the account's cart after it. */
    sendChange: fromPromise<CartData, TokenInput & { change: CartChange }>(
      notProvided('sendChange'),
    ),
  },
  actions: {
    /** Writes `cartItems` (an empty cart leaves nothing behind). */
    storeCart: (_, _params: { items: CartData }) => {},
    /** Writes `guestId`, or removes it for null. */
    storeGuestId: (_, _params: { guestId: string | null }) => {},
    /** Writes the guest cart being handed over, or removes it for null. */
    storeHandover: (_, _params: { handover: CartHandover | null }) => {},
    showErrorToast: (_, _params: { message: string }) => {},
    /** Reports a failure the shopper is not told about (docs/product.md §8: "only logged"). */
    log: (_, _params: { message: string }) => {},
    /** Gives `guestId` a new random UUID: provided by the app, as the machine has no randomness. */
    createGuestId: assign({
      guestId: (): string => {
        throw new Error('createGuestId must be provided by the app')
      },
    }),

    adoptStored: assign(({ context }, stored: StoredCart) => ({
      ...shown(stored.items, context.pending),
      guestId: stored.guestId,
      handover: stored.handover,
    })),
    noteSession: assign((_, params: { token: string | null }) => ({
      token: params.token,
      sessionKnown: true,
    })),
    handOverWhenRead: assign({ handOverWhenRead: true }),
    /** Queues the change the event asks for; the cart shown has it at once. */
    enqueue: assign(({ context, event }) => {
      const change = changeOf(event, context.items)
      return change ? shown(context.confirmed, [...context.pending, change]) : {}
    }),
    /** A guest's changes apply at once: there is no one to confirm them. */
    fold: assign(({ context }) => shown(context.items, [])),
    dropPending: assign(({ context }) => shown(context.confirmed, [])),
    adoptServerCart: assign(({ context }, cart: CartData) => shown(cart, context.pending)),
    confirmFirst: assign(({ context }, cart: CartData) => shown(cart, context.pending.slice(1))),
    /** Rolls the first change back: the cart shown loses it. */
    dropFirst: assign(({ context }) => shown(context.confirmed, context.pending.slice(1))),
    beginHandover: assign(({ context }) => ({
      handover: { guestId: context.guestId ?? '', items: context.items },
      guestId: null,
      mergeAttempts: 0,
      handOverWhenRead: false,
      ...shown(context.items, []),
    })),
    endHandover: assign({ handover: null, mergeAttempts: 0 }),
    countMergeFailure: assign({ mergeAttempts: ({ context }) => context.mergeAttempts + 1 }),
    /** Logout: nothing of the cart stays. */
    forgetAll: assign({
      items: {},
      confirmed: {},
      pending: [],
      token: null,
      guestId: null,
      handover: null,
      mergeAttempts: 0,
      stale: false,
    }),
    /**
     * The session expired: the account's cart goes. A guest cart still on its way into the
     * account was never the account's, so it stays as the guest cart, under a new id when next
     * handed over (whether the server took it under the old one is unknown).
     */
    forgetAccount: assign(({ context }) => ({
      ...shown(context.handover ? context.items : {}, []),
      token: null,
      guestId: null,
      handover: null,
      mergeAttempts: 0,
      stale: false,
    })),
    /** A guest cart stored as handed over, found with no session to hand it to: a guest cart again. */
    takeBackHandover: assign(({ context }) =>
      context.handover ? { handover: null, guestId: null } : {},
    ),
    clearItems: assign({ items: {}, confirmed: {}, pending: [], handover: null }),
    markStale: assign({ stale: true }),
    markFresh: assign({ stale: false }),
    adoptOtherTab: assign(({ context, event }) => {
      assertEvent(event, 'STORED_CART.CHANGED')
      return { ...shown(event.items, context.pending), guestId: event.guestId }
    }),
    adoptOtherTabItems: assign(({ context, event }) => {
      assertEvent(event, 'STORED_CART.CHANGED')
      return shown(event.items, context.pending)
    }),
  },
  guards: {
    sessionUnknown: ({ context }) => !context.sessionKnown,
    signedIn: ({ context }) => context.token !== null,
    storedHandoverDue: ({ context }) => context.token !== null && context.handover !== null,
    signInDue: ({ context }) => context.token !== null && context.handOverWhenRead,
    cartEmpty: ({ context }) => isEmpty(context.items),
    changesCart: ({ context, event }) => changeOf(event, context.items) !== null,
    hasPending: ({ context }) => context.pending.length > 0,
    isStale: ({ context }) => context.stale,
    isToken: (_, token: string | null) => token !== null,
    isNoToken: (_, token: string | null) => token === null,
    isNewToken: ({ context }, token: string | null) => token !== null && token !== context.token,
  },
  delays: {
    mergeRetry: ({ context }) => mergeRetryDelay(context.mergeAttempts),
  },
})

const cartSetup = baseSetup.extend({
  actions: {
    /** `storeCart` with the cart shown: after every change, in both modes (docs/product.md §4). */
    persistItems: baseSetup.enqueueActions(({ context, enqueue }) => {
      enqueue({ type: 'storeCart', params: { items: context.items } })
    }),
    persistGuestId: baseSetup.enqueueActions(({ context, enqueue }) => {
      enqueue({ type: 'storeGuestId', params: { guestId: context.guestId } })
    }),
    persistHandover: baseSetup.enqueueActions(({ context, enqueue }) => {
      enqueue({ type: 'storeHandover', params: { handover: context.handover } })
    }),
    /**
     * A guest cart needs its id from its first line on, for the day it is handed over: the
     * server adds a hand-over once per id, whichever tab sends it.
     */
    ensureGuestId: baseSetup.enqueueActions(({ context, enqueue }) => {
      if (context.guestId === null && !isEmpty(context.items)) enqueue('createGuestId')
    }),
  },
})

/** Every key the cart keeps, written from the context. */
const storeAll = ['persistItems', 'persistGuestId', 'persistHandover'] as const

/** A change the shopper makes while signed in: shown at once, sent when its turn comes. */
const queueChange = { guard: 'changesCart', actions: ['enqueue', 'persistItems'] } as const

/** A change the shopper makes as a guest: the cart itself, kept in the browser. */
const guestChange = {
  guard: 'changesCart',
  actions: ['enqueue', 'fold', 'ensureGuestId', 'persistGuestId', 'persistItems'],
} as const

/** The message for the change at the head of the queue, which the server could not make. */
const changeFailure = ({
  context,
  event,
}: {
  context: CartContext
  event: { error: unknown }
}) => ({
  message: failureMessage(event.error, CHANGE_FAILED[context.pending[0]?.kind ?? 'add']),
})

const tokenOf = ({ event }: { event: { token: string | null } }) => event.token

/**
 * The shopper's cart (docs/product.md §3, §4): a guest cart kept in the browser, and for a signed-in
 * shopper the account's cart on the server, changed optimistically.
 *
 * Signed in, the machine keeps the cart the server last confirmed and a queue of the changes it
 * has not confirmed yet; the cart shown is the first with the second applied. Changes go to the
 * server one at a time, in order, and each answer becomes the confirmed cart. A change that
 * fails is dropped (rolled back, with a toast of its message), and the server's cart is fetched
 * again: a lost answer may mean the server did make the change, so it is never resent blindly.
 *
 * At login or signup the guest cart is handed to the account in one call (`mergeCart`), retried
 * with a growing delay until the server takes it; its lines stay on screen and in storage
 * meanwhile. The session is not imported: the app forwards its events (SESSION.*).
 *
 * Effects the app provides with `machine.provide(...)`: actors `readStoredCart`,
 * `watchStoredCart`, `fetchCart`, `mergeCart`, `sendChange`; actions `storeCart`,
 * `storeGuestId`, `storeHandover`, `showErrorToast`, `log`, and `createGuestId` (an assign
 * giving `guestId` a new random UUID).
 *
 * Tags: `loading` until the stored cart has been read; `syncing` while the server is asked
 * anything; `fetching` while the account's cart is being read from the server.
 */
export const cartMachine = cartSetup.createMachine({
  id: 'cart',
  context: {
    items: {},
    confirmed: {},
    pending: [],
    token: null,
    sessionKnown: false,
    handOverWhenRead: false,
    guestId: null,
    handover: null,
    mergeAttempts: 0,
    stale: false,
  },
  // For as long as the cart runs: a change in another tab shows here too.
  invoke: { src: 'watchStoredCart' },
  initial: 'starting',
  states: {
    // On the server and in the first render in the browser: empty, until storage is read.
    starting: {
      tags: ['loading'],
      invoke: {
        src: 'readStoredCart',
        onDone: {
          target: 'choosing',
          actions: { type: 'adoptStored', params: ({ event }) => event.output },
        },
        // Storage refused (private browsing): an empty cart for this visit.
        onError: { target: 'choosing' },
      },
      on: {
        'SESSION.TOKEN': { actions: { type: 'noteSession', params: ({ event }) => event } },
        'SESSION.SIGNED_IN': {
          actions: [{ type: 'noteSession', params: ({ event }) => event }, 'handOverWhenRead'],
        },
        // Kept until the stored cart is read, then applied on top of it.
        ADD: { guard: 'changesCart', actions: 'enqueue' },
        SET_QUANTITY: { guard: 'changesCart', actions: 'enqueue' },
        REMOVE: { guard: 'changesCart', actions: 'enqueue' },
      },
    },

    choosing: {
      always: [
        { guard: 'sessionUnknown', target: 'waiting' },
        // A hand-over a reload interrupted: the server adds it once, however often it is sent.
        { guard: 'storedHandoverDue', target: 'account.merging' },
        { guard: 'signInDue', target: 'handingOver' },
        // A session restored on load: the local copy shows until the server's cart arrives.
        { guard: 'signedIn', target: 'account.fetching' },
        { target: 'guest' },
      ],
    },

    // The stored cart shows (the badge is right at once) while the session restores its token.
    waiting: {
      on: {
        'SESSION.TOKEN': {
          target: 'choosing',
          actions: { type: 'noteSession', params: ({ event }) => event },
        },
        'SESSION.SIGNED_IN': {
          target: 'choosing',
          actions: [{ type: 'noteSession', params: ({ event }) => event }, 'handOverWhenRead'],
        },
        ADD: queueChange,
        SET_QUANTITY: queueChange,
        REMOVE: queueChange,
        'STORED_CART.CHANGED': { actions: 'adoptOtherTab' },
      },
    },

    guest: {
      // Lines added while the session was unknown become the guest's, with an id.
      entry: ['fold', 'takeBackHandover', 'ensureGuestId', ...storeAll],
      on: {
        ADD: guestChange,
        SET_QUANTITY: guestChange,
        REMOVE: guestChange,
        CLEAR: { actions: ['clearItems', 'persistItems'] },
        // This tab logged in or signed up: the guest cart goes to the account.
        'SESSION.SIGNED_IN': {
          target: 'handingOver',
          actions: { type: 'noteSession', params: ({ event }) => event },
        },
        // Signed in by another tab, which handed the (shared) guest cart over itself.
        'SESSION.TOKEN': {
          guard: { type: 'isToken', params: tokenOf },
          target: 'account.fetching',
          actions: { type: 'noteSession', params: ({ event }) => event },
        },
        'STORED_CART.CHANGED': { actions: 'adoptOtherTab' },
      },
    },

    handingOver: {
      always: [
        // Nothing to hand over: the account's cart is all there is.
        {
          guard: 'cartEmpty',
          target: 'account.fetching',
          actions: assign({ handOverWhenRead: false }),
        },
        {
          target: 'account.merging',
          actions: ['ensureGuestId', 'beginHandover', ...storeAll],
        },
      ],
    },

    account: {
      on: {
        'SESSION.LOGGED_OUT': { target: 'guest', actions: ['forgetAll', ...storeAll] },
        'SESSION.EXPIRED': { target: 'guest', actions: ['forgetAccount', ...storeAll] },
        'SESSION.TOKEN': [
          {
            guard: { type: 'isNoToken', params: tokenOf },
            target: 'guest',
            actions: ['forgetAccount', ...storeAll],
          },
          {
            // Another account (signed in in another tab): its cart, not this one's changes.
            guard: { type: 'isNewToken', params: tokenOf },
            target: '.fetching',
            reenter: true,
            actions: [{ type: 'noteSession', params: ({ event }) => event }, 'dropPending'],
          },
        ],
        'SESSION.SIGNED_IN': {
          guard: { type: 'isNewToken', params: tokenOf },
          target: '.fetching',
          reenter: true,
          actions: [{ type: 'noteSession', params: ({ event }) => event }, 'dropPending'],
        },
        // After an order: the server empties the account's cart with it.
        CLEAR: { target: '.idle', actions: ['clearItems', 'persistItems', 'persistHandover'] },
        ADD: queueChange,
        SET_QUANTITY: queueChange,
        REMOVE: queueChange,
        // Busy with the server: its next answer may not have the other tab's change yet.
        'STORED_CART.CHANGED': { actions: 'markStale' },
      },
      initial: 'idle',
      states: {
        merging: {
          tags: ['syncing'],
          invoke: {
            src: 'mergeCart',
            input: ({ context }) => ({
              token: context.token ?? '',
              guestId: context.handover?.guestId ?? '',
              items: context.handover?.items ?? {},
            }),
            onDone: {
              target: 'syncing',
              actions: [
                { type: 'adoptServerCart', params: ({ event }) => event.output },
                'endHandover',
                'persistItems',
                'persistHandover',
              ],
            },
            onError: {
              target: 'mergeBackoff',
              actions: [
                'countMergeFailure',
                {
                  type: 'log',
                  params: ({ event }) => ({
                    message: failureMessage(event.error, CART_MESSAGES.addFailed),
                  }),
                },
              ],
            },
          },
        },
        // The guest lines stay on screen and in storage until the server takes them.
        mergeBackoff: {
          tags: ['syncing'],
          after: { mergeRetry: { target: 'merging' } },
        },
        fetching: {
          tags: ['syncing', 'fetching'],
          // Cleared on the way in: another tab's change during the call asks for another.
          entry: 'markFresh',
          invoke: {
            src: 'fetchCart',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: {
              target: 'syncing',
              actions: [
                { type: 'adoptServerCart', params: ({ event }) => event.output },
                'persistItems',
              ],
            },
            onError: {
              target: 'syncing',
              actions: {
                type: 'log',
                params: ({ event }) => ({
                  message: failureMessage(event.error, CART_MESSAGES.fetchFailed),
                }),
              },
            },
          },
        },
        syncing: {
          always: [
            { guard: 'hasPending', target: 'sending' },
            { guard: 'isStale', target: 'fetching' },
            { target: 'idle' },
          ],
        },
        sending: {
          tags: ['syncing'],
          invoke: {
            src: 'sendChange',
            input: ({ context }) => ({
              token: context.token ?? '',
              change: context.pending[0] as CartChange,
            }),
            onDone: {
              target: 'syncing',
              actions: [
                { type: 'confirmFirst', params: ({ event }) => event.output },
                'persistItems',
              ],
            },
            onError: {
              // Dropped, never resent: the server may have made it and only the answer was lost.
              target: 'fetching',
              actions: [
                { type: 'showErrorToast', params: changeFailure },
                { type: 'log', params: changeFailure },
                'dropFirst',
                'persistItems',
              ],
            },
          },
        },
        idle: {
          on: {
            ADD: { ...queueChange, target: 'syncing' },
            SET_QUANTITY: { ...queueChange, target: 'syncing' },
            REMOVE: { ...queueChange, target: 'syncing' },
            'STORED_CART.CHANGED': { actions: 'adoptOtherTabItems' },
          },
        },
      },
    },
  },
})

export type CartMachine = typeof cartMachine
