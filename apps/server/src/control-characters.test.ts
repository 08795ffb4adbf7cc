/**
 * Control characters in request text (issue 22, finding 5). PostgreSQL cannot store U+0000 in
 * text, so one that reached a query failed it and the shopper saw a 500; other control
 * characters were stored as sent. Every endpoint that takes text answers 400 naming the field,
 * and stores nothing.
 */
import { ErrorResponse, ORDER_MESSAGES, PRODUCT_NOT_FOUND_MESSAGE } from '@adire/contract'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DatabaseHandle } from './db/client.ts'
import { signWebhook } from './payments/paystack/client.ts'
import { seedCatalogue } from './seed/seed.ts'
import { openTestDatabase } from './testing/database.ts'
import { databaseFingerprint } from './testing/fingerprint.ts'
import { TEST_ADDRESS } from './testing/orders.ts'
import { send, signUp } from './testing/requests.ts'
import { testApp } from './testing/services.ts'

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>
let shopper: Awaited<ReturnType<typeof signUp>>
let admin: Awaited<ReturnType<typeof signUp>>

beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db)
  harness = testApp(database.db, { webhookRetrySeconds: [] })
  shopper = await signUp(harness.app)
  admin = await signUp(harness.app)
  await harness.services.users.makeAdmin(admin.email)
  const { products } = (await (await harness.app.request('/api/products/list')).json()) as {
    products: { _id: string; price: number }[]
  }
  placement.amount = products.find((product) => product._id === 'lagos-sun-cap')?.price ?? 0
  // Something in the cart, so that a change to it would show.
  await send(
    harness.app,
    'POST',
    '/api/cart/items',
    { productId: 'lagos-sun-cap', size: 'One size', quantity: 2 },
    { token: shopper.token },
  )
})
afterAll(() => database.close())

/** The store's data as one value: a refused request must leave it as it was. */
const stored = () => databaseFingerprint(database.db)

const address = TEST_ADDRESS
const line = { productId: 'lagos-sun-cap', size: 'One size', quantity: 1 }
const guestId = '6f1c1b8e-3b9a-4d52-9f0e-0c2b7d1a4e55'
const passphrase = 'correct horse battery'
/** An order that would be placed (its amount is the cap's price, read before the tests). */
const placement = {
  address,
  amount: 0,
  items: [{ _id: 'lagos-sun-cap', selectedSize: 'One size', quantity: 1 }],
}

type Caller = 'shopper' | 'admin' | 'anyone'

/**
 * Each endpoint that takes text: a valid request, and its text fields (a path into the body, or
 * into the query string for a GET) with the name the refusal gives each.
 */
const ENDPOINTS: {
  method: string
  path: string
  caller: Caller
  input: Record<string, unknown>
  fields: Record<string, string>
}[] = [
  {
    method: 'POST',
    path: '/api/cart/add',
    caller: 'shopper',
    input: { itemId: 'lagos-sun-cap', size: 'One size' },
    fields: { itemId: 'Product id', size: 'Size' },
  },
  {
    method: 'POST',
    path: '/api/cart/items',
    caller: 'shopper',
    input: line,
    fields: { productId: 'Product id', size: 'Size' },
  },
  {
    method: 'PUT',
    path: '/api/cart/update',
    caller: 'shopper',
    input: line,
    fields: { productId: 'Product id', size: 'Size' },
  },
  {
    method: 'DELETE',
    path: '/api/cart/remove',
    caller: 'shopper',
    input: { productId: 'lagos-sun-cap', size: 'One size' },
    fields: { productId: 'Product id', size: 'Size' },
  },
  {
    method: 'POST',
    path: '/api/cart/merge',
    caller: 'shopper',
    input: { guestId, items: [line] },
    fields: { 'items.0.productId': 'Product id', 'items.0.size': 'Size' },
  },
  {
    method: 'POST',
    path: '/api/order/paystack',
    caller: 'shopper',
    input: placement,
    fields: {
      'items.0._id': 'Product id',
      'items.0.selectedSize': 'Size',
      'address.firstName': 'First name',
      'address.lastName': 'Last name',
      'address.email': 'Email',
      'address.street': 'Street',
      'address.city': 'City',
      'address.state': 'State',
      'address.country': 'Country',
      'address.phone': 'Phone',
    },
  },
  {
    method: 'POST',
    path: '/api/order/verifyPaystack',
    caller: 'shopper',
    input: { reference: 'ADR-1A2B3C-0123456789' },
    fields: { reference: 'The payment reference' },
  },
  {
    method: 'GET',
    path: '/api/admin/orders',
    caller: 'admin',
    input: { q: 'ada@example' },
    fields: { q: 'The search' },
  },
  {
    method: 'POST',
    path: '/api/users/register',
    caller: 'anyone',
    input: { name: 'Ada Okafor', email: 'new.shopper@example.com', password: passphrase },
    fields: { name: 'Name', email: 'Email', password: 'Password' },
  },
  {
    method: 'POST',
    path: '/api/users/login',
    caller: 'anyone',
    input: { email: 'ada@example.com', password: passphrase },
    fields: { email: 'Email', password: 'Password' },
  },
  {
    method: 'POST',
    path: '/api/users/forgot-password',
    caller: 'anyone',
    input: { email: 'ada@example.com' },
    fields: { email: 'Email' },
  },
  {
    method: 'POST',
    path: '/api/users/reset-password/a-token',
    caller: 'anyone',
    input: { newPassword: passphrase },
    fields: { newPassword: 'Password' },
  },
  {
    method: 'POST',
    path: '/api/contact',
    caller: 'anyone',
    input: { name: 'Ada', email: 'ada@example.com', message: 'Do you ship to Jos?' },
    fields: { name: 'Your name', email: 'Your email address', message: 'Your message' },
  },
]

