import {
  type AdminReturn,
  type AdminReturnResponse,
  AdminReturnsQuery,
  type AdminReturnsResponse,
  REFUSAL_FALLBACKS,
  ReturnDeclineRequest,
  ReturnReceiveRequest,
  refusalOf,
} from '@adire/contract'
import { Hono } from 'hono'
import { errorJson } from '../http/errors.ts'
import { jsonBody } from '../http/json-body.ts'
import type { SessionEnv } from '../users/require-session.ts'
import type { Returns } from './returns.ts'

/**
 * `/api/admin/returns/*`: the store team's returns (docs/product.md §10.7): the list, one
 * return, and its steps (approve, decline, receive, refund, exchange), each recorded with the
 * team member who took it. Mounted behind the admin guard (admin/routes.ts).
 */
export function adminReturnRoutes({ returns }: { returns: Returns }) {
  const one = (found: AdminReturn): AdminReturnResponse => ({ success: true, return: found })
  return new Hono<SessionEnv>()
    .get('/', async (c) => {
      const query = AdminReturnsQuery.safeParse(c.req.query())
      if (!query.success) {
        return errorJson(c, refusalOf(query.error.issues, REFUSAL_FALLBACKS.page).message, 400)
      }
      return c.json<AdminReturnsResponse>({ success: true, ...(await returns.list(query.data)) })
    })
    .get('/:id', async (c) => c.json(one(await returns.get(c.req.param('id')))))
    .post('/:id/approve', async (c) => {
      const actor = { kind: 'admin' as const, userId: c.var.session.userId }
      return c.json(one(await returns.approve(c.req.param('id'), actor)))
    })
    .post('/:id/decline', jsonBody(ReturnDeclineRequest), async (c) => {
      const actor = { kind: 'admin' as const, userId: c.var.session.userId }
      const { reason } = c.req.valid('json')
      return c.json(one(await returns.decline(c.req.param('id'), reason, actor)))
    })
    .post('/:id/receive', jsonBody(ReturnReceiveRequest), async (c) => {
      const actor = { kind: 'admin' as const, userId: c.var.session.userId }
      return c.json(one(await returns.receive(c.req.param('id'), c.req.valid('json'), actor)))
    })
    .post('/:id/refund', async (c) => {
      const actor = { kind: 'admin' as const, userId: c.var.session.userId }
      return c.json(one(await returns.refund(c.req.param('id'), actor)))
    })
    .post('/:id/exchange', async (c) => {
      const actor = { kind: 'admin' as const, userId: c.var.session.userId }
      return c.json(one(await returns.exchange(c.req.param('id'), actor)))
    })
}
