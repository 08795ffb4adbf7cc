// Returns and size exchanges (docs/product.md §10.7) through the API, as the shopper's order
// page and the team's screens call it: each step, each refusal, a race for the last unit of a
// line, and what a return refunds of a discounted order.
import {
  AdminReturnsResponse,
  DAY_MS,
  ErrorResponse,
  OrderDetailsResponse,
  RETURN_MESSAGES,
  returnLabel,
} from '@adire/contract'
import { parse } from 'csv-parse/sync'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { returns, stockChanges, stockHolds } from '../db/schema.ts'
import { DEFAULT_HOLD_MS } from '../products/stock-holds.ts'
import { myOrders, payInEmulator, placed } from '../testing/orders.ts'
import { send, signUp } from '../testing/requests.ts'
import {
  asked,
  askReturn,
  CAP,
  deliveredOrder,
  type Harness,
  HOODIE,
  openReturnsStore,
  refusal,
  teamCall,
  teamStep,
} from '../testing/returns.ts'
import { mailsTo } from '../testing/services.ts'

let database: DatabaseHandle
let harness: Harness
let admin: Awaited<ReturnType<typeof signUp>>

beforeAll(async () => {
  ;({ database, harness, admin } = await openReturnsStore())
  await harness.services.productStock.set(HOODIE, { M: 20, L: 1, XL: 0 }, 'counted', 'command line')
})
afterAll(() => database.close())

const hoodie = (size: string, quantity = 1) => [{ id: HOODIE, size, quantity }]
const step = (id: string, name: string, body?: unknown) =>
  teamStep(harness, admin.token, id, name, body)
const free = async (size: string) =>
  (await harness.services.stockHolds.free(harness.services.db, HOODIE, [size])).get(size)

async function orderOf(token: string, reference: string) {
  const res = await send(harness.app, 'GET', `/api/order/details/${reference}`, undefined, {
    token,
  })
  return OrderDetailsResponse.parse(await res.json()).order
}

describe('a size exchange from request to replacement', () => {
  it('holds the new size, restocks the old as new, and ships a ₦0 order linked to the original', async () => {
    const { shopper, reference } = await deliveredOrder(harness, hoodie('M'))
    const before = await orderOf(shopper.token, reference)
    expect(before.returns).toEqual([])
    expect(before.returnsUntil).toBeGreaterThan(Date.now() - 365 * DAY_MS)

    const made = await asked(harness, shopper.token, {
      reference,
      lines: [{ index: 0, quantity: 1, exchangeSize: 'L' }],
    })
    expect(made).toMatchObject({ status: 'requested', refundTotal: 0, fee: 0 })
    expect(made.lines[0]).toMatchObject({ size: 'M', exchangeSize: 'L', refund: 0 })
    // The last L is the shopper's while the return lasts.
    expect(await free('L')).toBe(0)
    const label = returnLabel(made.returnNumber)

    await step(made.id, 'approve')
    const mBefore = await free('M')
    const received = await step(made.id, 'receive', {
      conditions: [{ index: 0, condition: 'asNew' }],
    })
    expect(received.status).toBe('received')
    expect(received.refund).toBeNull()
    expect(await free('M')).toBe((mBefore ?? 0) + 1)
    const [change] = await database.db
      .select()
      .from(stockChanges)
      .where(and(eq(stockChanges.changedBy, label), eq(stockChanges.size, 'M')))
    expect(change).toMatchObject({ reason: 'returned', delta: 1 })

    expect(
      await refusal(await teamCall(harness, admin.token, 'POST', `/${label}/refund`), 409),
    ).toBe(RETURN_MESSAGES.nothingToRefund)
    const done = await step(label, 'exchange')
    expect(done.status).toBe('closed')
    expect(done.lines[0]?.outcome).toBe('exchanged')
    expect(done.replacement).not.toBeNull()
    expect(done.timeline.map((entry) => entry.step)).toEqual([
      'requested',
      'approved',
      'received',
      'exchanged',
      'closed',
    ])
    expect(done.timeline[1]?.by).toBe('Kemi from Adire')

    // Both orders on My Orders: the replacement at ₦0, placed for packing, in size L.
    const orders = await myOrders(harness.app, shopper.token)
    const replacement = orders.find((order) => order.reference === done.replacement?.reference)
    expect(replacement).toMatchObject({ status: 'Order Placed', amount: 0, payment: true })
    expect(replacement?.items[0]).toMatchObject({ _id: HOODIE, selectedSize: 'L', quantity: 1 })
    const original = orders.find((order) => order.reference === reference)
    expect(original?.returns?.[0]).toMatchObject({
      status: 'closed',
      replacement: done.replacement,
    })
    // The held L became the replacement's sale: sold once, none held.
    const holds = await database.db
      .select()
      .from(stockHolds)
      .where(eq(stockHolds.returnId, made.id))
    expect(holds.map((hold) => [hold.state, hold.orderId])).toEqual([['sold', replacement?._id]])
    expect(await free('L')).toBe(0)
    await harness.services.background.drain()
    const subjects = mailsTo(harness.mailer, shopper.email).map((mail) => mail.subject)
    for (const words of [
      'Return requested',
      'Return approved',
      'Return received',
      'Exchange on its way',
    ]) {
      expect(subjects.some((subject) => subject.startsWith(words))).toBe(true)
    }
  })
})

