// `POST /api/order/returns` and `POST /api/order/returns/:id/cancel` (docs/product.md §10.7): a
// shopper's return of some lines of a delivered order, judged with the contract's own rules
// (what is left, what it refunds) as the server judges it, and named variants for the stories.
import {
  ACCOUNT_MESSAGES,
  type ErrorResponse,
  koboToNaira,
  leftToReturn,
  nairaToKobo,
  type OrderReturn,
  RETURN_MESSAGES,
  ReturnRequest,
  type ReturnResponse,
  requestRefundKobo,
  underReturnOf,
} from '@adire/contract'
import { HttpResponse, http } from 'msw'
import { type Body, fail, invalidBody, serverError, untilStoryEnds, url } from './http.ts'
import { callerOf, state, tick } from './state.ts'
import { mockStock } from './stock-state.ts'

/** The first return's number; each after it counts on from the highest the mock holds. */
const FIRST_RETURN_NUMBER = 1001

/** Every return the mock holds, on every order, for its next number. */
const allReturns = () => state.orders.flatMap((order) => order.returns ?? [])

/**
 * Why the request cannot be made, in the shopper's words, as the server refuses it: not
 * delivered, the window closed, a line an open return holds, more than is left of a line, another size not of the product
 * (or the one sent back), or that size sold out (409 with the line it is about).
 */
function refusal(order: (typeof state.orders)[number], request: ReturnRequest) {
  if (order.status !== 'Delivered') return fail(RETURN_MESSAGES.notDelivered, 409)
  if (order.returnsUntil === undefined || state.clock > order.returnsUntil) {
    return fail(RETURN_MESSAGES.windowClosed, 409)
  }
  const left = leftToReturn(order)
  const held = underReturnOf(order)
  for (const [position, line] of request.lines.entries()) {
    const item = order.items[line.index]
    const field = `lines.${position}`
    if (held.has(line.index)) return fail(RETURN_MESSAGES.lineUnderReturn, 409)
    if (!item || line.quantity > (left[line.index] ?? 0)) {
      return fail(RETURN_MESSAGES.quantity, 409, `${field}.quantity`)
    }
    const size = line.exchangeSize
    if (!size) continue
    if (size === item.selectedSize)
      return fail(RETURN_MESSAGES.sameSize, 400, `${field}.exchangeSize`)
    if (!item.sizes.includes(size)) return fail(RETURN_MESSAGES.size, 400, `${field}.exchangeSize`)
    if (mockStock(item._id)[size] === 0) {
      return fail(RETURN_MESSAGES.soldOut, 409, `${field}.exchangeSize`)
    }
  }
  return undefined
}

/** The return a request makes: each line priced with `returnRefundKobo`, its first step taken. */
function newReturn(order: (typeof state.orders)[number], request: ReturnRequest): OrderReturn {
  const feeKobo = nairaToKobo(order.returnPickupFee ?? 0)
  const refund = requestRefundKobo(order, request, feeKobo)
  const refunds = request.lines.filter((line) => !line.exchangeSize)
  const returnNumber =
    Math.max(FIRST_RETURN_NUMBER - 1, ...allReturns().map((r) => r.returnNumber)) + 1
  const at = tick()
  return {
    id: `ret-${returnNumber}`,
    returnNumber,
    status: 'requested',
    reason: request.reason,
    note: request.note || null,
    way: request.way,
    lines: request.lines.map((line) => {
      const item = order.items[line.index] as (typeof order.items)[number]
      const refunded = refunds.indexOf(line)
      return {
        index: line.index,
        name: item.name,
        productId: item._id,
        size: item.selectedSize,
        quantity: line.quantity,
        exchangeSize: line.exchangeSize || null,
        condition: null,
        outcome: null,
        refund: refunded < 0 ? 0 : koboToNaira(refund.lines[refunded] ?? 0),
      }
    }),
    fee: koboToNaira(refund.feeKobo),
    deliveryRefund: koboToNaira(refund.deliveryKobo),
    refundTotal: koboToNaira(refund.totalKobo),
    refund: null,
    declineReason: null,
    replacement: null,
    createdAt: at,
    timeline: [{ step: 'requested', at, by: 'You' }],
  }
}

const request = http.post<never, Body<'returnRequest'>, ReturnResponse | ErrorResponse>(
  url('returnRequest'),
  async ({ request: call }) => {
    const caller = callerOf(call)
    if (caller instanceof HttpResponse) return caller
    const invalid = await invalidBody(call.clone(), ReturnRequest)
    if (invalid) return invalid
    const body = ReturnRequest.parse(await call.json())
    const order = state.orders.find(
      (o) => o.customer.email === caller.email && o.reference === body.reference,
    )
    if (!order) return fail(ACCOUNT_MESSAGES.orderNotFound, 404)
    const refused = refusal(order, body)
    if (refused) return refused
    const made = newReturn(order, body)
    order.returns = [...(order.returns ?? []), made]
    return HttpResponse.json<ReturnResponse>({ success: true, return: made }, { status: 201 })
  },
)

const cancel = http.post<{ id: string }, never, ReturnResponse | ErrorResponse>(
  url('returnCancel'),
  ({ request: call, params }) => {
    const caller = callerOf(call)
    if (caller instanceof HttpResponse) return caller
    const mine = state.orders.filter((o) => o.customer.email === caller.email)
    const found = mine.flatMap((o) => o.returns ?? []).find((r) => r.id === params.id)
    if (!found) return fail(RETURN_MESSAGES.notFound, 404)
    if (found.status !== 'requested' && found.status !== 'approved') {
      return fail(RETURN_MESSAGES.step, 409)
    }
    found.status = 'cancelled'
    found.timeline.push({ step: 'cancelled', at: tick(), by: 'You' })
    return HttpResponse.json<ReturnResponse>({ success: true, return: structuredClone(found) })
  },
)

export const returnHandlers = {
  request,
  cancel,
  /** The exchange's size is sold out: 409, the first line's, with a refund offered instead. */
  soldOut: http.post(url('returnRequest'), () =>
    fail(RETURN_MESSAGES.soldOut, 409, 'lines.0.exchangeSize'),
  ),
  /** The window closed while the form was open. */
  windowClosed: http.post(url('returnRequest'), () => fail(RETURN_MESSAGES.windowClosed, 409)),
  /** The request never answers while the story runs: the form stays "Sending…". */
  slow: http.post(url('returnRequest'), async () => {
    await untilStoryEnds()
    return HttpResponse.json({ success: true })
  }),
  /** The request fails (500). */
  error: http.post(url('returnRequest'), serverError),
  /** Cancelling never answers while the story runs: "Cancelling…". */
  cancelSlow: http.post(url('returnCancel'), async () => {
    await untilStoryEnds()
    return HttpResponse.json({ success: true })
  }),
  /** Cancelling is refused: the store received the return meanwhile. */
  cancelRefused: http.post(url('returnCancel'), () => fail(RETURN_MESSAGES.step, 409)),
}
