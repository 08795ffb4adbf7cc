import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { EXPORT_MESSAGES, PlaceOrderResponse } from '@adire/contract'
import { parse } from 'csv-parse/sync'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CUSTOMER_CSV_COLUMNS } from '../customers/export.ts'
import type { DatabaseHandle } from '../db/client.ts'
import { orders } from '../db/schema.ts'
import { ORDER_CSV_COLUMNS } from '../orders/export.ts'
import { seedCatalogue } from '../seed/seed.ts'
import { openTestDatabase } from '../testing/database.ts'
import { payInEmulator, placeOrder } from '../testing/orders.ts'
import { signUp } from '../testing/requests.ts'
import { TEST_PUBLIC_URL, testApp } from '../testing/services.ts'
import { execute } from './cli.ts'
import { UsageError } from './control-socket.ts'

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>
let reference = ''
const dir = mkdtempSync(path.join(tmpdir(), 'adire-exports-'))

beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db)
  harness = testApp(database.db)
  const shopper = await signUp(harness.app, { name: 'Funke Akindele' })
  const res = await placeOrder(harness.app, shopper.token, [
    { id: 'lagos-sun-cap', size: 'One size', quantity: 1 },
  ])
  const placed = PlaceOrderResponse.parse(await res.json())
  await payInEmulator(harness.app, placed.accessCode)
  await harness.services.background.drain()
  await database.db
    .update(orders)
    .set({ createdAt: new Date('2026-06-15T09:00:00Z') })
    .where(eq(orders.id, placed.orderId))
  reference = placed.reference
})
afterAll(async () => {
  await database.close()
  rmSync(dir, { recursive: true, force: true })
})

const admin = (...args: string[]) => execute(args, harness.services, TEST_PUBLIC_URL)

describe('orders export', () => {
  it('writes the orders of the days asked to FILE, a row per line', async () => {
    const file = path.join(dir, 'june.csv')
    expect(
      await admin('orders', 'export', file, '--from', '2026-06-01', '--to', '2026-06-30'),
    ).toBe(`Exported 1 orders (1 lines) to ${file}`)
    const [header, row] = parse(readFileSync(file, 'utf8')) as string[][]
    expect(header).toEqual([...ORDER_CSV_COLUMNS])
    expect(row?.slice(1, 4)).toEqual([reference, '2026-06-15 10:00', 'Order Placed'])
  })

  it('prints the CSV without FILE, and leaves out the days not asked for', async () => {
    const csv = await admin('orders', 'export', '--to', '2026-06-14')
    expect(parse(csv)).toEqual([[...ORDER_CSV_COLUMNS]])
  })

  it('says what is wrong with a date, and writes nothing', async () => {
    const file = path.join(dir, 'never.csv')
    await expect(admin('orders', 'export', file, '--from', '2026-13-01')).rejects.toThrow(
      EXPORT_MESSAGES.from,
    )
    await expect(
      admin('orders', 'export', file, '--from', '2026-07-01', '--to', '2026-06-01'),
    ).rejects.toThrow(EXPORT_MESSAGES.order)
    expect(() => readFileSync(file)).toThrow()
  })

  it.each([
    [['orders', 'export', '--from']],
    [['orders', 'export', 'a.csv', 'b.csv']],
    [['orders', 'export', '--since', '2026-01-01']],
    [['orders', 'list']],
    [['customers', 'export', '--from', '2026-01-01']],
  ])('prints the usage for %j', async (args) => {
    await expect(admin(...args)).rejects.toBeInstanceOf(UsageError)
  })
})

describe('customers export', () => {
  it('writes every customer to FILE', async () => {
    const file = path.join(dir, 'customers.csv')
    expect(await admin('customers', 'export', file)).toBe(`Exported 1 customers to ${file}`)
    const [header, row] = parse(readFileSync(file, 'utf8')) as string[][]
    expect(header).toEqual([...CUSTOMER_CSV_COLUMNS])
    expect(row?.[0]).toBe('Funke Akindele')
    expect(row?.slice(3)).toEqual([
      '1',
      expect.stringMatching(/^\d+\.\d\d$/),
      '2026-06-15 10:00',
      '2026-06-15 10:00',
    ])
  })
})
