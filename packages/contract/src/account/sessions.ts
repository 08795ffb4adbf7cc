import { z } from 'zod'

/*
 * The devices a shopper is signed in on (docs/product.md §3.6): each session with the browser it
 * was opened from, when it began and when it was last used, and which one is asking.
 */

export const SESSION_MESSAGES = {
  signedOut: 'Signed out on that device',
  signedOutOthers: 'Signed out everywhere else',
  notFound: 'That device is not signed in to your account',
} as const

export const AccountSession = z.object({
  id: z.string(),
  /** The browser and system, as "Chrome on Android"; "Unknown device" when it did not say. */
  device: z.string(),
  /** When the session began, in ms. */
  signedInAt: z.number(),
  /** When it was last used, in ms (kept to the hour). */
  lastUsedAt: z.number(),
  /** Whether it is the session making this call. */
  current: z.boolean(),
})
export type AccountSession = z.infer<typeof AccountSession>

/** The live sessions, the one asking first, then the most recently used. */
export const SessionsResponse = z.object({
  success: z.literal(true),
  sessions: z.array(AccountSession),
})
export type SessionsResponse = z.infer<typeof SessionsResponse>

/** A session or all the others ended: the sessions that remain. */
export const SessionsChangeResponse = SessionsResponse.extend({ message: z.string() })
export type SessionsChangeResponse = z.infer<typeof SessionsChangeResponse>
