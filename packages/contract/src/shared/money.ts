/** Currency constants of docs/product.md §9. Money is integer kobo inside; naira only at the edges. */
export const CURRENCY_CODE = 'NGN'
export const CURRENCY_SYMBOL = '₦'
/** Delivery fee in naira unless the store sets its own (docs/product.md §9: 0; DELIVERY_FEE on the server). */
export const DELIVERY_FEE = 0

const wholeNaira = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: CURRENCY_CODE,
  maximumFractionDigits: 0,
})
const nairaAndKobo = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: CURRENCY_CODE,
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
})

/**
 * The one way the store writes money (issue 41), on every page, e-mail and receipt: `₦12,500`
 * for whole naira, `₦1,234.50` when there are kobo. Totals too: docs/product.md §9's two
 * decimals are the precision totals are kept to (kobo), not digits written when they are 0.
 */
export function formatNaira(amount: number): string {
  return (Number.isInteger(amount) ? wholeNaira : nairaAndKobo).format(amount)
}

/**
 * The largest order the store takes, in naira. Far above any shopper's basket (five lines of 99
 * of the dearest sunglasses come to about ₦22m), and a clear limit for the store to state: an
 * order above it is a bulk deal for the store team, not a card payment. Money is 64-bit kobo
 * throughout, so the limit is a policy, not a storage bound.
 */
export const MAX_ORDER_AMOUNT = 50_000_000

export function nairaToKobo(amount: number): number {
  return Math.round(amount * 100)
}

export function koboToNaira(kobo: number): number {
  return kobo / 100
}

/** A line of an order or cart: a price in kobo, so many times. */
export interface PricedLine {
  priceKobo: number
  quantity: number
}

/** What a line costs, in kobo. */
export const lineKobo = ({ priceKobo, quantity }: PricedLine) => priceKobo * quantity

/** Cart lines, each product priced in naira, as pricing reads them (`priceOrder`). */
export const pricedCartLines = (
  lines: readonly { product: { price: number }; quantity: number }[],
): PricedLine[] =>
  lines.map(({ product, quantity }) => ({ priceKobo: nairaToKobo(product.price), quantity }))
