// `/api/admin/home` and `/api/admin/counts`: the store team's Home and the admin shell's counts
// (docs/product.md §11.10), as the server answers them (no token 401, a shopper's 403). The
// counts are read from the mock server's orders and inbox, so the shell agrees with the orders
// and messages screens; named variants give Home's states and a new paid order arriving.
import {
  type AdminCountsResponse,
  AdminHomeQuery,
  type AdminHomeResponse,
  type ErrorResponse,
  REFUSAL_FALLBACKS,
  refusalOf,
  TO_PACK_STATUSES,
} from '@adire/contract'
import { HttpResponse, http } from 'msw'
import {
  fixtureHomeFresh,
  fixtureHomePartlySetUp,
  fixtureHomeWithWork,
} from '../../fixtures/admin-home.ts'
import { FIXTURE_NOW } from '../../fixtures/clock.ts'
import { fail, neverAnswers, serverError, url } from '../http.ts'
import { state } from '../state.ts'
import { openMockMessages } from './messages.ts'
import { refusedToNonAdmin } from './orders.ts'

type HomeAnswer = AdminHomeResponse | ErrorResponse
type CountsAnswer = AdminCountsResponse | ErrorResponse

/** The counts as the mock server's orders and messages have them now. */
function currentCounts(): AdminCountsResponse {
  const paid = state.orders.filter((order) => order.payment)
  const newest = paid
    .map((order) => ({ order, at: order.payments?.[0]?.at ?? order.date }))
    .sort((a, b) => b.at - a.at)[0]
  return {
    success: true,
    toPack: paid.filter((order) => TO_PACK_STATUSES.some((status) => status === order.status))
      .length,
    unreadMessages: openMockMessages(),
    newestPaid: newest
      ? { reference: newest.order.reference, orderNumber: newest.order.orderNumber, at: newest.at }
      : null,
  }
}

/** A Home answer, its work counts as the shell's (so the two never disagree on screen). */
const homeAnswer = (home: AdminHomeResponse) =>
  http.get<never, never, HomeAnswer>(url('adminHome'), ({ request }) => {
    const refused = refusedToNonAdmin(request)
    if (refused) return refused
    const query = AdminHomeQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams))
    if (!query.success) {
      return fail(refusalOf(query.error.issues, REFUSAL_FALLBACKS.filter).message, 400)
    }
    const { toPack, unreadMessages } = currentCounts()
    return HttpResponse.json({
      ...structuredClone(home),
      testPayments: { ...home.testPayments, included: query.data.tests === 'include' },
      work: { ...home.work, toPack, unreadMessages },
    })
  })

/** The reference of the paid order that `adminHomeHandlers.newOrderArrives` announces. */
export const NEW_ORDER_REFERENCE = 'ADR-NEW-0001'

let countsAsked = 0

/** Forgets how often the counts were asked for (each story). */
export function resetMockHome(): void {
  countsAsked = 0
}

export const adminHomeHandlers = {
  /** A store at work (`fixtureHomeWithWork`). */
  home: homeAnswer(fixtureHomeWithWork),
  /** A fresh store: nothing sold, nothing set up (with `countsNone`). */
  fresh: http.get<never, never, HomeAnswer>(url('adminHome'), ({ request }) => {
    const refused = refusedToNonAdmin(request)
    if (refused) return refused
    return HttpResponse.json(structuredClone(fixtureHomeFresh))
  }),
  /** Half set up, with test payments made through the emulator. */
  partlySetUp: homeAnswer(fixtureHomePartlySetUp),
  slow: http.get(url('adminHome'), neverAnswers),
  error: http.get(url('adminHome'), serverError),
  /** GET /api/admin/counts: from the mock server's orders and inbox. */
  counts: http.get<never, never, CountsAnswer>(url('adminCounts'), ({ request }) => {
    const refused = refusedToNonAdmin(request)
    if (refused) return refused
    return HttpResponse.json(currentCounts())
  }),
  /** Nothing waiting and no order yet: a fresh store's shell. */
  countsNone: http.get<never, never, CountsAnswer>(url('adminCounts'), () =>
    HttpResponse.json({ success: true, toPack: 0, unreadMessages: 0, newestPaid: null }),
  ),
  /**
   * The first answer is the store as it is; every later one has a new paid order, newer than
   * any other, and one more order to pack: what the shell sees when a shopper pays meanwhile.
   */
  newOrderArrives: http.get<never, never, CountsAnswer>(url('adminCounts'), ({ request }) => {
    const refused = refusedToNonAdmin(request)
    if (refused) return refused
    countsAsked += 1
    const counts = currentCounts()
    if (countsAsked === 1) return HttpResponse.json(counts)
    return HttpResponse.json({
      ...counts,
      toPack: counts.toPack + 1,
      newestPaid: { reference: NEW_ORDER_REFERENCE, orderNumber: 1400, at: FIXTURE_NOW + 60_000 },
    })
  }),
  countsError: http.get(url('adminCounts'), serverError),
}
