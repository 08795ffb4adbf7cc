import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { api, CATEGORIES, ErrorResponse, ProductListResponse } from '@adire/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from './db/client.ts'
import { products } from './db/schema.ts'
import { ProductListCache } from './products/product-list.ts'
import { seedCatalogue } from './seed/seed.ts'
import { openTestDatabase } from './testing/database.ts'
import { testApp } from './testing/services.ts'

let database: DatabaseHandle
let app: ReturnType<typeof testApp>['app']

beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db)
  app = testApp(database.db).app
})
afterAll(() => database.close())

describe('GET /api/products/list', () => {
  it('returns the seeded catalogue in the shape of the contract', async () => {
    const res = await app.request('/api/products/list')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/application\/json/)
    const body = ProductListResponse.parse(await res.json())
    expect(body.products.length).toBeGreaterThanOrEqual(48)
    for (const { id } of CATEGORIES) {
      expect(body.products.filter((p) => p.category === id).length).toBeGreaterThanOrEqual(5)
    }
    for (const product of body.products) {
      expect(product.price).toBeGreaterThan(0)
      expect(product.image.length).toBeGreaterThanOrEqual(2)
    }
  })

  it('lists the newest products first', async () => {
    const { products } = ProductListResponse.parse(
      await (await app.request('/api/products/list')).json(),
    )
    const dates = products.map((p) => p.date)
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
  })

  it('answers a repeat request carrying the ETag with 304 and no body', async () => {
    const first = await app.request('/api/products/list')
    const etag = first.headers.get('etag')
    expect(etag).toMatch(/^(W\/)?"[^"]+"$/)
    // Asked again each time (a catalogue change shows at once), answered 304 while unchanged.
    expect(first.headers.get('cache-control')).toBe('public, no-cache')
    const again = await app.request('/api/products/list', {
      headers: { 'If-None-Match': etag ?? '' },
    })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
  })
})

describe('security headers', () => {
  it.each([
    '/api/products/list',
    '/api/products',
    '/healthz',
    '/api/nothing-here',
    '/api/store/settings',
  ])('are on %s', async (path) => {
    const res = await app.request(path)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
  })

  it("frame the emulator's checkout only from the store, with its one script", async () => {
    const res = await app.request('/paystack-emulator/checkout/unknown')
    const policy = res.headers.get('content-security-policy') ?? ''
    expect(policy).toContain("frame-ancestors 'self'")
    expect(policy).toMatch(/script-src 'sha256-[\w+/=]+'/)
    expect(policy).toContain("default-src 'none'")
  })
})

describe('health and unknown API paths', () => {
  it('reports healthy once the database answers', async () => {
    const res = await app.request('/healthz')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ success: true, status: 'ok' })
  })

  it.each([
    ['GET', '/api/nothing-here'],
    ['DELETE', '/api/products/all/of-them'],
    ['GET', '/api/users/login/extra'],
  ])('answers %s %s with a 404 error body', async (method, path) => {
    const res = await app.request(path, { method })
    expect(res.status).toBe(404)
    const body = ErrorResponse.parse(await res.json())
    expect(body.message).toContain(path)
  })

  it.each([
    ['POST', '/api/products/list', 'GET'],
    ['DELETE', '/api/products', 'GET'],
    ['DELETE', '/api/products/all', 'GET'],
    ['GET', '/api/users/login', 'POST'],
    ['PUT', '/api/users/reset-password/abc', 'POST'],
    ['GET', '/api/order/verifyPaystack', 'POST'],
  ])('answers %s %s, a known path, with 405 and what it allows', async (method, path, allowed) => {
    const res = await app.request(path, { method })
    expect(res.status).toBe(405)
    expect(res.headers.get('allow')).toBe(allowed)
    expect(ErrorResponse.parse(await res.json()).message).toBe(
      `${method} is not allowed on ${path}; use ${allowed}`,
    )
  })
})

describe('one contract, one server', () => {
  /** The API routes the app registered, as `METHOD /path/:param`. */
  const served = () =>
    new Set(
      app.routes
        .filter(({ method, path }) => method !== 'ALL' && /^\/api\/[^*]*$/.test(path))
        .map(({ method, path }) => `${method} ${path}`),
    )
  /** Routes beyond the contract, called by others than the storefront. */
  const OUTSIDE_THE_CONTRACT = ['POST /api/order/webhook/paystack']

  it('registers every endpoint of the contract with its own method and path', () => {
    const registered = served()
    const missing = Object.entries(api)
      .map(([name, { method, path }]) => `${method} ${path} (${name})`)
      .filter((route) => !registered.has(route.replace(/ \(\w+\)$/, '')))
    expect(missing).toEqual([])
  })

  it('serves no API route the contract does not name', () => {
    const named = new Set(Object.values(api).map(({ method, path }) => `${method} ${path}`))
    const extra = [...served()].filter((route) => !named.has(route))
    expect(extra.sort()).toEqual(OUTSIDE_THE_CONTRACT)
  })

  it('would notice a contract endpoint served with another method', () => {
    const registered = served()
    expect(registered.has(`${api.cartUpdate.method} ${api.cartUpdate.path}`)).toBe(true)
    expect(registered.has(`POST ${api.cartUpdate.path}`)).toBe(false)
  })
})

describe('seedCatalogue', () => {
  it('leaves a catalogue that already has products alone', async () => {
    expect(await seedCatalogue(database.db)).toBe(0)
  })
})

describe('the product list in each encoding', () => {
  it.each([
    ['br', 'gzip, deflate, br', 'br'],
    ['gzip', 'gzip, deflate', 'gzip'],
    ['no encoding when gzip is refused', 'gzip;q=0', null],
    ['no encoding without Accept-Encoding', '', null],
  ])('sends %s', async (_, acceptEncoding, expected) => {
    const res = await app.request('/api/products/list', {
      headers: acceptEncoding ? { 'Accept-Encoding': acceptEncoding } : {},
    })
    expect(res.headers.get('content-encoding')).toBe(expected)
    expect(res.headers.get('vary')).toMatch(/Accept-Encoding/)
    const bytes = Buffer.from(await res.arrayBuffer())
    const text =
      expected === 'br'
        ? brotliDecompressSync(bytes).toString()
        : expected === 'gzip'
          ? gunzipSync(bytes).toString()
          : bytes.toString()
    expect(ProductListResponse.parse(JSON.parse(text)).products.length).toBeGreaterThanOrEqual(48)
  })
})

describe('ProductListCache', () => {
  it('serves the list it read until invalidate(), then the change under a new ETag', async () => {
    const catalogue = new ProductListCache(database.db)
    const before = await catalogue.current()
    const [first] = before.products
    if (!first) throw new Error('the seeded catalogue is empty')
    const setPrice = (naira: number) =>
      database.db
        .update(products)
        .set({ priceKobo: naira * 100 })
        .where(eq(products.id, first._id))
    await setPrice(first.price + 1000)
    try {
      expect((await catalogue.current()).etag).toBe(before.etag)
      catalogue.invalidate()
      const after = await catalogue.current()
      expect(after.etag).not.toBe(before.etag)
      expect(after.products.find((product) => product._id === first._id)?.price).toBe(
        first.price + 1000,
      )
    } finally {
      await setPrice(first.price)
    }
  })
})
