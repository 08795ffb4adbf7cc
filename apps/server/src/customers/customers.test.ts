import {
  AdminCustomerResponse,
  AdminCustomersResponse,
  CUSTOMER_MESSAGES,
  ErrorResponse,
  ORDER_MESSAGES,
  PlaceOrderResponse,
} from '@adire/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { orders, users } from '../db/schema.ts'
import { seedCatalogue } from '../seed/seed.ts'
import { openTestDatabase } from '../testing/database.ts'
import { payInEmulator, placed, placeOrder, prices } from '../testing/orders.ts'
import { send, signUp } from '../testing/requests.ts'
import { testApp } from '../testing/services.ts'

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>
let admin: Awaited<ReturnType<typeof signUp>>
let capPrice = 0
let hoodiePrice = 0

const CAP = { id: 'lagos-sun-cap', size: 'One size', quantity: 1 }

beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db)
  harness = testApp(database.db)
  admin = await signUp(harness.app, { name: 'Kemi from Adire' })
  await harness.services.users.makeAdmin(admin.email)
  const shown = await prices(harness.app)
  capPrice = shown.get('lagos-sun-cap') ?? 0
  hoodiePrice = shown.get('indigo-adire-hoodie') ?? 0
})
afterAll(() => database.close())

const asAdmin = (path: string) => send(harness.app, 'GET', path, undefined, { token: admin.token })

async function list(query = '') {
  const res = await asAdmin(`/api/admin/customers${query}`)
  expect(res.status).toBe(200)
  return AdminCustomersResponse.parse(await res.json())
}

/** An order of `lines` placed by the shopper, paid in the emulator. */
async function paid(token: string, lines = [CAP], address: Record<string, string> = {}) {
  const res = await placeOrder(harness.app, token, lines, undefined, address)
  expect(res.status).toBe(201)
  const order = PlaceOrderResponse.parse(await res.json())
  await payInEmulator(harness.app, order.accessCode)
  await harness.services.background.drain()
  return order
}

const userId = async (email: string) => {
  const [row] = await database.db.select().from(users).where(eq(users.email, email))
  if (!row) throw new Error(`no account ${email}`)
  return row.id
}

describe('the customers list', () => {
  let bayo: Awaited<ReturnType<typeof signUp>>

  beforeAll(async () => {
    bayo = await signUp(harness.app, { name: 'Bayo Adeyemi' })
    // Kept: a cap and a hoodie.
    const kept = await paid(bayo.token, [
      CAP,
      { id: 'indigo-adire-hoodie', size: 'M', quantity: 1 },
    ])
    // Paid, then cancelled by the team: its payment is refunded.
    const refunded = await paid(bayo.token)
    const cancel = await send(
      harness.app,
      'PATCH',
      `/api/admin/orders/${refunded.orderId}/status`,
      { status: 'Cancelled' },
      { token: admin.token },
    )
    expect(cancel.status).toBe(200)
    // Never paid, cancelled: not an order placed, and no money.
    const unpaid = await placed(harness.app, bayo.token, [CAP])
    await harness.services.orders.fulfilment.setStatus(unpaid.orderId, 'Cancelled', {
      kind: 'cli',
    })
    // The kept order first, then the refunded one, a day apart, then the unpaid one.
    const day = (n: number) => new Date(Date.UTC(2026, 9, n, 10))
    for (const [id, at] of [
      [kept.orderId, day(1)],
      [refunded.orderId, day(2)],
      [unpaid.orderId, day(3)],
    ] as const) {
      await database.db.update(orders).set({ createdAt: at }).where(eq(orders.id, id))
    }
  })

  it('counts the orders placed and the money kept: payments less refunds, in naira', async () => {
    const { customers } = await list(`?q=${encodeURIComponent(bayo.email)}`)
    expect(customers).toEqual([
      {
        id: await userId(bayo.email),
        name: 'Bayo Adeyemi',
        email: bayo.email,
        phone: '+2348031234567',
        deleted: false,
        orders: 2,
        paid: capPrice + hoodiePrice,
        firstOrderAt: Date.UTC(2026, 9, 1, 10),
        lastOrderAt: Date.UTC(2026, 9, 2, 10),
      },
    ])
  })

  it("shows a customer's orders, the unpaid one too, each with its money", async () => {
    const res = await asAdmin(`/api/admin/customers/${await userId(bayo.email)}`)
    const { customer, orders: theirs, addresses } = AdminCustomerResponse.parse(await res.json())
    expect(customer).toMatchObject({ name: 'Bayo Adeyemi', orders: 2 })
    expect(theirs.map(({ status, paid, refunded }) => ({ status, paid, refunded }))).toEqual([
      { status: 'Cancelled', paid: 0, refunded: 0 },
      { status: 'Cancelled', paid: capPrice, refunded: capPrice },
      { status: 'Order Placed', paid: capPrice + hoodiePrice, refunded: 0 },
    ])
    expect(addresses).toEqual([])
  })

  it('lists only accounts that placed an order, latest order first', async () => {
    const browser = await signUp(harness.app, { name: 'Window Shopper' })
    await placed(harness.app, browser.token, [CAP])
    const late = await signUp(harness.app, { name: 'Latest Buyer' })
    await paid(late.token)
    const { customers, total } = await list()
    expect(customers.map((c) => c.name)).not.toContain('Window Shopper')
    expect(customers[0]?.name).toBe('Latest Buyer')
    expect(total).toBe(customers.length)
  })

  it.each([
    ['part of the name', 'adeyem'],
    ['the e-mail in capitals', () => bayo.email.toUpperCase()],
    ['the phone as stored', '+234 803 123 4567'],
    ['the phone as people write it', '0803-123-4567'],
  ])('finds a customer by %s', async (_, typed) => {
    const q = typeof typed === 'function' ? typed() : typed
    const { customers } = await list(`?q=${encodeURIComponent(q)}`)
    expect(customers.map((c) => c.email)).toContain(bayo.email)
  })

  it('finds nobody for a search that matches no one, and takes % literally', async () => {
    expect((await list('?q=nobody-at-all')).customers).toEqual([])
    expect((await list('?q=%25')).total).toBe(0)
  })

  it('refuses a page that cannot exist with 400', async () => {
    const res = await asAdmin('/api/admin/customers?page=0')
    expect(res.status).toBe(400)
    expect(ErrorResponse.parse(await res.json()).message).toBe(CUSTOMER_MESSAGES.page)
  })
})

