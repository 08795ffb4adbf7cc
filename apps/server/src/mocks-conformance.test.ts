// The mocks' conformance table (packages/mocks/src/conformance-cases.ts) against the real
// server: what the table expects is what the server answers. The same table runs against the
// mock handlers, so stories and tests built on the mocks see the server's answers.
import { ProductListResponse, StoreSettingsResponse } from '@adire/contract'
import {
  CONFORMANCE_CASES,
  type ConformanceWorld,
  expected,
  NOT_MADE_SIZE,
  observe,
  requestFor,
} from '@adire/mocks/conformance'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from './db/client.ts'
import { seedCatalogue } from './seed/seed.ts'
import { openTestDatabase } from './testing/database.ts'
import { placed } from './testing/orders.ts'
import { signUp } from './testing/requests.ts'
import { testApp } from './testing/services.ts'

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>
let world: ConformanceWorld

/** What this server has: its catalogue and delivery fee, its accounts, another shopper's order. */
beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db)
  harness = testApp(database.db)
  const { app } = harness
  const { products } = ProductListResponse.parse(
    await (await app.request('/api/products/list')).json(),
  )
  const product = products.find((p) => p.sizes.includes('M') && !p.sizes.includes(NOT_MADE_SIZE))
  if (!product) throw new Error('The catalogue needs a product made in M')
  const { deliveryFee } = StoreSettingsResponse.parse(
    await (await app.request('/api/store/settings')).json(),
  )
  const [shopper, admin, other] = [await signUp(app), await signUp(app), await signUp(app)]
  await harness.services.users.makeAdmin(admin.email)
  const othersOrder = await placed(app, other.token, [{ id: product._id, size: 'M', quantity: 1 }])
  world = {
    product: { id: product._id, size: 'M', price: product.price },
    deliveryFee,
    othersOrder: { id: othersOrder.orderId, reference: othersOrder.reference },
    tokens: { shopper: shopper.token, admin: admin.token },
  }
})
afterAll(() => database.close())

describe('the server answers as the mocks are told it does', () => {
  // Named by the case itself (`%s`), in full.
  it.each(CONFORMANCE_CASES.map((testCase) => [testCase.name, testCase] as const))(
    '%s',
    async (_, testCase) => {
      const { path, init } = requestFor(testCase, world)
      const answer = await harness.app.request(path, init)
      expect(await observe(testCase, answer)).toEqual(expected(testCase))
    },
  )
})
