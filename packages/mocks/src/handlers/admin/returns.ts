// `/api/admin/returns`: the store team's returns and size exchanges (docs/product.md §10.7), as
// the server's routes answer them: a shopper's 403, an unknown id or number 404, a bad body 400
// at its field, and a step the return cannot take from where it is 409 with the contract's
// words (`canMoveReturn`; a refund or an exchange before the items came back, or with nothing
// left to do). Kept in the mock server's memory (`resetMockReturns` puts the fixtures back);
// each step is recorded on the return's timeline by the team member who took it.
import {
  type AdminReturn,
  type AdminReturnResponse,
  AdminReturnsQuery,
  type AdminReturnsResponse,
  canMoveReturn,
  type ErrorResponse,
  OPEN_RETURN_STATUSES,
  REFUSAL_FALLBACKS,
  RETURN_CONDITION_LABELS,
  RETURN_MESSAGES,
  ReturnDeclineRequest,
  ReturnReceiveRequest,
  type ReturnStatus,
  refusalOf,
  returnLabel,
} from '@adire/contract'
import { HttpResponse, http } from 'msw'
import type { z } from 'zod'
import { fixtureAdminReturns } from '../../fixtures/admin-returns.ts'
import { fail, invalidBody, neverAnswers, serverError, url } from '../http.ts'
import { callerOf, state, tick } from '../state.ts'
import { refusedToNonAdmin } from './orders.ts'

type ListAnswer = AdminReturnsResponse | ErrorResponse
type OneAnswer = AdminReturnResponse | ErrorResponse

/** Returns a page holds when the call does not say (the server's default). */
export const RETURNS_PAGE_SIZE = 20

let returns: AdminReturn[] = structuredClone([...fixtureAdminReturns])
let replacements = 1340

/** Puts the returns back: the fixtures', or those given. */
export function resetMockReturns(given: readonly AdminReturn[] = fixtureAdminReturns) {
  returns = structuredClone([...given])
  replacements = 1340
}

/** A return of the mock server as it is now (for a story's or test's checks). */
export const mockReturn = (id: string) => structuredClone(returns.find((r) => r.id === id))

/** The returns as the list answers them now, newest first (for a component's stories). */
export const mockAdminReturns = (status?: ReturnStatus | 'open') =>
  structuredClone(newestFirst().filter((r) => matches(r, status)))

const newestFirst = () => [...returns].sort((a, b) => b.returnNumber - a.returnNumber)

const matches = (item: AdminReturn, status: ReturnStatus | 'open' | undefined) =>
  status === undefined ||
  (status === 'open' ? OPEN_RETURN_STATUSES.has(item.status) : item.status === status)

/** A return by its id, or by its number (`1006` or `R1006`), as the server finds it. */
const find = (idOrNumber: string) =>
  returns.find(
    (r) => r.id === idOrNumber || returnLabel(r.returnNumber) === idOrNumber.toUpperCase(),
  ) ?? returns.find((r) => String(r.returnNumber) === idOrNumber)

const one = (item: AdminReturn) =>
  HttpResponse.json<AdminReturnResponse>({ success: true, return: structuredClone(item) })

/** Who took a step, as the return's timeline names them. */
const whoOf = (request: Request) => {
  const caller = callerOf(request)
  return caller instanceof Response ? 'a former team member' : caller.name
}

const record = (item: AdminReturn, step: string, by: string, detail?: string) =>
  item.timeline.push(detail ? { step, at: tick(), by, detail } : { step, at: tick(), by })

/** Closes a received return once every line is refunded or its exchange shipped. */
function closeIfDone(item: AdminReturn, by: string) {
  if (item.lines.every((line) => line.outcome !== null) && canMoveReturn(item.status, 'closed')) {
    item.status = 'closed'
    record(item, 'closed', by)
  }
}

/**
 * A team step on one return: the caller checked, the return found, then `step` changes it (or
 * answers a refusal of its own).
 */
