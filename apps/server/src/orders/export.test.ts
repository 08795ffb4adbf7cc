import { ErrorResponse, EXPORT_MESSAGES, ORDER_MESSAGES, PlaceOrderResponse } from '@adire/contract'
import { parse } from 'csv-parse/sync'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { execute } from '../admin/cli.ts'
import type { DatabaseHandle } from '../db/client.ts'
import { orders, users } from '../db/schema.ts'
import { seedCatalogue } from '../seed/seed.ts'
import { openTestDatabase } from '../testing/database.ts'
import { type Line, payInEmulator, placeOrder, prices } from '../testing/orders.ts'
import { send, signUp } from '../testing/requests.ts'
import { TEST_PUBLIC_URL, testApp } from '../testing/services.ts'
import { ORDER_CSV_COLUMNS } from './export.ts'

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>
let admin: Awaited<ReturnType<typeof signUp>>
let cap = 0
let hoodie = 0

const CAP: Line = { id: 'lagos-sun-cap', size: 'One size', quantity: 1 }
const HOODIE: Line = { id: 'indigo-adire-hoodie', size: 'M', quantity: 1 }
/** A name a spreadsheet would run as a formula. */
const FORMULA_NAME = '=HYPERLINK("http://evil.example","Click")'

/** An order placed at `at` (an instant), paid unless `unpaid`; its id and reference. */
async function orderAt(token: string, lines: Line[], at: string, { unpaid = false } = {}) {
  const res = await placeOrder(harness.app, token, lines)
  expect(res.status).toBe(201)
  const placed = PlaceOrderResponse.parse(await res.json())
  if (!unpaid) {
    await payInEmulator(harness.app, placed.accessCode)
    await harness.services.background.drain()
  }
  await database.db
    .update(orders)
    .set({ createdAt: new Date(at) })
    .where(eq(orders.id, placed.orderId))
  return placed
}

let kept: PlaceOrderResponse
let refunded: PlaceOrderResponse

beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db)
  harness = testApp(database.db)
  admin = await signUp(harness.app, { name: 'Kemi from Adire' })
  await harness.services.users.makeAdmin(admin.email)
  const shown = await prices(harness.app)
  cap = shown.get(CAP.id) ?? 0
  hoodie = shown.get(HOODIE.id) ?? 0

  const shopper = await signUp(harness.app)
  await database.db.update(users).set({ name: FORMULA_NAME }).where(eq(users.email, shopper.email))
  // 11 March in Lagos: 00:30 (still the 10th in UTC) and 23:59.
  kept = await orderAt(shopper.token, [{ ...CAP, quantity: 2 }, HOODIE], '2026-03-10T23:30:00Z')
  refunded = await orderAt(shopper.token, [CAP], '2026-03-11T22:59:00Z')
  const cancel = await send(
    harness.app,
    'PATCH',
    `/api/admin/orders/${refunded.orderId}/status`,
    { status: 'Cancelled' },
    { token: admin.token },
  )
  expect(cancel.status).toBe(200)
  // Midnight in Lagos: the 12th. And an order of the 11th never paid: no money, no row.
  await orderAt(shopper.token, [CAP], '2026-03-11T23:00:00Z')
  await orderAt(shopper.token, [HOODIE], '2026-03-11T12:00:00Z', { unpaid: true })
})
afterAll(() => database.close())

const asAdmin = (path: string) => send(harness.app, 'GET', path, undefined, { token: admin.token })

/** The export's rows as records by column. */
function records(csv: string) {
  const [header, ...rows] = parse(csv) as string[][]
  expect(header).toEqual([...ORDER_CSV_COLUMNS])
  return rows.map((row) => Object.fromEntries(ORDER_CSV_COLUMNS.map((c, i) => [c, row[i] ?? ''])))
}

const sum = (rows: Record<string, string>[], column: string) =>
  rows.reduce((total, row) => total + Number(row[column] || 0), 0)

