// The conformance table (conformance-cases.ts) against the mock handlers: each case must be
// answered as the real server answers it (apps/server/src/mocks-conformance.test.ts runs the
// same table against the server).
import { DELIVERY_FEE, StoreSettingsResponse } from '@adire/contract'
import { describe, expect, it } from 'vitest'
import {
  CONFORMANCE_CASES,
  type ConformanceWorld,
  expected,
  NOT_MADE_SIZE,
  observe,
  requestFor,
} from './conformance.ts'
import { fixtureAdminOrders } from './fixtures/admin-orders.ts'
import { DEMO_USER } from './fixtures/people.ts'
import { fixtureProduct } from './fixtures/products.ts'
import { MOCK_ADMIN_TOKEN, MOCK_TOKEN } from './handlers/state.ts'
import { base, useMockServer } from './testing.ts'

useMockServer()

const product = fixtureProduct('indigo-adire-hoodie')
const othersOrder = fixtureAdminOrders.find(
  (order) => order.customer.email !== DEMO_USER.email && order.status === 'Awaiting payment',
)
if (!othersOrder) throw new Error('The fixtures need another customer’s order awaiting payment')

/** What the mock server has: its fixtures, its tokens, and another customer's order. */
const world: ConformanceWorld = {
  product: { id: product._id, size: 'M', price: product.price },
  deliveryFee: DELIVERY_FEE,
  othersOrder: { id: othersOrder._id, reference: othersOrder.reference },
  tokens: { shopper: MOCK_TOKEN, admin: MOCK_ADMIN_TOKEN },
}

describe('the mock handlers answer as the server does', () => {
  it('are given a world the cases can use', async () => {
    expect(product.sizes).toContain(world.product.size)
    expect(product.sizes).not.toContain(NOT_MADE_SIZE)
    const settings = await fetch(`${base}/api/store/settings`)
    expect(StoreSettingsResponse.parse(await settings.json()).deliveryFee).toBe(world.deliveryFee)
  })

  // Named by the case itself (`%s`), in full.
  it.each(CONFORMANCE_CASES.map((testCase) => [testCase.name, testCase] as const))(
    '%s',
    async (_, testCase) => {
      const { path, init } = requestFor(testCase, world)
      const answer = await fetch(`${base}${path}`, init)
      expect(await observe(testCase, answer)).toEqual(expected(testCase))
    },
  )
})