const teamStep = (
  name: Parameters<typeof url>[0],
  step: (item: AdminReturn, request: Request) => Promise<HttpResponse<ErrorResponse> | undefined>,
  body?: z.ZodType,
) =>
  http.post<{ id: string }, never, OneAnswer>(url(name), async ({ request, params }) => {
    const refused = refusedToNonAdmin(request)
    if (refused) return refused
    // The body is judged before the return is looked for, as the server's validator does.
    const bad = body && (await invalidBody(request.clone(), body))
    if (bad) return bad
    const item = find(params.id)
    if (!item) return fail(RETURN_MESSAGES.notFound, 404, 'id')
    const refusal = await step(item, request)
    if (refusal) return refusal
    onItsOrder(item)
    return one(item)
  })

/**
 * The return as its order's answers hold it, after a step: the team's order page and the
 * shopper's order read the same return the step changed, as the server's one table makes them.
 */
function onItsOrder(item: AdminReturn) {
  const { order: _, customer: __, zone: ___, ...asOnTheOrder } = item
  for (const order of state.orders) {
    const at = order.returns?.findIndex((r) => r.id === item.id) ?? -1
    if (order.returns && at >= 0) order.returns[at] = structuredClone(asOnTheOrder)
  }
}

/** A move to `to`, or the contract's 409 when the return cannot take it from where it is. */
const refusedMove = (item: AdminReturn, to: ReturnStatus) =>
  canMoveReturn(item.status, to) ? undefined : fail(RETURN_MESSAGES.step, 409, 'status')

/** A refund or an exchange: only once received, and only with a line of that kind left. */
function refusedFinish(item: AdminReturn, exchange: boolean) {
  if (item.status === 'requested' || item.status === 'approved') {
    return fail(RETURN_MESSAGES.notReceived, 409, 'status')
  }
  if (item.status !== 'received') return fail(RETURN_MESSAGES.step, 409, 'status')
  const waiting = item.lines.some(
    (line) => line.outcome === null && (line.exchangeSize !== null) === exchange,
  )
  if (waiting) return undefined
  return fail(
    exchange ? RETURN_MESSAGES.nothingToExchange : RETURN_MESSAGES.nothingToRefund,
    409,
    'status',
  )
}

const approve = teamStep('adminReturnApprove', async (item, request) => {
  const refused = refusedMove(item, 'approved')
  if (refused) return refused
  item.status = 'approved'
  record(item, 'approved', whoOf(request))
  return undefined
})

const decline = teamStep(
  'adminReturnDecline',
  async (item, request) => {
    const { reason } = ReturnDeclineRequest.parse(await request.json())
    const refused = refusedMove(item, 'declined')
    if (refused) return refused
    item.status = 'declined'
    item.declineReason = reason
    record(item, 'declined', whoOf(request), reason)
    return undefined
  },
  ReturnDeclineRequest,
)

const receive = teamStep(
  'adminReturnReceive',
  async (item, request) => {
    const { conditions } = ReturnReceiveRequest.parse(await request.json())
    const refused = refusedMove(item, 'received')
    if (refused) return refused
    const conditionOf = (index: number) => conditions.find((c) => c.index === index)?.condition
    if (item.lines.some((line) => conditionOf(line.index) === undefined)) {
      return fail(RETURN_MESSAGES.conditions, 400, 'conditions')
    }
    for (const line of item.lines) line.condition = conditionOf(line.index) ?? null
    item.status = 'received'
    const detail = item.lines
      .map(
        (line) => `${line.name}: ${line.condition ? RETURN_CONDITION_LABELS[line.condition] : ''}`,
      )
      .join('; ')
    record(item, 'received', whoOf(request), detail)
    return undefined
  },
  ReturnReceiveRequest,
)

