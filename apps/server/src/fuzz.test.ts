/**
 * Fuzzing: thousands of generated malformed and hostile requests across every endpoint of the
 * contract (and the webhook). Whatever arrives, the server answers it without a 5xx or a stack
 * trace, stays up, and a request it refuses changes no data.
 */
import { api, CATEGORIES, ErrorResponse, ProductSearchResponse } from '@adire/contract'
import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from './db/client.ts'
import { seedCatalogue } from './seed/seed.ts'
import { openTestDatabase } from './testing/database.ts'
import { databaseFingerprint } from './testing/fingerprint.ts'
import { TEST_ADDRESS } from './testing/orders.ts'
import { send, signUp } from './testing/requests.ts'
import { testApp } from './testing/services.ts'

// A bounded form for every test run; FUZZ_RUNS=20000 (say) sends more.
const RUNS = Number(process.env.FUZZ_RUNS ?? 3000)

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>
let shopperToken = ''
let adminToken = ''
let shopper: Awaited<ReturnType<typeof signUp>>
let admin: Awaited<ReturnType<typeof signUp>>

let logins = 0
/** A new session for an account, from an address of its own (the per-address limits). */
async function logIn({ email, password }: { email: string; password: string }) {
  logins += 1
  const res = await send(
    harness.app,
    'POST',
    '/api/users/login',
    { email, password },
    { 'X-Forwarded-For': `203.0.${(logins >> 8) & 255}.${logins & 255}` },
  )
  return ((await res.json()) as { token: string }).token
}

/** The store's data as one value: a refused request must leave it as it was. */
const fingerprint = () => databaseFingerprint(database.db)

beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db)
  harness = testApp(database.db, { webhookRetrySeconds: [] })
  shopper = await signUp(harness.app)
  shopperToken = shopper.token
  await send(
    harness.app,
    'POST',
    '/api/cart/items',
    { productId: 'lagos-sun-cap', size: 'One size', quantity: 2 },
    { token: shopperToken },
  )
  admin = await signUp(harness.app)
  await harness.services.users.makeAdmin(admin.email)
  adminToken = admin.token
})
afterAll(() => database.close())

const endpoints = [
  ...Object.values(api).map(({ method, path }) => ({ method, path })),
  { method: 'POST', path: '/api/order/webhook/paystack' },
]

/**
 * Control characters: U+0000 failed every query it reached (PostgreSQL text cannot hold it),
 * the others must be refused as well; U+2028 (a line separator, not a control) may pass.
 */
const CONTROL_CHARACTERS = ['\u0000', '\u0001', '\u0007', '\u001f', '\u007f', '\u2028'] as const

/** Text with a control character somewhere in it, as a pasted or forged value would have. */
const controlText: fc.Arbitrary<string> = fc
  .tuple(
    fc.string({ maxLength: 12 }),
    fc.constantFrom(...CONTROL_CHARACTERS),
    fc.string({ maxLength: 12 }),
  )
  .map(([before, control, after]) => `${before}${control}${after}`)

/** Values that have broken servers before: wrong types, edge numbers, hostile strings. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.jsonValue(),
  fc.string({ unit: 'grapheme', maxLength: 64 }),
  controlText,
  fc.constantFrom(
    '',
    ' ',
    ...CONTROL_CHARACTERS,
    'lagos-sun-cap\u0000',
    '<script>alert(1)</script>',
    "'; DROP TABLE users; --",
    '{{7*7}}',
    '../../../../etc/passwd',
    '\u202Egnp.exe',
    '🧵'.repeat(500),
    -1,
    0,
    1.5,
    Number.POSITIVE_INFINITY, // JSON.stringify sends it as null
    Number.MAX_SAFE_INTEGER,
    -0,
    true,
    null,
    [],
    {},
    { __proto__: { admin: true } },
    { constructor: { prototype: { polluted: true } } },
  ),
)

/** A body that is nearly right for an endpoint: a plausible shape with hostile values. */
const nearlyRight = fc.dictionary(
  fc.constantFrom(
    'email',
    'password',
    'name',
    'newPassword',
    'itemId',
    'productId',
    'size',
    'quantity',
    'items',
    'guestId',
    'address',
    'amount',
    'reference',
    'orderId',
    'status',
    'message',
    'role',
    'userId',
    'event',
    'data',
  ),
  hostileValue,
)

/** JSON nested thousands deep (written out directly: stringifying it would overflow here). */
const deeplyNested = fc
  .integer({ min: 50, max: 20_000 })
  .map((depth) => `${'{"a":'.repeat(depth)}"deep"${'}'.repeat(depth)}`)

