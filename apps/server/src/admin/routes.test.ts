import { ErrorResponse } from '@adire/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { users } from '../db/schema.ts'
import { seedCatalogue } from '../seed/seed.ts'
import { openTestDatabase } from '../testing/database.ts'
import { send, signUp } from '../testing/requests.ts'
import { testApp } from '../testing/services.ts'

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>
let admin: Awaited<ReturnType<typeof signUp>>

beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db)
  harness = testApp(database.db)
  admin = await signUp(harness.app, { name: 'Kemi from Adire' })
  expect(await harness.services.users.makeAdmin(admin.email.toUpperCase())).toBe(true)
})
afterAll(() => database.close())

/** One call to each resource mounted behind the guard. */
const EACH_RESOURCE = [
  ['GET', '/api/admin/orders'],
  ['PATCH', '/api/admin/orders/00000000-0000-4000-8000-000000000000/status', { status: 'Packing' }],
  ['GET', '/api/admin/products'],
  ['PUT', '/api/admin/products/lagos-sun-cap/stock', { stock: {}, reason: 'count' }],
  ['GET', '/api/admin/messages'],
  ['GET', '/api/admin/settings'],
  ['POST', '/api/admin/photos'],
  ['GET', '/api/admin/customers'],
  ['GET', '/api/admin/orders/export'],
] as const

describe('the admin API', () => {
  it('is for the store team only: 401 without a token, 403 for a shopper', async () => {
    const shopper = await signUp(harness.app)
    for (const [method, path, body] of EACH_RESOURCE) {
      expect((await send(harness.app, method, path, body)).status, `${method} ${path}`).toBe(401)
      const res = await send(harness.app, method, path, body, { token: shopper.token })
      expect(res.status, `${method} ${path}`).toBe(403)
      expect(ErrorResponse.parse(await res.json()).message).toBe('Only the store team can do this')
    }
    const res = await send(harness.app, 'GET', '/api/admin/settings', undefined, {
      token: admin.token,
    })
    expect(res.status).toBe(200)
  })
})

describe('the role', () => {
  it('is given to existing accounts only', async () => {
    expect(await harness.services.users.makeAdmin('no-one@example.com')).toBe(false)
    const [row] = await database.db
      .select({ role: users.role })
      .from(users)
      .where(eq(users.email, admin.email))
    expect(row?.role).toBe('admin')
  })
})
