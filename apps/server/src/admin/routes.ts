import {
  AdminMessagesQuery,
  type AdminMessagesResponse,
  AdminOrdersQuery,
  type AdminOrdersResponse,
  type AdminProductResponse,
  AdminProductsQuery,
  type AdminProductsResponse,
  type AdminSettingsResponse,
  DISPUTE_MESSAGES,
  DisputeAnswerRequest,
  MAX_PHOTO_BYTES,
  MESSAGE_TEXTS,
  MessageHandledRequest,
  type MessageHandledResponse,
  ORDER_MESSAGES,
  OrderStatusRequest,
  type OrderStatusResponse,
  type PhotoUploadResponse,
  PRODUCT_MESSAGES,
  ProductDraft,
  type ProductStockResponse,
  ProductUpdateRequest,
  REFUSAL_FALLBACKS,
  refusalOf,
  StockUpdateRequest,
  StoreSettingsChange,
} from '@adire/contract'
import { Hono } from 'hono'
import type { ContactInbox } from '../contact/service.ts'
import { errorJson, handleError } from '../http/errors.ts'
import { isRowId } from '../http/ids.ts'
import { jsonBody, readBodyLimited, TooLarge } from '../http/json-body.ts'
import { DisputeRefused } from '../orders/disputes.ts'
import { OrderError } from '../orders/errors.ts'
import { refuseOrder } from '../orders/routes.ts'
import type { OrderService } from '../orders/service.ts'
import { PhotoRefused } from '../photos/refusals.ts'
import type { PhotoService } from '../photos/service.ts'
import type { ProductEditor } from '../products/editor.ts'
import type { ProductStock } from '../products/stock.ts'
import type { StoreSettingsService } from '../store/settings.ts'
import { requireSession, type SessionEnv } from '../users/require-session.ts'
import type { SessionStore } from '../users/sessions.ts'

/** `/api/admin/*`: the store team's tools. No session: 401; a shopper's session: 403. */
export function adminRoutes({
  contact,
  orders,
  sessions,
  photos,
  productEditor,
  productStock,
  storeSettings,
}: {
  contact: ContactInbox
  orders: OrderService
  photos: PhotoService
  productEditor: ProductEditor
  productStock: ProductStock
  storeSettings: StoreSettingsService
  sessions: SessionStore
}) {
  const app = new Hono<SessionEnv>()
  app.onError((error, c) =>
    error instanceof OrderError ? refuseOrder(c, error) : handleError(error, c),
  )
  app.use(requireSession(sessions))
  app.use(async (c, next) => {
    // The role as the session's own lookup read it (users/sessions.ts).
    if (c.var.session.user.role !== 'admin') {
      return errorJson(c, ORDER_MESSAGES.adminOnly, 403)
    }
    await next()
  })

  return app
    .get('/orders', async (c) => {
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
    .patch('/orders/:id/status', jsonBody(OrderStatusRequest), async (c) => {
      const id = c.req.param('id')
      if (!isRowId(id)) return errorJson(c, ORDER_MESSAGES.orderNotFound, 404)
      const order = await orders.fulfilment.setStatus(id, c.req.valid('json').status, {
        kind: 'admin',
        userId: c.var.session.userId,
      })
      return c.json<OrderStatusResponse>({ success: true, order })
    })
    .post('/orders/:id/refunds/retry', async (c) => {
      const id = c.req.param('id')
      if (!isRowId(id)) return errorJson(c, ORDER_MESSAGES.orderNotFound, 404)
      const retried = await orders.refunds.retry(id)
      const order = await orders.reads.forAdmin(id)
      if (!order) return errorJson(c, ORDER_MESSAGES.orderNotFound, 404)
      if (!retried) return errorJson(c, ORDER_MESSAGES.noFailedRefund, 409)
      return c.json<OrderStatusResponse>({ success: true, order })
    })
    .post('/orders/:id/disputes/:disputeId/answer', jsonBody(DisputeAnswerRequest), async (c) => {
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
    .get('/products', async (c) => {
      const query = AdminProductsQuery.safeParse(c.req.query())
      if (!query.success) {
        return errorJson(c, refusalOf(query.error.issues, REFUSAL_FALLBACKS.filter).message, 400)
      }
      return c.json<AdminProductsResponse>(await productEditor.list(query.data))
    })
    .get('/products/:id', async (c) => {
      const found = await productEditor.get(c.req.param('id'))
      if (!found) return errorJson(c, PRODUCT_MESSAGES.notFound, 404)
      return c.json<AdminProductResponse>(found)
    })
    .post('/products', jsonBody(ProductDraft), async (c) => {
      const actor = { userId: c.var.session.userId }
      return c.json<AdminProductResponse>(
        await productEditor.create(c.req.valid('json'), actor),
        201,
      )
    })
    .put('/products/:id', jsonBody(ProductUpdateRequest), async (c) => {
      const { version, ...draft } = c.req.valid('json')
      const actor = { userId: c.var.session.userId }
      const saved = await productEditor.update(c.req.param('id'), draft, version, actor)
      return c.json<AdminProductResponse>(saved)
    })
    .get('/products/:id/stock', async (c) => {
      const found = await productStock.get(c.req.param('id'))
      if (!found) return errorJson(c, PRODUCT_MESSAGES.notFound, 404)
      return c.json<ProductStockResponse>(found)
    })
    .put('/products/:id/stock', jsonBody(StockUpdateRequest), async (c) => {
      const { stock, reason } = c.req.valid('json')
      const actor = { userId: c.var.session.userId }
      return c.json<ProductStockResponse>(
        await productStock.set(c.req.param('id'), stock, reason, actor),
      )
    })
    .get('/messages', async (c) => {
      const query = AdminMessagesQuery.safeParse(c.req.query())
      if (!query.success) {
        return errorJson(c, refusalOf(query.error.issues, REFUSAL_FALLBACKS.filter).message, 400)
      }
      return c.json<AdminMessagesResponse>({ success: true, ...(await contact.list(query.data)) })
    })
    .put('/messages/:id/handled', jsonBody(MessageHandledRequest), async (c) => {
      const id = c.req.param('id')
      if (!isRowId(id)) return errorJson(c, MESSAGE_TEXTS.notFound, 404)
      const message = await contact.setHandled(
        id,
        c.req.valid('json').handled,
        c.var.session.user.email,
      )
      if (!message) return errorJson(c, MESSAGE_TEXTS.notFound, 404)
      return c.json<MessageHandledResponse>({ success: true, message })
    })
    .get('/settings', async (c) => {
      const settings = await storeSettings.refresh()
      return c.json<AdminSettingsResponse>({
        success: true,
        settings,
        changes: await storeSettings.history(),
      })
    })
    .put('/settings', jsonBody(StoreSettingsChange), async (c) => {
      // The team member who changed them, by the e-mail the team knows them by.
      const settings = await storeSettings.change(c.req.valid('json'), c.var.session.user.email)
      return c.json<AdminSettingsResponse>({
        success: true,
        settings,
        changes: await storeSettings.history(),
      })
    })
    .post('/photos', async (c) => {
      // The bytes are the photo, whatever the Content-Type says: the pipeline reads what they are.
      const bytes = await readBodyLimited(c, MAX_PHOTO_BYTES).catch((error: unknown) => {
        throw error instanceof TooLarge ? new PhotoRefused('tooLarge') : error
      })
      const photo = await photos.upload(bytes, { userId: c.var.session.userId })
      return c.json<PhotoUploadResponse>({ success: true, photo }, 201)
    })
}
