/** Currency constants of docs/product.md §9. Money is integer kobo inside; naira only at the edges. */
export const CURRENCY_CODE = 'NGN'
export const CURRENCY_SYMBOL = '₦'
/** Delivery fee in naira unless the store sets its own (docs/product.md §9: 0; DELIVERY_FEE on the server). */
export const DELIVERY_FEE = 0

/** Three digits a group, counted from the right: `1234567` → `1,234,567`. */
const THOUSANDS = /\B(?=(\d{3})+(?!\d))/g

/**
 * A whole number (or its digits) as shoppers read it, in groups of three: `2,000`, `100,000`
 * (what `toLocaleString('en-NG')` writes, without loading the browser's locale data: see
 * `formatNaira`).
 */
export const withThousands = (whole: number | string): string =>
  String(whole).replace(THOUSANDS, ',')

/**
 * The one way the store writes money (issue 41), on every page, e-mail and receipt: `₦12,500`
 * for whole naira, `₦1,234.50` when there are kobo, `-₦500` below zero. Totals too:
 * docs/product.md §9's two decimals are the precision totals are kept to (kobo), not digits
 * written when they are 0.
 *
 * It writes what `Intl.NumberFormat('en-NG', { style: 'currency', currency: 'NGN' })` writes
 * (its tests compare the two over every kind of amount), without asking for it: a page's first
 * `Intl` formatter loads the browser's locale data, 20–50 ms of one task on a fast computer and
 * six times that on the phones most shoppers carry, on every page that shows a price (issue 47,
 * docs/benchmarks.md). Amounts are kobo-exact (`koboToNaira`), so two decimals are exact.
 */
export function formatNaira(amount: number): string {
  const [whole = '', kobo] = Math.abs(amount)
    .toFixed(Number.isInteger(amount) ? 0 : 2)
    .split('.')
  const sign = amount < 0 ? '-' : ''
  return `${sign}${CURRENCY_SYMBOL}${withThousands(whole)}${kobo ? `.${kobo}` : ''}`
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
