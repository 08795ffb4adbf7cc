/*
 * Stock's rules and words that the storefront's first-visit code needs (the size picker, the
 * product cards, the cart's flags), kept apart from the schemas so that zod stays out of it
 * (docs/product.md §11.6).
 */

/** At or below this many units a size is low on stock, unless the store sets its own (LOW_STOCK_THRESHOLD). */
export const LOW_STOCK_THRESHOLD = 3

/**
 * What shoppers are told of stock (docs/product.md §11.6): a size sold out or with few units
 * left, a line in the cart that no longer fits, a product with nothing left.
 */
export const STOCK_SHOPPER_MESSAGES = {
  soldOut: 'Sold out',
  onlyLeft: (units: number) => `Only ${units} left`,
  /** A size's button, to a screen reader, when it cannot be chosen. */
  sizeSoldOut: (size: string) => `${size}, sold out`,
  /** Adding to the cart, or starting payment, asked for more than is left. */
  notEnough: (size: string, units: number) =>
    units === 0 ? `Size ${size} is sold out` : `Only ${units} left in size ${size}`,
  /** A cart line lowered to what is left since it was added. */
  lineLowered: (units: number) => `Only ${units} left: we have updated your cart`,
  /** A cart line whose size sold out since it was added: checkout waits until it is removed. */
  lineSoldOut: 'Sold out: remove it to continue',
  /** Beside PROCEED TO CHECKOUT and the pay button while such a line is in the cart. */
  checkoutWaits: 'An item in your cart is sold out: remove it to continue.',
  /** Starting payment (placing the order, paying again) found a line that no longer fits. */
  lineShort: (name: string, size: string, units: number) =>
    units === 0
      ? `${name} in size ${size} is sold out`
      : `Only ${units} left of ${name} in size ${size}`,
  /** An order paid after its units went to another shopper: cancelled and refunded. */
  paidOutOfStock: 'Paid, out of stock',
} as const
