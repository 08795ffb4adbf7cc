import { ReturnRequest, type ReturnResponse } from '@adire/contract'
import { Hono } from 'hono'
import { handleError } from '../http/errors.ts'
import { jsonBody } from '../http/json-body.ts'
import { requireSession, type SessionEnv } from '../users/require-session.ts'
import type { SessionStore } from '../users/sessions.ts'
import type { Returns } from './returns.ts'

/**
 * `/api/order/returns/*` (docs/product.md §10.7): the shopper asks for a return or a size
 * exchange of their delivered order, and may cancel it until it is received. Refusals are
 * `{ success: false, message }` in the contract's words (`RETURN_MESSAGES`).
 */
export function returnRoutes({ returns, sessions }: { returns: Returns; sessions: SessionStore }) {
  const app = new Hono<SessionEnv>()
  app.onError(handleError)
  const signedIn = requireSession(sessions)
  return app
    .post('/', signedIn, jsonBody(ReturnRequest), async (c) => {
      const made = await returns.request(c.var.session.userId, c.req.valid('json'))
      return c.json<ReturnResponse>({ success: true, return: made }, 201)
    })
    .post('/:id/cancel', signedIn, async (c) => {
      const cancelled = await returns.cancel(c.var.session.userId, c.req.param('id'))
      return c.json<ReturnResponse>({ success: true, return: cancelled })
    })
}
