// Where the store team meets returns besides their own screens (docs/product.md §10.7): Home's
// work waiting (§11.10) and the customer's page (§11.12), as a return moves through its steps.
import { AdminCustomerResponse, AdminHomeResponse } from '@adire/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { users } from '../db/schema.ts'
import { send, type signUp } from '../testing/requests.ts'
import {
  asked,
  CAP,
  deliveredOrder,
  type Harness,
  HOODIE,
  openReturnsStore,
  teamStep,
} from '../testing/returns.ts'

let database: DatabaseHandle
let harness: Harness
let admin: Awaited<ReturnType<typeof signUp>>

beforeAll(async () => {
  ;({ database, harness, admin } = await openReturnsStore())
  await harness.services.productStock.set(HOODIE, { M: 20, L: 5 }, 'counted', 'command line')
})
afterAll(() => database.close())

async function teamRead(path: string) {
  const res = await send(harness.app, 'GET', path, undefined, { token: admin.token })
  expect(res.status).toBe(200)
  return res.json()
}

const work = async () => AdminHomeResponse.parse(await teamRead('/api/admin/home')).work

describe('returns where the team meets them', () => {
  it("counts on Home what waits for the team, and lists on the customer's page what they asked", async () => {
    const { shopper, reference } = await deliveredOrder(harness, [
      { id: HOODIE, size: 'M', quantity: 1 },
      { id: CAP, size: 'One size', quantity: 2 },
    ])
    expect(await work()).toMatchObject({ returnsToDecide: 0, returnsToSettle: 0 })

    const exchange = await asked(harness, shopper.token, {
      reference,
      lines: [{ index: 0, quantity: 1, exchangeSize: 'L' }],
    })
    const refund = await asked(harness, shopper.token, {
      reference,
      lines: [{ index: 1, quantity: 2 }],
    })
    expect(await work()).toMatchObject({ returnsToDecide: 2, returnsToSettle: 0 })

    // Approved: with the shopper, nothing for the team until the items arrive.
    await teamStep(harness, admin.token, exchange.id, 'approve')
    await teamStep(harness, admin.token, refund.id, 'approve')
    expect(await work()).toMatchObject({ returnsToDecide: 0, returnsToSettle: 0 })
    await teamStep(harness, admin.token, refund.id, 'receive', {
      conditions: [{ index: 1, condition: 'asNew' }],
    })
    expect(await work()).toMatchObject({ returnsToDecide: 0, returnsToSettle: 1 })
    await teamStep(harness, admin.token, refund.id, 'refund')
    expect(await work()).toMatchObject({ returnsToDecide: 0, returnsToSettle: 0 })

    const [account] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, shopper.email))
    const page = AdminCustomerResponse.parse(await teamRead(`/api/admin/customers/${account?.id}`))
    expect(page.returns).toEqual([
      {
        id: refund.id,
        returnNumber: refund.returnNumber,
        status: 'closed',
        order: { reference, orderNumber: page.orders[0]?.orderNumber },
        createdAt: refund.createdAt,
        units: 2,
        exchanges: 0,
        refundTotal: refund.refundTotal,
      },
      {
        id: exchange.id,
        returnNumber: exchange.returnNumber,
        status: 'approved',
        order: { reference, orderNumber: page.orders[0]?.orderNumber },
        createdAt: exchange.createdAt,
        units: 1,
        exchanges: 1,
        refundTotal: 0,
      },
    ])
  })
})
