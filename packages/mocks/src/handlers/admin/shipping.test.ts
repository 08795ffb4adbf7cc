// The store team's packing and shipping handlers (§11.11): Shipped with its courier, bulk moves
// by the rules of single ones, and notes kept newest first, never on the shopper's order.
import {
  type AdminOrder,
  BulkStatusResponse,
  ErrorResponse,
  OrderStatusResponse,
  SHIPPING_MESSAGES,
} from '@adire/contract'
import { describe, expect, it } from 'vitest'
import { fixtureAdminOrders } from '../../fixtures/admin-orders.ts'
import { ADMIN_USER } from '../../fixtures/people.ts'
import { base, myOrders, useMockServer } from '../../testing.ts'
import { MOCK_ADMIN_TOKEN, MOCK_TOKEN } from '../state.ts'

useMockServer()

const byReference = (reference: string) =>
  fixtureAdminOrders.find((order) => order.reference === reference) as AdminOrder

const call = (method: string, path: string, body: unknown, token = MOCK_ADMIN_TOKEN) =>
  fetch(`${base}/api/admin/orders${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', token },
    body: JSON.stringify(body),
  })

describe('mock packing and shipping', () => {
  it('ships with a courier only, and shows it on the shopper’s order', async () => {
    const packing = byReference('ADR-FIXTURE-2')
    const refused = await call('PATCH', `/${packing._id}/status`, { status: 'Shipped' })
    expect(refused.status).toBe(400)
    expect(ErrorResponse.parse(await refused.json()).message).toBe(
      SHIPPING_MESSAGES.courierRequired,
    )
    const res = await call('PATCH', `/${packing._id}/status`, {
      status: 'Shipped',
      courier: 'Kwik',
      tracking: 'KW-1',
    })
    const { order } = OrderStatusResponse.parse(await res.json())
    expect(order.shipment).toEqual({ courier: 'Kwik', tracking: 'KW-1' })
    expect(order.timeline.at(-1)).toMatchObject({ by: ADMIN_USER.name, detail: 'Kwik · KW-1' })
    const mine = (await myOrders()).find((o) => o._id === packing._id)
    expect(mine?.shipment).toEqual({ courier: 'Kwik', tracking: 'KW-1' })
  })

  it('moves each order of a selection by the single move’s rules, naming the refused', async () => {
    const placed = byReference('ADR-FIXTURE-101')
    const cancelled = byReference('ADR-FIXTURE-106')
    const res = await call('POST', '/bulk-status', {
      ids: [placed._id, cancelled._id],
      status: 'Packing',
    })
    expect(BulkStatusResponse.parse(await res.json())).toEqual({
      success: true,
      moved: [placed._id],
      refused: [
        {
          id: cancelled._id,
          reference: 'ADR-FIXTURE-106',
          message: 'ADR-FIXTURE-106 is Cancelled',
        },
      ],
      message: '1 moved, 1 could not: ADR-FIXTURE-106 is Cancelled',
    })
    expect(
      (await call('POST', '/bulk-status', { ids: [placed._id], status: 'Packing' }, MOCK_TOKEN))
        .status,
    ).toBe(403)
  })

  it('keeps notes newest first for the team, and never on the shopper’s order', async () => {
    const packing = byReference('ADR-FIXTURE-2')
    await call('POST', `/${packing._id}/notes`, { text: 'first' })
    const res = await call('POST', `/${packing._id}/notes`, { text: 'second' })
    const { order } = OrderStatusResponse.parse(await res.json())
    expect(order.notes?.map((note) => [note.text, note.by])).toEqual([
      ['second', ADMIN_USER.name],
      ['first', ADMIN_USER.name],
    ])
    const raw = await fetch(`${base}/api/order/userorders`, {
      method: 'POST',
      headers: { token: MOCK_TOKEN },
    })
    expect(await raw.text()).not.toContain('"notes"')
  })
})
