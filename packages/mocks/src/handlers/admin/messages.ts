// `/api/admin/messages`: the store team's inbox (docs/product.md §11.8), as the server's admin
// routes answer it (no token 401, a shopper's 403, newest first, a page at a time, marked handled
// by the caller), kept in the mock server's memory, and named variants for the inbox's states.
import {
  ADMIN_MESSAGES_PAGE_SIZE,
  AdminMessagesQuery,
  type AdminMessagesResponse,
  type ContactMessage,
  type ContactRequest,
  type ErrorResponse,
  MESSAGE_TEXTS,
  MessageHandledRequest,
  type MessageHandledResponse,
  REFUSAL_FALLBACKS,
  refusalOf,
} from '@adire/contract'
import { HttpResponse, http } from 'msw'
import { fixtureMessages } from '../../fixtures/messages.ts'
import { ADMIN_USER } from '../../fixtures/people.ts'
import { fail, neverAnswers, serverError, url } from '../http.ts'
import { tick } from '../state.ts'
import { refusedToNonAdmin } from './orders.ts'

const state = { messages: structuredClone(fixtureMessages) }

/** Puts the inbox back as the fixtures have it, or as given (each test, each story). */
export function resetMockMessages(messages: ContactMessage[] = fixtureMessages): void {
  state.messages = structuredClone(messages)
}

/** Messages not handled yet: the admin shell's count. */
export function openMockMessages(): number {
  return state.messages.filter((message) => message.handled === null).length
}

/** A message arrives through the contact page, as the server stores it. */
export function receiveMockMessage(message: ContactRequest): void {
  const serial = String(state.messages.length + 1).padStart(12, '0')
  state.messages.unshift({
    id: `00000000-0000-4000-c000-${serial}`,
    ...message,
    receivedAt: tick(),
    handled: null,
  })
}

type ListAnswer = AdminMessagesResponse | ErrorResponse
type HandledAnswer = MessageHandledResponse | ErrorResponse

export const adminMessagesHandlers = {
  /** GET: a page of the messages the filter shows, newest first, and how many are open. */
  list: http.get<never, never, ListAnswer>(url('adminMessages'), ({ request }) => {
    const refused = refusedToNonAdmin(request)
    if (refused) return refused
    const query = AdminMessagesQuery.safeParse(
      Object.fromEntries(new URL(request.url).searchParams),
    )
    if (!query.success)
      return fail(refusalOf(query.error.issues, REFUSAL_FALLBACKS.filter).message, 400)
    const { show, page } = query.data
    const shown = state.messages.filter((message) =>
      show === 'all' ? true : (message.handled !== null) === (show === 'handled'),
    )
    const start = (page - 1) * ADMIN_MESSAGES_PAGE_SIZE
    return HttpResponse.json({
      success: true,
      messages: structuredClone(shown.slice(start, start + ADMIN_MESSAGES_PAGE_SIZE)),
      page,
      pageSize: ADMIN_MESSAGES_PAGE_SIZE,
      total: shown.length,
      open: state.messages.filter((message) => message.handled === null).length,
    })
  }),
  /** PUT …/handled: marked handled by the caller (the first one kept), or open again. */
  handled: http.put<{ id: string }, never, HandledAnswer>(
    url('adminMessageHandled'),
    async ({ request, params }) => {
      const refused = refusedToNonAdmin(request)
      if (refused) return refused
      const parsed = MessageHandledRequest.safeParse(await request.json().catch(() => undefined))
      if (!parsed.success) {
        return fail(refusalOf(parsed.error.issues, REFUSAL_FALLBACKS.body).message, 400)
      }
      const message = state.messages.find((m) => m.id === params.id)
      if (!message) return fail(MESSAGE_TEXTS.notFound, 404)
      message.handled = parsed.data.handled
        ? (message.handled ?? { at: tick(), by: ADMIN_USER.email })
        : null
      return HttpResponse.json({ success: true, message: structuredClone(message) })
    },
  ),
  /** No message has arrived yet. */
  empty: http.get<never, never, ListAnswer>(url('adminMessages'), () =>
    HttpResponse.json({
      success: true,
      messages: [],
      page: 1,
      pageSize: ADMIN_MESSAGES_PAGE_SIZE,
      total: 0,
      open: 0,
    }),
  ),
  slow: http.get(url('adminMessages'), neverAnswers),
  error: http.get(url('adminMessages'), serverError),
  /** Marking never finishes. */
  handledSlow: http.put(url('adminMessageHandled'), neverAnswers),
  handledError: http.put(url('adminMessageHandled'), serverError),
}
