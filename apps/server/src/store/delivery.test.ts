import { readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import {
  AdminSettingsResponse,
  DELIVERY_TEXTS,
  ErrorResponse,
  NIGERIAN_STATES,
  StoreSettingsResponse,
  UserOrdersResponse,
} from '@adire/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { execute } from '../admin/cli.ts'
import { parseZonesCsv } from '../admin/zones-cli.ts'
import type { DatabaseHandle } from '../db/client.ts'
import { seedCatalogue } from '../seed/seed.ts'
import { openTestDatabase } from '../testing/database.ts'
import { payInEmulator, placeOrder } from '../testing/orders.ts'
import { send, signUp } from '../testing/requests.ts'
import { mailsTo, testApp } from '../testing/services.ts'

/** The zones a store owner starts from: the example the README points to. */
const EXAMPLE_CSV = readFileSync(
  new URL('../../../../docs/delivery-zones.example.csv', import.meta.url),
  'utf8',
)

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>
let admin: Awaited<ReturnType<typeof signUp>>
/** A cap sold in one size: ₦7,500 at the launch prices. */
let cap: { id: string; size: string; price: number }

const run = (...args: string[]) => execute(args, harness.services, 'https://adire.test')
const putSettings = (body: unknown) =>
  send(harness.app, 'PUT', '/api/admin/settings', body, { token: admin.token })

beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db)
  harness = testApp(database.db, { deliveryFee: 1500 })
  await harness.services.storeSettings.seedMissing()
  admin = await signUp(harness.app, { name: 'Kemi from Adire' })
  await harness.services.users.makeAdmin(admin.email)
  const { products } = (await (await harness.app.request('/api/products/list')).json()) as {
    products: { _id: string; price: number; sizes: string[] }[]
  }
  const product = products.find((p) => p._id === 'lagos-sun-cap')
  if (!product) throw new Error('The launch range has no lagos-sun-cap')
  cap = { id: product._id, size: product.sizes[0] as string, price: product.price }
})
afterAll(() => database.close())