const body: fc.Arbitrary<string | undefined> = fc.oneof(
  { weight: 4, arbitrary: nearlyRight.map((value) => JSON.stringify(value)) },
  { weight: 2, arbitrary: hostileValue.map((value) => JSON.stringify(value) ?? 'undefined') },
  { weight: 2, arbitrary: fc.string({ maxLength: 200 }) },
  { weight: 1, arbitrary: deeplyNested },
  {
    weight: 1,
    arbitrary: fc.constantFrom('x'.repeat(120 * 1024), `{"a":"${'y'.repeat(110 * 1024)}"}`),
  },
  { weight: 1, arbitrary: fc.constant(undefined) },
)

const headers = fc.record({
  contentType: fc.constantFrom(
    'application/json',
    'application/json',
    'application/json; charset=utf-8',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    '',
  ),
  token: fc.oneof(
    fc.constant<string | undefined>(undefined),
    fc.constant(() => shopperToken),
    fc.constant(() => adminToken),
    fc.string({ maxLength: 60 }),
    fc.constant('eyJhbGciOiJub25lIn0.eyJzdWIiOiIxIiwicm9sZSI6ImFkbWluIn0.'),
    fc.constant('A'.repeat(43)),
  ),
  scheme: fc.constantFrom('token', 'bearer'),
  /** The sender's address (through the trusted proxy): many, so per-address limits seldom hold. */
  address: fc.integer({ min: 0, max: 4095 }),
})

const address = TEST_ADDRESS
const line = { productId: 'lagos-sun-cap', size: 'One size', quantity: 1 }

/**
 * A valid body for each endpoint that takes text. A hostile value among otherwise valid fields
 * reaches further than a body wrong everywhere, which is refused at its first field.
 */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  '/api/users/login': { email: 'ada@example.com', password: 'correct horse' },
  '/api/users/register': { name: 'Ada', email: 'ada@example.com', password: 'correct horse' },
  '/api/users/forgot-password': { email: 'ada@example.com' },
  '/api/users/reset-password/:token': { newPassword: 'correct horse' },
  '/api/cart/add': { itemId: 'lagos-sun-cap', size: 'One size' },
  '/api/cart/items': line,
  '/api/cart/update': line,
  '/api/cart/remove': { productId: 'lagos-sun-cap', size: 'One size' },
  '/api/cart/merge': { guestId: '6f1c1b8e-3b9a-4d52-9f0e-0c2b7d1a4e55', items: [line] },
  '/api/order/paystack': {
    address,
    amount: 0,
    items: [{ _id: 'lagos-sun-cap', selectedSize: 'One size', quantity: 1 }],
  },
  '/api/order/verifyPaystack': { reference: 'ADR-1A2B3C-0123456789' },
  '/api/contact': { name: 'Ada', email: 'ada@example.com', message: 'Do you ship to Jos?' },
  // The shopper's account (the fuzz shopper's password is not this one: each is refused at its
  // check, after its fields were read).
  '/api/users/account': { name: 'Ada Okafor' },
  '/api/users/email': { newEmail: 'ada.new@example.com', currentPassword: 'correct horse' },
  '/api/users/password': { currentPassword: 'correct horse', newPassword: 'a new passphrase' },
  '/api/users/delete-account': { password: 'correct horse' },
  '/api/users/addresses': { ...address, makeDefault: false },
  '/api/users/addresses/:id': { ...address, makeDefault: true },
}

/** The paths to every value of a body (`['items', 0, 'size']`...). */
function leaves(value: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (value === null || typeof value !== 'object') return [at]
  return Object.entries(value).flatMap(([key, child]) =>
    leaves(child, [...at, Array.isArray(value) ? Number(key) : key]),
  )
}

/** The endpoint's valid body with one of its values made hostile (control characters mostly). */
function oneFieldHostile(path: string): fc.Arbitrary<string> | undefined {
  const valid = VALID_BODIES[path]
  if (!valid) return undefined
  return fc
    .tuple(fc.constantFrom(...leaves(valid)), fc.oneof(controlText, controlText, hostileValue))
    .map(([at, hostile]) => {
      const copy = structuredClone(valid)
      const keys = [...at]
      const last = keys.pop() as string | number
      const parent = keys.reduce<Record<string | number, unknown>>(
        (object, key) => object[key] as Record<string | number, unknown>,
        copy,
      )
      parent[last] = hostile
      return JSON.stringify(copy)
    })
}

