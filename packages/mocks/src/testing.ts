// What the mock handlers' tests share: the mock server started per file with its memory put
// back after each test, and the calls they make as the storefront makes them.
import {
  DELIVERY_FEE,
  flatDelivery,
  koboToNaira,
  nairaToKobo,
  priceOrder,
  UserOrdersResponse,
} from '@adire/contract'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { DEMO_ADDRESS } from './fixtures/people.ts'
import { fixtureProducts } from './fixtures/products.ts'
import { resetMockAccount } from './handlers/account.ts'
import { resetMockAddresses } from './handlers/addresses.ts'
import { resetMockDiscounts } from './handlers/admin/discounts.ts'
import { resetMockProducts } from './handlers/admin/products.ts'
import { resetMockReturns } from './handlers/admin/returns.ts'
import { resetMockSettings } from './handlers/admin/settings.ts'
import { resetMockSessions } from './handlers/sessions.ts'
import {
  MOCK_TOKEN,
  resetMockCart,
  resetMockDepartments,
  resetMockOrders,
} from './handlers/state.ts'
import { server } from './node.ts'

/** Any origin will do: the handlers match the path on every one. */
export const base = 'http://store.test'

/** Serves the happy-path handlers to this file's tests, each starting from the fixtures. */
export function useMockServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
  afterEach(() => {
    server.resetHandlers()
    resetMockCart()
    resetMockOrders()
    resetMockProducts()
    resetMockSettings()
    resetMockDepartments()
    resetMockDiscounts()
    resetMockReturns()
    resetMockAddresses()
    resetMockAccount()
    resetMockSessions()
  })
  afterAll(() => server.close())
  return server
}

/** A JSON call (POST unless `method` says otherwise) with the demo shopper's token, or `token`. */
export const send = (
  path: string,
  body?: unknown,
  { token = MOCK_TOKEN, method = 'POST' }: { token?: string; method?: string } = {},
) =>
  fetch(`${base}${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', token },
    body: body === undefined ? null : JSON.stringify(body),
  })

/** A POST with the demo shopper's token, or `token`. */
export const post = (path: string, body?: unknown, token = MOCK_TOKEN) =>
  send(path, body, { token })

/** The signed-in shopper's orders (the first page of My Orders). */
export const myOrders = async (token = MOCK_TOKEN) =>
  UserOrdersResponse.parse(await (await post('/api/order/userorders', undefined, token)).json())
    .orders

const [product] = fixtureProducts as [(typeof fixtureProducts)[number]]

/** A checkout as the storefront sends it: `quantity` of the first product in M, at its total. */
export const placeOrderBody = (quantity = 1) => ({
  address: DEMO_ADDRESS,
  amount: koboToNaira(
    priceOrder({
      lines: [{ priceKobo: nairaToKobo(product.price), quantity }],
      delivery: flatDelivery(DELIVERY_FEE),
    }).totalKobo,
  ),
  items: [{ _id: product._id, selectedSize: 'M', quantity }],
})