describe('what a shopper is refused', () => {
  it('another shopper’s order is not found, an undelivered one cannot come back', async () => {
    const { reference } = await deliveredOrder(harness, hoodie('M'))
    const stranger = await signUp(harness.app)
    const lines = [{ index: 0, quantity: 1 }]
    expect((await askReturn(harness, stranger.token, { reference, lines })).status).toBe(404)

    const order = await placed(harness.app, stranger.token, hoodie('M'))
    expect(
      await refusal(
        await askReturn(harness, stranger.token, { reference: order.reference, lines }),
        409,
      ),
    ).toBe(RETURN_MESSAGES.notDelivered)
  })

  it('a line an open return holds, more than is left of it, a sold-out size, a size the product lacks or the same size', async () => {
    const { shopper, reference } = await deliveredOrder(harness, [
      { id: CAP, size: 'One size', quantity: 2 },
    ])
    const ask = (lines: { index: number; quantity: number }[]) =>
      askReturn(harness, shopper.token, { reference, lines })
    expect(await refusal(await ask([{ index: 0, quantity: 3 }]), 409)).toBe(
      RETURN_MESSAGES.quantity,
    )
    // One open return per line: the second cap waits until the first return is over.
    const first = await asked(harness, shopper.token, {
      reference,
      lines: [{ index: 0, quantity: 1 }],
    })
    expect(await refusal(await ask([{ index: 0, quantity: 1 }]), 409)).toBe(
      RETURN_MESSAGES.lineUnderReturn,
    )
    expect((await orderOf(shopper.token, reference)).returnsUntil).toBeDefined()
    await step(first.id, 'approve')
    await step(first.id, 'receive', { conditions: [{ index: 0, condition: 'asNew' }] })
    await step(first.id, 'refund')
    expect(await refusal(await ask([{ index: 0, quantity: 2 }]), 409)).toBe(
      RETURN_MESSAGES.quantity,
    )
    await asked(harness, shopper.token, { reference, lines: [{ index: 0, quantity: 1 }] })
    expect(await refusal(await ask([{ index: 0, quantity: 1 }]), 409)).toBe(
      RETURN_MESSAGES.lineUnderReturn,
    )

    const hoodieOrder = await deliveredOrder(harness, hoodie('M'))
    const exchange = (exchangeSize: string) =>
      askReturn(harness, hoodieOrder.shopper.token, {
        reference: hoodieOrder.reference,
        lines: [{ index: 0, quantity: 1, exchangeSize }],
      })
    const soldOut = await exchange('XL')
    // Told at the line, so the shopper's form turns only that line to a refund.
    expect(await soldOut.clone().json()).toMatchObject({ field: 'lines.0.exchangeSize' })
    expect(await refusal(soldOut, 409)).toBe(RETURN_MESSAGES.soldOut)
    expect(await refusal(await exchange('M'), 400)).toBe(RETURN_MESSAGES.sameSize)
    expect(await refusal(await exchange('XXXL'), 400)).toBe(RETURN_MESSAGES.size)
  })

  it('bad bodies: no lines, no words for “other”, no way back', async () => {
    const { shopper, reference } = await deliveredOrder(harness, hoodie('M'))
    const ask = (body: Record<string, unknown>) =>
      askReturn(harness, shopper.token, { reference, ...body })
    expect(await refusal(await ask({ lines: [] }), 400)).toBe(RETURN_MESSAGES.noLines)
    const lines = [{ index: 0, quantity: 1 }]
    expect(await refusal(await ask({ lines, reason: 'other' }), 400)).toBe(
      RETURN_MESSAGES.otherText,
    )
    expect(await refusal(await ask({ lines, way: 'pigeon' }), 400)).toBe(RETURN_MESSAGES.way)
    expect(await refusal(await ask({ lines, reason: 'bored' }), 400)).toBe(RETURN_MESSAGES.reason)
    const res = await send(harness.app, 'POST', '/api/order/returns', 'not json', {
      token: shopper.token,
    })
    expect(res.status).toBe(400)
    expect(ErrorResponse.parse(await res.json()).success).toBe(false)
  })

  it('the window closes the set number of days after delivery', async () => {
    const settings = harness.services.storeSettings
    await settings.change({ returnWindowDays: 2 }, 'command line')
    const { shopper, reference } = await deliveredOrder(harness, hoodie('M'))
    const until = (await orderOf(shopper.token, reference)).returnsUntil ?? 0
    harness.clock.advance(2 * DAY_MS + 1)
    expect((await orderOf(shopper.token, reference)).returnsUntil).toBeUndefined()
    const res = await askReturn(harness, shopper.token, {
      reference,
      lines: [{ index: 0, quantity: 1 }],
    })
    expect(await refusal(res, 409)).toBe(RETURN_MESSAGES.windowClosed)
    // Thirty days again: the window follows the setting.
    await settings.change({ returnWindowDays: 30 }, 'command line')
    expect((await orderOf(shopper.token, reference)).returnsUntil).toBe(until + 28 * DAY_MS)
  })

  it('two requests for the last unit of a line at once: exactly one is taken', async () => {
    const { shopper, reference } = await deliveredOrder(harness, hoodie('M'))
    const lines = [{ index: 0, quantity: 1 }]
    const answers = await Promise.all([
      askReturn(harness, shopper.token, { reference, lines }),
      askReturn(harness, shopper.token, { reference, lines }),
    ])
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409])
    const order = await orderOf(shopper.token, reference)
    expect(order.returns).toHaveLength(1)
  })
})

