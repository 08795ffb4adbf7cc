import {
  AdminSettingsResponse,
  DEFAULT_STORE_SETTINGS,
  ErrorResponse,
  formatNaira,
  koboToNaira,
  StoreSettingsResponse,
} from '@adire/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest'
import { execute } from '../admin/cli.ts'
import { BackgroundTasks } from '../background.ts'
import type { DatabaseHandle } from '../db/client.ts'
import { storeSettings } from '../db/schema.ts'
import { seedCatalogue } from '../seed/seed.ts'
import { openTestDatabase } from '../testing/database.ts'
import { payInEmulator, placed, placeOrder, verifyPayment } from '../testing/orders.ts'
import { send, signUp } from '../testing/requests.ts'
import { testApp } from '../testing/services.ts'
import { watchSettings } from './settings.ts'

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>
let admin: Awaited<ReturnType<typeof signUp>>

beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db)
  // As the environment would say on the first start.
  harness = testApp(database.db, { deliveryFee: 1500, lowStockThreshold: 4 })
  await harness.services.storeSettings.seedMissing()
  admin = await signUp(harness.app, { name: 'Kemi from Adire' })
  await harness.services.users.makeAdmin(admin.email)
})
afterAll(() => database.close())

const settingsOf = async (res: Response) => AdminSettingsResponse.parse(await res.json())
const getSettings = (token = admin.token) =>
  send(harness.app, 'GET', '/api/admin/settings', undefined, { token })
const putSettings = (body: unknown, token = admin.token) =>
  send(harness.app, 'PUT', '/api/admin/settings', body, { token })

describe('the store settings', () => {
  it('start as the environment says, recorded as its change', async () => {
    const res = await getSettings()
    expect(res.status).toBe(200)
    const { settings, changes } = await settingsOf(res)
    expect(settings).toEqual({
      ...DEFAULT_STORE_SETTINGS,
      deliveryFee: 1500,
      lowStockThreshold: 4,
    })
    expect(changes).toContainEqual(
      expect.objectContaining({ setting: 'deliveryFee', value: 1500, changedBy: 'environment' }),
    )
    // A second start (another server) stores nothing again.
    await harness.services.storeSettings.seedMissing()
    const again = await settingsOf(await getSettings())
    expect(again.changes.filter((change) => change.setting === 'deliveryFee')).toHaveLength(1)
  })

  it('are the store team’s alone', async () => {
    expect((await send(harness.app, 'GET', '/api/admin/settings')).status).toBe(401)
    const shopper = await signUp(harness.app)
    const refused = await putSettings({ deliveryFee: 0 }, shopper.token)
    expect(refused.status).toBe(403)
    expect((await settingsOf(await getSettings())).settings.deliveryFee).toBe(1500)
  })

  it.each([
    [{ deliveryFee: -1 }, 'The delivery fee must be 0 or more', 'deliveryFee'],
    [
      { deliveryFee: 10.555 },
      'The delivery fee must be naira with at most two decimals',
      'deliveryFee',
    ],
    [
      { storeEmail: 'orders at adire' },
      'Enter the store’s e-mail address, like orders@yourstore.ng',
      'storeEmail',
    ],
    [{ paymentChannels: [] }, 'Choose at least one way to pay', 'paymentChannels'],
    [
      { paymentChannels: ['card', 'crypto'] },
      'Choose card, bank transfer, USSD or bank account',
      'paymentChannels',
    ],
    [{ freeDeliveryOver: 0 }, 'The free-delivery amount must be more than 0', 'freeDeliveryOver'],
    // Issue 42, D9: a hold of no time at all let every shopper start paying for the last unit.
    ...[0, 1e-9, 0.5, 121, 1440].map((minutes): [object, string, string] => [
      { paymentHoldMinutes: minutes },
      'The payment hold must be a whole number of minutes from 1 to 120',
      'paymentHoldMinutes',
    ]),
    [
      { lowStockThreshold: 2.5 },
      'The low-stock threshold must be a whole number of units',
      'lowStockThreshold',
    ],
    // How shoppers reach the store (issue 41): hostile or wrong values, each refused whole.
    [
      { storePhone: '0803\u0000123 4567' },
      'The phone number must be a phone number such as 0803 123 4567 or +234 803 123 4567',
      'storePhone',
    ],
    [
      { whatsappNumber: 2348031234567 },
      'The WhatsApp number must be a phone number',
      'whatsappNumber',
    ],
    [
      { storeAddress: 'Lekki\u0000Lagos' },
      'The address contains a character that is not allowed',
      'storeAddress',
    ],
    [
      { storeAddress: 'x'.repeat(201) },
      'The address must be at most 200 characters',
      'storeAddress',
    ],
    [
      { instagramHandle: '<script>' },
      'The Instagram handle may hold letters, digits, dots and underscores (at most 30)',
      'instagramHandle',
    ],
    [
      { contactEmail: 'hello at adire' },
      'The contact e-mail must be an e-mail address',
      'contactEmail',
    ],
  ])('refuse %j with the reason at its field, changing nothing', async (body, message, field) => {
    const before = await settingsOf(await getSettings())
    const res = await putSettings({ storeEmail: 'orders@adire.ng', ...body })
    expect(res.status).toBe(400)
    expect(ErrorResponse.parse(await res.json())).toEqual({ success: false, message, field })
    expect(await settingsOf(await getSettings())).toEqual(before)
  })

  it('refuse a setting that does not exist', async () => {
    const res = await putSettings({ deliveryFees: 100 })
    expect(res.status).toBe(400)
    expect(ErrorResponse.parse(await res.json()).success).toBe(false)
  })

  it('record who changed what, and only what changed', async () => {
    const res = await putSettings({
      storeEmail: 'orders@adire.ng',
      deliveryFee: 1500,
      paymentChannels: ['card', 'bank_transfer', 'ussd'],
    })
    expect(res.status).toBe(200)
    const { settings, changes } = await settingsOf(res)
    expect(settings).toMatchObject({
      storeEmail: 'orders@adire.ng',
      deliveryFee: 1500,
      paymentChannels: ['card', 'bank_transfer', 'ussd'],
    })
    const byKemi = changes.filter((change) => change.changedBy === admin.email)
    expect(byKemi.map((change) => change.setting).sort()).toEqual(['paymentChannels', 'storeEmail'])
  })
})