describe('delivery zones from a CSV (npm run admin -- zones)', () => {
  it('reads the example file: four zones, every state in one', () => {
    const zones = parseZonesCsv(EXAMPLE_CSV)
    expect(zones.map((zone) => [zone.name, zone.fee, zone.states.length])).toEqual([
      ['Lagos', 2000, 1],
      ['South-West', 3000, 5],
      ['South', 3500, 11],
      ['North', 5000, 20],
    ])
    expect(zones.flatMap((zone) => zone.states).sort()).toEqual([...NIGERIAN_STATES].sort())
  })

  it('names the line and the column of what is wrong, and stores nothing', async () => {
    const file = path.join(tmpdir(), `zones-${process.pid}.csv`)
    const attempt = (text: string) => {
      writeFileSync(file, text)
      return run('zones', 'import', file)
    }
    await expect(attempt('name,fee\nLagos,2000\n')).rejects.toThrow(
      [
        'line 1, column name: there is no such column. The columns are zone,states,fee,estimate.',
        'line 1: the column(s) zone, states, estimate are missing. The columns are zone,states,fee,estimate.',
      ].join('\n'),
    )
    await expect(
      attempt(`${EXAMPLE_CSV.trimEnd()}\nMoon,"Kano; Tranquility",9000,never\n`),
    ).rejects.toThrow('line 6, column states: Tranquility is not one of Nigeria’s states')
    await expect(attempt(EXAMPLE_CSV.replace('3000', 'lots'))).rejects.toThrow(
      'line 3, column fee: lots is not a number of naira',
    )
    await expect(
      attempt(EXAMPLE_CSV.replace('Lagos,Lagos,', 'Lagos,"Lagos, Kano",')),
    ).rejects.toThrow('line 5: Kano is in two zones: Lagos and North')
    await expect(attempt(EXAMPLE_CSV.replace('Yobe, ', ''))).rejects.toThrow(
      'Every state needs a zone: Yobe is in none',
    )
    expect(harness.services.storeSettings.current().deliveryZones).toEqual([])
    expect(await run('zones')).toBe('No delivery zones: every order pays the delivery fee, ₦1,500.')
  })

  it('refuses a fee that is not plain naira, and a row with more cells than columns (issue 42, D5)', async () => {
    const file = path.join(tmpdir(), `zones-d5-${process.pid}.csv`)
    const attempt = (text: string) => {
      writeFileSync(file, text)
      return run('zones', 'import', file)
    }
    // Unquoted, the comma splits the fee in two: once read as ₦3 with 500 as the estimate.
    await expect(attempt(EXAMPLE_CSV.replace(',3500,', ',3,500,'))).rejects.toThrow(
      'line 4, column 5: 5 cells where the first line names 4 columns',
    )
    for (const fee of ['0x10', '1e3', '+500', '3500abc', '"3,50"', 'Infinity']) {
      await expect(attempt(EXAMPLE_CSV.replace(',3500,', `,${fee},`))).rejects.toThrow(
        `line 4, column fee: ${fee.replaceAll('"', '')} is not a number of naira`,
      )
    }
    // A number, but not a fee: refused by the fee's range, as on the settings screen.
    await expect(attempt(EXAMPLE_CSV.replace(',3500,', ',-500,'))).rejects.toThrow(
      'line 4: The zone’s fee must be 0 or more',
    )
    await expect(attempt(EXAMPLE_CSV.replace('\nNorth,', '\nNorth,Kano,'))).rejects.toThrow(
      'line 5, column 5: 5 cells where the first line names 4 columns',
    )
    await expect(attempt(EXAMPLE_CSV.replace(',5000,3–5 working days', ',5000'))).rejects.toThrow(
      'line 5, column estimate: 3 cells where the first line names 4 columns',
    )
    expect(harness.services.storeSettings.current().deliveryZones).toEqual([])
  })

  it('reads a fee as the products import reads a price: in digits, with ₦ and "3,500" in quotes', () => {
    const zones = parseZonesCsv(
      EXAMPLE_CSV.replace(',3500,', ',"₦3,500",').replace(',5000,', ',5000.50,'),
    )
    expect(zones.map((zone) => zone.fee)).toEqual([2000, 3000, 3500, 5000.5])
  })

  it('refuses a column it does not know, and one named twice (issue 42, D10)', async () => {
    const file = path.join(tmpdir(), `zones-d10-${process.pid}.csv`)
    const attempt = (text: string) => {
      writeFileSync(file, text)
      return run('zones', 'import', file)
    }
    const withColumn = (name: string) =>
      EXAMPLE_CSV.split('\n')
        .map((line, index) => (line === '' ? line : `${line},${index === 0 ? name : 'x'}`))
        .join('\n')
    await expect(attempt(withColumn('fees'))).rejects.toThrow(
      'line 1, column fees: there is no such column. The columns are zone,states,fee,estimate.',
    )
    await expect(attempt(withColumn('Fee'))).rejects.toThrow(
      'line 1, column fee: the column is named twice (columns 3 and 5)',
    )
    expect(harness.services.storeSettings.current().deliveryZones).toEqual([])
  })

  it('writes a zone that reads like a formula as text, and reads it back the same (issue 42, D7)', async () => {
    const hostile = parseZonesCsv(EXAMPLE_CSV).map((zone, index) =>
      index === 0
        ? { ...zone, name: '=HYPERLINK("https://evil.test","Lagos")', estimate: '+1 day' }
        : index === 1
          ? { ...zone, name: '@SUM(A1)', estimate: '-2 days' }
          : zone,
    )
    const settings = harness.services.storeSettings
    await settings.change({ deliveryZones: hostile }, 'command line')
    try {
      const exported = await run('zones', 'export')
      const [, lagos, southWest] = exported.split('\r\n')
      expect(lagos).toBe(`"'=HYPERLINK(""https://evil.test"",""Lagos"")",Lagos,2000,'+1 day`)
      expect(southWest).toMatch(/^'@SUM\(A1\),"Ekiti, .*",3000,'-2 days$/)
      expect(parseZonesCsv(exported)).toEqual(hostile)
    } finally {
      await settings.change({ deliveryZones: [] }, 'command line')
    }
  })

  it('imports them as the command line’s change, prints them and exports them back', async () => {
    const file = path.join(tmpdir(), `zones-ok-${process.pid}.csv`)
    writeFileSync(file, EXAMPLE_CSV.replace('Federal Capital Territory', 'FCT'))
    const imported = await run('zones', 'import', file)
    expect(imported).toMatch(
      /^Imported 4 delivery zones:\nLagos ₦2,000 \(1–2 working days\): Lagos\n/,
    )
    const res = await send(harness.app, 'GET', '/api/admin/settings', undefined, {
      token: admin.token,
    })
    const { changes } = AdminSettingsResponse.parse(await res.json())
    expect(changes[0]).toMatchObject({ setting: 'deliveryZones', changedBy: 'command line' })
    expect(await run('zones')).toContain('North ₦5,000 (3–5 working days): Adamawa, Bauchi')
    expect(await run('settings')).toMatch(
      /^delivery-zones:\n {2}Lagos ₦2,000 \(1–2 working days\): Lagos\n {2}South-West ₦/m,
    )
    const exported = await run('zones', 'export')
    expect(parseZonesCsv(exported)).toEqual(parseZonesCsv(EXAMPLE_CSV))
  })
})

