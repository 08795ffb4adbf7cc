import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { parse } from 'csv-parse/sync'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { discountChanges } from '../db/schema.ts'
import { seedCatalogue } from '../seed/seed.ts'
import { openTestDatabase } from '../testing/database.ts'
import { payInEmulator, placeOrderWithCode } from '../testing/orders.ts'
import { signUp } from '../testing/requests.ts'
import { TEST_PUBLIC_URL, testApp } from '../testing/services.ts'
import { execute } from './cli.ts'
import { UsageError } from './control-socket.ts'
import { DISCOUNT_CSV_COLUMNS } from './discounts-cli.ts'

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>
const dir = mkdtempSync(path.join(tmpdir(), 'adire-discounts-'))

beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db)
  harness = testApp(database.db, { webhookRetrySeconds: [] })
})
afterAll(async () => {
  await database.close()
  rmSync(dir, { recursive: true, force: true })
})

const admin = (...args: string[]) => execute(args, harness.services, TEST_PUBLIC_URL)

describe('npm run admin -- discounts', () => {
  it('adds codes of each kind, lists them with their uses, and ends one', async () => {
    expect(await admin('discounts')).toBe('No discount codes yet.')
    const added = await admin(
      'discounts',
      'add',
      'adire10',
      '--percent',
      '10',
      '--min',
      '20,000',
      '--uses',
      '100',
      '--ends',
      '2026-12-31',
    )
    expect(added).toContain('Added ADIRE10 (10% off).')
    expect(added).toContain(
      'ADIRE10 (10% off), active: items from ₦20,000, 0 of 100 used, 1 per customer, to 2026-12-31; ₦0 given on ₦0 of sales',
    )
    await admin(
      'discounts',
      'add',
      'SHIPFREE',
      '--free-delivery',
      '--per-customer',
      '3',
      '--new-customers',
    )
    await admin('discounts', 'add', 'NAIRA5K', '--amount', '5000', '--starts', '2027-01-01')

    // A use shows in the list.
    const shopper = await signUp(harness.app)
    const res = await placeOrderWithCode(
      harness.app,
      shopper.token,
      [{ id: 'lagos-sun-cap', size: 'One size', quantity: 1 }],
      'SHIPFREE',
    )
    expect(res.status).toBe(201)
    await payInEmulator(harness.app, ((await res.json()) as { accessCode: string }).accessCode)
    await harness.services.background.drain()
    const listed = await admin('discounts', 'list')
    expect(listed).toContain(
      'SHIPFREE (free delivery), active: 1 used, 3 per customer, new customers only',
    )
    expect(listed).toContain('NAIRA5K (₦5,000 off), scheduled')

    expect(await admin('discounts', 'end', 'shipfree')).toContain(
      'Ended SHIPFREE: its uses stay on record.',
    )
    expect(await admin('discounts')).toContain('SHIPFREE (free delivery), ended')
    const [change] = (await database.db.select().from(discountChanges)).filter(
      (c) => c.what === 'ended',
    )
    expect(change?.changedBy).toBe('command line')
  })

  it('refuses a code without one kind, with a bad figure, or with an unknown name', async () => {
    await expect(
      admin('discounts', 'add', 'TWOKINDS', '--percent', '5', '--free-delivery'),
    ).rejects.toBeInstanceOf(UsageError)
    await expect(admin('discounts', 'add', 'NOKIND')).rejects.toBeInstanceOf(UsageError)
    await expect(admin('discounts', 'add', 'BIG', '--percent', '150')).rejects.toThrow(
      'A percentage is a whole number from 1 to 100',
    )
    await expect(admin('discounts', 'add', 'ADIRE10', '--percent', '5')).rejects.toThrow(
      'Another code already has this name',
    )
    await expect(admin('discounts', 'end', 'NOSUCH')).rejects.toThrow(
      'No discount code is called NOSUCH',
    )
  })

  it('writes the codes to a CSV and reads them back, adding new ones and changing others, all or none', async () => {
    const file = path.join(dir, 'codes.csv')
    expect(await admin('discounts', 'export', file)).toMatch(/^Exported \d+ discount codes to /)
    const rows = parse(readFileSync(file, 'utf8'), { columns: true }) as Record<string, string>[]
    expect(Object.keys(rows[0] ?? {})).toEqual([...DISCOUNT_CSV_COLUMNS])
    expect(rows.find((row) => row.code === 'ADIRE10')).toMatchObject({
      kind: 'percent',
      value: '10',
      minimum: '20000',
      uses: '100',
    })

    const edited = [
      'code,kind,value,minimum,uses,per_customer,starts,ends,new_customers',
      'ADIRE10,percent,10,25000,200,1,,2026-12-31,no',
      'EASTER26,amount,"2,500",,,,2027-04-01,2027-04-07,no',
    ].join('\n')
    writeFileSync(file, edited)
    const imported = await admin('discounts', 'import', file)
    expect(imported).toContain('1 codes added, 1 changed')
    expect(imported).toContain('ADIRE10 (10% off), active: items from ₦25,000, 0 of 200 used')
    expect(imported).toContain('EASTER26 (₦2,500 off), scheduled')

    // One bad row: nothing changes, and the refusal names its line.
    writeFileSync(file, `${edited.replace('25000,200', '30000,300')}\nBAD-CODE,percent,5,,,,,,no\n`)
    await expect(admin('discounts', 'import', file)).rejects.toThrow(
      'line 4: A code is 3 to 20 letters and digits',
    )
    expect(await admin('discounts')).toContain('items from ₦25,000, 0 of 200 used')
  })
})
