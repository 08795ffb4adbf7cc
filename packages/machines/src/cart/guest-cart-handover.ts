import { CART_MESSAGES } from '@adire/contract'
import { assign } from 'xstate'
import { shown } from './cart-changes.ts'
import { cartSetup, failureMessage, storeAll } from './cart-setup.ts'

/*
 * The guest cart's hand-over at login or signup (docs/product.md §3, §4; ADR 013): the whole
 * path from the browser's cart to the merged cart on the server, and the cart machine's part
 * of it, which lives in this file.
 *
 * 1. In the browser. A guest's cart is kept in local storage under `cartItems`, its random id
 *    under `guestId` (made with the cart's first line, `ensureGuestId`), and a hand-over the
 *    server has not taken yet under `cartHandover` ({ guestId, items }). The storefront's
 *    apps/storefront/src/providers/shopper.tsx starts the machines at once when any of these is
 *    stored; apps/storefront/src/providers/shopperActors.ts gives the cart machine its effects:
 *    `readStoredCart` (a hand-over whose id is not a UUID is ignored) and `storeCart`,
 *    `storeGuestId`, `storeHandover` (JSON, or the key removed when empty), which use the keys
 *    and helpers of apps/storefront/src/providers/shopperStorage.ts.
 *
 * 2. LOGIN or SIGNUP. The login and signup pages (apps/storefront/src/auth/LoginPage/,
 *    SignupPage/) send LOGIN or SIGNUP to the session machine
 *    (packages/machines/src/session/session.machine.ts), which emits `loggedIn` or `signedUp`
 *    with the server's token; `startShopperActors` (shopperActors.ts) forwards both to the cart
 *    as SESSION.SIGNED_IN, before the session's snapshot with the token is sent on as
 *    SESSION.TOKEN. Signed in before the stored cart was read (`starting`, `waiting`), the cart
 *    notes it (`handOverWhenRead`) and hands over once it has (`signInDue`).
 *
 * 3. Storing the hand-over (`handingOver`). An empty guest cart is not handed over: the
 *    account's cart is fetched. Otherwise `beginHandover` puts the guest cart in `handover`
 *    under its guestId (made first if missing), forgets `guestId` (the next guest cart gets a
 *    new one) and shows the guest lines as the confirmed cart; `storeAll` writes `cartHandover`
 *    and removes `guestId` before the call is made.
 *
 * 4. The call (`merging`). The app's `mergeCart` actor (shopperActors.ts) calls `mergeCart` in
 *    apps/storefront/src/shop/api/cart.ts: POST /api/cart/merge, the contract's `cartMerge`
 *    endpoint (packages/contract/src/api.ts) with a `CartMergeRequest` body, the guestId and the
 *    lines (packages/contract/src/shop/cart.ts; at most MAX_MERGE_LINES), answered with the account's
 *    cart.
 *
 * 5. The server. apps/server/src/cart/routes.ts hands the body to `CartService.merge`
 *    (apps/server/src/cart/service.ts), which in one transaction records the account and the
 *    guestId in `cart_merges` and, only if that row is new, adds the lines to the account's
 *    cart (summed with its lines, capped, lines of products or sizes no longer sold left out).
 *    A guest cart is thus added once per account and guestId however often it is sent, and
 *    every answer is the account's whole cart.
 *
 * 6. Taken. The answer becomes the confirmed cart, `cartHandover` is removed, and the changes
 *    the shopper made meanwhile (queued on top) are sent next (server-sync.ts).
 *
 * 7. Retries. A failed call (no answer, a 5xx, a 400) is logged and made again after 1 s,
 *    then twice as long each time, at most 30 s (`MERGE_RETRY_DELAY`), for as long as the
 *    session lasts: there is no permanent refusal to stop on. The guest lines stay on screen
 *    and in storage (`cartItems`, `cartHandover`) meanwhile.
 *
 * 8. Session expiry. A call answered 401 makes shopperActors.ts send TOKEN.CLEAR to the
 *    session, which emits `sessionExpired` (as it does when the server refuses its token),
 *    forwarded to the cart as SESSION.EXPIRED. `forgetAccount` keeps the lines of a hand-over
 *    still under way as the guest cart (they were never the account's), under a new guestId
 *    since whether the server took them under the old one is unknown; the next login hands
 *    them over again. A logout (SESSION.LOGGED_OUT) forgets them with the rest of the cart.
 *
 * 9. A reload mid-hand-over. `readStoredCart` finds `cartHandover`; once the session has
 *    restored its token (`storedHandoverDue`), the same guestId and lines are sent again, which
 *    the server adds at most once. With no session left, `takeBackHandover` makes them a guest
 *    cart again, under a new guestId.
 *
 * Another tab of the same browser does not hand over: it hears of the login through the
 * `storage` event, as SESSION.TOKEN, and fetches the account's cart (cart.machine.ts, `guest`).
 */

/** A retried hand-over waits 1 s, then twice as long each time, never more than 30 s. */
export const MERGE_RETRY_DELAY = { first: 1000, max: 30_000 } as const

export const mergeRetryDelay = (attempts: number) =>
  Math.min(MERGE_RETRY_DELAY.first * 2 ** Math.max(0, attempts - 1), MERGE_RETRY_DELAY.max)

/** The cart machine's setup with the hand-over's actions, guards and delay. */
export const handoverSetup = cartSetup.extend({
  actions: {
    handOverWhenRead: cartSetup.assign({ handOverWhenRead: true }),
    beginHandover: cartSetup.assign(({ context }) => ({
      handover: { guestId: context.guestId ?? '', items: context.items },
      guestId: null,
      mergeAttempts: 0,
      handOverWhenRead: false,
      ...shown(context.items, []),
    })),
    endHandover: cartSetup.assign({ handover: null, mergeAttempts: 0 }),
    countMergeFailure: cartSetup.assign({
      mergeAttempts: ({ context }) => context.mergeAttempts + 1,
    }),
    /**
     * The session expired: the account's cart goes. A guest cart still on its way into the
     * account was never the account's, so it stays as the guest cart, under a new id when next
     * handed over (whether the server took it under the old one is unknown).
     */
    forgetAccount: cartSetup.assign(({ context }) => ({
      ...shown(context.handover ? context.items : {}, []),
      token: null,
      guestId: null,
      handover: null,
      mergeAttempts: 0,
      stale: false,
    })),
    /** A guest cart stored as handed over, found with no session to hand it to: a guest cart again. */
    takeBackHandover: cartSetup.assign(({ context }) =>
      context.handover ? { handover: null, guestId: null } : {},
    ),
  },
  guards: {
    storedHandoverDue: ({ context }) => context.token !== null && context.handover !== null,
    signInDue: ({ context }) => context.token !== null && context.handOverWhenRead,
  },
  delays: {
    mergeRetry: ({ context }) => mergeRetryDelay(context.mergeAttempts),
  },
})

/** This tab signed in with a guest cart: it is stored as handed over, then sent. */
export const handingOverState = handoverSetup.createStateConfig({
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
})

/** The `account` states of the hand-over: the call, and the wait before it is made again. */
export const handoverStates = {
  merging: handoverSetup.createStateConfig({
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
  }),
  // The guest lines stay on screen and in storage until the server takes them.
  mergeBackoff: handoverSetup.createStateConfig({
    tags: ['syncing'],
    after: { mergeRetry: { target: 'merging' } },
  }),
}