describe('what the settings change', () => {
  it('prices delivery at the fee set, on the shoppers’ settings and on every order', async () => {
    await putSettings({ deliveryFee: 2500 })
    const shown = await harness.app.request('/api/store/settings')
    expect(shown.headers.get('cache-control')).toBe('public, no-cache')
    expect(StoreSettingsResponse.parse(await shown.json()).deliveryFee).toBe(2500)

    const shopper = await signUp(harness.app)
    const { products } = (await (await harness.app.request('/api/products/list')).json()) as {
      products: { _id: string; price: number; sizes: string[] }[]
    }
    const [product] = products as [{ _id: string; price: number; sizes: string[] }]
    const line = { id: product._id, size: product.sizes[0] as string, quantity: 1 }
    // The old fee's total is refused; the new one's is taken.
    const old = await placeOrder(harness.app, shopper.token, [line], product.price + 1500)
    expect(old.status).toBe(409)
    const res = await placeOrder(harness.app, shopper.token, [line], product.price + 2500)
    expect(res.status).toBe(201)
  })

  it('offers Paystack the ways to pay the store chose', async () => {
    const sent: unknown[] = []
    const paystack = testApp(database.db, {
      paystack: {
        secretKey: 'sk_test_fake',
        publicKey: 'pk_test_fake',
        baseUrl: 'https://api.paystack.test',
        fetch: async (_, init) => {
          sent.push(JSON.parse(String(init?.body)))
          return Response.json({
            status: true,
            message: 'Authorization URL created',
            data: {
              authorization_url: 'https://checkout.paystack.test/x',
              access_code: 'x',
              reference: 'r',
            },
          })
        },
      },
    })
    await paystack.services.storeSettings.change({ paymentChannels: ['card', 'ussd'] }, 'test')
    const shopper = await signUp(paystack.app)
    const { products } = (await (await paystack.app.request('/api/products/list')).json()) as {
      products: { _id: string; price: number; sizes: string[] }[]
    }
    const [product] = products as [{ _id: string; price: number; sizes: string[] }]
    const fee = paystack.services.storeSettings.current().deliveryFee
    const res = await placeOrder(
      paystack.app,
      shopper.token,
      [{ id: product._id, size: product.sizes[0] as string, quantity: 1 }],
      product.price + fee,
    )
    expect(res.status).toBe(201)
    expect(sent).toEqual([expect.objectContaining({ channels: ['card', 'ussd'] })])
  })

  it('hold for the environment’s time again where a stored hold breaks the rule, as 1e-9 minutes could', async () => {
    await database.db
      .update(storeSettings)
      .set({ value: JSON.stringify(1e-9) })
      .where(eq(storeSettings.name, 'paymentHoldMinutes'))
    const { settings } = await settingsOf(await getSettings())
    expect(settings.paymentHoldMinutes).toBe(DEFAULT_STORE_SETTINGS.paymentHoldMinutes)
    expect(harness.services.stockHolds.holdMs).toBe(30 * 60_000)
  })

  it('hold units for the payment hold time and mark stock low at the threshold set', async () => {
    await putSettings({ paymentHoldMinutes: 5, lowStockThreshold: 7 })
    expect(harness.services.stockHolds.holdMs).toBe(5 * 60_000)
    const { products } = (await (await harness.app.request('/api/products/list')).json()) as {
      products: { _id: string; sizes: string[] }[]
    }
    const product = products.at(-1) as { _id: string; sizes: string[] }
    const size = product.sizes[0] as string
    const counted = await send(
      harness.app,
      'PUT',
      `/api/admin/products/${product._id}/stock`,
      { stock: { [size]: 6 }, reason: 'counted' },
      { token: admin.token },
    )
    expect(counted.status).toBe(200)
    expect(((await counted.json()) as { lowStockThreshold: number }).lowStockThreshold).toBe(7)
    const scarce = await harness.services.stockHolds.scarce(database.db, product._id)
    expect(scarce).toEqual({ [size]: 6 })
  })
})

