import {
  AdminOrdersResponse,
  DAY_MS,
  ErrorResponse,
  REFUND_DETAILS_TEXTS,
  RefundBanksResponse,
  RefundDetailsResponse,
} from '@adire/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { refunds } from '../db/schema.ts'
import { TEST_CARDS } from '../payments/paystack/emulator/emulator.ts'
import { seedCatalogue } from '../seed/seed.ts'
import { openTestDatabase } from '../testing/database.ts'
import { type Line, myOrders, payInEmulator, placed } from '../testing/orders.ts'
import { send, signUp } from '../testing/requests.ts'
import { testApp } from '../testing/services.ts'

// Issue 40, finding 1: a refund Paystack cannot pay back to the card waits in `needs-attention`
// until the shopper gives a bank account; the store asks them, reminds them once, and tells the
// team after a week.

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>
let admin: Awaited<ReturnType<typeof signUp>>
const STORE_EMAIL = 'orders@adire.test'

beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db)
  harness = testApp(database.db, { webhookRetrySeconds: [], refundSeconds: 0 })
  admin = await signUp(harness.app, { name: 'Kemi from Adire' })
  await harness.services.users.makeAdmin(admin.email)
  await harness.services.storeSettings.change({ storeEmail: STORE_EMAIL }, 'test')
})
afterAll(() => database.close())

const HOODIES: Line[] = [{ id: 'indigo-adire-hoodie', size: 'M', quantity: 1 }]
const settle = () => harness.services.background.drain()
const refundsOf = (orderId: string) =>
  database.db.select().from(refunds).where(eq(refunds.orderId, orderId))
const mailsTo = (email: string, pattern: RegExp) =>
  harness.mailer.sent.filter((mail) => mail.to === email && pattern.test(mail.subject))
const tokenOf = (link: string | undefined) => new URL(link ?? 'http://x').searchParams.get('token')

/** A paid order, cancelled, whose refund Paystack parks until the shopper's account is given. */
async function refundNeedingAttention() {
  const shopper = await signUp(harness.app)
  const order = await placed(harness.app, shopper.token, HOODIES)
  await payInEmulator(harness.app, order.accessCode, TEST_CARDS.refundNeedsAttention)
  await settle()
  await harness.services.orders.fulfilment.setStatus(order.orderId, 'Cancelled', { kind: 'cli' })
  await settle()
  const [mail] = mailsTo(shopper.email, /Where should we send your/)
  return { shopper, order, token: tokenOf(mail?.link) ?? '' }
}

const details = (token: string, body: object) =>
  send(harness.app, 'POST', `/api/refunds/details/${token}`, body)

async function adminList(query = '') {
  const res = await send(harness.app, 'GET', `/api/admin/orders${query}`, undefined, {
    token: admin.token,
  })
  return AdminOrdersResponse.parse(await res.json())
}

