import {
  ACCOUNT_MESSAGES,
  type OrderDetailsResponse,
  orderRefusalAnswer,
  PayAgainRequest,
  PlaceOrderRequest,
  type PlaceOrderResponse,
  REFUSAL_FALLBACKS,
  refusalOf,
  UserOrdersQuery,
  type UserOrdersResponse,
  VERIFY_ANSWERS,
  VerifyPaymentRequest,
  type VerifyPaymentResponse,
} from '@adire/contract'
import { type Context, Hono } from 'hono'
import type { BackgroundTasks } from '../background.ts'
import { errorJson, handleError } from '../http/errors.ts'
import { jsonBody } from '../http/json-body.ts'
import { limitBy, type RateLimiter } from '../http/rate-limit.ts'
import type { PaymentGateway } from '../payments/gateway.ts'
import { requireSession, type SessionEnv } from '../users/require-session.ts'
import type { SessionStore } from '../users/sessions.ts'
import { OrderError } from './errors.ts'
import { ORDER_LIMITS } from './limits.ts'
import type { OrderService } from './service.ts'
import { webhookRoutes } from './webhooks.ts'

export interface OrderRouteDependencies {
  orders: OrderService
  sessions: SessionStore
  gateway: PaymentGateway
  background: BackgroundTasks
  limiter: RateLimiter
  /** Orders placed or paid again per account in `ORDER_LIMITS`' window. */
  orderLimitPerAccount: number
  trustedProxies: number
  /** If set, only these addresses may post Paystack webhooks (PAYSTACK_WEBHOOK_IPS). */
  webhookIps: string[] | undefined
}

/** Each refusal's status and message, as the contract words them; shared with the admin routes. */
export const orderRefusal = ({ code, detail }: OrderError) => orderRefusalAnswer(code, detail)

/** The refusal as a response; logs nothing, since the shopper (or admin) caused it. */
export function refuseOrder(c: Context, error: OrderError) {
  const { status, message } = orderRefusal(error)
  if (status === 503) c.header('Retry-After', '10')
  return errorJson(c, message, status)
}

/** What a payment reference can look like: `ADR-` and letters and digits, or the emulator's own. */
const PAYMENT_REFERENCE = /^[A-Za-z0-9_.=-]{1,100}$/

/**
 * `/api/order/*`: checkout with Paystack (docs/product.md §7), the shopper's orders, and
 * Paystack's webhook (webhooks.ts).
 */
export function orderRoutes({
  orders,
  sessions,
  gateway,
  background,
  limiter,
  orderLimitPerAccount,
  trustedProxies,
  webhookIps,
}: OrderRouteDependencies) {
  const app = new Hono<SessionEnv>()
  app.onError((error, c) =>
    error instanceof OrderError ? refuseOrder(c, error) : handleError(error, c),
  )
  const signedIn = requireSession(sessions)
  // After the body is checked: only a request that can start a transaction counts.
  const paymentLimit = limitBy<SessionEnv>(
    limiter,
    { ...ORDER_LIMITS.paymentsPerAccount, limit: orderLimitPerAccount },
    (c) => c.var.session.userId,
  )

  return app
    .post('/paystack', signedIn, jsonBody(PlaceOrderRequest), paymentLimit, async (c) => {
      const { userId, user } = c.var.session
      const placed = await orders.checkout.place({ userId, email: user.email }, c.req.valid('json'))
      return c.json<PlaceOrderResponse>(placed, 201)
    })
    .post('/pay-again', signedIn, jsonBody(PayAgainRequest), paymentLimit, async (c) => {
      const { userId, user } = c.var.session
      const started = await orders.checkout.payAgain(
        { userId, email: user.email },
        c.req.valid('json').orderId,
      )
      return c.json<PlaceOrderResponse>(started, 201)
    })
    .post('/verifyPaystack', signedIn, jsonBody(VerifyPaymentRequest), async (c) => {
      const reference = c.req.valid('json').reference
      const outcome = await orders.payments.verify(c.var.session.userId, reference)
      return c.json<VerifyPaymentResponse>(VERIFY_ANSWERS[outcome])
    })
    .post('/userorders', signedIn, async (c) => {
      const query = UserOrdersQuery.safeParse(c.req.query())
      if (!query.success) {
        return errorJson(c, refusalOf(query.error.issues, REFUSAL_FALLBACKS.page).message, 400)
      }
      const page = await orders.reads.list(c.var.session.userId, query.data.before)
      return c.json<UserOrdersResponse>({ success: true, ...page })
    })
    .get('/details/:reference', signedIn, async (c) => {
      const reference = c.req.param('reference')
      // Text that cannot be a reference is no order of anyone's: the same 404, no query.
      const order = PAYMENT_REFERENCE.test(reference)
        ? await orders.reads.mine(c.var.session.userId, reference)
        : undefined
      if (!order) return errorJson(c, ACCOUNT_MESSAGES.orderNotFound, 404)
      return c.json<OrderDetailsResponse>({ success: true, order })
    })
    .route('/', webhookRoutes({ orders, gateway, background, trustedProxies, webhookIps }))
}