describe('the store’s own e-mails', () => {
  const toStore = () => harness.mailer.sent.filter((mail) => mail.to === 'orders@adire.ng')

  it('tell the store of each paid order once, whatever confirms it', async () => {
    await putSettings({ storeEmail: 'orders@adire.ng', deliveryFee: 0 })
    const shopper = await signUp(harness.app)
    const { products } = (await (await harness.app.request('/api/products/list')).json()) as {
      products: { _id: string; name: string; sizes: string[] }[]
    }
    const product = products[1] as { _id: string; name: string; sizes: string[] }
    const size = product.sizes[0] as string
    const order = await placed(harness.app, shopper.token, [{ id: product._id, size, quantity: 2 }])
    const before = toStore().length
    expect((await payInEmulator(harness.app, order.accessCode)).status).toBeLessThan(400)
    // The shopper's verify replays what the webhook already confirmed.
    await verifyPayment(harness.app, shopper.token, order.reference)
    await verifyPayment(harness.app, shopper.token, order.reference)
    await harness.services.background.drain()
    const told = toStore().slice(before)
    expect(told).toHaveLength(1)
    expect(told[0]?.subject).toBe(
      `New order ${order.reference} ${formatNaira(koboToNaira(order.amount))}, 2 items, to Lagos`,
    )
    expect(told[0]?.text).toContain(`2 × ${product.name}, size ${size}`)
    expect(told[0]?.link).toBe(`https://adire.test/admin/orders?q=${order.reference}`)
  })

  it('tell the store of each contact message, with whom to answer', async () => {
    const before = toStore().length
    const res = await send(
      harness.app,
      'POST',
      '/api/contact',
      { name: 'Chidi', email: 'chidi@example.com', message: 'Do you deliver to Jos?' },
      { 'X-Forwarded-For': '203.0.113.77' },
    )
    expect(res.status).toBeLessThan(300)
    await harness.services.background.drain()
    const told = toStore().slice(before)
    expect(told.map((mail) => mail.subject)).toEqual(['New message from Chidi'])
    expect(told[0]?.text).toContain('Do you deliver to Jos?')
    expect(told[0]?.text).toContain('Answer them at chidi@example.com.')
  })

  it('go nowhere while the store has no address', async () => {
    await putSettings({ storeEmail: null })
    const sent = harness.mailer.sent.length
    await send(
      harness.app,
      'POST',
      '/api/contact',
      { name: 'Bola', email: 'bola@example.com', message: 'Hello there' },
      { 'X-Forwarded-For': '203.0.113.78' },
    )
    await harness.services.background.drain()
    expect(harness.mailer.sent.length).toBe(sent)
    await putSettings({ storeEmail: 'orders@adire.ng' })
  })
})

