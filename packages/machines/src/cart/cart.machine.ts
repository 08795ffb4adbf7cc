import { guestChange, queueChange, storeAll, tokenOf } from './cart-setup.ts'
import { handingOverState, handoverSetup, handoverStates } from './guest-cart-handover.ts'
import { serverSyncStates } from './server-sync.ts'

/**
 * The shopper's cart (docs/product.md §3, §4): a guest cart kept in the browser, and for a signed-in
 * shopper the account's cart on the server, changed optimistically.
 *
 * Signed in, the machine keeps the cart the server last confirmed and a queue of the changes it
 * has not confirmed yet; the cart shown is the first with the second applied. Changes go to the
 * server one at a time, in order, and each answer becomes the confirmed cart. A change that
 * fails is dropped (rolled back, with a toast of its message), and the server's cart is fetched
 * again: a lost answer may mean the server did make the change, so it is never resent blindly.
 * The queue is kept in storage as the quantities its changes leave (`unsavedChanges`), so a
 * page left before the server answered sends them again on the next load, where setting a
 * line twice changes nothing.
 *
 * At login or signup the guest cart is handed to the account in one call (`mergeCart`), retried
 * with a growing delay until the server takes it; its lines stay on screen and in storage
 * meanwhile (guest-cart-handover.ts tells the whole path, browser to server). The session is
 * not imported: the app forwards its events (SESSION.*).
 *
 * This file holds the states that decide who is shopping; the rest is beside it: cart-types.ts
 * (events, context), cart-changes.ts (the changes as pure functions), cart-setup.ts (the
 * effects and shared actions), guest-cart-handover.ts and server-sync.ts (the account's calls).
 *
 * Effects the app provides with `machine.provide(...)`: actors `readStoredCart`,
 * `watchStoredCart`, `fetchCart`, `mergeCart`, `sendChange`; actions `storeCart`,
 * `storeGuestId`, `storeHandover`, `showErrorToast`, `log`, and `createGuestId` (an assign
 * giving `guestId` a new random UUID).
 *
 * Tags: `loading` until the stored cart has been read; `syncing` while the server is asked
 * anything; `fetching` while the account's cart is being read from the server.
 */
export const cartMachine = handoverSetup.createMachine({
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

    handingOver: handingOverState,

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
            actions: [
              { type: 'noteSession', params: ({ event }) => event },
              'dropPending',
              'persistItems',
            ],
          },
        ],
        'SESSION.SIGNED_IN': {
          guard: { type: 'isNewToken', params: tokenOf },
          target: '.fetching',
          reenter: true,
          actions: [
            { type: 'noteSession', params: ({ event }) => event },
            'dropPending',
            'persistItems',
          ],
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
        ...handoverStates,
        ...serverSyncStates,
      },
    },
  },
})

export type CartMachine = typeof cartMachine
