// Small helpers every resource's handlers share: where a call is matched, how a refusal is
// answered, and how a request's token and body are read, each as the server does it.
import {
  api,
  type EndpointName,
  type ErrorResponse,
  type OrderRefusal,
  type OrderRefusalDetail,
  orderRefusalAnswer,
  REFUSAL_FALLBACKS,
  type RequestOf,
  refusalOf,
  SERVER_ERROR_MESSAGE,
  USER_MESSAGES,
} from '@adire/contract'
import { HttpResponse } from 'msw'
import type { z } from 'zod'

/** Matches the path on any origin, so the same handlers serve browser stories and Node tests. */
export const url = (name: EndpointName) => `*${api[name].path}`

/** The request body an endpoint takes, as the contract types it. */
export type Body<N extends EndpointName> = RequestOf<N>

/** A refusal in the server's shape: `{ success: false, message }` (and the field it is about). */
export const fail = (message: string, status: number, field?: string) =>
  HttpResponse.json<ErrorResponse>(
    { success: false, message, ...(field ? { field } : {}) },
    { status },
  )

/** An order call refused as the server refuses it, from the contract's table. */
export function refuseOrder(code: OrderRefusal, detail?: OrderRefusalDetail) {
  const { message, status } = orderRefusalAnswer(code, detail)
  return fail(message, status)
}

/** The server's answer to an error it did not expect, for the stories of a failing call. */
export const serverError = () => fail(SERVER_ERROR_MESSAGE, 500)

/** A call that needs a session, made without a token. */
export const unauthorised = () => fail(USER_MESSAGES.notAuthorised, 401)

/** The session token, sent as the `token` header or as `Authorization: Bearer`. */
export function tokenOf(request: Request): string | undefined {
  const bearer = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '')
  return request.headers.get('token') || bearer || undefined
}

/** Checks a body as the server does, so a story that skips a form's own checks still sees a 400. */
export async function invalidBody(request: Request, schema: z.ZodType) {
  const parsed = schema.safeParse(await request.json().catch(() => undefined))
  if (parsed.success) return undefined
  const { message, field } = refusalOf(parsed.error.issues, REFUSAL_FALLBACKS.body)
  return fail(message, 400, field)
}

/** The calls held unanswered since the story began, as `METHOD /path`. */
const held: string[] = []
/** What lets each call waiting for its story's end go on. */
const waitingForStoryEnd = new Set<() => void>()

/**
 * Resolves when the story ends (`forgetHeldRequests`), never while it runs: a handler awaits it
 * to keep its screen in a waiting state. Not MSW's `delay('infinite')`: the browser gives up on
 * a service worker's request after 5 minutes, and a call held that long failed in the middle of
 * whichever story ran then (hundreds of stories share one page and one worker).
 */
export function untilStoryEnds(): Promise<void> {
  return new Promise((resolve) => waitingForStoryEnd.add(resolve))
}

/**
 * Never answers while the story runs: the screen stays in its waiting state ("Saving…", a
 * spinner). The call is noted as held, so that a story can wait for it to arrive before it ends:
 * a save sent just after its story ended would reach the next story's handlers and change that
 * story's data.
 */
export async function neverAnswers({ request }: { request: Request }) {
  held.push(`${request.method} ${new URL(request.url).pathname}`)
  await untilStoryEnds()
  return HttpResponse.json({ success: true })
}

/** The calls `neverAnswers` holds, oldest first. */
export const heldRequests = (): readonly string[] => [...held]

/**
 * Between stories (Storybook's preview calls it): the calls held by the story that ended are
 * answered, to a page no longer there, and the next story starts with none held.
 */
export const forgetHeldRequests = () => {
  held.length = 0
  for (const release of waitingForStoryEnd) release()
  waitingForStoryEnd.clear()
}
