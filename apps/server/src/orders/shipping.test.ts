// Packing and shipping (docs/product.md §11.11) through the API, as the store team's screen and
// the shopper's order page call it: the courier Shipped needs, the tracking the shopper sees,
// bulk moves by the rules of single ones, the team's notes, and the default list.
import {
  AdminOrdersResponse,
  BulkStatusResponse,
  ErrorResponse,
  ORDER_MESSAGES,
  OrderStatusResponse,
  SHIPPING_MESSAGES,
} from '@adire/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { seedCatalogue } from '../seed/seed.ts'
import { openTestDatabase } from '../testing/database.ts'
import { myOrders, payInEmulator, placed } from '../testing/orders.ts'
import { send, signUp } from '../testing/requests.ts'
import { confirmAddress, mailsTo, testApp } from '../testing/services.ts'

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>
let admin: Awaited<ReturnType<typeof signUp>>

beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db)
  harness = testApp(database.db, { webhookRetrySeconds: [] })
  admin = await signUp(harness.app, { name: 'Kemi from Adire' })
  await harness.services.users.makeAdmin(admin.email)
})
afterAll(() => database.close())

const CAP = [{ id: 'lagos-sun-cap', size: 'One size', quantity: 1 }]

/** A shopper's order, paid (or not), and the shopper. */
async function anOrder({ paid = true } = {}) {
  const shopper = await signUp(harness.app)
  const order = await placed(harness.app, shopper.token, CAP)
  if (paid) {
    await payInEmulator(harness.app, order.accessCode)
    await harness.services.background.drain()
  }
  return { shopper, order }
}

const asAdmin = (method: string, path: string, body?: unknown, token = admin.token) =>
  send(harness.app, method, `/api/admin/orders${path}`, body, { token })

async function refusal(res: Response, status: number) {
  expect(res.status).toBe(status)
  return ErrorResponse.parse(await res.json()).message
}

const list = async (query: string) =>
  AdminOrdersResponse.parse(await (await asAdmin('GET', query)).json())

describe('marking an order Shipped', () => {
  it('needs a courier, keeps the tracking, and shows both to the shopper', async () => {
    const { shopper, order } = await anOrder()
    await confirmAddress(harness, shopper.email)
    const path = `/${order.orderId}/status`
    expect(await refusal(await asAdmin('PATCH', path, { status: 'Shipped' }), 400)).toBe(
      SHIPPING_MESSAGES.courierRequired,
    )
    expect(
      await refusal(
        await asAdmin('PATCH', path, {
          status: 'Shipped',
          courier: 'Kwik',
          tracking: 'ftp://x.ng',
        }),
        400,
      ),
    ).toBe(SHIPPING_MESSAGES.trackingLink)
    expect(
      await refusal(await asAdmin('PATCH', path, { status: 'Packing', courier: 'Kwik' }), 400),
    ).toBe(SHIPPING_MESSAGES.onlyWhenShipped)

    const tracking = 'https://track.kwik.delivery/KW-1234'
    const res = await asAdmin('PATCH', path, { status: 'Shipped', courier: ' Kwik ', tracking })
    const { order: shown } = OrderStatusResponse.parse(await res.json())
    expect(shown.shipment).toEqual({ courier: 'Kwik', tracking })
    // On the team's history, with who shipped it and how.
    expect(shown.timeline.at(-1)).toEqual(
      expect.objectContaining({
        status: 'Shipped',
        by: 'Kemi from Adire',
        detail: `Kwik · ${tracking}`,
      }),
    )

    const [mine] = await myOrders(harness.app, shopper.token)
    expect(mine?.shipment).toEqual({ courier: 'Kwik', tracking })
    expect(mine?.timeline.at(-1)).toMatchObject({ status: 'Shipped', by: 'Adire' })

    await harness.services.background.drain()
    const mail = mailsTo(harness.mailer, shopper.email).find((m) =>
      m.subject.endsWith('is on its way'),
    )
    expect(mail?.text).toContain('It is with Kwik.')
    expect(mail?.text).toContain(`Follow your parcel with Kwik: ${tracking}`)
    expect(mail?.html).toContain(`href="${tracking}"`)
  })

  it('names a tracking number in the e-mail as text, never as a link', async () => {
    const { shopper, order } = await anOrder()
    await confirmAddress(harness, shopper.email)
    await asAdmin('PATCH', `/${order.orderId}/status`, {
      status: 'Shipped',
      courier: 'GIG Logistics',
      tracking: 'GIG-998877',
    })
    await harness.services.background.drain()
    const mail = mailsTo(harness.mailer, shopper.email).find((m) =>
      m.subject.endsWith('is on its way'),
    )
    expect(mail?.text).toContain('It is with GIG Logistics. Your tracking number is GIG-998877.')
    expect(mail?.html).not.toContain('href="GIG-998877"')
    const [mine] = await myOrders(harness.app, shopper.token)
    expect(mine?.shipment).toEqual({ courier: 'GIG Logistics', tracking: 'GIG-998877' })
  })

  it('ships without tracking when none is given', async () => {
    const { shopper, order } = await anOrder()
    await asAdmin('PATCH', `/${order.orderId}/status`, {
      status: 'Shipped',
      courier: 'Sendbox',
      tracking: '  ',
    })
    const [mine] = await myOrders(harness.app, shopper.token)
    expect(mine?.shipment).toEqual({ courier: 'Sendbox', tracking: null })
  })
})

