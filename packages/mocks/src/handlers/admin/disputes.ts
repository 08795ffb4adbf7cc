// `/api/admin/orders/:id/disputes/:disputeId/answer`: the store team's answer to a dispute
// (docs/product.md §11.9), as the server's admin routes answer it: checked with the contract,
// once (a second answer is a 409), with a variant where Paystack refuses it.
import {
  type AdminOrder,
  DISPUTE_MESSAGES,
  DisputeAnswerRequest,
  type ErrorResponse,
  type OrderDispute,
  type OrderStatusResponse,
} from '@adire/contract'
import { HttpResponse, http } from 'msw'
import { fixtureAdminOrders } from '../../fixtures/admin-orders.ts'
import { FIXTURE_NOW } from '../../fixtures/clock.ts'
import { ADMIN_USER } from '../../fixtures/people.ts'
import { fail, invalidBody, url } from '../http.ts'
import { state, tick } from '../state.ts'
import { refusedToNonAdmin } from './orders.ts'

/** The order the disputed fixtures dispute: a paid one. */
export const DISPUTED_REFERENCE = 'ADR-FIXTURE-2'

/** An open dispute on `order`'s payment, its deadline 16 hours after the fixtures' clock. */
export function openDisputeOf(order: AdminOrder): OrderDispute {
  return {
    id: '6f0c1d9e-1b7a-4a53-9a43-5d2f4c1b2a01',
    providerId: '358950',
    paymentReference: order.reference,
    state: 'open',
    paystackStatus: 'awaiting-merchant-feedback',
    category: 'chargeback',
    amountKobo: Math.round(order.amount * 100),
    currency: 'NGN',
    dueAt: FIXTURE_NOW + 16 * 3_600_000,
    respondedAt: null,
    respondedBy: null,
    responseNote: null,
    evidence: null,
    resolution: null,
    resolvedAt: null,
    deductedKobo: 0,
  }
}

/**
 * The same dispute once the bank decided: won after the team declined it with the delivery
 * details, or lost when nobody answered in time (Paystack accepted it for the store).
 */
export function decidedDisputeOf(order: AdminOrder, outcome: 'won' | 'lost'): OrderDispute {
  const open = openDisputeOf(order)
  const decided = {
    paystackStatus: 'resolved',
    resolvedAt: FIXTURE_NOW + 20 * 3_600_000,
  }
  if (outcome === 'lost') {
    return {
      ...open,
      ...decided,
      state: 'lost',
      resolution: 'auto-accepted',
      deductedKobo: open.amountKobo,
    }
  }
  return {
    ...open,
    ...decided,
    state: 'won',
    resolution: 'declined',
    respondedAt: FIXTURE_NOW + 2 * 3_600_000,
    respondedBy: ADMIN_USER.email,
    responseNote: 'Delivered to the shopper on 3 November and signed for.',
  }
}

/**
 * `fixtureAdminOrders` with a dispute on `DISPUTED_REFERENCE`: open, or as the bank decided it.
 */
export const fixtureDisputedOrders = (outcome?: 'won' | 'lost'): AdminOrder[] =>
  fixtureAdminOrders.map((order) =>
    order.reference === DISPUTED_REFERENCE
      ? { ...order, disputes: [outcome ? decidedDisputeOf(order, outcome) : openDisputeOf(order)] }
      : order,
  )

type Params = { id: string; disputeId: string }

const answer = (refusal?: string) =>
  http.post<Params, never, OrderStatusResponse | ErrorResponse>(
    url('adminAnswerDispute'),
    async ({ request, params }) => {
      const refused = refusedToNonAdmin(request)
      if (refused) return refused
      const invalid = await invalidBody(request.clone(), DisputeAnswerRequest)
      if (invalid) return invalid
      const body = DisputeAnswerRequest.parse(await request.json())
      const order = state.orders.find((o) => o._id === params.id)
      const dispute = order?.disputes?.find((d) => d.id === params.disputeId)
      if (!order || !dispute) return fail(DISPUTE_MESSAGES.notFound, 404)
      if (dispute.respondedBy)
        return fail(DISPUTE_MESSAGES.alreadyAnswered(dispute.respondedBy), 409)
      if (dispute.state !== 'open') return fail(DISPUTE_MESSAGES.closed, 409)
      if (refusal) return fail(DISPUTE_MESSAGES.providerRefused(refusal), 502)
      const at = tick()
      Object.assign(dispute, {
        respondedAt: at,
        respondedBy: ADMIN_USER.email,
        responseNote: body.note,
        evidence: body.action === 'decline' ? body.evidence : null,
        ...(body.action === 'accept'
          ? {
              state: 'lost',
              paystackStatus: 'resolved',
              resolution: 'merchant-accepted',
              resolvedAt: at,
              deductedKobo: dispute.amountKobo,
            }
          : { state: 'responded', paystackStatus: 'awaiting-bank-feedback' }),
      })
      return HttpResponse.json<OrderStatusResponse>({
        success: true,
        order: structuredClone(order),
      })
    },
  )

export const adminDisputeHandlers = {
  /** As the server: the answer recorded (responded, or lost when accepted), or 404 / 409. */
  answer: answer(),
  /** Paystack could not be reached: 502 with its reason, nothing recorded. */
  refused: answer('Paystack could not be reached: timeout'),
}