const refund = teamStep('adminReturnRefund', async (item, request) => {
  const refused = refusedFinish(item, false)
  if (refused) return refused
  for (const line of item.lines) {
    if (line.exchangeSize === null && line.outcome === null) line.outcome = 'refunded'
  }
  // Paystack answers later (the reconciler): on its way until then.
  item.refund = { amount: item.refundTotal, status: 'pending' }
  const by = whoOf(request)
  record(item, 'refunded', by)
  closeIfDone(item, by)
  return undefined
})

const exchange = teamStep('adminReturnExchange', async (item, request) => {
  const refused = refusedFinish(item, true)
  if (refused) return refused
  for (const line of item.lines) {
    if (line.exchangeSize !== null && line.outcome === null) line.outcome = 'exchanged'
  }
  replacements += 1
  item.replacement = { reference: `ADR-EXCHANGE-${replacements}`, orderNumber: replacements }
  const by = whoOf(request)
  record(item, 'exchanged', by, `Order #${replacements}`)
  closeIfDone(item, by)
  return undefined
})

export const adminReturnHandlers = {
  /** GET: returns newest first, by status (`open`: requested, approved or received), paged. */
  list: http.get<never, never, ListAnswer>(url('adminReturns'), ({ request }) => {
    const refused = refusedToNonAdmin(request)
    if (refused) return refused
    const query = AdminReturnsQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams))
    if (!query.success) {
      return fail(refusalOf(query.error.issues, REFUSAL_FALLBACKS.filter).message, 400)
    }
    const { status, before, limit = RETURNS_PAGE_SIZE } = query.data
    const found = newestFirst().filter(
      (r) => matches(r, status) && (before === undefined || r.returnNumber < Number(before)),
    )
    const page = found.slice(0, limit)
    const last = page.at(-1)
    return HttpResponse.json<AdminReturnsResponse>({
      success: true,
      returns: structuredClone(page),
      nextCursor: found.length > limit && last ? String(last.returnNumber) : null,
    })
  }),
  /** GET …/:id: one return, by its id or its number. */
  one: http.get<{ id: string }, never, OneAnswer>(url('adminReturn'), ({ request, params }) => {
    const refused = refusedToNonAdmin(request)
    if (refused) return refused
    const item = find(params.id)
    return item ? one(item) : fail(RETURN_MESSAGES.notFound, 404, 'id')
  }),
  /** POST …/approve: requested → approved. */
  approve,
  /** POST …/decline: requested → declined, with the shopper's reason. */
  decline,
  /** POST …/receive: approved → received, with each line's condition. */
  receive,
  /** POST …/refund: a received return's refund lines refunded (on its way). */
  refund,
  /** POST …/exchange: a received return's exchanges made a replacement order. */
  exchange,
  /** The list never arrives. */
  slow: http.get(url('adminReturns'), neverAnswers),
  /** The list fails (500). */
  error: http.get(url('adminReturns'), serverError),
  /** No return yet. */
  empty: http.get(url('adminReturns'), () =>
    HttpResponse.json<AdminReturnsResponse>({ success: true, returns: [], nextCursor: null }),
  ),
  /** One return never arrives. */
  oneSlow: http.get(url('adminReturn'), neverAnswers),
  /** One return fails (500). */
  oneError: http.get(url('adminReturn'), serverError),
  /** A step never finishes: its button stays busy. */
  stepSlow: [
    http.post(url('adminReturnApprove'), neverAnswers),
    http.post(url('adminReturnDecline'), neverAnswers),
    http.post(url('adminReturnReceive'), neverAnswers),
    http.post(url('adminReturnRefund'), neverAnswers),
    http.post(url('adminReturnExchange'), neverAnswers),
  ],
}

/** The baseline: every call, kept in memory. */
export const adminReturnBaseline = [
  adminReturnHandlers.list,
  adminReturnHandlers.one,
  adminReturnHandlers.approve,
  adminReturnHandlers.decline,
  adminReturnHandlers.receive,
  adminReturnHandlers.refund,
  adminReturnHandlers.exchange,
]
