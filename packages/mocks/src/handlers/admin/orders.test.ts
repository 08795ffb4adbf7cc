// The store team's handlers: the order list, moves along nextStatuses and refund retries.
import {
  ADMIN_PAGE_SIZE,
  type AdminOrder,
  AdminOrdersResponse,
  ErrorResponse,
  ORDER_MESSAGES,
  OrderStatusResponse,
} from '@adire/contract'
import { describe, expect, it } from 'vitest'
import { fixtureAdminOrdersWithRefunds, fixtureRefundOrders } from '../../fixtures/admin-refunds.ts'
import { ADMIN_USER } from '../../fixtures/people.ts'
import { fixtureOrders } from '../../fixtures/shopper-orders.ts'
import { base, myOrders, useMockServer } from '../../testing.ts'
import { MOCK_ADMIN_TOKEN, MOCK_TOKEN, resetMockOrders } from '../state.ts'
import { adminHandlers, OTHER_ADMIN_NAME } from './orders.ts'

const server = useMockServer()

const [awaiting, packing] = fixtureOrders as [(typeof fixtureOrders)[0], (typeof fixtureOrders)[0]]

const adminList = async (query = '', token = MOCK_ADMIN_TOKEN) =>
  fetch(`${base}/api/admin/orders${query}`, { headers: { Authorization: `Bearer ${token}` } })

/** A move as the screen sends it: Shipped with the courier it asks for (§11.11). */
const setStatus = (id: string, status: string, token = MOCK_ADMIN_TOKEN) =>
  fetch(`${base}/api/admin/orders/${id}/status`, {
    method: 'PATCH',
    headers: { 'Content-Type': 'application/json', token },
    body: JSON.stringify(status === 'Shipped' ? { status, courier: 'Kwik' } : { status }),
  })

describe('mock admin', () => {
  it("refuses a shopper's token (403) and no token (401)", async () => {
    const shopper = await adminList('', MOCK_TOKEN)
    expect(shopper.status).toBe(403)
    expect(ErrorResponse.parse(await shopper.json()).message).toBe(ORDER_MESSAGES.adminOnly)
    expect((await fetch(`${base}/api/admin/orders`)).status).toBe(401)
    expect((await setStatus(packing._id, 'Shipped', MOCK_TOKEN)).status).toBe(403)
  })

  it('lists every order newest first, a page at a time', async () => {
    const first = AdminOrdersResponse.parse(await (await adminList('?status=all')).json())
    expect(first).toMatchObject({ page: 1, pageSize: ADMIN_PAGE_SIZE, total: 25 })
    expect(first.orders).toHaveLength(ADMIN_PAGE_SIZE)
    const dates = first.orders.map((o) => o.date)
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    const second = AdminOrdersResponse.parse(await (await adminList('?status=all&page=2')).json())
    expect(second.orders).toHaveLength(5)
    expect(second.orders[0]?.date).toBeLessThan(dates.at(-1) ?? 0)
  })

  it('leaves the orders awaiting payment out of the default list, as the server does', async () => {
    const paid = AdminOrdersResponse.parse(await (await adminList()).json())
    expect(paid.orders.some((o) => o.status === 'Awaiting payment')).toBe(false)
    expect(paid.total).toBeLessThan(25)
    const awaiting = AdminOrdersResponse.parse(
      await (await adminList('?status=Awaiting%20payment')).json(),
    )
    expect(paid.total + awaiting.total).toBe(25)
  })

  it('filters by status and searches by reference or e-mail', async () => {
    const packingOnly = AdminOrdersResponse.parse(await (await adminList('?status=Packing')).json())
    expect(packingOnly.total).toBeGreaterThan(1)
    expect(packingOnly.orders.every((o) => o.status === 'Packing')).toBe(true)
    const byEmail = AdminOrdersResponse.parse(await (await adminList('?q=ADA@example')).json())
    expect(byEmail.orders.map((o) => o.reference)).toEqual(fixtureOrders.map((o) => o.reference))
    const byReference = AdminOrdersResponse.parse(
      await (await adminList('?q=fixture-2&status=Packing')).json(),
    )
    expect(byReference.orders.map((o) => o.reference)).toEqual(['ADR-FIXTURE-2'])
    expect((await adminList('?status=Lost')).status).toBe(400)
  })

  it('moves an order along nextStatuses only, and says why not with 409', async () => {
    const moved = OrderStatusResponse.parse(await (await setStatus(packing._id, 'Shipped')).json())
    expect(moved.order.status).toBe('Shipped')
    expect(moved.order.timeline.at(-1)).toMatchObject({ status: 'Shipped', by: ADMIN_USER.name })
    // The shopper sees the change made by 'Adire'.
    const seen = (await myOrders()).find((o) => o._id === packing._id)
    expect(seen?.timeline.at(-1)).toMatchObject({ status: 'Shipped', by: 'Adire' })

    const back = await setStatus(packing._id, 'Packing')
    expect(back.status).toBe(409)
    expect(ErrorResponse.parse(await back.json()).message).toBe(
      'An order that is Shipped cannot be set to Packing',
    )
    expect((await setStatus(packing._id, 'Lost')).status).toBe(400)
  })

  it('answers 409 when another team member moved the order first', async () => {
    server.use(adminHandlers.movedMeanwhile)
    const res = await setStatus(packing._id, 'Shipped')
    expect(res.status).toBe(409)
    expect(ErrorResponse.parse(await res.json()).message).toBe(
      ORDER_MESSAGES.statusNotAllowed('Cancelled', 'Shipped'),
    )
    const list = AdminOrdersResponse.parse(await (await adminList('?q=ADR-FIXTURE-2')).json())
    expect(list.orders[0]?.timeline.at(-1)).toMatchObject({
      status: 'Cancelled',
      by: OTHER_ADMIN_NAME,
    })
  })
})

