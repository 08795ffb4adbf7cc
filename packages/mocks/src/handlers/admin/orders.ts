// `/api/admin/*`: the store team's orders, moves and refund retries, as the server's admin
// folder answers them (no token 401, a shopper's 403), with named variants for stories.
import {
  ADMIN_PAGE_SIZE,
  type AdminOrder,
  AdminOrdersQuery,
  type AdminOrdersResponse,
  DAY_MS,
  type ErrorResponse,
  EVERY_ORDER,
  nextStatuses,
  ORDER_MESSAGES,
  type OrderShipment,
  OrderStatusRequest,
  type OrderStatusResponse,
  REFUND_ATTENTION_DAYS,
  REFUSAL_FALLBACKS,
  type RefundStatus,
  refusalOf,
  shipmentDetail,
} from '@adire/contract'
import { HttpResponse, http } from 'msw'
import { FIXTURE_NOW } from '../../fixtures/clock.ts'
import { ADMIN_USER } from '../../fixtures/people.ts'
import {
  type Body,
  fail,
  invalidBody,
  refuseOrder,
  serverError,
  untilStoryEnds,
  url,
} from '../http.ts'
import { callerOf, moveMockOrder, moveTo, state, tick } from '../state.ts'

/** Whether an order has a refund in `status`. */
const hasRefund = (order: AdminOrder, status: RefundStatus) =>
  order.payments.some((payment) => payment.refund?.status === status)

/**
 * The orders whose refund waits for the shopper's bank account, and those waiting a week or
 * more (the server counts the ones whose team e-mail went out, REFUND_ATTENTION_DAYS).
 */
function attentionCounts(orders: AdminOrder[]) {
  const waiting = orders.flatMap((order) =>
    order.payments.flatMap((payment) =>
      payment.refund?.status === 'needs-attention' ? [payment.refund] : [],
    ),
  )
  const weekAgo = FIXTURE_NOW - REFUND_ATTENTION_DAYS.tellTeam * DAY_MS
  return {
    refundsNeedAttention: waiting.length,
    refundsUnanswered: waiting.filter((refund) => refund.at <= weekAgo).length,
  }
}

const newestFirst = (a: AdminOrder, b: AdminOrder) => b.date - a.date

/** The store team's calls: no token 401, a shopper's token 403 (ORDER_MESSAGES.adminOnly). */
export function refusedToNonAdmin(request: Request) {
  const caller = callerOf(request)
  if (caller instanceof Response) return caller
  return caller.role === 'admin' ? undefined : fail(ORDER_MESSAGES.adminOnly, 403)
}

/**
 * Moves an order as the server does: only where `nextStatuses` allows from where it is now
 * (false otherwise), keeping the courier and tracking of a move to Shipped on the order and its
 * timeline.
 */
export function moveAsServer(
  order: AdminOrder,
  to: string,
  by: string,
  shipment?: OrderShipment,
): boolean {
  if (!nextStatuses(order.status).some((status) => status === to)) return false
  moveTo(order, to, by)
  if (to === 'Shipped' && shipment) {
    order.shipment = shipment
    const entry = order.timeline.at(-1)
    if (entry) entry.detail = shipmentDetail(shipment)
  }
  return true
}

/** A move as the server answers it: the order, or 409 with the server's message. */
function applyStatus(order: AdminOrder, to: string, by: string, shipment?: OrderShipment) {
  const from = order.status
  if (!moveAsServer(order, to, by, shipment)) {
    return refuseOrder('statusNotAllowed', { from, to })
  }
  return HttpResponse.json<OrderStatusResponse>({ success: true, order: structuredClone(order) })
}

type StatusParams = { id: string }

const setStatus = (before?: (order: AdminOrder, to: string) => void) =>
  http.patch<StatusParams, Body<'adminOrderStatus'>, OrderStatusResponse | ErrorResponse>(
    url('adminOrderStatus'),
    async ({ request, params }) => {
      const refused = refusedToNonAdmin(request)
      if (refused) return refused
      const invalid = await invalidBody(request.clone(), OrderStatusRequest)
      if (invalid) return invalid
      const { status, courier, tracking } = await request.json()
      const order = state.orders.find((o) => o._id === params.id)
      if (!order) return refuseOrder('orderNotFound')
      before?.(order, status)
      const shipment = courier ? { courier, tracking: tracking?.trim() || null } : undefined
      return applyStatus(order, status, ADMIN_USER.name, shipment)
    },
  )

/** Another member of the store team, for the race in `adminHandlers.movedMeanwhile`. */
export const OTHER_ADMIN_NAME = 'Chidi Okeke'

/**
 * Sends an order's failed refunds to Paystack again, as the server does: each is on its way
 * again. Returns whether the order had one.
 */
function retryFailedRefunds(order: AdminOrder): boolean {
  const failed = order.payments.flatMap((payment) =>
    payment.refund?.status === 'failed' ? [payment.refund] : [],
  )
  const at = tick()
  for (const refund of failed) Object.assign(refund, { status: 'pending', updatedAt: at })
  return failed.length > 0
}

type RetryParams = { id: string }

