/**
 * The store's time zone: orders are placed, packed and delivered in Nigeria, so a date reads the
 * same for the shopper, the store team, the server and the tests, wherever their device is.
 */
export const STORE_TIME_ZONE = 'Africa/Lagos'

const longDate = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: STORE_TIME_ZONE,
})

const dateAndTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: STORE_TIME_ZONE,
})

/** The day of an instant (epoch milliseconds), e.g. `22 November 2026` (en-GB, long month). */
export function formatOrderDate(at: number): string {
  return longDate.format(at)
}

/** An instant with its time of day, e.g. `22 November 2026 at 14:05` (en-GB, 24-hour). */
export function formatOrderDateTime(at: number): string {
  return dateAndTime.format(at)
}

/** The machine-readable form for a `<time dateTime>` attribute. */
export const isoDateTime = (at: number) => new Date(at).toISOString()
