import {
  CONTACT_SUCCESS_MESSAGE,
  ContactRequest,
  type ContactResponse,
  HOUR_MS,
} from '@adire/contract'
import { Hono } from 'hono'
import { clientAddress } from '../http/client-address.ts'
import { jsonBody } from '../http/json-body.ts'
import { limitBy, type RateLimiter, type RateLimitRule } from '../http/rate-limit.ts'
import { sessionToken } from '../users/require-session.ts'
import type { SessionStore } from '../users/sessions.ts'
import type { ContactInbox } from './service.ts'

/**
 * Messages from one address per hour: anyone may write without an account, so this stops a
 * script filling the inbox, while a shared mobile address (carrier NAT) still has room.
 */
export const CONTACT_LIMIT: RateLimitRule = {
  name: 'contact-address',
  limit: 20,
  windowMs: HOUR_MS,
  message: 'Too many messages from your network. Please try again in {minutes}.',
}

export interface ContactRouteDependencies {
  contact: ContactInbox
  sessions: SessionStore
  limiter: RateLimiter
  /** Reverse proxies in front of the server whose X-Forwarded-For is trusted (TRUST_PROXY). */
  trustedProxies: number
}

export function contactRoutes({
  contact,
  sessions,
  limiter,
  trustedProxies,
}: ContactRouteDependencies) {
  return new Hono().post(
    '/',
    // Only messages that would be stored count: a mistyped form costs the shopper nothing.
    jsonBody(ContactRequest),
    limitBy(limiter, CONTACT_LIMIT, (c) => clientAddress(c, trustedProxies)),
    async (c) => {
      // Anyone may write. A live session files the message under its account, whose export
      // and erasure take it (ADR 034); a stale one is no reason to lose the message.
      const token = sessionToken(c)
      const session = token ? await sessions.authenticate(token) : undefined
      await contact.receive(c.req.valid('json'), session?.userId)
      return c.json<ContactResponse>({ success: true, message: CONTACT_SUCCESS_MESSAGE }, 201)
    },
  )
}
