/** A calendar date as shoppers read it, e.g. `22 November 2026` (en-GB, long month). */
export function formatLongDate(isoDate: string): string {
  return new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    // A calendar day, not an instant: the same text in every time zone.
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`))
}
