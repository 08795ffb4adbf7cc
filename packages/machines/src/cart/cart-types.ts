import type { CartData } from '@adire/contract'

/*
 * The cart machine's vocabulary (cart.machine.ts): the changes a shopper makes, what the browser
 * keeps, the events the app sends and the machine's context.
 */

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
 * The whole path is told in guest-cart-handover.ts.
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
  /**
   * Signed in: the changes the server had not confirmed when the cart was last written, each as
   * the quantity it left the line at (`unsavedChanges`). A page left or reloaded right after a
   * change may have lost its call; these are sent again on the next load, once the account's
   * cart is fetched. Setting a quantity twice is harmless, where adding twice is not.
   */
  unsaved: CartChange[]
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
