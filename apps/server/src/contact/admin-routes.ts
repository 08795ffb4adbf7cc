import {
  AdminMessagesQuery,
  type AdminMessagesResponse,
  MESSAGE_TEXTS,
  MessageHandledRequest,
  type MessageHandledResponse,
  REFUSAL_FALLBACKS,
  refusalOf,
} from '@adire/contract'
import { Hono } from 'hono'
import { errorJson } from '../http/errors.ts'
import { isRowId } from '../http/ids.ts'
import { jsonBody } from '../http/json-body.ts'
import type { SessionEnv } from '../users/require-session.ts'
import type { ContactInbox } from './service.ts'

/**
 * `/api/admin/messages/*`: the store team's inbox of the contact form's messages
 * (docs/product.md §11.8). Mounted behind the admin guard (admin/routes.ts), so every handler
 * has a team member's session.
 */
export function adminMessageRoutes({ contact }: { contact: ContactInbox }) {
  return new Hono<SessionEnv>()
    .get('/', async (c) => {
      const query = AdminMessagesQuery.safeParse(c.req.query())
      if (!query.success) {
        return errorJson(c, refusalOf(query.error.issues, REFUSAL_FALLBACKS.filter).message, 400)
      }
      return c.json<AdminMessagesResponse>({ success: true, ...(await contact.list(query.data)) })
    })
    .put('/:id/handled', jsonBody(MessageHandledRequest), async (c) => {
      const id = c.req.param('id')
      if (!isRowId(id)) return errorJson(c, MESSAGE_TEXTS.notFound, 404)
      const message = await contact.setHandled(
        id,
        c.req.valid('json').handled,
        c.var.session.user.email,
      )
      if (!message) return errorJson(c, MESSAGE_TEXTS.notFound, 404)
      return c.json<MessageHandledResponse>({ success: true, message })
    })
}