const request = fc.constantFrom(...endpoints).chain((endpoint) => {
  const nearlyValid = oneFieldHostile(endpoint.path)
  return fc.record({
    endpoint: fc.constant(endpoint),
    method: fc.oneof(
      { weight: 6, arbitrary: fc.constant<string | undefined>(undefined) },
      { weight: 1, arbitrary: fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS') },
    ),
    param: fc.oneof(
      fc.uuid(),
      fc.string({ maxLength: 40 }),
      controlText,
      fc.constantFrom('..%2F..%2Fetc', '%00', 'a'.repeat(2000), '%E0%A4%A', '<x>'),
    ),
    query: fc.option(
      fc.oneof(
        fc.string({ maxLength: 80 }),
        // The store team's search and filters, and the catalogue's, with control characters.
        fc
          .tuple(fc.constantFrom('q', 'status', 'page', 'category', 'sort'), controlText)
          .map(([name, value]) => new URLSearchParams({ [name]: value }).toString()),
      ),
      { nil: undefined },
    ),
    headers,
    body: nearlyValid
      ? fc.oneof(
          { weight: 2, arbitrary: body },
          { weight: 1, arbitrary: nearlyValid.map((text): string | undefined => text) },
        )
      : body,
  })
})

describe('hostile requests', () => {
  it(`never get a 5xx or a stack trace, and change nothing when refused (${RUNS} requests)`, async () => {
    let before = await fingerprint()
    let refused = 0
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const method = r.method ?? r.endpoint.method
        const path = r.endpoint.path.replace(/:\w+/g, () => encodeURIComponent(r.param))
        const token = typeof r.headers.token === 'function' ? r.headers.token() : r.headers.token
        const sent: Record<string, string> = {
          'X-Forwarded-For': `198.19.${r.headers.address >> 8}.${r.headers.address & 255}`,
        }
        if (r.headers.contentType) sent['Content-Type'] = r.headers.contentType
        if (token !== undefined) {
          if (r.headers.scheme === 'token') sent.token = token
          else sent.Authorization = `Bearer ${token}`
        }
        const withBody = r.body !== undefined && method !== 'GET' && method !== 'OPTIONS'
        const res = await harness.app.request(`${path}${r.query ? `?${r.query}` : ''}`, {
          method,
          headers: sent,
          body: withBody ? r.body : null,
        })
        const text = await res.text()
        expect(
          res.status,
          `${method} ${path} answered ${res.status}: ${text.slice(0, 200)}`,
        ).toBeLessThan(500)
        expect(text).not.toMatch(/\bat [\w.<>]+ \(.*:\d+:\d+\)/)
        await harness.services.background.drain()
        // A fuzzed logout ends the shopper's or the admin's session; without a new one, every
        // later request made with it would stop at the session check and test nothing beyond.
        if (res.status === 200 && path === '/api/users/logout') {
          if (token === shopperToken) shopperToken = await logIn(shopper)
          if (token === adminToken) adminToken = await logIn(admin)
        }
        const after = await fingerprint()
        if (res.status >= 400) {
          refused += 1
          if (res.status !== 405 || method !== 'OPTIONS') {
            expect(ErrorResponse.safeParse(JSON.parse(text)).success).toBe(true)
          }
          expect(after, `${method} ${path} was refused (${res.status}) but changed data`).toBe(
            before,
          )
        }
        before = after
      }),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261123) },
    )
    // Most of what was sent was nonsense, and refused as such.
    expect(refused).toBeGreaterThan(RUNS * 0.8)
    const health = await harness.app.request('/healthz')
    expect(health.status).toBe(200)
  }, 240_000)
})

/** A value for one of the product search's parameters: plausible, out of range or hostile. */
const searchValue: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    ...CATEGORIES.map((c) => c.id),
    'relevance',
    'price-asc',
    'price-desc',
    'newest',
    'hood',
    'indigo hoodie',
    '"bucket hat" -indigo',
    '1',
    '60',
    '61',
    '0',
    '-1',
    '1e9',
    'NaN',
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.constantFrom(
    "'; DROP TABLE products; --",
    'a & b | !c',
    "hood':* | !",
    '<-> <2> ( ) :* \\',
    '%',
    ...CONTROL_CHARACTERS,
    'hood\u0001ie',
    '🧵'.repeat(80),
  ),
  controlText,
)

const SEARCH_RUNS = 1000

describe('hostile product searches', () => {
  it(`are answered 200 in the contract's shape or 400, never 5xx (${SEARCH_RUNS} queries)`, async () => {
    const before = await fingerprint()
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.tuple(
            fc.constantFrom('category', 'sort', 'q', 'page', 'pageSize', 'other'),
            searchValue,
          ),
          { maxLength: 6 },
        ),
        async (pairs) => {
          const query = new URLSearchParams(pairs).toString()
          const res = await harness.app.request(`/api/products?${query}`)
          const text = await res.text()
          expect([200, 400], `?${query} answered ${res.status}: ${text.slice(0, 200)}`).toContain(
            res.status,
          )
          const json: unknown = JSON.parse(text)
          if (res.status === 200) expect(ProductSearchResponse.safeParse(json).success).toBe(true)
          else expect(ErrorResponse.safeParse(json).success).toBe(true)
        },
      ),
      { numRuns: SEARCH_RUNS, seed: Number(process.env.FUZZ_SEED ?? 20261123) },
    )
    expect(await fingerprint()).toBe(before)
  }, 120_000)
})
