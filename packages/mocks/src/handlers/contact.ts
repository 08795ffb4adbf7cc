// `POST /api/contact`: a message to the store, as the server's contact folder answers it.
import {
  CONTACT_SUCCESS_MESSAGE,
  ContactRequest,
  type ContactResponse,
  type ErrorResponse,
  REFUSAL_FALLBACKS,
  refusalOf,
} from '@adire/contract'
import { HttpResponse, http } from 'msw'
import { receiveMockMessage } from './admin/messages.ts'
import { type Body, fail, serverError, untilStoryEnds, url } from './http.ts'

export const contactHandlers = {
  // Validates like the server, so a story that skips the form's own checks still sees a 400.
  default: http.post<never, Body<'contact'>, ContactResponse | ErrorResponse>(
    url('contact'),
    async ({ request }) => {
      const parsed = ContactRequest.safeParse(await request.json().catch(() => undefined))
      if (!parsed.success)
        return fail(refusalOf(parsed.error.issues, REFUSAL_FALLBACKS.body).message, 400)
      receiveMockMessage(parsed.data)
      return HttpResponse.json({ success: true, message: CONTACT_SUCCESS_MESSAGE }, { status: 201 })
    },
  ),
  error: http.post<never, Body<'contact'>, ErrorResponse>(url('contact'), serverError),
  slow: http.post(url('contact'), async () => {
    await untilStoryEnds()
    return HttpResponse.json({ success: true, message: CONTACT_SUCCESS_MESSAGE }, { status: 201 })
  }),
}