describe('delivery priced by state', () => {
  it('shows shoppers the zones and the free-delivery amount', async () => {
    expect((await putSettings({ freeDeliveryOver: 50000 })).status).toBe(200)
    const shown = StoreSettingsResponse.parse(
      await (await harness.app.request('/api/store/settings')).json(),
    )
    expect(shown.freeDeliveryOver).toBe(50000)
    expect(shown.deliveryZones.map((zone) => zone.name)).toEqual([
      'Lagos',
      'South-West',
      'South',
      'North',
    ])
  })

  it('charges a Kano order the North zone’s fee, refuses another total, and keeps the zone', async () => {
    const shopper = await signUp(harness.app)
    const line = { id: cap.id, size: cap.size, quantity: 1 }
    const kano = { state: 'Kano', city: 'Nassarawa', zipcode: '700241' }
    // The flat fee the store had before its zones is no longer the total.
    const flat = await placeOrder(harness.app, shopper.token, [line], cap.price + 1500, kano)
    expect(flat.status).toBe(409)
    const res = await placeOrder(harness.app, shopper.token, [line], cap.price + 5000, kano)
    expect(res.status).toBe(201)
    const { accessCode } = (await res.json()) as { accessCode: string }
    await payInEmulator(harness.app, accessCode)
    await harness.services.background.drain()

    const list = await send(harness.app, 'POST', '/api/order/userorders', undefined, {
      token: shopper.token,
    })
    const [order] = UserOrdersResponse.parse(await list.json()).orders
    expect(order).toMatchObject({
      amount: cap.price + 5000,
      delivery: { fee: 5000, zone: 'North', estimate: '3–5 working days' },
    })
    const confirmation = mailsTo(harness.mailer, shopper.email)[0]
    expect(confirmation?.text).toContain('Delivery: ₦5,000 (North, 3–5 working days)')
  })

  it('delivers free when the items reach the free-delivery amount', async () => {
    const shopper = await signUp(harness.app)
    const quantity = Math.ceil(50000 / cap.price)
    const line = { id: cap.id, size: cap.size, quantity }
    const res = await placeOrder(harness.app, shopper.token, [line], cap.price * quantity, {
      state: 'Kano',
    })
    expect(res.status).toBe(201)
  })

  it('refuses a state no zone lists, saying so', async () => {
    const shopper = await signUp(harness.app)
    const line = { id: cap.id, size: cap.size, quantity: 1 }
    const res = await placeOrder(harness.app, shopper.token, [line], cap.price, {
      state: 'Atlantis',
    })
    expect(res.status).toBe(400)
    expect(ErrorResponse.parse(await res.json()).message).toBe(DELIVERY_TEXTS.noZone('Atlantis'))
  })

  it('refuses zones that leave a state out, all or none', async () => {
    const before = harness.services.storeSettings.current()
    const res = await putSettings({
      deliveryFee: 100,
      deliveryZones: [{ name: 'Lagos', states: ['Lagos'], fee: 2000, estimate: '1 day' }],
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toMatchObject({
      success: false,
      field: 'deliveryZones',
      message: expect.stringMatching(/^Every state needs a zone: Abia, Adamawa, .* are in none$/),
    })
    expect(harness.services.storeSettings.current()).toEqual(before)
  })
})