/** One case per field: `${method} ${path} ${field}`, the endpoint, the field and its name. */
const CASES = ENDPOINTS.flatMap((endpoint) =>
  Object.entries(endpoint.fields).map(
    ([field, label]) =>
      [`${endpoint.method} ${endpoint.path} ${field}`, endpoint, field, label] as const,
  ),
)

/** A copy of `input` with the text at `field` (a dotted path) given `control` in its middle. */
function withControl(input: Record<string, unknown>, field: string, control: string) {
  const copy = structuredClone(input)
  const keys = field.split('.')
  const last = keys.pop() as string
  const parent = keys.reduce<Record<string, unknown>>(
    (object, key) => object[key] as Record<string, unknown>,
    copy,
  )
  const text = String(parent[last])
  const middle = Math.ceil(text.length / 2)
  parent[last] = `${text.slice(0, middle)}${control}${text.slice(middle)}`
  return copy
}

let nextAddress = 1
const newAddress = () => ({ 'X-Forwarded-For': `10.9.${nextAddress >> 8}.${nextAddress++ & 255}` })

function call(method: string, path: string, input: Record<string, unknown>, caller: Caller) {
  // Each request from an address of its own, so the per-address limits stay out of the way.
  const headers: Record<string, string> = { ...newAddress() }
  if (caller === 'shopper') headers.token = shopper.token
  if (caller === 'admin') headers.token = admin.token
  if (method === 'GET') {
    const query = new URLSearchParams(input as Record<string, string>).toString()
    return send(harness.app, method, `${path}?${query}`, undefined, headers)
  }
  return send(harness.app, method, path, input, headers)
}

async function refusal(res: Response) {
  const text = await res.text()
  expect(res.status, text).toBe(400)
  const body = ErrorResponse.parse(JSON.parse(text))
  expect(body.success).toBe(false)
  return body.message
}

describe.each([
  ['U+0000', '\u0000'],
  ['U+0007', '\u0007'],
  ['U+001F', '\u001f'],
])('%s in request text', (_, control) => {
  // A password is only hashed: of the control characters it may not hold U+0000 alone.
  const cases = CASES.filter(([, , , label]) => control === '\u0000' || label !== 'Password')

  it.each(cases)('%s: 400 naming the field, nothing stored', async (_, endpoint, field, label) => {
    const before = await stored()
    const { method, path, input, caller } = endpoint
    const res = await call(method, path, withControl(input, field, control), caller)
    expect(await refusal(res)).toBe(`${label} contains a character that is not allowed`)
    await harness.services.background.drain()
    expect(await stored()).toBe(before)
  })

  it('pay again: 400, the order not found, nothing stored', async () => {
    const before = await stored()
    const orderId = withControl({ orderId: guestId }, 'orderId', control)
    const res = await call('POST', '/api/order/pay-again', orderId, 'shopper')
    expect(await refusal(res)).toBe(ORDER_MESSAGES.orderNotFound)
    expect(await stored()).toBe(before)
  })

  it('a product page: 404, as for any id that is no product', async () => {
    const res = await harness.app.request(`/api/products/${encodeURIComponent(`lagos${control}`)}`)
    expect(res.status).toBe(404)
    expect(ErrorResponse.parse(await res.json()).message).toBe(PRODUCT_NOT_FOUND_MESSAGE)
  })

  it('the product search: the text searched without it, other parameters refused', async () => {
    const search = (query: string) => harness.app.request(`/api/products?${query}`)
    const found = await search(`q=${encodeURIComponent(`sun${control}cap`)}`)
    expect(found.status).toBe(200)
    for (const name of ['category', 'sort', 'page', 'pageSize']) {
      const res = await search(`${name}=${encodeURIComponent(`1${control}`)}`)
      expect(res.status, name).toBe(400)
      expect(ErrorResponse.parse(await res.json()).success).toBe(false)
    }
  })
})

describe('line breaks', () => {
  it('are kept in a contact message, which may run over several lines', async () => {
    const res = await call(
      'POST',
      '/api/contact',
      { name: 'Ada', email: 'ada@example.com', message: 'Good morning,\r\n\tDo you ship to Jos?' },
      'anyone',
    )
    expect(res.status).toBe(201)
  })

  it('are refused inside a one-line field such as a name', async () => {
    const res = await call(
      'POST',
      '/api/users/register',
      { name: 'Ada\nOkafor', email: 'lines@example.com', password: 'correct horse' },
      'anyone',
    )
    expect(await refusal(res)).toBe('Name contains a character that is not allowed')
  })
})

describe('a signed Paystack webhook whose reference holds U+0000', () => {
  it.each([
    [
      'charge.success',
      { reference: 'ADR-\u0000', amount: 100, currency: 'NGN', status: 'success' },
    ],
    ['refund.processed', { transaction_reference: 'ADR-\u0000', status: 'processed' }],
  ])(
    '%s is taken (200) and dropped: nothing reaches the database, nothing fails',
    async (event, data) => {
      const secret = harness.services.gateway.emulator?.secretKey ?? ''
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
      try {
        const before = await stored()
        const body = JSON.stringify({ event, data })
        const res = await harness.app.request('/api/order/webhook/paystack', {
          method: 'POST',
          headers: {
            'Content-Type': 'application/json',
            'x-paystack-signature': signWebhook(secret, body),
          },
          body,
        })
        expect(res.status).toBe(200)
        await harness.services.background.drain()
        expect(errors).not.toHaveBeenCalled()
        expect(await stored()).toBe(before)
      } finally {
        errors.mockRestore()
      }
    },
  )
})
