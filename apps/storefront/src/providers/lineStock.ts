import { STOCK_SHOPPER_MESSAGES } from '@adire/contract'

/*
 * What the stock left of a size means to a shopper (docs/product.md §11.6), as plain functions:
 * the units left come from `GET /api/products/:id/availability`, where a size not listed has
 * plenty (undefined here). The server refuses what it cannot sell whatever the browser thinks;
 * these rules only tell the shopper first.
 */

/** What a cart line says about stock, when it says anything. */
export type LineFlag =
  /** More in the cart than is left: the line is to be lowered to `units`. */
  | { kind: 'lower'; units: number; message: string }
  /** The line was lowered to `units`, what was left: the shopper is told. */
  | { kind: 'lowered'; units: number; message: string }
  /** None left of the size: checkout waits until the line is removed. */
  | { kind: 'soldOut'; message: string }

/**
 * A cart line's flag, given its quantity, the units left of its size, and the units it was
 * lowered to earlier in this visit (if it was): null when it fits and nothing changed.
 */
export function lineFlag(
  quantity: number,
  unitsLeft: number | undefined,
  loweredTo?: number,
): LineFlag | null {
  if (unitsLeft === 0) return { kind: 'soldOut', message: STOCK_SHOPPER_MESSAGES.lineSoldOut }
  if (unitsLeft !== undefined && quantity > unitsLeft) {
    return {
      kind: 'lower',
      units: unitsLeft,
      message: STOCK_SHOPPER_MESSAGES.lineLowered(unitsLeft),
    }
  }
  // Told until the shopper sets another quantity themselves.
  if (loweredTo !== undefined && quantity === loweredTo) {
    return {
      kind: 'lowered',
      units: loweredTo,
      message: STOCK_SHOPPER_MESSAGES.lineLowered(loweredTo),
    }
  }
  return null
}

/** Whether checkout waits: a line of a size with none left is still in the cart. */
export const checkoutWaits = (flags: Iterable<LineFlag | null>) =>
  [...flags].some((flag) => flag?.kind === 'soldOut')

/**
 * ADD TO CART of one more unit of a size: the refusal to show (docs/product.md §11.6's "Only 2
 * left in size M", "Size M is sold out") when the cart already holds what is left, else null.
 */
export function addRefusal(
  size: string,
  inCart: number,
  unitsLeft: number | undefined,
): string | null {
  if (unitsLeft === undefined || inCart + 1 <= unitsLeft) return null
  return STOCK_SHOPPER_MESSAGES.notEnough(size, unitsLeft)
}

/** The key of a cart line: a product in a size. */
export const lineKey = (productId: string, size: string) => `${productId}/${size}`
