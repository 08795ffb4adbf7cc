import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from './db/client.ts'
import { TEST_CARDS } from './payments/paystack/emulator/sandbox.ts'
import { seedCatalogue } from './seed/seed.ts'
import { openTestDatabase } from './testing/database.ts'
import { payInEmulator, placed } from './testing/orders.ts'
import { send, signUp } from './testing/requests.ts'
import { testApp } from './testing/services.ts'

/**
 * The session token travels in a header no shared cache varies on, so an answer about whoever
 * asks must never be kept by one: a proxy would hand one shopper's profile, cart or orders (or
 * the admin's list of every address) to the next. Public answers keep their own caching.
 */

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>
let admin: Awaited<ReturnType<typeof signUp>>

beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db)
  harness = testApp(database.db)
  admin = await signUp(harness.app)
  expect(await harness.services.users.makeAdmin(admin.email)).toBe(true)
})
afterAll(() => database.close())

let caller = 0
/** Each call from its own address, so the account endpoints' limits stay out of the way. */
function call(method: string, path: string, token?: string, body?: unknown) {
  caller += 1
  return send(harness.app, method, path, body, {
    'X-Forwarded-For': `203.0.113.${caller % 250}, 198.51.100.${caller % 250}`,
    ...(token ? { token } : {}),
  })
}

/** Every route of the API whose answer depends on the caller, as the app registered them. */
const IDENTITY_PREFIXES = ['/api/users/', '/api/cart/', '/api/order/', '/api/admin/']
function identityRoutes() {
  const seen = new Set<string>()
  return harness.app.routes
    .filter(({ method, path }) => method !== 'ALL' && !path.includes('*'))
    .filter(({ path }) => IDENTITY_PREFIXES.some((prefix) => path.startsWith(prefix)))
    .map(({ method, path }) => ({ method, path: path.replace(/:[A-Za-z]+/g, 'x') }))
    .filter(({ method, path }) => !seen.has(`${method} ${path}`) && seen.add(`${method} ${path}`))
}

describe('answers that depend on who asks', () => {
  it('are never stored: every identity route, with a token, an admin token or none, whatever the status', async () => {
    const routes = identityRoutes()
    expect(routes.length).toBeGreaterThan(15)
    const shopper = await signUp(harness.app)
    const seen: string[] = []
    for (const { method, path } of routes) {
      // Logging out last, so the tokens still work for the other routes.
      if (path.endsWith('/logout')) continue
      for (const token of [undefined, shopper.token, admin.token]) {
        const res = await call(method, path, token, method === 'GET' ? undefined : {})
        seen.push(`${method} ${path} ${res.status}`)
        expect([`${method} ${path} ${res.status}`, res.headers.get('cache-control')]).toEqual([
          `${method} ${path} ${res.status}`,
          'no-store',
        ])
      }
    }
    const logout = await call('POST', '/api/users/logout', shopper.token)
    expect(logout.headers.get('cache-control')).toBe('no-store')
    // Both refusals (400, 401, 403...) and answers (200) were among them.
    expect(seen.some((line) => line.endsWith(' 200'))).toBe(true)
    expect(seen.some((line) => line.endsWith(' 401'))).toBe(true)
  })

  it.each([
    ['the profile', 'GET', '/api/users/me'],
    ['the cart', 'GET', '/api/cart/get'],
    ["the shopper's orders", 'POST', '/api/order/userorders'],
    ["the admin's list of every order and address", 'GET', '/api/admin/orders'],
  ])(
    '%s is answered 200 with no-store, and refused 401 without a token with no-store too',
    async (_, method, path) => {
      const answered = await call(method, path, admin.token)
      expect(answered.status).toBe(200)
      expect(answered.headers.get('cache-control')).toBe('no-store')
      const refused = await call(method, path)
      expect(refused.status).toBe(401)
      expect(refused.headers.get('cache-control')).toBe('no-store')
    },
  )

  it('covers an API path that does not exist, too', async () => {
    const res = await call('GET', '/api/users/nothing-here')
    expect(res.status).toBe(404)
    expect(res.headers.get('cache-control')).toBe('no-store')
  })
})

describe('public answers', () => {
  it.each([
    ['the product list', '/api/products/list', 'public, no-cache'],
    ['a page of products', '/api/products?page=1', 'public, no-cache'],
    ['the featured products', '/api/products/featured', 'public, no-cache'],
    ['a product', '/api/products/indigo-adire-hoodie', 'public, no-cache'],
    ["the store's settings", '/api/store/settings', 'public, no-cache'],
  ])('keep their own caching: %s', async (_, path, cacheControl) => {
    for (const token of [undefined, admin.token]) {
      const res = await call('GET', path, token)
      expect(res.status).toBe(200)
      expect(res.headers.get('cache-control')).toBe(cacheControl)
    }
  })
})

// Issue 42: the emulator's checkout page showed the shopper's e-mail with no Cache-Control.
describe('the payment emulator’s pages, about one shopper’s payment', () => {
  it('are never stored: the checkout page with the shopper’s e-mail, a declined card, the paid page, the disputes page', async () => {
    const shopper = await signUp(harness.app)
    const lines = [{ id: 'lagos-sun-cap', size: 'One size', quantity: 1 }]
    const { accessCode } = await placed(harness.app, shopper.token, lines)
    const checkout = await harness.app.request(`/paystack-emulator/checkout/${accessCode}`)
    expect(checkout.status).toBe(200)
    expect(await checkout.text()).toContain(shopper.email)
    expect(checkout.headers.get('cache-control')).toBe('no-store')
    const declined = await payInEmulator(harness.app, accessCode, TEST_CARDS.declined)
    expect([declined.status, declined.headers.get('cache-control')]).toEqual([402, 'no-store'])
    const paid = await payInEmulator(harness.app, accessCode)
    expect([paid.status, paid.headers.get('cache-control')]).toEqual([200, 'no-store'])
    const unknown = await harness.app.request('/paystack-emulator/checkout/nothing-here')
    expect([unknown.status, unknown.headers.get('cache-control')]).toEqual([404, 'no-store'])
    const disputes = await harness.app.request('/paystack-emulator/disputes')
    expect(await disputes.text()).toContain(shopper.email)
    expect(disputes.headers.get('cache-control')).toBe('no-store')
  })
})