describe('a deleted account', () => {
  it('stays a customer, shown with no personal data at all', async () => {
    const gone = await signUp(harness.app, { name: 'Chidi Okeke' })
    await paid(gone.token, [CAP], { phone: '0809 876 5432' })
    const id = await userId(gone.email)
    await harness.services.dataRights.deleteAccount(id, gone.password)

    const res = await asAdmin(`/api/admin/customers/${id}`)
    const body = await res.text()
    const { customer, orders: theirs, addresses } = AdminCustomerResponse.parse(JSON.parse(body))
    expect(customer).toMatchObject({
      name: 'Deleted shopper',
      email: null,
      phone: null,
      deleted: true,
      orders: 1,
      paid: capPrice,
    })
    expect(theirs).toHaveLength(1)
    expect(addresses).toEqual([])
    for (const personal of ['Chidi', gone.email, '8765432', 'deleted.invalid']) {
      expect(body).not.toContain(personal)
    }
    // Its old phone number finds nobody.
    expect((await list('?q=08098765432')).customers).toEqual([])
  })
})

describe('who may see the customers', () => {
  it.each([
    '/api/admin/customers',
    '/api/admin/customers/export',
    '/api/admin/customers/00000000-0000-4000-8000-000000000000',
  ])('refuses a shopper %s with 403', async (path) => {
    const shopper = await signUp(harness.app)
    const res = await send(harness.app, 'GET', path, undefined, { token: shopper.token })
    expect(res.status).toBe(403)
    expect(ErrorResponse.parse(await res.json()).message).toBe(ORDER_MESSAGES.adminOnly)
  })

  it('answers 404 for an id no customer has, and for one that is no id', async () => {
    const nobody = await signUp(harness.app)
    for (const id of [await userId(nobody.email), 'not-an-id']) {
      const res = await asAdmin(`/api/admin/customers/${id}`)
      expect(res.status).toBe(404)
      expect(ErrorResponse.parse(await res.json()).message).toBe(CUSTOMER_MESSAGES.notFound)
    }
  })
})

describe('the customers export', () => {
  it('downloads every customer as CSV, never cached', async () => {
    const res = await asAdmin('/api/admin/customers/export')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="customers-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect(res.headers.get('cache-control')).toBe('no-store')
    const [header, ...rows] = (await res.text()).trimEnd().split('\r\n')
    expect(header).toBe('customer,email,phone,orders,paid,first_order,last_order')
    expect(rows.some((row) => row.startsWith('Deleted shopper,,,1,'))).toBe(true)
    // A phone starts like a formula (+): written as text, with a quote before it.
    const bayo =
      /^Bayo Adeyemi,[^,]+,'\+2348031234567,2,(\d+\.\d\d),2026-10-01 11:00,2026-10-02 11:00$/
    const row = rows.find((line) => bayo.test(line)) ?? ''
    expect(Number(bayo.exec(row)?.[1])).toBe(capPrice + hoodiePrice)
  })
})
