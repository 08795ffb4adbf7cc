import {
  CONTACT_SUCCESS_MESSAGE,
  ContactRequest,
  type ContactResponse,
  type ErrorResponse,
} from '@adire/contract'
import { type Context, Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import type { ContactInbox } from './service.ts'

/** Far above the largest valid message (2,000 characters, even as 4-byte characters) plus fields. */
export const CONTACT_BODY_LIMIT_BYTES = 16 * 1024

// Anything a client can get wrong answers 400 with a message, never a 500.
const badRequest = (c: Context, message: string) =>
  c.json<ErrorResponse>({ success: false, message }, 400)

export function contactRoutes(inbox: ContactInbox) {
  return new Hono().post(
    '/',
    bodyLimit({
      maxSize: CONTACT_BODY_LIMIT_BYTES,
      onError: (c) => badRequest(c, 'Your message is too long'),
    }),
    async (c) => {
      const contentType = c.req.header('content-type') ?? ''
      if (!/^application\/json\s*(;|$)/i.test(contentType)) {
        return badRequest(c, 'Send the message as JSON (Content-Type: application/json)')
      }
      let body: unknown
      try {
        body = await c.req.json()
      } catch {
        return badRequest(c, 'The request body is not valid JSON')
      }
      const parsed = ContactRequest.safeParse(body)
      if (!parsed.success) {
        return badRequest(c, parsed.error.issues[0]?.message ?? 'Please check the form')
      }
      await inbox.receive(parsed.data)
      return c.json<ContactResponse>({ success: true, message: CONTACT_SUCCESS_MESSAGE }, 201)
    },
  )
}
