import {
  ACCOUNT_MESSAGES,
  AccountDataExport,
  AdminOrdersResponse,
  OrderDetailsResponse,
  USER_MESSAGES,
} from '@adire/contract'
import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { orders } from '../db/schema.ts'
import { passwordChangedMail } from '../mail/account-mails.ts'
import { seedCatalogue } from '../seed/seed.ts'
import { openTestDatabase } from '../testing/database.ts'
import { databaseFingerprint } from '../testing/fingerprint.ts'
import { payInEmulator, placeOrder, TEST_ADDRESS } from '../testing/orders.ts'
import { newShopper, send, signUp } from '../testing/requests.ts'
import { confirmAddress, testApp } from '../testing/services.ts'
import { ERASED_ADDRESS } from './data-rights.ts'

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>

beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db)
  harness = testApp(database.db, { webhookRetrySeconds: [] })
})
afterAll(() => database.close())

let nextAddress = 1
const call = (method: string, path: string, token?: string, body?: unknown) =>
  send(harness.app, method, path, body, {
    ...(token ? { token } : {}),
    'X-Forwarded-For': `10.4.0.${nextAddress++}`,
  })
const settle = () => harness.services.background.drain()

/** What names or reaches the shopper, made distinctive so a search cannot match anyone else. */
function distinctive() {
  const tag = Math.random().toString(36).slice(2, 8)
  return {
    name: `Zainab Quartermaine${tag}`,
    email: `zq.${tag}@example.com`,
    phone: `0809 ${Math.floor(100 + Math.random() * 900)} ${Math.floor(1000 + Math.random() * 9000)}`,
  }
}

/**
 * A shopper with a life in the store: an address saved, an order paid (both e-mails sent), a
 * contact message, a cart, and a change of e-mail waiting.
 */
async function shopperWithHistory() {
  const who = distinctive()
  const shopper = await signUp(harness.app, { name: who.name, email: who.email })
  // Proven: her account speaks for what was sent from her address (ADR 034).
  await confirmAddress(harness, who.email)
  const [firstName, lastName] = who.name.split(' ') as [string, string]
  const address = { ...TEST_ADDRESS, firstName, lastName, email: who.email, phone: who.phone }
  expect((await call('POST', '/api/users/addresses', shopper.token, address)).status).toBe(201)
  const placing = await placeOrder(
    harness.app,
    shopper.token,
    [{ id: 'indigo-adire-hoodie', size: 'M', quantity: 1 }],
    undefined,
    address,
  )
  expect(placing.status).toBe(201)
  const order = (await placing.json()) as { reference: string; accessCode: string }
  await payInEmulator(harness.app, order.accessCode)
  await settle()
  const contact = { name: who.name, email: who.email, message: 'Do the hoodies run large?' }
  expect((await call('POST', '/api/contact', undefined, contact)).status).toBe(201)
  await call('POST', '/api/cart/add', shopper.token, { itemId: 'lagos-sun-cap', size: 'One size' })
  const pending = newShopper().email
  await call('POST', '/api/users/email', shopper.token, {
    newEmail: pending,
    currentPassword: shopper.password,
  })
  await settle()
  return { ...shopper, ...who, digits: who.phone.replace(/\D/g, '').slice(1), pending, order }
}

/**
 * A chargeback on the shopper's order, answered by the store team with her name, e-mail, phone
 * and address as evidence (docs/product.md §11.9).
 */
async function answeredDispute(who: Awaited<ReturnType<typeof shopperWithHistory>>) {
  const admin = await signUp(harness.app)
  await harness.services.users.makeAdmin(admin.email)
  const opened = await call('POST', '/paystack-emulator/disputes', undefined, {
    reference: who.order.reference,
  })
  expect(opened.status).toBe(201)
  await settle()
  const listed = await call('GET', `/api/admin/orders?q=${who.order.reference}`, admin.token)
  const [order] = AdminOrdersResponse.parse(await listed.json()).orders
  const dispute = order?.disputes?.[0]
  if (!order || !dispute) throw new Error('the dispute was not recorded')
  const answer = await call(
    'POST',
    `/api/admin/orders/${order._id}/disputes/${dispute.id}/answer`,
    admin.token,
    {
      action: 'decline',
      note: `Delivered to ${who.name}, who signed for it.`,
      evidence: {
        customer_email: who.email,
        customer_name: who.name,
        customer_phone: `0${who.digits}`,
        service_details: 'One indigo adire hoodie',
        delivery_address: '12 Admiralty Way, Lekki',
      },
    },
  )
  expect(answer.status).toBe(200)
}

