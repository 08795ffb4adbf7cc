import {
  AdminOrdersQuery,
  type AdminOrdersResponse,
  BulkStatusRequest,
  type BulkStatusResponse,
  bulkOutcome,
  DISPUTE_MESSAGES,
  DisputeAnswerRequest,
  exportFileName,
  ORDER_MESSAGES,
  OrderNoteRequest,
  OrderStatusRequest,
  type OrderStatusResponse,
  OrdersExportQuery,
  REFUSAL_FALLBACKS,
  refusalOf,
} from '@adire/contract'
import { Hono } from 'hono'
import { csvDownload } from '../csv/download.ts'
import type { Database } from '../db/client.ts'
import { errorJson, handleError } from '../http/errors.ts'
import { isRowId } from '../http/ids.ts'
import { jsonBody } from '../http/json-body.ts'
import type { SessionEnv } from '../users/require-session.ts'
import { DisputeRefused } from './disputes.ts'
import { OrderError } from './errors.ts'
import { ordersCsv } from './export.ts'
import { refuseOrder } from './routes.ts'
import type { OrderService } from './service.ts'

/**
 * `/api/admin/orders/*`: the store team's orders page (docs/product.md §11). Mounted behind the
 * admin guard (admin/routes.ts), so every handler has a team member's session.
 */
export function adminOrderRoutes({ orders, db }: { orders: OrderService; db: Database }) {
  const app = new Hono<SessionEnv>()
  app.onError((error, c) =>
    error instanceof OrderError ? refuseOrder(c, error) : handleError(error, c),
  )
  return (
    app
      .get('/', async (c) => {
        const query = AdminOrdersQuery.safeParse(c.req.query())
        if (!query.success) {
          return errorJson(c, refusalOf(query.error.issues, REFUSAL_FALLBACKS.filter).message, 400)
        }
        const [list, alerts] = await Promise.all([
          orders.reads.adminList(query.data),
          orders.alerts.open(),
        ])
        const shown = await orders.disputes.attach(list.orders)
        const paymentAlerts = alerts.map(({ kind, since }) => ({ kind, since: since.getTime() }))
        return c.json<AdminOrdersResponse>({ success: true, ...list, orders: shown, paymentAlerts })
      })
      // docs/product.md §11.12: the accountant's CSV of a range of Lagos days.
      .get('/export', async (c) => {
        const query = OrdersExportQuery.safeParse(c.req.query())
        if (!query.success) {
          return errorJson(c, refusalOf(query.error.issues, REFUSAL_FALLBACKS.filter).message, 400)
        }
        const { csv } = await ordersCsv(db, query.data)
        return csvDownload(c, exportFileName('orders', query.data), csv)
      })
      .patch('/:id/status', jsonBody(OrderStatusRequest), async (c) => {
        const id = c.req.param('id')
        if (!isRowId(id)) return errorJson(c, ORDER_MESSAGES.orderNotFound, 404)
        const { status, courier, tracking } = c.req.valid('json')
        const order = await orders.fulfilment.setStatus(
          id,
          status,
          { kind: 'admin', userId: c.var.session.userId },
          courier === undefined ? undefined : { courier, tracking },
        )
        return c.json<OrderStatusResponse>({ success: true, order })
      })
      // Each order by the rules of a single move, each on its own timeline (§11.11).
      .post('/bulk-status', jsonBody(BulkStatusRequest), async (c) => {
        const { ids, status, courier, tracking } = c.req.valid('json')
        const { moved, refused } = await orders.fulfilment.setMany(
          ids,
          status,
          { kind: 'admin', userId: c.var.session.userId },
          courier === undefined ? undefined : { courier, tracking },
        )
        return c.json<BulkStatusResponse>({
          success: true,
          moved,
          refused,
          message: bulkOutcome(moved.length, refused),
        })
      })
      .post('/:id/notes', jsonBody(OrderNoteRequest), async (c) => {
        const id = c.req.param('id')
        if (!isRowId(id)) return errorJson(c, ORDER_MESSAGES.orderNotFound, 404)
        const added = await orders.notes.add(id, c.var.session.userId, c.req.valid('json').text)
        const order = added ? await orders.reads.forAdmin(id) : undefined
        if (!order) return errorJson(c, ORDER_MESSAGES.orderNotFound, 404)
        return c.json<OrderStatusResponse>({ success: true, order })
      })
      .post('/:id/refunds/retry', async (c) => {
        const id = c.req.param('id')
        if (!isRowId(id)) return errorJson(c, ORDER_MESSAGES.orderNotFound, 404)
        const retried = await orders.refunds.retry(id)
        const order = await orders.reads.forAdmin(id)
        if (!order) return errorJson(c, ORDER_MESSAGES.orderNotFound, 404)
        if (!retried) return errorJson(c, ORDER_MESSAGES.noFailedRefund, 409)
        return c.json<OrderStatusResponse>({ success: true, order })
      })
      .post('/:id/disputes/:disputeId/answer', jsonBody(DisputeAnswerRequest), async (c) => {
        const { id, disputeId } = c.req.param()
        if (!isRowId(id) || !isRowId(disputeId)) return errorJson(c, DISPUTE_MESSAGES.notFound, 404)
        try {
          await orders.disputes.answer(id, disputeId, c.req.valid('json'), c.var.session.userId)
        } catch (error) {
          if (!(error instanceof DisputeRefused)) throw error
          const [message, status] = {
            'not found': [DISPUTE_MESSAGES.notFound, 404],
            'already answered': [DISPUTE_MESSAGES.alreadyAnswered(error.message), 409],
            closed: [DISPUTE_MESSAGES.closed, 409],
            photo: [DISPUTE_MESSAGES.photoInvalid, 422],
            provider: [DISPUTE_MESSAGES.providerRefused(error.message), 502],
          }[error.reason] as [string, 404 | 409 | 422 | 502]
          return errorJson(c, message, status)
        }
        const order = await orders.reads.forAdmin(id)
        if (!order) return errorJson(c, ORDER_MESSAGES.orderNotFound, 404)
        const [shown] = await orders.disputes.attach([order])
        return c.json<OrderStatusResponse>({ success: true, order: shown ?? order })
      })
  )
}
