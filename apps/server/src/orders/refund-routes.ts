import {
  MINUTE_MS,
  REFUND_DETAILS_TEXTS,
  type RefundBanksResponse,
  RefundDetailsRequest,
  type RefundDetailsResponse,
  type RefundLinkSentResponse,
} from '@adire/contract'
import { type Context, Hono } from 'hono'
import { clientAddress } from '../http/client-address.ts'
import { errorJson, handleError } from '../http/errors.ts'
import { isRowId } from '../http/ids.ts'
import { jsonBody } from '../http/json-body.ts'
import { limitBy, type RateLimiter } from '../http/rate-limit.ts'
import { requireSession, type SessionEnv } from '../users/require-session.ts'
import type { SessionStore } from '../users/sessions.ts'
import { RefundDetailsError } from './refund-attention.ts'
import type { OrderService } from './service.ts'

/** Each refusal of a shopper's bank account: its status and the store's words. */
function refuseDetails(c: Context, { code }: RefundDetailsError) {
  switch (code) {
    case 'linkInvalid':
      return errorJson(c, REFUND_DETAILS_TEXTS.linkInvalid, 404)
    case 'noLinkNeeded':
      return errorJson(c, REFUND_DETAILS_TEXTS.noLinkNeeded, 409)
    case 'bankUnknown':
      return errorJson(c, REFUND_DETAILS_TEXTS.bankUnknown, 400, 'bankId')
    case 'accountRefused':
      return errorJson(c, REFUND_DETAILS_TEXTS.accountRefused, 422)
    case 'unavailable':
      c.header('Retry-After', '60')
      return errorJson(c, REFUND_DETAILS_TEXTS.unavailable, 503)
  }
}

/**
 * `/api/refunds/*`: the page an e-mailed link opens when Paystack needs the shopper's bank
 * account for a refund (refund-attention.ts). The link's token is the only key; tries from one
 * address are limited, as each one that passes reaches Paystack. A signed-in shopper can have
 * the link e-mailed again, a few times an hour.
 */
export function refundRoutes({
  orders,
  sessions,
  limiter,
  trustedProxies,
}: {
  orders: OrderService
  sessions: SessionStore
  limiter: RateLimiter
  trustedProxies: number
}) {
  const { attention } = orders.refunds
  const tries = limitBy(
    limiter,
    {
      name: 'refund-details-address',
      limit: 20,
      windowMs: 15 * MINUTE_MS,
      message: 'Too many tries from your network. Please try again in {minutes}.',
    },
    (c) => clientAddress(c, trustedProxies),
  )
  const links = limitBy<SessionEnv>(
    limiter,
    {
      name: 'refund-link-account',
      limit: 3,
      windowMs: 60 * MINUTE_MS,
      message: REFUND_DETAILS_TEXTS.linkLimit,
    },
    (c) => c.var.session.userId,
  )
  const app = new Hono<SessionEnv>()
  app.onError((error, c) =>
    error instanceof RefundDetailsError ? refuseDetails(c, error) : handleError(error, c),
  )
  return app
    .get('/banks', async (c) => {
      const banks = await attention.banks()
      return c.json<RefundBanksResponse>({ success: true, banks })
    })
    .get('/details/:token', tries, async (c) => {
      const refund = await attention.view(c.req.param('token'))
      return c.json<RefundDetailsResponse>({ success: true, refund })
    })
    .post('/details/:token', tries, jsonBody(RefundDetailsRequest), async (c) => {
      await attention.submit(c.req.param('token'), c.req.valid('json'))
      return c.json({ success: true as const, message: REFUND_DETAILS_TEXTS.done })
    })
    .post('/link/:orderId', requireSession(sessions), links, async (c) => {
      const orderId = c.req.param('orderId')
      // Text that cannot be an order's id is no order of theirs: the same answer, no query.
      if (!isRowId(orderId)) throw new RefundDetailsError('noLinkNeeded')
      await attention.sendLinkAgain(orderId, c.var.session.userId)
      return c.json<RefundLinkSentResponse>({
        success: true,
        message: REFUND_DETAILS_TEXTS.linkSent,
      })
    })
}
