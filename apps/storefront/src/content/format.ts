const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
]

/**
 * A calendar date (`2026-11-22`) as shoppers read it, `22 November 2026`: what
 * `Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' })` writes
 * (its test compares the two), without loading the browser's locale data as the page hydrates
 * (ADR 045). A calendar day, not an instant: the same text in every time zone.
 */
export function formatLongDate(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number)
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`
}
