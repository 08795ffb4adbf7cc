/** The server's sense of time, injected so tests can expire tokens and rate-limit windows. */
export interface Clock {
  now(): Date
}

export const systemClock: Clock = { now: () => new Date() }