/** Every text-like column of every table, and the rows where it contains `needle`. */
async function rowsMentioning(needle: string): Promise<string[]> {
  const { rows: columns } = (await database.db.execute(sql`
    select table_name, column_name from information_schema.columns
    where table_schema = 'public' and data_type in ('text', 'character varying', 'json', 'jsonb')
  `)) as { rows: { table_name: string; column_name: string }[] }
  expect(columns.length).toBeGreaterThan(30)
  const found: string[] = []
  for (const { table_name: table, column_name: column } of columns) {
    const { rows } = (await database.db.execute(
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)}::text ilike ${`%${needle}%`}`,
    )) as { rows: { n: number }[] }
    if ((rows[0]?.n ?? 0) > 0) found.push(`${table}.${column}`)
  }
  return found
}

describe('Download my data', () => {
  it('gives the shopper everything kept about them as a file, and nothing of anyone else', async () => {
    const zainab = await shopperWithHistory()
    const other = await shopperWithHistory()
    const res = await call('GET', '/api/users/data', zainab.token)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="adire-my-data.json"')
    expect(res.headers.get('cache-control')).toBe('no-store')
    const data = AccountDataExport.parse(await res.json())
    expect(data.account).toMatchObject({
      name: zainab.name,
      email: zainab.email,
      pendingEmail: zainab.pending,
    })
    expect(data.addresses.map((a) => a.phone)).toEqual([`+234${zainab.digits}`])
    expect(data.orders).toEqual([
      expect.objectContaining({
        reference: zainab.order.reference,
        payment: true,
        payments: [expect.objectContaining({ reference: zainab.order.reference })],
      }),
    ])
    expect(data.contactMessages).toEqual([
      expect.objectContaining({ email: zainab.email, message: 'Do the hoodies run large?' }),
    ])
    expect(JSON.stringify(data)).not.toContain(other.email)
    expect((await call('GET', '/api/users/data')).status).toBe(401)
  })
})

describe('Delete my account', () => {
  it('refuses a wrong password at its field, changing nothing', async () => {
    const zainab = await shopperWithHistory()
    const before = await databaseFingerprint(database.db)
    const res = await call('POST', '/api/users/delete-account', zainab.token, {
      password: 'not my password',
    })
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({
      success: false,
      message: ACCOUNT_MESSAGES.passwordWrong,
      field: 'password',
    })
    expect(await databaseFingerprint(database.db)).toBe(before)
  })

  it('leaves no trace of the shopper in any table, keeps the order for the accounts, and frees the e-mail', async () => {
    const zainab = await shopperWithHistory()
    const bola = await shopperWithHistory()
    await answeredDispute(zainab)
    // And an e-mail to her still waiting to go, as when the mail server is down.
    await harness.services.mail.add(passwordChangedMail(zainab, 'https://adire.test/login'))
    // Before: the search finds the shopper where the store keeps them.
    expect(await rowsMentioning(zainab.email)).toEqual(
      expect.arrayContaining([
        'users.email',
        'addresses.email',
        'orders.address',
        'contact_messages.email',
        'outgoing_mail.to',
      ]),
    )
    expect(await rowsMentioning(zainab.pending)).toEqual(['email_changes.new_email'])
    expect(await rowsMentioning(zainab.name)).toEqual(
      expect.arrayContaining([
        'users.name',
        'contact_messages.name',
        'outgoing_mail.text',
        'disputes.response_note',
        'disputes.evidence',
      ]),
    )
    expect(await rowsMentioning(zainab.digits)).toEqual(
      expect.arrayContaining(['addresses.phone', 'orders.address', 'disputes.evidence']),
    )
    const [kept] = await database.db
      .select({ amountKobo: orders.amountKobo })
      .from(orders)
      .where(eq(orders.reference, zainab.order.reference))

    const res = await call('POST', '/api/users/delete-account', zainab.token, {
      password: zainab.password,
    })
    expect(res.status).toBe(200)
    expect((await res.json()).message).toBe(ACCOUNT_MESSAGES.accountDeleted)
    await settle()

    for (const trace of [zainab.email, zainab.pending, zainab.name, zainab.digits]) {
      expect(await rowsMentioning(trace), trace).toEqual([])
    }
    // Signed out everywhere, and the password opens nothing.
    expect((await call('GET', '/api/users/me', zainab.token)).status).toBe(401)
    const login = await call('POST', '/api/users/login', undefined, {
      email: zainab.email,
      password: zainab.password,
    })
    expect(login.status).toBe(401)
    expect((await login.json()).message).toBe(USER_MESSAGES.loginFailed)
    // The order is still there for the store, its money intact, its address erased.
    const [order] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.reference, zainab.order.reference))
    expect(order?.amountKobo).toBe(kept?.amountKobo)
    expect(order?.paymentStatus).toBe('paid')
    expect(order?.address).toMatchObject({ ...ERASED_ADDRESS, state: 'Lagos' })
    // Another shopper's data is untouched.
    expect(await rowsMentioning(bola.email)).toEqual(
      expect.arrayContaining(['users.email', 'addresses.email', 'orders.address']),
    )
    // The e-mail can sign up again, to a fresh account.
    const again = await signUp(harness.app, { email: zainab.email })
    const orders_ = await call('POST', '/api/order/userorders', again.token)
    expect((await orders_.json()).orders).toEqual([])
  })
})

describe('an order’s details', () => {
  it('shows the shopper their own order whole, and anyone else a 404', async () => {
    const zainab = await shopperWithHistory()
    const bola = await signUp(harness.app)
    const path = `/api/order/details/${zainab.order.reference}`
    const res = await call('GET', path, zainab.token)
    expect(res.status).toBe(200)
    const { order } = OrderDetailsResponse.parse(await res.json())
    expect(order).toMatchObject({ reference: zainab.order.reference, payment: true })
    expect(order.timeline.map((entry) => entry.status)).toEqual([
      'Awaiting payment',
      'Order Placed',
    ])
    for (const [token, reference] of [
      [bola.token, zainab.order.reference],
      [zainab.token, 'ADR-NOSUCH'],
      [zainab.token, encodeURIComponent("x' or 1=1 --")],
      [zainab.token, 'x'.repeat(500)],
    ] as const) {
      const refused = await call('GET', `/api/order/details/${reference}`, token)
      expect(refused.status).toBe(404)
      expect(await refused.json()).toEqual({
        success: false,
        message: ACCOUNT_MESSAGES.orderNotFound,
      })
    }
    expect((await call('GET', path)).status).toBe(401)
  })
})
