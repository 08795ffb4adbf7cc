/**
 * Kobo as an export writes naira: always two decimals, no thousands separator and no ₦, so a
 * spreadsheet reads every amount as a number (`18500.00`, `-250.50`). Numbers typed in are read
 * by the contract's one rule (`readNumber`, typed-number.ts).
 */
export function nairaCell(kobo: number): string {
  const sign = kobo < 0 ? '-' : ''
  const whole = Math.abs(Math.round(kobo))
  return `${sign}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, '0')}`
}