describe('a refund that needs the shopper’s bank account (issue 40, finding 1)', () => {
  it('is kept as needs-attention, e-mails the shopper a link, and shows to shopper and team', async () => {
    const { shopper, order, token } = await refundNeedingAttention()
    const [row] = await refundsOf(order.orderId)
    expect(row).toMatchObject({
      status: 'needs-attention',
      attentionSince: expect.any(Date),
      detailsTokenHash: expect.any(String),
    })
    // Only the link's hash is kept.
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
    expect(row?.detailsTokenHash).not.toBe(token)
    expect(mailsTo(shopper.email, /Where should we send your/)).toHaveLength(1)

    const [mine] = await myOrders(harness.app, shopper.token)
    expect(mine?.payments[0]?.refund?.status).toBe('needs-attention')
    const listed = await adminList('?refund=needs-attention')
    expect(listed.orders.map((one) => one.reference)).toContain(order.reference)
    expect(listed.refundsNeedAttention).toBeGreaterThanOrEqual(1)

    // Not asked about every half hour: the next look is a day away.
    expect(row?.nextAttemptAt?.getTime()).toBe((row?.updatedAt.getTime() ?? 0) + DAY_MS)
  })

  it('takes the shopper’s account on the link’s page, gives it to Paystack, and the refund goes through', async () => {
    const { order, token } = await refundNeedingAttention()
    const banks = RefundBanksResponse.parse(
      await (await harness.app.request('/api/refunds/banks')).json(),
    ).banks
    expect(banks.map((bank) => bank.name)).toContain('Guaranty Trust Bank')
    const gtb = banks.find((bank) => bank.name === 'Guaranty Trust Bank')?.id ?? ''

    const view = await harness.app.request(`/api/refunds/details/${token}`)
    expect(RefundDetailsResponse.parse(await view.json()).refund).toEqual({
      orderReference: order.reference,
      amount: order.amount / 100,
      currency: 'NGN',
    })

    const refusals = await Promise.all([
      details(token, { accountNumber: '12345', bankId: gtb }),
      details(token, { accountNumber: '0123456789', bankId: '' }),
      details(token, { accountNumber: '0123456789', bankId: '99999' }),
      details(token, { accountNumber: '0123450000', bankId: gtb }),
      details('x'.repeat(43), { accountNumber: '0123456789', bankId: gtb }),
    ])
    const answers = await Promise.all(
      refusals.map(async (res) => [res.status, ErrorResponse.parse(await res.json()).message]),
    )
    expect(answers).toEqual([
      [400, REFUND_DETAILS_TEXTS.accountNumberInvalid],
      [400, REFUND_DETAILS_TEXTS.bankRequired],
      [400, REFUND_DETAILS_TEXTS.bankUnknown],
      [422, REFUND_DETAILS_TEXTS.accountRefused],
      [404, REFUND_DETAILS_TEXTS.linkInvalid],
    ])
    expect(await refundsOf(order.orderId)).toEqual([
      expect.objectContaining({ status: 'needs-attention' }),
    ])

    const given = await details(token, { accountNumber: '0123456789', bankId: gtb })
    expect([given.status, await given.json()]).toEqual([
      200,
      { success: true, message: REFUND_DETAILS_TEXTS.done },
    ])
    await settle()
    expect(await refundsOf(order.orderId)).toEqual([
      expect.objectContaining({ status: 'processed', detailsTokenHash: null }),
    ])
    // The link has done its work: it cannot send the money elsewhere afterwards.
    expect((await details(token, { accountNumber: '0123456789', bankId: gtb })).status).toBe(404)
  })

  it('e-mails the signed-in shopper a new link on request, which replaces the old, a few times an hour', async () => {
    const { shopper, order, token } = await refundNeedingAttention()
    const other = await signUp(harness.app)
    const again = (orderId: string, who = shopper) =>
      send(harness.app, 'POST', `/api/refunds/link/${orderId}`, undefined, { token: who.token })
    const answer = async (res: Response) => [
      res.status,
      ErrorResponse.parse(await res.json()).message,
    ]

    // Nobody else's order, nor text that is no order's id, nor a caller without a session.
    expect(await answer(await again(order.orderId, other))).toEqual([
      409,
      REFUND_DETAILS_TEXTS.noLinkNeeded,
    ])
    expect(await answer(await again('not-an-id'))).toEqual([409, REFUND_DETAILS_TEXTS.noLinkNeeded])
    expect((await send(harness.app, 'POST', `/api/refunds/link/${order.orderId}`)).status).toBe(401)

    const res = await again(order.orderId)
    expect([res.status, await res.json()]).toEqual([
      200,
      { success: true, message: REFUND_DETAILS_TEXTS.linkSent },
    ])
    await settle()
    const mails = mailsTo(shopper.email, /^Where should we send your/)
    expect(mails).toHaveLength(2)
    expect(mails[1]?.text).toContain('This link replaces the one in our earlier e-mail.')
    const newer = tokenOf(mails[1]?.link) ?? ''
    expect((await harness.app.request(`/api/refunds/details/${token}`)).status).toBe(404)
    expect((await harness.app.request(`/api/refunds/details/${newer}`)).status).toBe(200)

    // Three tries an hour per account (the refused one above counted): the fourth is refused.
    expect((await again(order.orderId)).status).toBe(200)
    const fourth = await again(order.orderId)
    expect(fourth.status).toBe(429)
    expect(ErrorResponse.parse(await fourth.json()).message).toMatch(
      /^We have sent you several links already\. Please check your e-mail, or try again in \d+ minutes?\.$/,
    )
  })

  it('reminds a shopper who has not answered once after 3 days, and tells the team after 7', async () => {
    const { shopper, order, token } = await refundNeedingAttention()
    const reminders = () => mailsTo(shopper.email, /^Reminder: where should we send/)
    const teamMails = () =>
      mailsTo(STORE_EMAIL, new RegExp(`for order ${order.reference} is waiting for the shopper`))
    const run = async () => {
      await harness.services.orders.refunds.send()
      await settle()
    }

    harness.clock.advance(2 * DAY_MS)
    await run()
    expect(reminders()).toHaveLength(0)
    harness.clock.advance(DAY_MS + 1000)
    await run()
    await run()
    expect(reminders()).toHaveLength(1)
    // The reminder's link replaces the first one.
    const newer = tokenOf(reminders()[0]?.link) ?? ''
    expect((await harness.app.request(`/api/refunds/details/${token}`)).status).toBe(404)
    expect((await harness.app.request(`/api/refunds/details/${newer}`)).status).toBe(200)

    harness.clock.advance(4 * DAY_MS)
    await run()
    await run()
    expect(teamMails()).toHaveLength(1)
    expect(teamMails()[0]?.text).toContain('has not given one in 7 days')
    expect(await refundsOf(order.orderId)).toEqual([
      expect.objectContaining({ remindedAt: expect.any(Date), teamToldAt: expect.any(Date) }),
    ])
    // (Read directly: the team member's session has expired in the days that passed.)
    const list = await harness.services.orders.reads.adminList({ page: 1 })
    expect(list.refundsUnanswered).toBeGreaterThanOrEqual(1)

    harness.clock.advance(3 * DAY_MS)
    await run()
    expect([reminders().length, teamMails().length]).toEqual([1, 1])
  })
})

describe('the emulator’s refunds move as Paystack’s do', () => {
  it('posts refund.pending, refund.processing, then refund.processed', async () => {
    const events: string[] = []
    harness.services.gateway.emulator?.connect(async (request) => {
      const body = (await request.clone().json()) as { event: string }
      if (body.event.startsWith('refund.')) events.push(body.event)
      return harness.app.fetch(request)
    })
    const shopper = await signUp(harness.app)
    const order = await placed(harness.app, shopper.token, HOODIES)
    await payInEmulator(harness.app, order.accessCode)
    await settle()
    await harness.services.orders.fulfilment.setStatus(order.orderId, 'Cancelled', { kind: 'cli' })
    await settle()
    expect(events).toEqual(['refund.pending', 'refund.processing', 'refund.processed'])
    harness.services.gateway.emulator?.connect((request) =>
      Promise.resolve(harness.app.fetch(request)),
    )
  })
})