describe('the steps in their order', () => {
  it('refuses a step out of turn, a decline without words and a receipt that misses a line', async () => {
    const { shopper, reference } = await deliveredOrder(harness, hoodie('M', 2))
    const made = await asked(harness, shopper.token, {
      reference,
      lines: [{ index: 0, quantity: 2 }],
    })
    const call = (path: string, body?: unknown) =>
      teamCall(harness, admin.token, 'POST', `/${made.id}${path}`, body)
    expect(made.returnNumber).toBeGreaterThan(0)
    expect(
      await refusal(
        await call('/receive', { conditions: [{ index: 0, condition: 'asNew' }] }),
        409,
      ),
    ).toBe(RETURN_MESSAGES.step)
    expect(await refusal(await call('/refund'), 409)).toBe(RETURN_MESSAGES.notReceived)
    expect(await refusal(await call('/decline', { reason: ' ' }), 400)).toBe(
      RETURN_MESSAGES.declineReason,
    )
    await step(made.id, 'approve')
    expect(await refusal(await call('/receive', { conditions: [] }), 400)).toBe(
      RETURN_MESSAGES.conditions,
    )
    expect(
      await refusal(
        await call('/receive', { conditions: [{ index: 1, condition: 'asNew' }] }),
        400,
      ),
    ).toBe(RETURN_MESSAGES.conditions)
    expect(await refusal(await call('/approve'), 409)).toBe(RETURN_MESSAGES.step)
    // A shopper may not act on another's return, nor on the team's screens.
    const stranger = await signUp(harness.app)
    const cancel = (token: string) =>
      send(harness.app, 'POST', `/api/order/returns/${made.id}/cancel`, undefined, { token })
    expect(await refusal(await cancel(stranger.token), 404)).toBe(RETURN_MESSAGES.notFound)
    expect((await teamCall(harness, shopper.token, 'GET', '')).status).toBe(403)
  })

  it('refused for sold out when the exchange asks more than is free', async () => {
    const { shopper, reference } = await deliveredOrder(harness, hoodie('M', 2))
    const res = await askReturn(harness, shopper.token, {
      reference,
      lines: [{ index: 0, quantity: 2, exchangeSize: 'L' }],
    })
    expect(await refusal(res, 409)).toBe(RETURN_MESSAGES.soldOut)
  })

  it('a declined or cancelled return lets its held size go and its lines be asked again', async () => {
    await harness.services.productStock.set(HOODIE, { L: 1 }, 'counted', 'command line')
    const { shopper, reference } = await deliveredOrder(harness, hoodie('M'))
    const lines = [{ index: 0, quantity: 1, exchangeSize: 'L' }]
    const first = await asked(harness, shopper.token, { reference, lines })
    expect(await free('L')).toBe(0)
    const declined = await step(first.id, 'decline', { reason: 'Worn, with the tags off' })
    expect(declined).toMatchObject({ status: 'declined', declineReason: 'Worn, with the tags off' })
    expect(await free('L')).toBe(1)

    const second = await asked(harness, shopper.token, { reference, lines })
    const res = await send(
      harness.app,
      'POST',
      `/api/order/returns/${second.id}/cancel`,
      undefined,
      {
        token: shopper.token,
      },
    )
    expect(res.status).toBe(200)
    expect(await free('L')).toBe(1)
    const again = await asked(harness, shopper.token, { reference, lines })
    await step(again.id, 'approve')
    await step(again.id, 'receive', { conditions: [{ index: 0, condition: 'damaged' }] })
    const cancelAfter = await send(
      harness.app,
      'POST',
      `/api/order/returns/${again.id}/cancel`,
      undefined,
      {
        token: shopper.token,
      },
    )
    expect(await refusal(cancelAfter, 409)).toBe(RETURN_MESSAGES.step)
    const list = AdminReturnsResponse.parse(
      await (await teamCall(harness, admin.token, 'GET', '?status=open')).json(),
    )
    expect(list.returns.map((one) => one.id)).toContain(again.id)
    expect(list.returns.map((one) => one.id)).not.toContain(first.id)
  })
})

