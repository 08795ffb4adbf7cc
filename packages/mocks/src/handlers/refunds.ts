// `/api/refunds/*`: the page where a shopper gives the bank account a refund needs, as the
// server's orders/refund-routes.ts answers it, with named variants for stories.
import {
  type ErrorResponse,
  REFUND_DETAILS_TEXTS,
  REFUSAL_FALLBACKS,
  type RefundBanksResponse,
  RefundDetailsRequest,
  type RefundDetailsResponse,
  refusalOf,
} from '@adire/contract'
import { HttpResponse, http } from 'msw'
import { type Body, fail, untilStoryEnds, url } from './http.ts'
import { callerOf, state } from './state.ts'

/** The link's token the mock treats as no longer valid (replaced, or already answered). */
export const USED_REFUND_TOKEN = 'used'
/** The account number the mock's Paystack refuses, as the emulator's bank does. */
export const REFUSED_ACCOUNT_NUMBER = '0123450000'

/** A few of Paystack's banks for naira accounts. */
export const MOCK_BANKS = [
  { id: '1', name: 'Access Bank' },
  { id: '7', name: 'First Bank of Nigeria' },
  { id: '9', name: 'Guaranty Trust Bank' },
  { id: '22', name: 'Zenith Bank' },
]

const REFUND = { orderReference: 'ADR-FIXTURE-7', amount: 28500, currency: 'NGN' }

export const refundHandlers = {
  banks: http.get<never, never, RefundBanksResponse>(url('refundBanks'), () =>
    HttpResponse.json({ success: true, banks: MOCK_BANKS }),
  ),
  details: http.get<{ token: string }, never, RefundDetailsResponse | ErrorResponse>(
    url('refundDetails'),
    ({ params }) =>
      params.token === USED_REFUND_TOKEN
        ? fail(REFUND_DETAILS_TEXTS.linkInvalid, 404)
        : HttpResponse.json({ success: true, refund: REFUND }),
  ),
  // Validates like the server, so a story that skips the form's own checks still sees a 400.
  send: http.post<{ token: string }, Body<'sendRefundDetails'>, object>(
    url('sendRefundDetails'),
    async ({ request }) => {
      const parsed = RefundDetailsRequest.safeParse(await request.json().catch(() => undefined))
      if (!parsed.success) {
        return fail(refusalOf(parsed.error.issues, REFUSAL_FALLBACKS.body).message, 400)
      }
      if (!MOCK_BANKS.some((bank) => bank.id === parsed.data.bankId)) {
        return fail(REFUND_DETAILS_TEXTS.bankUnknown, 400)
      }
      if (parsed.data.accountNumber === REFUSED_ACCOUNT_NUMBER) {
        return fail(REFUND_DETAILS_TEXTS.accountRefused, 422)
      }
      return HttpResponse.json({ success: true, message: REFUND_DETAILS_TEXTS.done })
    },
  ),
  /**
   * A new link e-mailed to the signed-in shopper whose order's refund waits for their account,
   * as the server answers: 409 when the order is not theirs or its refund needs no account.
   */
  link: http.post<{ orderId: string }, never, object>(
    url('sendRefundDetailsLink'),
    ({ request, params }) => {
      const caller = callerOf(request)
      if (caller instanceof Response) return caller
      const order = state.orders.find(
        (o) => o._id === params.orderId && o.customer.email === caller.email,
      )
      const waiting = order?.payments.some((p) => p.refund?.status === 'needs-attention')
      if (!waiting) return fail(REFUND_DETAILS_TEXTS.noLinkNeeded, 409)
      return HttpResponse.json({ success: true, message: REFUND_DETAILS_TEXTS.linkSent })
    },
  ),
  /** The link could not be sent: the server is down (the page says its own words). */
  linkFails: http.post(url('sendRefundDetailsLink'), () => new HttpResponse(null, { status: 502 })),
  linkSlow: http.post(url('sendRefundDetailsLink'), async () => {
    await untilStoryEnds()
    return HttpResponse.json({ success: true, message: REFUND_DETAILS_TEXTS.linkSent })
  }),
  /** Paystack cannot be reached. */
  unavailable: http.post(url('sendRefundDetails'), () =>
    fail(REFUND_DETAILS_TEXTS.unavailable, 503),
  ),
  slow: http.post(url('sendRefundDetails'), async () => {
    await untilStoryEnds()
    return HttpResponse.json({ success: true, message: REFUND_DETAILS_TEXTS.done })
  }),
}
