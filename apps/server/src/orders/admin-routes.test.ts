import type { AddressInfo } from 'node:net'
import {
  AdminOrdersResponse,
  ErrorResponse,
  ORDER_MESSAGES,
  OrderStatusResponse,
  PlaceOrderResponse,
  UserOrdersResponse,
} from '@adire/contract'
import { type ParsedMail, simpleParser } from 'mailparser'
import { SMTPServer } from 'smtp-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { createMailer } from '../mail/mailer.ts'
import { TEST_CARDS } from '../payments/paystack/emulator/emulator.ts'
import { seedCatalogue } from '../seed/seed.ts'
import { openTestDatabase } from '../testing/database.ts'
import { send, signUp } from '../testing/requests.ts'
import { testApp } from '../testing/services.ts'

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>
let smtp: SMTPServer
const inbox: ParsedMail[] = []
let admin: Awaited<ReturnType<typeof signUp>>
let capPrice = 0

beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db)
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream).then((mail) => {
        inbox.push(mail)
        done()
      }, done)
    },
  })
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve))
  const port = (smtp.server.address() as AddressInfo).port
  harness = testApp(database.db, {
    webhookRetrySeconds: [],
    mailer: createMailer({
      smtpUrl: `smtp://127.0.0.1:${port}`,
      outboxDir: 'unused',
      from: 'Adire <no-reply@adire.test>',
    }),
  })
  admin = await signUp(harness.app, { name: 'Kemi from Adire' })
  expect(await harness.services.users.makeAdmin(admin.email.toUpperCase())).toBe(true)
  const { products } = (await (await harness.app.request('/api/products/list')).json()) as {
    products: { _id: string; price: number }[]
  }
  capPrice = products.find((p) => p._id === 'lagos-sun-cap')?.price ?? 0
})
afterAll(async () => {
  await new Promise<void>((resolve) => smtp.close(() => resolve()))
  await database.close()
})

const address = {
  firstName: 'Bayo',
  lastName: 'Adeyemi',
  email: 'bayo@example.com',
  street: '3 Ring Road',
  city: 'Ibadan',
  state: 'Oyo',
  zipcode: '200211',
  country: 'Nigeria',
  phone: '08051234567',
}

async function order(token: string) {
  const res = await send(
    harness.app,
    'POST',
    '/api/order/paystack',
    {
      address,
      amount: capPrice,
      items: [{ _id: 'lagos-sun-cap', selectedSize: 'One size', quantity: 1 }],
    },
    { token },
  )
  return PlaceOrderResponse.parse(await res.json())
}

async function pay(accessCode: string) {
  await harness.app.request(`/paystack-emulator/checkout/${accessCode}/pay`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: `card=${TEST_CARDS.success}`,
  })
  await harness.services.background.drain()
}

async function paidOrder() {
  const shopper = await signUp(harness.app)
  const placed = await order(shopper.token)
  await pay(placed.accessCode)
  return { shopper, placed }
}

const myOrders = async (token: string) =>
  UserOrdersResponse.parse(
    await (await send(harness.app, 'POST', '/api/order/userorders', undefined, { token })).json(),
  ).orders

/** A move as the screen sends it: Shipped with the courier it asks for (§11.11). */
const move = (orderId: string, status: string, token = admin.token) =>
  send(
    harness.app,
    'PATCH',
    `/api/admin/orders/${orderId}/status`,
    status === 'Shipped' ? { status, courier: 'Kwik' } : { status },
    { token },
  )

async function refused(res: Response, status: number) {
  expect(res.status).toBe(status)
  return ErrorResponse.parse(await res.json()).message
}

describe('the orders page', () => {
  it('lists orders newest first, filtered by status, searched by reference or e-mail, in pages', async () => {
    const { shopper, placed } = await paidOrder()
    await move(placed.orderId, 'Packing')
    const list = async (query: string) =>
      AdminOrdersResponse.parse(
        await (
          await send(harness.app, 'GET', `/api/admin/orders${query}`, undefined, {
            token: admin.token,
          })
        ).json(),
      )
    const byReference = await list(`?q=${placed.reference.slice(-10).toLowerCase()}`)
    expect(byReference.orders.map((o) => o.reference)).toEqual([placed.reference])
    expect(byReference.orders[0]?.customer).toEqual({ name: 'Ada Okafor', email: shopper.email })
    // The store team reads who made each change: the customer, Paystack, a team member by name.
    expect(byReference.orders[0]?.timeline.map((entry) => [entry.status, entry.by])).toEqual([
      ['Awaiting payment', 'Customer'],
      ['Order Placed', 'Paystack'],
      ['Packing', 'Kemi from Adire'],
    ])
    const byEmail = await list(`?q=${encodeURIComponent(shopper.email.toUpperCase())}`)
    expect(byEmail.total).toBe(1)
    const awaiting = await list('?status=Awaiting%20payment')
    expect(awaiting.orders.every((o) => o.status === 'Awaiting payment')).toBe(true)
    const all = await list('?status=all')
    const dates = all.orders.map((o) => o.date)
    expect(dates).toEqual([...dates].sort((a, b) => b - a))
    expect(all.pageSize).toBe(20)
    expect((await list('?page=2')).page).toBe(2)
    expect(
      (
        await send(harness.app, 'GET', '/api/admin/orders?status=Lost', undefined, {
          token: admin.token,
        })
      ).status,
    ).toBe(400)
  })
})

