import { CONTACT_SUCCESS_MESSAGE, ContactRequest, type ContactResponse } from '@adire/contract'
import { Hono } from 'hono'
import { jsonBody } from '../http/json-body.ts'
import type { ContactInbox } from './service.ts'

export function contactRoutes(inbox: ContactInbox) {
  return new Hono().post('/', jsonBody(ContactRequest), async (c) => {
    await inbox.receive(c.req.valid('json'))
    return c.json<ContactResponse>({ success: true, message: CONTACT_SUCCESS_MESSAGE }, 201)
  })
}