describe('another server', () => {
  it('follows a change within a second', async () => {
    const other = testApp(database.db)
    await other.services.storeSettings.refresh()
    const background = new BackgroundTasks()
    const stop = watchSettings(other.services.storeSettings, background, 100)
    onTestFinished(async () => {
      stop()
      await background.drain()
    })
    await putSettings({ deliveryFee: 3000 })
    const started = performance.now()
    await expect
      .poll(() => other.services.storeSettings.current().deliveryFee, {
        timeout: 2000,
        interval: 20,
      })
      .toBe(3000)
    expect(performance.now() - started).toBeLessThan(1000)
  })
})

describe('npm run admin -- settings', () => {
  const run = (...args: string[]) => execute(args, harness.services, 'https://adire.test')

  it('prints every setting and the latest changes', async () => {
    const printed = await run('settings')
    expect(printed).toMatch(/^store-email: orders@adire\.ng$/m)
    expect(printed).toMatch(/^payment-channels: card,ussd$/m)
    expect(printed).toMatch(/^free-delivery-from: none$/m)
    expect(printed).toContain('Latest changes:')
    // Who made each change: the team's e-mail, or the environment on the first start.
    expect(printed).toMatch(/store-email = orders@adire\.ng {2}\(.+@example\.com\)/)
    expect(printed).toMatch(/facebook-handle = none {2}\(environment\)/)
  })

  it('changes one, recorded as the command line’s', async () => {
    expect(await run('settings', 'set', 'free-delivery-from', '50000')).toBe(
      'free-delivery-from is now 50000.',
    )
    expect(await run('settings', 'set', 'store-email', 'hello@adire.ng')).toBe(
      'store-email is now hello@adire.ng.',
    )
    expect(await run('settings', 'set', 'free-delivery-over', 'none')).toBe(
      'free-delivery-over is now none.',
    )
    const { changes } = await settingsOf(await getSettings())
    expect(changes[0]).toMatchObject({
      setting: 'freeDeliveryOver',
      value: null,
      changedBy: 'command line',
    })
  })

  it('sets how shoppers reach the store, in one form, and clears it with none (issue 41)', async () => {
    expect(await run('settings', 'set', 'whatsapp-number', '2348031234567')).toBe(
      'whatsapp-number is now +2348031234567.',
    )
    expect(await run('settings', 'set', 'store-phone', '0803 123 4500')).toBe(
      'store-phone is now +2348031234500.',
    )
    expect(await run('settings', 'set', 'instagram-handle', '@adire.store')).toBe(
      'instagram-handle is now adire.store.',
    )
    expect(await run('settings', 'set', 'store-address', '12 Admiralty Way, Lekki, Lagos')).toBe(
      'store-address is now 12 Admiralty Way, Lekki, Lagos.',
    )
    const shown = await harness.app.request('/api/store/settings')
    expect(StoreSettingsResponse.parse(await shown.json()).contact).toMatchObject({
      whatsappNumber: '+2348031234567',
      storePhone: '+2348031234500',
      instagramHandle: 'adire.store',
      storeAddress: '12 Admiralty Way, Lekki, Lagos',
      contactEmail: null,
    })
    await expect(run('settings', 'set', 'store-phone', '12')).rejects.toThrow(
      'The phone number must be a phone number such as 0803 123 4567 or +234 803 123 4567',
    )
    await expect(run('settings', 'set', 'x-handle', 'adire store!')).rejects.toThrow(
      'The X handle may hold letters, digits, dots and underscores (at most 30)',
    )
    expect(await run('settings', 'set', 'whatsapp-number', 'none')).toBe(
      'whatsapp-number is now none.',
    )
  })

  it('refuses a bad value or an unknown setting with a clear message', async () => {
    await expect(run('settings', 'set', 'delivery-fee', 'lots')).rejects.toThrow(
      'The delivery fee must be a number of naira',
    )
    // Issue 42, D9: the settings screen's rule, in the same words.
    for (const minutes of ['0', '1e-9', '0.5', '121', 'soon']) {
      await expect(run('settings', 'set', 'payment-hold-minutes', minutes)).rejects.toThrow(
        'The payment hold must be a whole number of minutes from 1 to 120',
      )
    }
    expect(await run('settings', 'set', 'payment-hold-minutes', '1')).toBe(
      'payment-hold-minutes is now 1.',
    )
    expect(await run('settings', 'set', 'payment-hold-minutes', '120')).toBe(
      'payment-hold-minutes is now 120.',
    )
    expect(harness.services.stockHolds.holdMs).toBe(120 * 60_000)
    await run('settings', 'set', 'payment-hold-minutes', '30')
    await expect(run('settings', 'set', 'delivery-charge', '100')).rejects.toThrow(
      /^There is no setting called delivery-charge\./,
    )
    await expect(run('settings', 'set', 'delivery-fee')).rejects.toThrow(/^Usage:/)
  })
})

