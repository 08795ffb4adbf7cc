/*
 * A naira amount as both imports read it: a product's price and a delivery zone's fee
 * (docs/product.md §11.4). Digits with an optional decimal point, ₦ before them if the owner
 * likes, and commas between thousands as in "18,500" (in quotes in the file, as spreadsheets
 * write it). Nothing else is taken for a number: JavaScript's `Number` would read 0x10 as 16 and
 * 1e3 as 1,000.
 */
const PLAIN_NAIRA = /^₦?\s*(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?$/

/** The amount a cell holds as plain digits (`18500.50`), or undefined when it is not one. */
export function plainNaira(cell: string): string | undefined {
  const match = PLAIN_NAIRA.exec(cell.trim())
  return match ? `${match[1]?.replaceAll(',', '')}${match[2] ?? ''}` : undefined
}

/** The refusal of a cell `plainNaira` does not read. */
export const notNaira = (cell: string) =>
  `${cell.trim() || 'nothing'} is not a number of naira: write digits with an optional decimal point, like 3500 or 3500.50 (or "3,500" in quotes)`

/**
 * Kobo as an export writes naira: always two decimals, no thousands separator and no ₦, so a
 * spreadsheet reads every amount as a number (`18500.00`, `-250.50`).
 */
export function nairaCell(kobo: number): string {
  const sign = kobo < 0 ? '-' : ''
  const whole = Math.abs(Math.round(kobo))
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`
}
