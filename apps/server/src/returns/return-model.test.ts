/*
 * Returns and exchanges (docs/product.md §10.7, ADR 043) against a model of them, over random
 * sequences of what shoppers and the store team do: returns asked for (a refund or another
 * size), approved, declined, cancelled, received as new or damaged, refunded, exchanged, and
 * the team's counts of stock. After every run the books must balance: no line is returned,
 * refunded or exchanged beyond its quantity; the money refunded is never more than was paid
 * for the lines it refunds; each size's stock is its count, plus what came back as new, less
 * what was sent again; and each exchange's hold was let go or sold to its replacement, once.
 * Runs are repeatable (a fixed seed; RETURN_MODEL_SEED and RETURN_MODEL_RUNS try others, and more).
 */
import { ReturnResponse } from '@adire/contract'
import { and, eq, inArray, isNotNull } from 'drizzle-orm'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { productStock, refunds, returnLines, returns, stockHolds } from '../db/schema.ts'
import { send, type signUp } from '../testing/requests.ts'
import {
  askReturn,
  deliveredOrder,
  type Harness,
  HOODIE,
  openReturnsStore,
  teamCall,
} from '../testing/returns.ts'

const RUNS = Number(process.env.RETURN_MODEL_RUNS ?? 5)
const SEED = Number(process.env.RETURN_MODEL_SEED ?? 20261129)
/** Each run's two delivered orders: two M hoodies, and one. */
const ORDERED = [2, 1]
const PRICE_KOBO = 2_850_000

type TeamStep = 'approve' | 'decline' | 'receiveAsNew' | 'receiveDamaged' | 'refund' | 'exchange'
type Step =
  | { kind: 'request'; order: number; quantity: number; exchange: boolean }
  | { kind: TeamStep | 'cancel'; ret: number }
  | { kind: 'count'; size: 'M' | 'L'; units: number }

const step: fc.Arbitrary<Step> = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.record({
      kind: fc.constant('request' as const),
      order: fc.integer({ min: 0, max: 1 }),
      quantity: fc.integer({ min: 1, max: 2 }),
      exchange: fc.boolean(),
    }),
  },
  {
    weight: 6,
    arbitrary: fc.record({
      kind: fc.constantFrom(
        'approve' as const,
        'decline' as const,
        'receiveAsNew' as const,
        'receiveDamaged' as const,
        'refund' as const,
        'exchange' as const,
        'cancel' as const,
      ),
      ret: fc.nat(),
    }),
  },
  fc.record({
    kind: fc.constant('count' as const),
    size: fc.constantFrom('M' as const, 'L' as const),
    units: fc.integer({ min: 0, max: 3 }),
  }),
)

/** A return as the model keeps it (one line: the order's hoodies). */
interface ModelReturn {
  id: string
  order: number
  quantity: number
  exchange: boolean
  status: 'requested' | 'approved' | 'declined' | 'received' | 'closed' | 'cancelled'
}

let database: DatabaseHandle
let harness: Harness
let admin: Awaited<ReturnType<typeof signUp>>

beforeAll(async () => {
  ;({ database, harness, admin } = await openReturnsStore())
})
afterAll(() => database.close())

const team = (ret: ModelReturn, path: string, body?: unknown) =>
  teamCall(harness, admin.token, 'POST', `/${ret.id}/${path}`, body)

async function stockOf(size: string) {
  const [row] = await database.db
    .select({ quantity: productStock.quantity })
    .from(productStock)
    .where(and(eq(productStock.productId, HOODIE), eq(productStock.size, size)))
  return row?.quantity ?? 0
}

