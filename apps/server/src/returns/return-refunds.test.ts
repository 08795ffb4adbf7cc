// What a return refunds (docs/product.md §10.7): each refunded line's share of what was paid
// after the order's discount, less the courier's fee unless the store was at fault, delivery
// only with the whole order for the store's fault; one refund per return, through the one
// refund path, for its part of the payment, which the emulated Paystack processes.
import { AdminDiscountResponse, OrderDetailsResponse, RETURN_MESSAGES } from '@adire/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { refunds } from '../db/schema.ts'
import { send, type signUp } from '../testing/requests.ts'
import {
  asked,
  CAP,
  deliveredOrder,
  type Harness,
  HOODIE,
  openReturnsStore,
  refusal,
  teamCall,
  teamStep,
} from '../testing/returns.ts'

let database: DatabaseHandle
let harness: Harness
let admin: Awaited<ReturnType<typeof signUp>>

beforeAll(async () => {
  ;({ database, harness, admin } = await openReturnsStore())
  const res = await send(
    harness.app,
    'POST',
    '/api/admin/discounts',
    { code: 'TEN', kind: 'percent', percent: 10 },
    { token: admin.token },
  )
  AdminDiscountResponse.parse(await res.json())
})
afterAll(() => database.close())

const step = (id: string, name: string, body?: unknown) =>
  teamStep(harness, admin.token, id, name, body)

async function receivedAndRefunded(id: string, indexes: number[]) {
  await step(id, 'approve')
  await step(id, 'receive', {
    conditions: indexes.map((index) => ({ index, condition: 'asNew' })),
  })
  return step(id, 'refund')
}

async function settleRefunds() {
  await harness.services.orders.refunds.send()
  await harness.services.background.drain()
  await new Promise((resolve) => setTimeout(resolve, 20))
  await harness.services.orders.refunds.send()
}

describe('a discounted order returned in parts', () => {
  it('refunds each part its share after the code, less the pickup fee, and never the whole payment', async () => {
    await harness.services.storeSettings.change({ returnPickupFee: 1000 }, 'command line')
    // Two hoodies at ₦28,500 with 10% off: ₦51,300 paid for the line.
    const { shopper, reference, orderId } = await deliveredOrder(
      harness,
      [{ id: HOODIE, size: 'M', quantity: 2 }],
      { code: 'TEN' },
    )
    const first = await asked(harness, shopper.token, {
      reference,
      reason: 'changedMind',
      way: 'pickup',
      lines: [{ index: 0, quantity: 1 }],
    })
    expect(first).toMatchObject({ fee: 1000, deliveryRefund: 0, refundTotal: 24_650 })
    expect(first.lines[0]?.refund).toBe(25_650)
    const refunded = await receivedAndRefunded(first.id, [0])
    expect(refunded.status).toBe('closed')
    expect(refunded.refund).toEqual({ amount: 24_650, status: 'pending' })

    // Faulty: the fee is waived; the rest of the line, to the kobo.
    const second = await asked(harness, shopper.token, {
      reference,
      reason: 'faulty',
      way: 'pickup',
      lines: [{ index: 0, quantity: 1 }],
    })
    expect(second).toMatchObject({ fee: 0, refundTotal: 25_650 })
    await receivedAndRefunded(second.id, [0])

    const rows = await database.db.select().from(refunds).where(eq(refunds.orderId, orderId))
    expect(rows.map((row) => row.amountKobo).sort()).toEqual([2_465_000, 2_565_000])
    expect(rows.every((row) => row.returnId !== null)).toBe(true)

    await settleRefunds()
    const res = await send(harness.app, 'GET', `/api/order/details/${reference}`, undefined, {
      token: shopper.token,
    })
    const { order } = OrderDetailsResponse.parse(await res.json())
    // What the shopper's form prices a return with: the lines the code took off, and the fee.
    expect(order.discount?.eligible).toEqual([true])
    expect(order.returnPickupFee).toBe(1000)
    // The payment itself is not refunded: its returns are, each its part.
    expect(order.payments[0]?.refund).toBeNull()
    expect(order.returns?.map((one) => one.refund)).toEqual([
      { amount: 24_650, status: 'processed' },
      { amount: 25_650, status: 'processed' },
    ])
    await harness.services.storeSettings.change({ returnPickupFee: 0 }, 'command line')
  })

  it('gives delivery back only when the whole order comes back for the store’s fault', async () => {
    await harness.services.storeSettings.change({ deliveryFee: 2500 }, 'command line')
    const lines = [{ id: CAP, size: 'One size', quantity: 1 }]
    const whole = await deliveredOrder(harness, lines, { deliveryFee: 2500 })
    const faulty = await asked(harness, whole.shopper.token, {
      reference: whole.reference,
      reason: 'notAsPictured',
      lines: [{ index: 0, quantity: 1 }],
    })
    expect(faulty.deliveryRefund).toBe(2500)
    expect(faulty.refundTotal).toBe((faulty.lines[0]?.refund ?? 0) + 2500)

    const other = await deliveredOrder(harness, lines, { deliveryFee: 2500 })
    const changed = await asked(harness, other.shopper.token, {
      reference: other.reference,
      reason: 'changedMind',
      lines: [{ index: 0, quantity: 1 }],
    })
    expect(changed.deliveryRefund).toBe(0)
    await harness.services.storeSettings.change({ deliveryFee: 0 }, 'command line')
  })

  it('refunds a return once', async () => {
    const { shopper, reference } = await deliveredOrder(harness, [
      { id: CAP, size: 'One size', quantity: 1 },
    ])
    const made = await asked(harness, shopper.token, {
      reference,
      lines: [{ index: 0, quantity: 1 }],
    })
    await receivedAndRefunded(made.id, [0])
    const again = await teamCall(harness, admin.token, 'POST', `/${made.id}/refund`)
    expect(await refusal(again, 409)).toBe(RETURN_MESSAGES.step)
  })
})