describe('moving an order along', () => {
  it('goes forward only, records each change with who made it, and may skip a step', async () => {
    const { shopper, placed } = await paidOrder()
    const moved = OrderStatusResponse.parse(await (await move(placed.orderId, 'Packing')).json())
    expect(moved.order.status).toBe('Packing')
    expect(moved.order.timeline.at(-1)).toMatchObject({ status: 'Packing', by: 'Kemi from Adire' })
    expect((await move(placed.orderId, 'Shipped')).status).toBe(200)
    expect(await refused(await move(placed.orderId, 'Packing'), 409)).toBe(
      'An order that is Shipped cannot be set to Packing',
    )
    expect(await refused(await move(placed.orderId, 'Cancelled'), 409)).toBe(
      'An order that is Shipped cannot be set to Cancelled',
    )
    expect((await move(placed.orderId, 'Delivered')).status).toBe(200)
    expect(await refused(await move(placed.orderId, 'Out for delivery'), 409)).toBe(
      'An order that is Delivered cannot be set to Out for delivery',
    )
    const [mine] = await myOrders(shopper.token)
    expect(mine?.timeline.map((entry) => [entry.status, entry.by])).toEqual([
      ['Awaiting payment', 'You'],
      ['Order Placed', 'Paystack'],
      ['Packing', 'Adire'],
      ['Shipped', 'Adire'],
      ['Delivered', 'Adire'],
    ])
  })

  it('cancels only before shipping, never sets Order Placed by hand, and never ships an unpaid order', async () => {
    const { placed } = await paidOrder()
    expect(await refused(await move(placed.orderId, 'Order Placed'), 409)).toBe(
      'An order that is Order Placed cannot be set to Order Placed',
    )
    expect((await move(placed.orderId, 'Cancelled')).status).toBe(200)
    expect(await refused(await move(placed.orderId, 'Packing'), 409)).toBe(
      'An order that is Cancelled cannot be set to Packing',
    )
    const unpaid = await order((await signUp(harness.app)).token)
    expect(await refused(await move(unpaid.orderId, 'Shipped'), 409)).toBe(
      'An order that is Awaiting payment cannot be set to Shipped',
    )
    expect((await move(unpaid.orderId, 'Cancelled')).status).toBe(200)
    expect(await refused(await move('not-an-id', 'Packing'), 404)).toBe(
      ORDER_MESSAGES.orderNotFound,
    )
    expect(await refused(await move('00000000-0000-4000-8000-000000000000', 'Packing'), 404)).toBe(
      ORDER_MESSAGES.orderNotFound,
    )
  })

  it('lets exactly one of two team members moving the same order at once through', async () => {
    const { shopper, placed } = await paidOrder()
    // Shipping and cancelling exclude each other in either order, so exactly one may win.
    const moves = ['Shipped', 'Cancelled']
    const results = await Promise.all(moves.map((status) => move(placed.orderId, status)))
    expect(results.map((res) => res.status).sort()).toEqual([200, 409])
    const winner = moves[results.findIndex((res) => res.status === 200)]
    const [mine] = await myOrders(shopper.token)
    expect(mine?.status).toBe(winner)
    expect(mine?.timeline.map((entry) => entry.status)).toEqual([
      'Awaiting payment',
      'Order Placed',
      winner,
    ])
  })

  it('e-mails the shopper when the order ships, goes out for delivery and is delivered', async () => {
    const { shopper, placed } = await paidOrder()
    for (const status of ['Packing', 'Shipped', 'Out for delivery', 'Delivered']) {
      await move(placed.orderId, status)
    }
    await harness.services.background.drain()
    // The order's mails; the link every sign-up sends (ADR 034) is not one of them.
    const received = inbox.filter(
      (mail) =>
        mail.to &&
        'text' in mail.to &&
        mail.to.text === shopper.email &&
        mail.subject !== 'Confirm your Adire e-mail address',
    )
    expect(received.map((mail) => mail.subject)).toEqual([
      `Your Adire order ${placed.reference} is confirmed`,
      `Your Adire order ${placed.reference} is on its way`,
      `Your Adire order ${placed.reference} is out for delivery`,
      `Your Adire order ${placed.reference} has been delivered`,
    ])
    for (const mail of received.slice(1)) {
      expect(mail.text).toContain('https://adire.test/orders')
      expect(mail.html).toContain('href="https://adire.test/orders"')
    }
  })
})