/** One sequence, on two fresh delivered orders: the store against the model, step by step. */
async function run(steps: readonly Step[]) {
  await harness.services.productStock.set(HOODIE, { M: 1000 }, 'counted', 'command line')
  const orders = [
    await deliveredOrder(harness, [{ id: HOODIE, size: 'M', quantity: ORDERED[0] ?? 1 }]),
    await deliveredOrder(harness, [{ id: HOODIE, size: 'M', quantity: ORDERED[1] ?? 1 }]),
  ]
  const stock = { M: 2, L: 1 }
  await harness.services.productStock.set(HOODIE, stock, 'counted', 'command line')
  const model: ModelReturn[] = []
  const open = (r: ModelReturn) => ['requested', 'approved', 'received'].includes(r.status)
  const heldL = () =>
    model.filter((r) => r.exchange && open(r)).reduce((sum, r) => sum + r.quantity, 0)
  const taken = (order: number) =>
    model
      .filter((r) => r.order === order && r.status !== 'declined' && r.status !== 'cancelled')
      .reduce((sum, r) => sum + r.quantity, 0)

  for (const action of steps) {
    if (action.kind === 'count') {
      stock[action.size] = action.units
      await harness.services.productStock.set(
        HOODIE,
        { [action.size]: action.units },
        'counted',
        'command line',
      )
      continue
    }
    if (action.kind === 'request') {
      const order = orders[action.order]
      if (!order) continue
      const res = await askReturn(harness, order.shopper.token, {
        reference: order.reference,
        lines: [
          {
            index: 0,
            quantity: action.quantity,
            ...(action.exchange ? { exchangeSize: 'L' } : {}),
          },
        ],
      })
      // One open return per line (each order here has one line), and never beyond its quantity.
      const held = model.some((r) => r.order === action.order && open(r))
      const left = (ORDERED[action.order] ?? 0) - taken(action.order)
      const fits = !held && action.quantity <= left
      const inStock = !action.exchange || action.quantity <= stock.L - heldL()
      expect(res.status).toBe(fits && inStock ? 201 : 409)
      if (res.status === 201) {
        const made = ReturnResponse.parse(await res.json()).return
        model.push({ id: made.id, ...action, status: 'requested' })
      }
      continue
    }
    const ret = model[action.ret % Math.max(model.length, 1)]
    if (!ret) continue
    const from = ret.status
    let expected = 409
    let next = from
    let res: Response
    if (action.kind === 'cancel') {
      const order = orders[ret.order]
      res = await send(harness.app, 'POST', `/api/order/returns/${ret.id}/cancel`, undefined, {
        token: order?.shopper.token ?? '',
      })
      if (from === 'requested' || from === 'approved') [expected, next] = [200, 'cancelled']
    } else if (action.kind === 'approve' || action.kind === 'decline') {
      res = await team(ret, action.kind, action.kind === 'decline' ? { reason: 'No' } : undefined)
      if (from === 'requested') {
        ;[expected, next] = [200, action.kind === 'approve' ? 'approved' : 'declined']
      }
    } else if (action.kind === 'receiveAsNew' || action.kind === 'receiveDamaged') {
      const condition = action.kind === 'receiveAsNew' ? 'asNew' : 'damaged'
      res = await team(ret, 'receive', { conditions: [{ index: 0, condition }] })
      if (from === 'approved') {
        ;[expected, next] = [200, 'received']
        if (condition === 'asNew') stock.M += ret.quantity
      }
    } else {
      res = await team(ret, action.kind)
      const due = action.kind === 'refund' ? !ret.exchange : ret.exchange
      // An exchange ships only what is there: the team may have counted less since.
      const there = action.kind === 'refund' || stock.L >= ret.quantity
      if (from === 'received' && due && there) {
        ;[expected, next] = [200, 'closed']
        if (action.kind === 'exchange') stock.L -= ret.quantity
      }
    }
    expect(res.status).toBe(expected)
    ret.status = next
  }
  await balance(orders, model, stock)
  // The next run starts from its own count: this run's holds still open are let go.
  await database.db
    .update(stockHolds)
    .set({ state: 'released' })
    .where(and(isNotNull(stockHolds.returnId), eq(stockHolds.state, 'held')))
}

