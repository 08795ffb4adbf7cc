import { USER_MESSAGES } from '@adire/contract'
import type { Context, MiddlewareHandler } from 'hono'
import { errorJson } from '../http/errors.ts'
import type { SessionIdentity, SessionStore } from './sessions.ts'

export type SessionEnv = { Variables: { session: SessionIdentity } }

/** The session token, as the `token` header (docs/product.md §7) or `Authorization: Bearer`. */
export function sessionToken(c: Context): string | undefined {
  const header = c.req.header('token')?.trim()
  if (header) return header
  return /^Bearer\s+(\S+)\s*$/i.exec(c.req.header('authorization') ?? '')?.[1]
}

/**
 * Lets a request through only with a live session, which handlers read as `c.var.session`.
 * No token: 401 "not authorised"; a malformed, unknown, revoked or expired one: 401 "expired".
 */
export function requireSession(sessions: SessionStore): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    const token = sessionToken(c)
    if (!token) return errorJson(c, USER_MESSAGES.notAuthorised, 401)
    const session = await sessions.authenticate(token)
    if (!session) return errorJson(c, USER_MESSAGES.sessionExpired, 401)
    c.set('session', session)
    await next()
  }
}
