// `/api/users/sessions`: the devices the demo shopper is signed in on (docs/product.md §3.6), as
// the server answers them (the one asking first; another's session is 404), kept in the mock
// server's memory, and named variants for the account page's states.
import {
  type AccountSession,
  type ErrorResponse,
  SESSION_MESSAGES,
  type SessionsChangeResponse,
  type SessionsResponse,
} from '@adire/contract'
import { HttpResponse, http } from 'msw'
import { FIXTURE_NOW } from '../fixtures/clock.ts'
import { fail, serverError, untilStoryEnds, url } from './http.ts'
import { callerOf } from './state.ts'

const HOUR = 60 * 60 * 1000

/** The demo shopper on this browser, and on an iPhone two days ago. */
export const fixtureSessions: AccountSession[] = [
  {
    id: '00000000-0000-4000-e000-000000000001',
    device: 'Chrome on Android',
    signedInAt: FIXTURE_NOW - 26 * HOUR,
    lastUsedAt: FIXTURE_NOW,
    current: true,
  },
  {
    id: '00000000-0000-4000-e000-000000000002',
    device: 'Safari on iPhone',
    signedInAt: FIXTURE_NOW - 9 * 24 * HOUR,
    lastUsedAt: FIXTURE_NOW - 2 * 24 * HOUR,
    current: false,
  },
]

let sessions = structuredClone(fixtureSessions)

/** Puts the devices back as the fixtures have them, or as given. */
export function resetMockSessions(given: AccountSession[] = fixtureSessions): void {
  sessions = structuredClone(given)
}

type ListAnswer = SessionsResponse | ErrorResponse
type ChangeAnswer = SessionsChangeResponse | ErrorResponse

const answer = (message: string) =>
  HttpResponse.json<ChangeAnswer>({ success: true, message, sessions: structuredClone(sessions) })

export const sessionHandlers = {
  list: http.get<never, never, ListAnswer>(url('sessions'), ({ request }) => {
    const caller = callerOf(request)
    if (caller instanceof HttpResponse) return caller
    return HttpResponse.json({ success: true, sessions: structuredClone(sessions) })
  }),
  end: http.delete<{ id: string }>(url('endSession'), ({ request, params }) => {
    const caller = callerOf(request)
    if (caller instanceof HttpResponse) return caller
    if (!sessions.some((s) => s.id === params.id)) return fail(SESSION_MESSAGES.notFound, 404)
    sessions = sessions.filter((s) => s.id !== params.id)
    return answer(SESSION_MESSAGES.signedOut)
  }),
  endOthers: http.post(url('endOtherSessions'), ({ request }) => {
    const caller = callerOf(request)
    if (caller instanceof HttpResponse) return caller
    sessions = sessions.filter((s) => s.current)
    return answer(SESSION_MESSAGES.signedOutOthers)
  }),
  slow: http.get(url('sessions'), async () => {
    await untilStoryEnds()
    return HttpResponse.json({ success: true })
  }),
  error: http.get(url('sessions'), serverError),
}