/** The books after a run, from the database alone, against the model where it must agree. */
async function balance(
  orders: { orderId: string }[],
  model: readonly ModelReturn[],
  stock: { M: number; L: number },
) {
  expect(await stockOf('M')).toBe(stock.M)
  expect(await stockOf('L')).toBe(stock.L)
  for (const [index, order] of orders.entries()) {
    const lines = await database.db
      .select({ line: returnLines, status: returns.status })
      .from(returnLines)
      .innerJoin(returns, eq(returns.id, returnLines.returnId))
      .where(eq(returns.orderId, order.orderId))
    const ordered = ORDERED[index] ?? 0
    const live = lines.filter(({ status }) => status !== 'declined' && status !== 'cancelled')
    expect(live.reduce((sum, { line }) => sum + line.quantity, 0)).toBeLessThanOrEqual(ordered)
    const settled = lines.filter(({ line }) => line.outcome !== null)
    expect(settled.reduce((sum, { line }) => sum + line.quantity, 0)).toBeLessThanOrEqual(ordered)
    // Money: never more than was paid for the lines refunded, nor than the payment.
    const given = await database.db
      .select({ amountKobo: refunds.amountKobo })
      .from(refunds)
      .where(eq(refunds.orderId, order.orderId))
    const refundedUnits = lines
      .filter(({ line }) => line.outcome === 'refunded')
      .reduce((sum, { line }) => sum + line.quantity, 0)
    const total = given.reduce((sum, row) => sum + row.amountKobo, 0)
    expect(total).toBeLessThanOrEqual(refundedUnits * PRICE_KOBO)
    expect(given.length).toBe(lines.filter(({ line }) => line.outcome === 'refunded').length)
  }
  // Each exchange's hold: held while its return is open and unshipped, let go when it ended
  // without shipping, sold to its replacement order once.
  const ids = model.filter((r) => r.exchange).map((r) => r.id)
  if (ids.length === 0) return
  const holds = await database.db.select().from(stockHolds).where(inArray(stockHolds.returnId, ids))
  const rows = await database.db.select().from(returns).where(inArray(returns.id, ids))
  for (const ret of model.filter((r) => r.exchange)) {
    const own = holds.filter((hold) => hold.returnId === ret.id)
    const row = rows.find((r) => r.id === ret.id)
    expect(row?.status).toBe(ret.status)
    expect(own).toHaveLength(1)
    const [hold] = own
    if (row?.replacementOrderId) {
      expect(hold).toMatchObject({ state: 'sold', orderId: row.replacementOrderId })
    } else if (ret.status === 'declined' || ret.status === 'cancelled') {
      expect(hold).toMatchObject({ state: 'released', orderId: null })
    } else {
      expect(hold).toMatchObject({ state: 'held', orderId: null })
    }
  }
}

describe('returns against their model', () => {
  it('keeps every line, every naira and every unit in balance', async () => {
    await fc.assert(fc.asyncProperty(fc.array(step, { minLength: 4, maxLength: 14 }), run), {
      numRuns: RUNS,
      seed: SEED,
      examples: [
        [
          [
            { kind: 'request', order: 0, quantity: 1, exchange: true },
            { kind: 'request', order: 0, quantity: 2, exchange: false },
            { kind: 'request', order: 0, quantity: 1, exchange: false },
            { kind: 'approve', ret: 0 },
            { kind: 'approve', ret: 1 },
            { kind: 'receiveAsNew', ret: 0 },
            { kind: 'receiveDamaged', ret: 1 },
            { kind: 'count', size: 'L', units: 0 },
            { kind: 'exchange', ret: 0 },
            { kind: 'count', size: 'L', units: 2 },
            { kind: 'exchange', ret: 0 },
            { kind: 'refund', ret: 1 },
            { kind: 'refund', ret: 1 },
          ],
        ],
        [
          [
            { kind: 'request', order: 1, quantity: 1, exchange: true },
            { kind: 'request', order: 0, quantity: 1, exchange: true },
            { kind: 'decline', ret: 0 },
            { kind: 'request', order: 0, quantity: 1, exchange: true },
            { kind: 'cancel', ret: 1 },
            { kind: 'approve', ret: 2 },
            { kind: 'cancel', ret: 2 },
          ],
        ],
      ],
    })
  }, 120_000)
})
