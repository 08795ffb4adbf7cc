// The returns' handlers (docs/product.md §10.7): listed by status and paged, and moved through
// their steps in the mock server's memory by the contract's rules, each refusal in its words.
import {
  AdminOrdersResponse,
  AdminReturnResponse,
  AdminReturnsResponse,
  ErrorResponse,
  OPEN_RETURN_STATUSES,
  RETURN_MESSAGES,
} from '@adire/contract'
import { describe, expect, it } from 'vitest'
import { fixtureAdminOrdersWithReturns } from '../../fixtures/admin-order-returns.ts'
import { FIXTURE_RETURN_IDS, fixtureAdminReturns } from '../../fixtures/admin-returns.ts'
import { ADMIN_USER } from '../../fixtures/people.ts'
import { send, useMockServer } from '../../testing.ts'
import { MOCK_ADMIN_TOKEN, resetMockOrders } from '../state.ts'

useMockServer()

const asAdmin = (method: string, path = '', body?: unknown) =>
  send(`/api/admin/returns${path}`, body, { token: MOCK_ADMIN_TOKEN, method })
const listOf = async (res: Response) => AdminReturnsResponse.parse(await res.json())
const oneOf = async (res: Response) => AdminReturnResponse.parse(await res.json()).return
const refusalOf = async (res: Response) => ({
  status: res.status,
  message: ErrorResponse.parse(await res.json()).message,
})
const step = (id: string, name: string, body?: unknown) => asAdmin('POST', `/${id}/${name}`, body)