const retryRefund = (id: string, token = MOCK_ADMIN_TOKEN) =>
  fetch(`${base}/api/admin/orders/${id}/refunds/retry`, { method: 'POST', headers: { token } })

const refundOrder = (reference: string) =>
  fixtureRefundOrders.find((order) => order.reference === reference) as AdminOrder

const listed = async (query = '') =>
  AdminOrdersResponse.parse(await (await adminList(query)).json())

describe('mock admin refunds', () => {
  it('cancels a paid order and refunds its payment, an unpaid one with nothing to refund', async () => {
    const cancelled = OrderStatusResponse.parse(
      await (await setStatus(packing._id, 'Cancelled')).json(),
    ).order
    const at = cancelled.timeline.at(-1)?.at
    expect(cancelled.status).toBe('Cancelled')
    expect(cancelled.payments).toEqual([
      {
        ...packing.payments[0],
        refund: { amount: packing.amount, status: 'pending', at, updatedAt: at },
      },
    ])
    expect((await listed('?refund=pending')).orders.map((o) => o.reference)).toEqual([
      packing.reference,
    ])
    // The shopper sees the refund on its way too.
    const seen = (await myOrders()).find((o) => o._id === packing._id)
    expect(seen?.payments[0]?.refund?.status).toBe('pending')

    const unpaid = OrderStatusResponse.parse(
      await (await setStatus(awaiting._id, 'Cancelled')).json(),
    ).order
    expect(unpaid.payments).toEqual([])
  })

  it('refunds the payment when another team member cancels first', async () => {
    server.use(adminHandlers.movedMeanwhile)
    expect((await setStatus(packing._id, 'Shipped')).status).toBe(409)
    const [order] = (await listed('?q=ADR-FIXTURE-2')).orders
    expect(order?.payments[0]?.refund?.status).toBe('pending')
  })

  it('filters by refund state and counts the failed ones whatever the filter', async () => {
    // Every paid order cancelled among the fixtures was refunded long ago.
    const usual = await listed('?refund=processed')
    expect(usual.total).toBeGreaterThan(0)
    expect(usual.orders.every((o) => o.status === 'Cancelled' && o.payment)).toBe(true)
    expect(usual.refundsFailed).toBe(0)
    expect((await listed('?refund=failed')).orders).toEqual([])

    resetMockOrders(fixtureAdminOrdersWithRefunds)
    const all = await listed('?status=all')
    expect(all).toMatchObject({ total: 31, refundsFailed: 2 })
    const failed = await listed('?refund=failed')
    expect(failed.orders.map((o) => o.reference)).toEqual(['ADR-REFUND-5', 'ADR-REFUND-4'])
    expect(failed.refundsFailed).toBe(2)
    expect((await listed('?refund=pending')).orders.map((o) => o.reference)).toEqual([
      'ADR-REFUND-6',
      'ADR-REFUND-1',
    ])
    // With the other filters: a refund of an order still being packed (a second charge).
    expect(
      (await listed('?refund=processed&status=Packing')).orders.map((o) => o.reference),
    ).toEqual(['ADR-REFUND-3'])
    const filtered = await listed('?refund=failed&q=nobody')
    expect(filtered).toMatchObject({ total: 0, refundsFailed: 2 })
    expect((await adminList('?refund=lost')).status).toBe(400)
  })

  it('tries a failed refund again, and says there is none to try again with 409', async () => {
    resetMockOrders(fixtureAdminOrdersWithRefunds)
    const failed = refundOrder('ADR-REFUND-4')
    const res = await retryRefund(failed._id)
    expect(res.status).toBe(200)
    const { order } = OrderStatusResponse.parse(await res.json())
    expect(order.payments[0]?.refund).toMatchObject({
      amount: failed.amount,
      status: 'pending',
      at: failed.payments[0]?.refund?.at,
    })
    expect(order.status).toBe('Cancelled')
    expect((await listed()).refundsFailed).toBe(1)

    const again = await retryRefund(failed._id)
    expect(again.status).toBe(409)
    expect(ErrorResponse.parse(await again.json()).message).toBe(ORDER_MESSAGES.noFailedRefund)
    expect((await retryRefund(refundOrder('ADR-REFUND-1')._id)).status).toBe(409)
    expect((await retryRefund('00000000-0000-4000-b000-999999999999')).status).toBe(404)
    expect((await retryRefund(refundOrder('ADR-REFUND-5')._id, MOCK_TOKEN)).status).toBe(403)
  })

  it('answers 409 when another team member tried the refund again first', async () => {
    resetMockOrders(fixtureAdminOrdersWithRefunds)
    server.use(adminHandlers.retryRefused)
    const failed = refundOrder('ADR-REFUND-5')
    const res = await retryRefund(failed._id)
    expect(res.status).toBe(409)
    expect(ErrorResponse.parse(await res.json()).message).toBe(ORDER_MESSAGES.noFailedRefund)
    const [order] = (await listed('?q=ADR-REFUND-5')).orders
    expect(order?.payments[0]?.refund?.status).toBe('pending')
    expect((await listed()).refundsFailed).toBe(1)
  })
})
