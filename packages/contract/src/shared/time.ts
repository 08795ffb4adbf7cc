/** Lengths of time in milliseconds, for limits, lifetimes and dates throughout the store. */
export const MINUTE_MS = 60 * 1000
export const HOUR_MS = 60 * MINUTE_MS
export const DAY_MS = 24 * HOUR_MS