describe('a shopper who deletes their account', () => {
  it('takes their own words with it; the return stays for the store', async () => {
    const { shopper, reference } = await deliveredOrder(harness, hoodie('M'))
    const made = await asked(harness, shopper.token, {
      reference,
      reason: 'other',
      note: 'The colour is not for me',
      lines: [{ index: 0, quantity: 1 }],
    })
    expect(made.note).toBe('The colour is not for me')
    const [account] = await database.db.select().from(returns).where(eq(returns.id, made.id))
    await harness.services.dataRights.deleteAccount(account?.userId ?? '', shopper.password)
    const kept = await harness.services.returns.get(made.id)
    expect(kept).toMatchObject({ note: null, reason: 'other', status: 'requested' })
  })
})

describe('an exchange’s hold among shoppers’ payments', () => {
  it('counts against a payment that lands after its own hold ran out', async () => {
    await harness.services.productStock.set(HOODIE, { XXL: 1 }, 'counted', 'command line')
    const late = await signUp(harness.app)
    const placedLate = await placed(harness.app, late.token, hoodie('XXL'))
    harness.clock.advance(DEFAULT_HOLD_MS + 1000)
    const { shopper, reference } = await deliveredOrder(harness, hoodie('M'))
    await asked(harness, shopper.token, {
      reference,
      lines: [{ index: 0, quantity: 1, exchangeSize: 'XXL' }],
    })
    // The late payment finds the last XXL held for the exchange: refunded, not oversold.
    await payInEmulator(harness.app, placedLate.accessCode)
    await harness.services.background.drain()
    const [order] = (await myOrders(harness.app, late.token)).filter(
      (one) => one.reference === placedLate.reference,
    )
    expect(order?.outOfStock).toBe(true)
    expect(await free('XXL')).toBe(0)
  })
})

describe('the orders export', () => {
  it('names each line’s returns beside it, in the team’s words', async () => {
    const { shopper, reference } = await deliveredOrder(harness, hoodie('M', 2))
    const made = await asked(harness, shopper.token, {
      reference,
      lines: [{ index: 0, quantity: 1 }],
    })
    const res = await send(harness.app, 'GET', '/api/admin/orders/export', undefined, {
      token: admin.token,
    })
    const [header, ...rows] = parse(await res.text()) as string[][]
    const row = rows.find((cells) => cells[header?.indexOf('reference') ?? -1] === reference)
    expect(row?.[header?.indexOf('returns') ?? -1]).toBe(
      `1 in ${returnLabel(made.returnNumber)} (Return requested)`,
    )
  })
})
