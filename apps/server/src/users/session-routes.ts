import {
  type AccountSession,
  SESSION_MESSAGES,
  type SessionsChangeResponse,
  type SessionsResponse,
} from '@adire/contract'
import { Hono } from 'hono'
import { errorJson } from '../http/errors.ts'
import { isRowId } from '../http/ids.ts'
import { deviceName } from './devices.ts'
import { requireSession, type SessionEnv } from './require-session.ts'
import type { SessionIdentity, SessionStore } from './sessions.ts'

/**
 * `/api/users/sessions`: the devices a shopper is signed in on (docs/product.md §3.6), and
 * signing one or all the others out. Another shopper's session is answered as a missing one.
 */
export function sessionRoutes({ sessions }: { sessions: SessionStore }) {
  /** The caller's live sessions, theirs first, then the most recently used. */
  async function listed({ userId, sessionId }: SessionIdentity): Promise<AccountSession[]> {
    const rows = await sessions.list(userId)
    return rows
      .map((row) => ({
        id: row.id,
        device: deviceName(row.userAgent),
        signedInAt: row.createdAt.getTime(),
        lastUsedAt: row.lastUsedAt.getTime(),
        current: row.id === sessionId,
      }))
      .sort((a, b) => Number(b.current) - Number(a.current))
  }

  return new Hono<SessionEnv>()
    .use(requireSession(sessions))
    .get('/', async (c) =>
      c.json<SessionsResponse>({ success: true, sessions: await listed(c.var.session) }),
    )
    .delete('/:id', async (c) => {
      const id = c.req.param('id')
      const ended = isRowId(id) && (await sessions.revokeOwn(c.var.session.userId, id))
      if (!ended) return errorJson(c, SESSION_MESSAGES.notFound, 404)
      return c.json<SessionsChangeResponse>({
        success: true,
        message: SESSION_MESSAGES.signedOut,
        sessions: await listed(c.var.session),
      })
    })
    .post('/sign-out-others', async (c) => {
      const { userId, sessionId } = c.var.session
      await sessions.revokeAll(userId, undefined, sessionId)
      return c.json<SessionsChangeResponse>({
        success: true,
        message: SESSION_MESSAGES.signedOutOthers,
        sessions: await listed(c.var.session),
      })
    })
}