describe('bulk status moves', () => {
  it('moves each order by the rules of a single move, records each, and says which could not', async () => {
    const paid = [await anOrder(), await anOrder()]
    const cancelled = await anOrder()
    await asAdmin('PATCH', `/${cancelled.order.orderId}/status`, { status: 'Cancelled' })
    const ids = [...paid.map((p) => p.order.orderId), cancelled.order.orderId]

    const res = await asAdmin('POST', '/bulk-status', { ids, status: 'Packing' })
    const answer = BulkStatusResponse.parse(await res.json())
    expect(answer.moved).toEqual(ids.slice(0, 2))
    expect(answer.refused).toEqual([
      {
        id: cancelled.order.orderId,
        reference: cancelled.order.reference,
        message: `${cancelled.order.reference} is Cancelled`,
      },
    ])
    expect(answer.message).toBe(`2 moved, 1 could not: ${cancelled.order.reference} is Cancelled`)
    for (const { shopper } of paid) {
      const [mine] = await myOrders(harness.app, shopper.token)
      expect(mine?.timeline.map((entry) => entry.status)).toEqual([
        'Awaiting payment',
        'Order Placed',
        'Packing',
      ])
    }
    const seen = await list(`?ids=${ids.join(',')}`)
    expect(seen.orders).toHaveLength(3)
    for (const order of seen.orders.filter((o) => o.status === 'Packing')) {
      expect(order.timeline.at(-1)).toMatchObject({ status: 'Packing', by: 'Kemi from Adire' })
    }
  })

  it('ships in bulk with one courier and a tracking per order, or none', async () => {
    const [first, second] = [await anOrder(), await anOrder()]
    const ids = [first.order.orderId, second.order.orderId]
    expect(
      await refusal(await asAdmin('POST', '/bulk-status', { ids, status: 'Shipped' }), 400),
    ).toBe(SHIPPING_MESSAGES.courierRequired)
    const res = await asAdmin('POST', '/bulk-status', {
      ids,
      status: 'Shipped',
      courier: 'DHL',
      tracking: { [first.order.orderId]: 'DHL-1' },
    })
    expect(BulkStatusResponse.parse(await res.json()).message).toBe('2 moved')
    expect((await myOrders(harness.app, first.shopper.token))[0]?.shipment).toEqual({
      courier: 'DHL',
      tracking: 'DHL-1',
    })
    expect((await myOrders(harness.app, second.shopper.token))[0]?.shipment).toEqual({
      courier: 'DHL',
      tracking: null,
    })
  })

  it('refuses an empty selection, more than 100 orders, and a shopper', async () => {
    const { shopper, order } = await anOrder()
    expect(
      await refusal(await asAdmin('POST', '/bulk-status', { ids: [], status: 'Packing' }), 400),
    ).toBe(SHIPPING_MESSAGES.bulkNone)
    const many = Array.from(
      { length: 101 },
      (_, i) => `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`,
    )
    expect(
      await refusal(await asAdmin('POST', '/bulk-status', { ids: many, status: 'Packing' }), 400),
    ).toBe(SHIPPING_MESSAGES.bulkTooMany)
    const body = { ids: [order.orderId], status: 'Packing' }
    expect(await refusal(await asAdmin('POST', '/bulk-status', body, shopper.token), 403)).toBe(
      ORDER_MESSAGES.adminOnly,
    )
    expect((await myOrders(harness.app, shopper.token))[0]?.status).toBe('Order Placed')
  })
})

