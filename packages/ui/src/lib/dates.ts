/**
 * The store's time zone: orders are placed, packed and delivered in Nigeria, so a date reads the
 * same for the shopper, the store team, the server and the tests, wherever their device is.
 */
export const STORE_TIME_ZONE = 'Africa/Lagos'

/** A day as the store writes it, e.g. `22 November 2026`, in the store's time zone. */
const LONG_DATE = {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: STORE_TIME_ZONE,
} as const satisfies Intl.DateTimeFormatOptions

const longDate = new Intl.DateTimeFormat('en-GB', LONG_DATE)

const dateAndTime = new Intl.DateTimeFormat('en-GB', {
  ...LONG_DATE,
  hour: '2-digit',
  minute: '2-digit',
})

/** The day of an instant (epoch milliseconds), e.g. `22 November 2026` (en-GB, long month). */
export function formatOrderDate(at: number): string {
  return longDate.format(at)
}

/** An instant with its time of day, e.g. `22 November 2026 at 14:05` (en-GB, 24-hour). */
export function formatOrderDateTime(at: number): string {
  return dateAndTime.format(at)
}

const shortDay = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: STORE_TIME_ZONE,
})

/** A day near at hand, e.g. `Mon 30 Nov`: a delivery's expected days. */
export function formatShortDay(at: number): string {
  return shortDay.format(at).replace(',', '')
}

/** The machine-readable form for a `<time dateTime>` attribute. */
export const isoDateTime = (at: number) => new Date(at).toISOString()
