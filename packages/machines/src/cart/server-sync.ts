import { CART_MESSAGES } from '@adire/contract'
import { cartSetup, failureMessage, queueChange } from './cart-setup.ts'
import type { CartChange, CartContext } from './cart-types.ts'

/*
 * A signed-in shopper's cart and the server (docs/product.md §4, §8; ADR 013): the states of
 * the machine's `account` in which it fetches the account's cart and sends the queued changes,
 * one at a time, in order. The guest cart's hand-over (`account.merging`) is in
 * guest-cart-handover.ts; the machine that holds both is cart.machine.ts.
 */

/** The docs/product.md §8 text for a change the server could not make, when it gives no message. */
const CHANGE_FAILED: Record<CartChange['kind'], string> = {
  add: CART_MESSAGES.addFailed,
  set: CART_MESSAGES.updateFailed,
  remove: CART_MESSAGES.removeFailed,
}

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

/** Reads the account's cart; the answer replaces the confirmed cart (queued changes stay). */
const fetching = cartSetup.createStateConfig({
  tags: ['syncing', 'fetching'],
  // Cleared on the way in: another tab's change during the call asks for another.
  entry: 'markFresh',
  invoke: {
    src: 'fetchCart',
    input: ({ context }) => ({ token: context.token ?? '' }),
    onDone: {
      target: 'syncing',
      actions: [{ type: 'adoptServerCart', params: ({ event }) => event.output }, 'persistItems'],
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
})

/** Decides what the server is asked next: the queue's head, a stale cart, or nothing. */
const syncing = cartSetup.createStateConfig({
  always: [
    { guard: 'hasPending', target: 'sending' },
    { guard: 'isStale', target: 'fetching' },
    { target: 'idle' },
  ],
})

/** The queue's head on its way; its answer becomes the confirmed cart. */
const sending = cartSetup.createStateConfig({
  tags: ['syncing'],
  invoke: {
    src: 'sendChange',
    input: ({ context }) => ({
      token: context.token ?? '',
      change: context.pending[0] as CartChange,
    }),
    onDone: {
      target: 'syncing',
      actions: [{ type: 'confirmFirst', params: ({ event }) => event.output }, 'persistItems'],
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
})

/** Nothing with the server: a change starts the round again; another tab's cart is taken as is. */
const idle = cartSetup.createStateConfig({
  on: {
    ADD: { ...queueChange, target: 'syncing' },
    SET_QUANTITY: { ...queueChange, target: 'syncing' },
    REMOVE: { ...queueChange, target: 'syncing' },
    'STORED_CART.CHANGED': { actions: 'adoptOtherTabItems' },
  },
})

/** The `account` states that talk to the server about the account's cart. */
export const serverSyncStates = { fetching, syncing, sending, idle }
