import type { CartData } from '@adire/contract'
import { assertEvent, assign, fromCallback, fromPromise, setup } from 'xstate'
import { changeOf, isEmpty, shown, unsavedChanges } from './cart-changes.ts'
import type { CartChange, CartContext, CartEvent, CartHandover, StoredCart } from './cart-types.ts'

/*
 * What the cart machine (cart.machine.ts) is built from: the effects the app provides (actors
 * and actions it replaces with `machine.provide(...)`), and the actions and guards on the
 * context that every part of the machine uses. The guest-cart hand-over adds its own in
 * guest-cart-handover.ts; the server's queue of changes is in server-sync.ts.
 */

/** The failure's own message (the server's, as the app's actor passes it on), else the fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof Error && error.message.trim() !== '' ? error.message : fallback
}

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} must be provided by the app`)
}

interface TokenInput {
  token: string
}

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
    /**
     * Adds a guest cart to the account's, once per guestId; resolves to the account's cart
     * (invoked by the hand-over, guest-cart-handover.ts).
     */
    mergeCart: fromPromise<CartData, TokenInput & CartHandover>(notProvided('mergeCart')),
    /** Makes one change on the server; resolves to the account's cart after it. */
    sendChange: fromPromise<CartData, TokenInput & { change: CartChange }>(
      notProvided('sendChange'),
    ),
  },
  actions: {
    /**
     * Writes `cartItems` and the changes the server has yet to confirm (an empty cart, or none
     * unconfirmed, leaves nothing behind).
     */
    storeCart: (_, _params: { items: CartData; unsaved: CartChange[] }) => {},
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

    /** The stored cart, its unconfirmed changes queued again, then any made before it was read. */
    adoptStored: assign(({ context }, stored: StoredCart) => ({
      ...shown(stored.items, [...stored.unsaved, ...context.pending]),
      guestId: stored.guestId,
      handover: stored.handover,
    })),
    noteSession: assign((_, params: { token: string | null }) => ({
      token: params.token,
      sessionKnown: true,
    })),
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
    cartEmpty: ({ context }) => isEmpty(context.items),
    changesCart: ({ context, event }) => changeOf(event, context.items) !== null,
    hasPending: ({ context }) => context.pending.length > 0,
    isStale: ({ context }) => context.stale,
    isToken: (_, token: string | null) => token !== null,
    isNoToken: (_, token: string | null) => token === null,
    isNewToken: ({ context }, token: string | null) => token !== null && token !== context.token,
  },
})

export const cartSetup = baseSetup.extend({
  actions: {
    /**
     * `storeCart` with the cart shown and its unconfirmed changes: after every change, in both
     * modes (docs/product.md §4).
     */
    persistItems: baseSetup.enqueueActions(({ context, enqueue }) => {
      const unsaved = unsavedChanges(context.items, context.pending)
      enqueue({ type: 'storeCart', params: { items: context.items, unsaved } })
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
export const storeAll = ['persistItems', 'persistGuestId', 'persistHandover'] as const

/** A change the shopper makes while signed in: shown at once, sent when its turn comes. */
export const queueChange = { guard: 'changesCart', actions: ['enqueue', 'persistItems'] } as const

/** A change the shopper makes as a guest: the cart itself, kept in the browser. */
export const guestChange = {
  guard: 'changesCart',
  actions: ['enqueue', 'fold', 'ensureGuestId', 'persistGuestId', 'persistItems'],
} as const

/** The token a SESSION.* event carries, for the token guards. */
export const tokenOf = ({ event }: { event: { token: string | null } }) => event.token
