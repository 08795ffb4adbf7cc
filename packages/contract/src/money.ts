/** Currency constants of SPEC.md §9. Money is integer kobo inside; naira only at the edges. */
export const CURRENCY_CODE = 'NGN'
export const CURRENCY_SYMBOL = '₦'
/** Delivery fee in naira (SPEC.md §9: 0). */
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

/** Formats a naira amount for display: `₦12,500` for whole naira, `₦1,234.50` otherwise. */
export function formatNaira(amount: number): string {
  return (Number.isInteger(amount) ? wholeNaira : nairaAndKobo).format(amount)
}

export function nairaToKobo(amount: number): number {
  return Math.round(amount * 100)
}

export function koboToNaira(kobo: number): number {
  return kobo / 100
}