/**
 * POST /api/admin/orders/:id/refunds/retry: the order's failed refunds on their way again, or
 * 409 when it has none (`ORDER_MESSAGES.noFailedRefund`). `before` plays what happened just
 * before the call arrived.
 */
const retryRefund = (before?: (order: AdminOrder) => void) =>
  http.post<RetryParams, never, OrderStatusResponse | ErrorResponse>(
    url('adminRetryRefund'),
    ({ request, params }) => {
      const refused = refusedToNonAdmin(request)
      if (refused) return refused
      const order = state.orders.find((o) => o._id === params.id)
      if (!order) return refuseOrder('orderNotFound')
      before?.(order)
      if (!retryFailedRefunds(order)) return fail(ORDER_MESSAGES.noFailedRefund, 409)
      return HttpResponse.json<OrderStatusResponse>({
        success: true,
        order: structuredClone(order),
      })
    },
  )

/**
 * GET /api/admin/orders: newest first, by status, by refund state and by reference or e-mail,
 * a page at a time, with how many orders have a failed refund and `paymentAlerts`.
 */
const listOrders = (paymentAlerts: AdminOrdersResponse['paymentAlerts'] = []) =>
  http.get<never, never, AdminOrdersResponse | ErrorResponse>(url('adminOrders'), ({ request }) => {
    const refused = refusedToNonAdmin(request)
    if (refused) return refused
    const query = AdminOrdersQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams))
    if (!query.success)
      return fail(refusalOf(query.error.issues, REFUSAL_FALLBACKS.filter).message, 400)
    const { status, q, page, refund, ids } = query.data
    const needle = q?.toLowerCase()
    if (ids) {
      const chosen = state.orders.filter((order) => ids.includes(order._id)).sort(newestFirst)
      return HttpResponse.json({
        success: true,
        orders: structuredClone(chosen),
        page: 1,
        pageSize: Math.max(ids.length, 1),
        total: chosen.length,
        refundsFailed: state.orders.filter((order) => hasRefund(order, 'failed')).length,
        ...attentionCounts(state.orders),
        paymentAlerts,
      })
    }
    // No filter at all: the paid orders, as the server's default list (§11.11).
    const unfiltered = !status && !refund && !q
    const matches = state.orders
      .filter((order) =>
        unfiltered
          ? order.status !== 'Awaiting payment'
          : !status || status === EVERY_ORDER || order.status === status,
      )
      .filter((order) => !refund || hasRefund(order, refund))
      .filter(
        (order) =>
          !needle ||
          order.customer.email.toLowerCase().includes(needle) ||
          order.reference.toLowerCase().includes(needle) ||
          `#${order.orderNumber}` === needle ||
          String(order.orderNumber) === needle ||
          [...state.earlierReferences].some(
            ([reference, id]) => id === order._id && reference.toLowerCase().includes(needle),
          ),
      )
      .sort(newestFirst)
    const start = (page - 1) * ADMIN_PAGE_SIZE
    return HttpResponse.json({
      success: true,
      orders: structuredClone(matches.slice(start, start + ADMIN_PAGE_SIZE)),
      page,
      pageSize: ADMIN_PAGE_SIZE,
      total: matches.length,
      refundsFailed: state.orders.filter((order) => hasRefund(order, 'failed')).length,
      ...attentionCounts(state.orders),
      paymentAlerts,
    })
  })

export const adminHandlers = {
  list: listOrders(),
  /** Paystack refuses the store's secret key: the orders come with the team's banner. */
  keyRefused: listOrders([{ kind: 'key refused', since: Date.UTC(2026, 10, 27, 8, 30) }]),
  /** PATCH /api/admin/orders/:id/status: as the server, `nextStatuses` or 409. */
  setStatus: setStatus(),
  /**
   * Someone else got there first: just before this change arrives, another team member cancels
   * the order (or, once it has shipped, makes the same move), so the server answers 409.
   */
  movedMeanwhile: setStatus((order, to) => {
    const other = nextStatuses(order.status).includes('Cancelled') ? 'Cancelled' : to
    moveMockOrder(order._id, other, OTHER_ADMIN_NAME)
  }),
  /** POST /api/admin/orders/:id/refunds/retry: as the server, the failed refunds go again, or 409. */
  retryRefund: retryRefund(),
  /**
   * Someone else got there first: just before this retry arrives, another team member tries the
   * refund again, so the server answers 409 (`ORDER_MESSAGES.noFailedRefund`) and the refund is
   * on its way.
   */
  retryRefused: retryRefund((order) => retryFailedRefunds(order)),
  empty: http.get<never, never, AdminOrdersResponse>(url('adminOrders'), () =>
    HttpResponse.json({
      success: true,
      orders: [],
      page: 1,
      pageSize: ADMIN_PAGE_SIZE,
      total: 0,
      refundsFailed: 0,
      paymentAlerts: [],
    }),
  ),
  error: http.all('*/api/admin/*', serverError),
  slow: http.all('*/api/admin/*', async () => {
    await untilStoryEnds()
    return HttpResponse.json({ success: true })
  }),
}
