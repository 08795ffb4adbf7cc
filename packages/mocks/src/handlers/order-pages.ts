// My Orders a page at a time (`POST /api/order/userorders?before=`), as the server's orders
// folder reads them to a shopper: the paging in plain code, and the list's handlers.
import {
  type ErrorResponse,
  type Order,
  REFUSAL_FALLBACKS,
  refusalOf,
  USER_ORDERS_PAGE_SIZE,
  UserOrdersQuery,
  type UserOrdersResponse,
} from '@adire/contract'
import { HttpResponse, http } from 'msw'
import { toShopperOrder } from '../fixtures/admin-orders.ts'
import { fixtureOrderHistory } from '../fixtures/shopper-orders.ts'
import { fail, serverError, url } from './http.ts'
import { callerOf, state } from './state.ts'

/** The list's order, as the server's: newest first, then by reference. */
const listOrder = (a: Order, b: Order) =>
  b.date - a.date || (a.reference < b.reference ? -1 : a.reference > b.reference ? 1 : 0)

/** Where the next page starts after `order`, in the server's form (`UserOrdersQuery`). */
const cursorAfter = (order: Order) => `${order.date}~${order.reference}`

/**
 * `POST /api/order/userorders` over the given orders, in plain code: newest first, a page of
 * `USER_ORDERS_PAGE_SIZE` at a time, each page after the `before` cursor of the one above it, as
 * the server pages them (an order placed meanwhile never shifts the pages).
 */
export function pageOfOrders(orders: readonly Order[], before?: string): UserOrdersResponse {
  const [at = '', reference = ''] = before?.split('~') ?? []
  const after = (order: Order) =>
    before === undefined ||
    order.date < Number(at) ||
    (order.date === Number(at) && order.reference > reference)
  const rest = orders.filter(after).sort(listOrder)
  const page = rest.slice(0, USER_ORDERS_PAGE_SIZE)
  const last = page.at(-1)
  return {
    success: true,
    orders: page,
    nextCursor: rest.length > USER_ORDERS_PAGE_SIZE && last ? cursorAfter(last) : null,
  }
}

/** The page a request asks for (`?before=`), or 400 with the server's message for a bad cursor. */
export function answerPage(request: Request, orders: readonly Order[]) {
  const query = UserOrdersQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!query.success)
    return fail(refusalOf(query.error.issues, REFUSAL_FALLBACKS.page).message, 400)
  return HttpResponse.json<UserOrdersResponse>(pageOfOrders(orders, query.data.before))
}

/** A shopper's own orders, as the server reads them to the shopper. */
export const ordersOf = (email: string) =>
  state.orders.filter((order) => order.customer.email === email).map(toShopperOrder)

/**
 * Ada's orders and `fixtureOrderHistory`, two pages. `beforeAnswer` plays what happens before
 * the server answers a first page or a later one; an answer it gives is the server's instead.
 */
export function manyOrders(
  beforeAnswer?: (laterPage: boolean) => Promise<HttpResponse<ErrorResponse> | undefined>,
) {
  return http.post<never, never, UserOrdersResponse | ErrorResponse>(
    url('userOrders'),
    async ({ request }) => {
      const caller = callerOf(request)
      if (caller instanceof Response) return caller
      const answer = await beforeAnswer?.(new URL(request.url).searchParams.has('before'))
      return answer ?? answerPage(request, [...ordersOf(caller.email), ...fixtureOrderHistory])
    },
  )
}

/**
 * A fresh `orderHandlers.manyOrders` whose first `failures` requests for a later page fail and
 * every other one succeeds: a "Load more orders" that works when tried again (the storefront
 * tries a failed page twice more by itself, so 3 failures reach the shopper). A first page
 * starts the count again, so a story shown again fails again.
 */
export function olderOrdersFailThenWork(failures = 3) {
  let failed = 0
  return manyOrders(async (laterPage) => {
    if (!laterPage) failed = 0
    else if (failed < failures) {
      failed += 1
      return serverError()
    }
    return undefined
  })
}