describe('/api/admin/returns', () => {
  it('lists returns newest first, by status, a page at a time', async () => {
    const all = await listOf(await asAdmin('GET'))
    expect(all.returns.map((r) => r.returnNumber)).toEqual(
      fixtureAdminReturns.map((r) => r.returnNumber),
    )
    expect(all.nextCursor).toBeNull()
    const open = await listOf(await asAdmin('GET', '?status=open'))
    expect(open.returns.map((r) => r.returnNumber)).toEqual([1009, 1008, 1007, 1006])
    expect(open.returns.every((r) => OPEN_RETURN_STATUSES.has(r.status))).toBe(true)
    const declined = await listOf(await asAdmin('GET', '?status=declined'))
    expect(declined.returns.map((r) => r.returnNumber)).toEqual([1005])
    const first = await listOf(await asAdmin('GET', '?limit=3'))
    expect(first.returns.map((r) => r.returnNumber)).toEqual([1009, 1008, 1007])
    const next = await listOf(await asAdmin('GET', `?limit=3&before=${first.nextCursor}`))
    expect(next.returns.map((r) => r.returnNumber)).toEqual([1006, 1005, 1004])
    expect((await asAdmin('GET', '?status=lost')).status).toBe(400)
    // A shopper's token.
    expect((await send('/api/admin/returns', undefined, { method: 'GET' })).status).toBe(403)
  })

  it('prices the returns by the contract: a pickup fee, a discount, a faulty whole order', async () => {
    const byId = async (id: string) => oneOf(await asAdmin('GET', `/${id}`))
    expect(await byId(FIXTURE_RETURN_IDS.pickupFee)).toMatchObject({
      fee: 1500,
      refundTotal: 15500,
      zone: 'Lagos',
    })
    // 10% off ₦41,000 of items: the tee's share of ₦4,100 off is ₦1,250.
    expect((await byId(FIXTURE_RETURN_IDS.discounted)).refundTotal).toBe(11250)
    expect(await byId(FIXTURE_RETURN_IDS.refunded)).toMatchObject({
      fee: 0,
      deliveryRefund: 2000,
      refundTotal: 21500,
    })
    expect((await byId(FIXTURE_RETURN_IDS.exchange)).refundTotal).toBe(0)
    // Found by its number too.
    expect((await byId('R1006')).id).toBe(FIXTURE_RETURN_IDS.received)
    expect(await refusalOf(await asAdmin('GET', '/R9999'))).toEqual({
      status: 404,
      message: RETURN_MESSAGES.notFound,
    })
  })

  it('approves, receives, then refunds and ships the exchange, closing the return', async () => {
    const id = FIXTURE_RETURN_IDS.exchange
    expect(await refusalOf(await step(id, 'refund'))).toEqual({
      status: 409,
      message: RETURN_MESSAGES.notReceived,
    })
    expect((await oneOf(await step(id, 'approve'))).status).toBe('approved')
    expect(await refusalOf(await step(id, 'receive', { conditions: [] }))).toEqual({
      status: 400,
      message: RETURN_MESSAGES.conditions,
    })
    const received = await oneOf(
      await step(id, 'receive', { conditions: [{ index: 0, condition: 'asNew' }] }),
    )
    expect(received).toMatchObject({ status: 'received', lines: [{ condition: 'asNew' }] })
    expect(await refusalOf(await step(id, 'refund'))).toEqual({
      status: 409,
      message: RETURN_MESSAGES.nothingToRefund,
    })
    const shipped = await oneOf(await step(id, 'exchange'))
    expect(shipped).toMatchObject({ status: 'closed', lines: [{ outcome: 'exchanged' }] })
    expect(shipped.replacement?.orderNumber).toBeGreaterThan(0)
    expect(shipped.timeline.map((e) => [e.step, e.by])).toEqual([
      ['requested', 'Customer'],
      ['approved', ADMIN_USER.name],
      ['received', ADMIN_USER.name],
      ['exchanged', ADMIN_USER.name],
      ['closed', ADMIN_USER.name],
    ])
  })

  it('moves the return on its order too: the team’s order page reads the step just taken', async () => {
    resetMockOrders(fixtureAdminOrdersWithReturns())
    const onTheOrder = async () => {
      const res = await send('/api/admin/orders?q=ADR-FIXTURE-119', undefined, {
        token: MOCK_ADMIN_TOKEN,
        method: 'GET',
      })
      const [order] = AdminOrdersResponse.parse(await res.json()).orders
      return order?.returns?.find((r) => r.id === FIXTURE_RETURN_IDS.exchange)
    }
    expect((await onTheOrder())?.status).toBe('requested')
    await step(FIXTURE_RETURN_IDS.exchange, 'approve')
    expect(await onTheOrder()).toMatchObject({
      status: 'approved',
      timeline: [{ step: 'requested' }, { step: 'approved', by: ADMIN_USER.name }],
    })
  })

  it('refunds a received return’s refund lines, staying open for its exchange', async () => {
    const id = FIXTURE_RETURN_IDS.received
    const refunded = await oneOf(await step(id, 'refund'))
    expect(refunded.status).toBe('received')
    expect(refunded.refund).toEqual({ amount: refunded.refundTotal, status: 'pending' })
    expect(refunded.lines.map((l) => l.outcome)).toEqual([null, 'refunded'])
    expect(await refusalOf(await step(id, 'refund'))).toEqual({
      status: 409,
      message: RETURN_MESSAGES.nothingToRefund,
    })
    expect((await oneOf(await step(id, 'exchange'))).status).toBe('closed')
  })

  it('declines with a reason, and refuses a step its status does not allow', async () => {
    const id = FIXTURE_RETURN_IDS.pickupFee
    expect(await refusalOf(await step(id, 'decline', { reason: ' ' }))).toEqual({
      status: 400,
      message: RETURN_MESSAGES.declineReason,
    })
    const declined = await oneOf(await step(id, 'decline', { reason: 'Worn, tags off.' }))
    expect(declined).toMatchObject({ status: 'declined', declineReason: 'Worn, tags off.' })
    expect(await refusalOf(await step(id, 'approve'))).toEqual({
      status: 409,
      message: RETURN_MESSAGES.step,
    })
    expect(await refusalOf(await step(FIXTURE_RETURN_IDS.discounted, 'approve'))).toEqual({
      status: 409,
      message: RETURN_MESSAGES.step,
    })
    expect((await send(`/api/admin/returns/${id}/approve`, undefined)).status).toBe(403)
  })
})