describe('numbers as people write them (issue 44)', () => {
  const run = (...args: string[]) => execute(args, harness.services, 'https://adire.test')

  it('take "50,000" as they take 50000, on the settings screen’s call', async () => {
    const res = await putSettings({
      deliveryFee: '₦2,500',
      freeDeliveryOver: '50,000',
      lowStockThreshold: '1,000',
      paymentHoldMinutes: '45',
    })
    expect(res.status).toBe(200)
    expect((await settingsOf(res)).settings).toMatchObject({
      deliveryFee: 2500,
      freeDeliveryOver: 50_000,
      lowStockThreshold: 1000,
      paymentHoldMinutes: 45,
    })
    const shown = await harness.app.request('/api/store/settings')
    expect(StoreSettingsResponse.parse(await shown.json())).toMatchObject({
      deliveryFee: 2500,
      freeDeliveryOver: 50_000,
    })
  })

  it.each([
    [{ deliveryFee: '1e3' }, 'The delivery fee must be a number of naira, like 2500 or 2,500'],
    [{ deliveryFee: '0x10' }, 'The delivery fee must be a number of naira, like 2500 or 2,500'],
    [{ deliveryFee: '12.345' }, 'The delivery fee must be naira with at most two decimals'],
    [
      { freeDeliveryOver: '5,0000' },
      'The free-delivery amount must be a number of naira, like 2500 or 2,500',
    ],
    [{ lowStockThreshold: '1,001' }, 'The low-stock threshold must be at most 1000'],
  ])('refuse %j with a clear message', async (body, message) => {
    const res = await putSettings(body)
    expect(res.status).toBe(400)
    expect(ErrorResponse.parse(await res.json())).toMatchObject({ success: false, message })
  })

  it('take them on the command line too, under the key that says "from"', async () => {
    expect(await run('settings', 'set', 'delivery-fee', '₦3,000')).toBe('delivery-fee is now 3000.')
    expect(await run('settings', 'set', 'free-delivery-from', '75,000.50')).toBe(
      'free-delivery-from is now 75000.5.',
    )
    // The key of earlier versions keeps an owner's scripts working.
    expect(await run('settings', 'set', 'free-delivery-over', 'none')).toBe(
      'free-delivery-over is now none.',
    )
    await expect(run('settings', 'set', 'delivery-fee', '1e3')).rejects.toThrow(
      'The delivery fee must be a number of naira, like 2500 or 2,500',
    )
    expect(await run('settings', 'set', 'low-stock-threshold', '4')).toBe(
      'low-stock-threshold is now 4.',
    )
    expect(await run('settings', 'set', 'payment-hold-minutes', '30')).toBe(
      'payment-hold-minutes is now 30.',
    )
    expect(harness.services.storeSettings.current()).toMatchObject({
      deliveryFee: 3000,
      freeDeliveryOver: null,
    })
  })
})