describe("the team's notes on an order", () => {
  it('are kept newest first with who wrote them, for the team only', async () => {
    const { shopper, order } = await anOrder()
    const path = `/${order.orderId}/notes`
    await asAdmin('POST', path, { text: 'Customer asked for delivery after 5pm' })
    const res = await asAdmin('POST', path, { text: 'Called: gate code 1234\nLeave with security' })
    const { order: shown } = OrderStatusResponse.parse(await res.json())
    expect(shown.notes?.map((note) => [note.text, note.by])).toEqual([
      ['Called: gate code 1234\nLeave with security', 'Kemi from Adire'],
      ['Customer asked for delivery after 5pm', 'Kemi from Adire'],
    ])
    // The shopper may not add one, and their order carries none.
    expect(await refusal(await asAdmin('POST', path, { text: 'mine' }, shopper.token), 403)).toBe(
      ORDER_MESSAGES.adminOnly,
    )
    const answer = await send(harness.app, 'POST', '/api/order/userorders', undefined, {
      token: shopper.token,
    })
    const raw = JSON.stringify(await answer.json())
    expect(raw).not.toContain('gate code')
    expect(raw).not.toContain('"notes"')
  })

  it("are erased with the shopper's account, as a dispute's answer is", async () => {
    const { shopper, order } = await anOrder()
    await asAdmin('POST', `/${order.orderId}/notes`, { text: 'Gate code 1234' })
    const deleted = await send(
      harness.app,
      'POST',
      '/api/users/delete-account',
      { password: shopper.password },
      { token: shopper.token },
    )
    expect(deleted.status).toBe(200)
    const [shown] = (await list(`?ids=${order.orderId}`)).orders
    expect(shown?.notes?.map((note) => [note.text, note.by])).toEqual([
      ['Erased with the shopper’s account.', 'Kemi from Adire'],
    ])
  })

  it('refuses an empty note, one over 1000 characters, and an unknown order', async () => {
    const { order } = await anOrder()
    const path = `/${order.orderId}/notes`
    expect(await refusal(await asAdmin('POST', path, { text: '   ' }), 400)).toBe(
      SHIPPING_MESSAGES.noteRequired,
    )
    expect(await refusal(await asAdmin('POST', path, { text: 'a'.repeat(1001) }), 400)).toBe(
      SHIPPING_MESSAGES.noteTooLong,
    )
    expect((await asAdmin('POST', path, { text: 'a'.repeat(1000) })).status).toBe(200)
    expect(
      await refusal(
        await asAdmin('POST', '/00000000-0000-4000-8000-000000000000/notes', { text: 'x' }),
        404,
      ),
    ).toBe(ORDER_MESSAGES.orderNotFound)
  })
})

describe('the default list', () => {
  it('shows paid orders; awaiting payment is one filter away, and a search finds every order', async () => {
    const unpaid = await anOrder({ paid: false })
    const paid = await anOrder()
    const shown = (response: AdminOrdersResponse) => response.orders.map((o) => o.reference)
    const byDefault = await list('')
    expect(byDefault.orders.every((o) => o.status !== 'Awaiting payment')).toBe(true)
    expect(shown(byDefault)).toContain(paid.order.reference)
    expect(shown(byDefault)).not.toContain(unpaid.order.reference)
    expect(shown(await list('?status=Awaiting%20payment'))).toContain(unpaid.order.reference)
    const every = await list('?status=all')
    expect(shown(every)).toEqual(
      expect.arrayContaining([paid.order.reference, unpaid.order.reference]),
    )
    expect(every.total).toBeGreaterThan(byDefault.total)
    expect(shown(await list(`?q=${unpaid.order.reference}`))).toEqual([unpaid.order.reference])
  })
})