describe('the orders export', () => {
  it('gives a row per order line of the Lagos days asked, with the naira sums', async () => {
    const res = await asAdmin('/api/admin/orders/export?from=2026-03-11&to=2026-03-11')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(res.headers.get('content-disposition')).toBe(
      'attachment; filename="orders-2026-03-11-to-2026-03-11.csv"',
    )
    expect(res.headers.get('cache-control')).toBe('no-store')
    const rows = records(await res.text())
    expect(rows.map((row) => [row.reference, row.product_id, row.quantity])).toEqual([
      [kept.reference, CAP.id, '2'],
      [kept.reference, HOODIE.id, '1'],
      [refunded.reference, CAP.id, '1'],
    ])
    expect(rows[0]).toMatchObject({
      date: '2026-03-11 00:30',
      status: 'Order Placed',
      test_payment: 'yes',
      state: 'Lagos',
      delivery_fee: '0.00',
      size: 'One size',
      unit_price: cap.toFixed(2),
      line_total: (cap * 2).toFixed(2),
      order_total: (cap * 2 + hoodie).toFixed(2),
    })
    // The order's money is on its first row only: a column's sum is the range's figure.
    expect(rows[1]).toMatchObject({ order_total: '', paid: '', refunded: '' })
    expect(rows[2]).toMatchObject({ date: '2026-03-11 23:59', status: 'Cancelled' })
    expect(sum(rows, 'order_total')).toBe(cap * 3 + hoodie)
    expect(sum(rows, 'paid')).toBe(cap * 3 + hoodie)
    expect(sum(rows, 'refunded')).toBe(cap)
    expect(sum(rows, 'line_total')).toBe(cap * 3 + hoodie)
  })

  it('writes a cell that starts like a formula as text', async () => {
    const csv = await (await asAdmin('/api/admin/orders/export?from=2026-03-11')).text()
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`)
    expect(records(csv)[0]?.customer).toBe(`'${FORMULA_NAME}`)
    // A phone's + too: kept as text, not read as a number.
    expect(records(csv)[0]?.phone).toBe("'+2348031234567")
  })

  it('takes either end of the range alone, and none', async () => {
    const from = records(await (await asAdmin('/api/admin/orders/export?from=2026-03-12')).text())
    expect(from.map((row) => row.date)).toEqual(['2026-03-12 00:00'])
    const to = records(await (await asAdmin('/api/admin/orders/export?to=2026-03-10')).text())
    expect(to).toEqual([])
    expect(records(await (await asAdmin('/api/admin/orders/export')).text())).toHaveLength(4)
  })

  it.each([
    ['a day that does not exist', '?from=2026-02-30', EXPORT_MESSAGES.from],
    ['a date written otherwise', '?to=11/03/2026', EXPORT_MESSAGES.to],
    ['an empty date', '?from=', EXPORT_MESSAGES.from],
    ['a range upside down', '?from=2026-03-12&to=2026-03-11', EXPORT_MESSAGES.order],
  ])('refuses %s with 400 and says why', async (_, query, message) => {
    const res = await asAdmin(`/api/admin/orders/export${query}`)
    expect(res.status).toBe(400)
    expect(ErrorResponse.parse(await res.json()).message).toBe(message)
  })

  it('refuses a shopper with 403', async () => {
    const shopper = await signUp(harness.app)
    const res = await send(harness.app, 'GET', '/api/admin/orders/export', undefined, {
      token: shopper.token,
    })
    expect(res.status).toBe(403)
    expect(ErrorResponse.parse(await res.json()).message).toBe(ORDER_MESSAGES.adminOnly)
  })
})

describe('the products export from the screen', () => {
  it("is the command line's CSV, as an attachment", async () => {
    const res = await asAdmin('/api/admin/products/export')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="products-\d{4}-\d{2}-\d{2}\.csv"$/,
    )
    expect(res.headers.get('cache-control')).toBe('no-store')
    const cli = await execute(['products', 'export'], harness.services, TEST_PUBLIC_URL)
    expect((await res.text()).trimEnd()).toBe(cli)
  })
})
