import { CartSummaryRequest, type CartSummaryResponse } from '@adire/contract'
import { Hono } from 'hono'
import { handleError } from '../http/errors.ts'
import { jsonBody } from '../http/json-body.ts'
import { OrderError } from '../orders/errors.ts'
import type { OrderPricing } from '../orders/pricing.ts'
import { refuseOrder } from '../orders/routes.ts'
import { sessionToken } from '../users/require-session.ts'
import type { SessionStore } from '../users/sessions.ts'

/**
 * `POST /api/cart/summary` (docs/product.md §11.14): the cart priced by the server with a
 * discount code. Open to guests; a live session, when sent, is who the code is judged for.
 */
export function cartSummaryRoutes(pricing: OrderPricing, sessions: SessionStore) {
  const app = new Hono()
  app.onError((error, c) =>
    error instanceof OrderError ? refuseOrder(c, error) : handleError(error, c),
  )
  return app.post('/', jsonBody(CartSummaryRequest), async (c) => {
    const token = sessionToken(c)
    const session = token ? await sessions.authenticate(token) : undefined
    const summary = await pricing.summary(session, c.req.valid('json'))
    return c.json<CartSummaryResponse>(summary)
  })
}
