// `GET /api/order/details/:reference`: one of the signed-in shopper's orders, whole, as the
// server reads it to them (another's, or an unknown reference, is 404), and named variants for
// the order page's states.
import { ACCOUNT_MESSAGES, type ErrorResponse, type OrderDetailsResponse } from '@adire/contract'
import { HttpResponse, http } from 'msw'
import { fail, serverError, untilStoryEnds, url } from './http.ts'
import { ordersOf } from './order-pages.ts'
import { callerOf } from './state.ts'

export const orderDetailsHandlers = {
  details: http.get<{ reference: string }, never, OrderDetailsResponse | ErrorResponse>(
    url('orderDetails'),
    ({ request, params }) => {
      const caller = callerOf(request)
      if (caller instanceof HttpResponse) return caller
      const order = ordersOf(caller.email).find((mine) => mine.reference === params.reference)
      if (!order) return fail(ACCOUNT_MESSAGES.orderNotFound, 404)
      return HttpResponse.json({ success: true, order })
    },
  ),
  slow: http.get(url('orderDetails'), async () => {
    await untilStoryEnds()
    return HttpResponse.json({ success: true })
  }),
  notFound: http.get(url('orderDetails'), () => fail(ACCOUNT_MESSAGES.orderNotFound, 404)),
  error: http.get(url('orderDetails'), serverError),
}
