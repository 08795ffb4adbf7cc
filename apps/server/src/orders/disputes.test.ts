import {
  AdminOrdersResponse,
  DISPUTE_MESSAGES,
  type DisputeAnswerRequest,
  MAX_DISPUTE_NOTE,
  ORDER_MESSAGES,
  type OrderDispute,
  OrderStatusResponse,
  PhotoUploadResponse,
  productPhotoPath,
} from '@adire/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { disputes } from '../db/schema.ts'
import { signWebhook } from '../payments/paystack/client.ts'
import { phoneJpeg } from '../photos/test-images.ts'
import { seedCatalogue } from '../seed/seed.ts'
import { openTestDatabase } from '../testing/database.ts'
import { myOrders, payInEmulator, placed } from '../testing/orders.ts'
import { send, signUp } from '../testing/requests.ts'
import { testApp } from '../testing/services.ts'
import { DISPUTE_RECONCILE } from './disputes.ts'

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>
let admin: Awaited<ReturnType<typeof signUp>>
let colleague: Awaited<ReturnType<typeof signUp>>
const STORE = 'orders@adire.test'

beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db)
  harness = testApp(database.db, { webhookRetrySeconds: [], refundSeconds: 0 })
  admin = await signUp(harness.app, { name: 'Kemi from Adire' })
  colleague = await signUp(harness.app, { name: 'Tunde from Adire' })
  await harness.services.users.makeAdmin(admin.email)
  await harness.services.users.makeAdmin(colleague.email)
  await harness.services.storeSettings.change({ storeEmail: STORE }, 'test')
})
afterAll(() => database.close())

const settle = () => harness.services.background.drain()
const emulator = () => {
  const found = harness.services.gateway.emulator
  if (!found) throw new Error('the test app runs the emulator')
  return found
}

/** A shopper's paid order, and its payment reference. */
async function paidOrder() {
  const shopper = await signUp(harness.app)
  const order = await placed(harness.app, shopper.token, [
    { id: 'indigo-adire-hoodie', size: 'M', quantity: 1 },
  ])
  await payInEmulator(harness.app, order.accessCode)
  await settle()
  const [mine] = await myOrders(harness.app, shopper.token)
  if (!mine) throw new Error('no order')
  return { shopper, reference: mine.reference, orderId: mine._id, amount: mine.amount }
}

/** Opens a dispute in the emulator, as a shopper's bank would through Paystack. */
async function openDispute(reference: string, dueInHours = 16) {
  const res = await send(harness.app, 'POST', '/paystack-emulator/disputes', {
    reference,
    dueInHours,
  })
  expect(res.status).toBe(201)
  await settle()
  const { data } = (await res.json()) as { data: { id: number } }
  return String(data.id)
}

async function adminOrder(reference: string, token = admin.token) {
  const res = await send(harness.app, 'GET', `/api/admin/orders?q=${reference}`, undefined, {
    token,
  })
  expect(res.status).toBe(200)
  const [order] = AdminOrdersResponse.parse(await res.json()).orders
  return order
}

async function disputeOf(reference: string): Promise<OrderDispute> {
  const dispute = (await adminOrder(reference))?.disputes?.[0]
  if (!dispute) throw new Error('no dispute recorded')
  return dispute
}

const disputeMails = (reference: string) =>
  harness.mailer.sent.filter(
    (mail) =>
      mail.to === STORE && /dispute/i.test(mail.subject) && mail.subject.includes(reference),
  )

/** Posts a signed webhook to the store, as Paystack (and the emulator) do. */
async function postEvent(event: string, data: object) {
  const body = JSON.stringify({ event, data })
  const res = await harness.app.request('/api/order/webhook/paystack', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      'x-paystack-signature': signWebhook(emulator().secretKey, body),
    },
    body,
  })
  expect(res.status).toBe(200)
  await settle()
}

const DECLINE: DisputeAnswerRequest = {
  action: 'decline',
  note: 'Delivered and signed for by the shopper.',
  evidence: {
    customer_email: 'ada@example.com',
    customer_name: 'Ada Okafor',
    customer_phone: '0803 123 4567',
    service_details: 'One indigo adire hoodie, size M',
    delivery_address: '12 Admiralty Way, Lekki, Lagos',
    delivery_date: '2026-11-03',
  },
}

const answer = (orderId: string, disputeId: string, body: unknown, token = admin.token) =>
  send(harness.app, 'POST', `/api/admin/orders/${orderId}/disputes/${disputeId}/answer`, body, {
    token,
  })

const sandboxView = async (providerId: string) => {
  const res = await harness.app.request(`/paystack-emulator/disputes/${providerId}`)
  return ((await res.json()) as { data: Record<string, unknown> }).data
}

describe('a dispute Paystack reports', () => {
  it('is recorded on the order as Paystack has it, and the store is e-mailed its deadline', async () => {
    const { reference, amount } = await paidOrder()
    const providerId = await openDispute(reference)
    const dispute = await disputeOf(reference)
    const now = harness.clock.now().getTime()
    expect(dispute).toMatchObject({
      providerId,
      paymentReference: reference,
      state: 'open',
      paystackStatus: 'awaiting-merchant-feedback',
      amountKobo: amount * 100,
      dueAt: now + 16 * 3_600_000,
      deductedKobo: 0,
    })
    const [mail] = disputeMails(reference)
    expect(mail?.subject).toContain(`Dispute on order ${reference}`)
    expect(mail?.text).toContain(new Date(now + 16 * 3_600_000).toUTCString())
    expect(mail?.text).toContain(`https://adire.test/admin/orders?q=${reference}`)
  })

  it('records each dispute once: replays change nothing, reminders e-mail again', async () => {
    const { reference } = await paidOrder()
    const providerId = await openDispute(reference)
    const paystackSays = await sandboxView(providerId)
    await postEvent('charge.dispute.create', paystackSays)
    await postEvent('charge.dispute.create', paystackSays)
    const rows = await database.db
      .select()
      .from(disputes)
      .where(eq(disputes.providerId, providerId))
    expect(rows).toHaveLength(1)
    expect(disputeMails(reference)).toHaveLength(1)
    const remind = await send(
      harness.app,
      'POST',
      `/paystack-emulator/disputes/${providerId}/remind`,
    )
    expect(remind.status).toBe(200)
    await settle()
    const mails = disputeMails(reference)
    expect(mails).toHaveLength(2)
    expect(mails[1]?.subject).toContain(`Reminder: dispute on order ${reference}`)
  })

  it('takes only Paystack’s word: a forged amount is not recorded, an unknown dispute nothing', async () => {
    const { reference, amount } = await paidOrder()
    const providerId = await openDispute(reference)
    const forged = { ...(await sandboxView(providerId)), refund_amount: 1, status: 'resolved' }
    await postEvent('charge.dispute.resolve', forged)
    expect(await disputeOf(reference)).toMatchObject({ state: 'open', amountKobo: amount * 100 })
    const before = await database.db.select().from(disputes)
    await postEvent('charge.dispute.create', { ...forged, id: 999_999_999 })
    await postEvent('charge.dispute.create', { id: 'x\u0000' })
    expect(await database.db.select().from(disputes)).toHaveLength(before.length)
  })

  it('ignores a dispute on a payment that is not the store’s', async () => {
    const paystack = emulator()
    const init = await paystack.fetch('https://x/paystack-emulator/transaction/initialize', {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${paystack.secretKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        email: 'someone@example.com',
        amount: 500_000,
        reference: 'NOT-OURS-1',
      }),
    })
    const { data } = (await init.json()) as { data: { access_code: string } }
    await payInEmulator(harness.app, data.access_code)
    await settle()
    const before = await database.db.select().from(disputes)
    await openDispute('NOT-OURS-1')
    expect(await database.db.select().from(disputes)).toHaveLength(before.length)
  })

  it('a resolved dispute stays resolved whatever arrives late', async () => {
    const { reference } = await paidOrder()
    const providerId = await openDispute(reference)
    const open = await sandboxView(providerId)
    await send(harness.app, 'POST', `/paystack-emulator/disputes/${providerId}/resolve`, {
      outcome: 'lost',
    })
    await settle()
    const lost = await disputeOf(reference)
    expect(lost).toMatchObject({ state: 'lost', resolution: 'auto-accepted' })
    expect(lost.deductedKobo).toBe(lost.amountKobo)
    await postEvent('charge.dispute.create', open)
    await postEvent('charge.dispute.remind', open)
    expect(await disputeOf(reference)).toEqual(lost)
    // The mail of the opening only: no reminder for a closed dispute.
    expect(disputeMails(reference)).toHaveLength(1)
  })
})

describe('the team’s answer', () => {
  it('declines with the delivery evidence, which reaches Paystack; winning keeps the money', async () => {
    const { shopper, reference, orderId } = await paidOrder()
    const providerId = await openDispute(reference)
    const { id } = await disputeOf(reference)
    // A photo the store does not have is refused before anything is sent or recorded.
    const unknown = await answer(orderId, id, {
      ...DECLINE,
      photoUrl: '/photos/0123456789abcdef0123-1280.jpg',
    })
    expect(unknown.status).toBe(422)
    expect(((await unknown.json()) as { message: string }).message).toBe(
      DISPUTE_MESSAGES.photoInvalid,
    )
    expect(await disputeOf(reference)).toMatchObject({ state: 'open', respondedAt: null })
    // The delivery photo, uploaded as the order's page uploads it.
    const uploaded = await harness.app.request('/api/admin/photos', {
      method: 'POST',
      headers: { token: admin.token },
      body: new Uint8Array(await phoneJpeg(640, 480)),
    })
    const photo = productPhotoPath(PhotoUploadResponse.parse(await uploaded.json()).photo)
    const res = await answer(orderId, id, { ...DECLINE, photoUrl: photo })
    expect(res.status).toBe(200)
    const { order } = OrderStatusResponse.parse(await res.json())
    expect(order.disputes?.[0]).toMatchObject({
      state: 'responded',
      respondedBy: admin.email,
      responseNote: DECLINE.note,
      evidence: {
        ...DECLINE.evidence,
        photo_url: `https://adire.test${photo}`,
      },
    })
    // The photo went through Paystack's upload URL; the answer names the file uploaded there.
    const sent = await sandboxView(providerId)
    expect(sent.answer).toEqual({
      resolution: 'declined',
      message: DECLINE.note,
      uploaded_filename: expect.stringMatching(
        new RegExp(`^dispute-${providerId}-\\d+-[0-9a-f]{12}$`),
      ),
    })
    expect(sent.upload).toMatchObject({ contentType: 'image/jpeg', bytes: expect.any(Number) })
    // The delivery day as the date-time Paystack describes (spec: DisputeEvidence).
    expect(sent.evidence).toMatchObject({
      ...DECLINE.evidence,
      delivery_date: '2026-11-03T12:00:00.000Z',
    })
    await send(harness.app, 'POST', `/paystack-emulator/disputes/${providerId}/resolve`, {
      outcome: 'won',
    })
    await settle()
    expect(await disputeOf(reference)).toMatchObject({ state: 'won', deductedKobo: 0 })
    const [mine] = await myOrders(harness.app, shopper.token)
    expect(mine?.status).toBe('Order Placed')
  })

  it('accepts: the money goes back to the shopper and is recorded as deducted', async () => {
    const { shopper, reference, orderId, amount } = await paidOrder()
    await openDispute(reference)
    const { id } = await disputeOf(reference)
    const res = await answer(orderId, id, { action: 'accept', note: 'Out of stock; sorry.' })
    expect(res.status).toBe(200)
    await settle()
    expect(await disputeOf(reference)).toMatchObject({
      state: 'lost',
      resolution: 'merchant-accepted',
      deductedKobo: amount * 100,
    })
    // The shopper's order reads as it did.
    const [mine] = await myOrders(harness.app, shopper.token)
    expect(mine).toMatchObject({ status: 'Order Placed', payment: true })
  })

  it('is given once: a second answer, or a colleague racing, gets a clear 409', async () => {
    const { reference, orderId } = await paidOrder()
    await openDispute(reference)
    const { id } = await disputeOf(reference)
    const [first, second] = await Promise.all([
      answer(orderId, id, DECLINE),
      answer(orderId, id, { action: 'accept', note: 'Refund it' }, colleague.token),
    ])
    const statuses = [first.status, second.status].sort()
    expect(statuses).toEqual([200, 409])
    const loser = first.status === 409 ? first : second
    const winner = first.status === 409 ? colleague : admin
    expect(await loser.json()).toEqual({
      success: false,
      message: DISPUTE_MESSAGES.alreadyAnswered(winner.email),
    })
    expect((await disputeOf(reference)).respondedBy).toBe(winner.email)
    const again = await answer(orderId, id, DECLINE)
    expect(again.status).toBe(409)
  })

  it('undoes nothing-sent answers when Paystack refuses, so the team can answer again', async () => {
    const { reference, orderId } = await paidOrder()
    const providerId = await openDispute(reference)
    const { id } = await disputeOf(reference)
    // Paystack's dispute moved on without the store hearing of it yet.
    const held = emulator()
      .disputes.all()
      .find((d) => String(d.id) === providerId)
    if (!held) throw new Error('no emulated dispute')
    held.status = 'awaiting-bank-feedback'
    const res = await answer(orderId, id, DECLINE)
    expect(res.status).toBe(502)
    expect(((await res.json()) as { message: string }).message).toMatch(
      /^Paystack did not take the answer/,
    )
    expect(await disputeOf(reference)).toMatchObject({
      state: 'open',
      respondedAt: null,
      responseNote: null,
    })
    held.status = 'awaiting-merchant-feedback'
    expect((await answer(orderId, id, DECLINE)).status).toBe(200)
  })

  it('refuses hostile and wrong input with a 4xx and a message, and shoppers altogether', async () => {
    const { shopper, reference, orderId } = await paidOrder()
    await openDispute(reference)
    const { id } = await disputeOf(reference)
    const refusals: [unknown, string][] = [
      [
        { ...DECLINE, note: 'Delivered\u0000' },
        'The answer contains a character that is not allowed',
      ],
      [{ ...DECLINE, note: 'x'.repeat(MAX_DISPUTE_NOTE + 1) }, DISPUTE_MESSAGES.noteTooLong],
      [{ ...DECLINE, note: '   ' }, DISPUTE_MESSAGES.noteRequired],
      [{ ...DECLINE, note: 42 }, DISPUTE_MESSAGES.noteRequired],
      [
        { ...DECLINE, evidence: { ...DECLINE.evidence, customer_name: 'Ada\u0000' } },
        'The shopper’s name contains a character that is not allowed',
      ],
      [
        { ...DECLINE, evidence: { ...DECLINE.evidence, customer_email: 'ada' } },
        DISPUTE_MESSAGES.emailInvalid,
      ],
      [
        { ...DECLINE, evidence: { ...DECLINE.evidence, delivery_date: 'yesterday' } },
        DISPUTE_MESSAGES.dateInvalid,
      ],
      [{ ...DECLINE, photoUrl: 'https://evil.example/x.jpg' }, DISPUTE_MESSAGES.photoInvalid],
      [{ action: 'refund', note: 'x' }, 'Please choose to decline or accept the dispute'],
      [[], 'Please choose to decline or accept the dispute'],
    ]
    for (const [body, message] of refusals) {
      const res = await answer(orderId, id, body)
      expect(res.status, JSON.stringify(body).slice(0, 80)).toBe(400)
      expect(((await res.json()) as { message: string }).message).toBe(message)
    }
    for (const [order, dispute] of [
      [orderId, '00000000-0000-4000-8000-000000000000'],
      ['00000000-0000-4000-8000-000000000000', id],
      [orderId, 'not-a-uuid'],
      [orderId, "x' or 1=1 --"],
    ]) {
      const res = await answer(order as string, encodeURIComponent(dispute as string), DECLINE)
      expect(res.status).toBe(404)
      expect(await res.json()).toEqual({ success: false, message: DISPUTE_MESSAGES.notFound })
    }
    const shopperTries = await answer(orderId, id, DECLINE, shopper.token)
    expect(shopperTries.status).toBe(403)
    expect(await shopperTries.json()).toEqual({ success: false, message: ORDER_MESSAGES.adminOnly })
    const anonymous = await send(
      harness.app,
      'POST',
      `/api/admin/orders/${orderId}/disputes/${id}/answer`,
      DECLINE,
    )
    expect(anonymous.status).toBe(401)
    expect(await disputeOf(reference)).toMatchObject({ state: 'open' })
  })
})

describe('the emulator’s dispute sandbox page', () => {
  it('offers a paid payment to dispute, opens it from its form, and shows the store’s answer', async () => {
    const { reference, orderId } = await paidOrder()
    const page = await harness.app.request('/paystack-emulator/disputes')
    expect(page.status).toBe(200)
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'")
    const html = await page.text()
    expect(html).toContain(`Open a dispute on ${reference}`)
    const opened = await harness.app.request('/paystack-emulator/disputes', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ reference, dueInHours: '4' }).toString(),
    })
    expect(opened.status).toBe(303)
    await settle()
    const dispute = await disputeOf(reference)
    expect(dispute.dueAt).toBe(harness.clock.now().getTime() + 4 * 3_600_000)
    expect((await answer(orderId, dispute.id, DECLINE)).status).toBe(200)
    const after = await (await harness.app.request('/paystack-emulator/disputes')).text()
    expect(after).not.toContain(`Open a dispute on ${reference}`)
    expect(after).toContain(`declined: ${DECLINE.note}`)
    expect(after).toContain(DECLINE.evidence.customer_phone)
  })
})

describe('the reconciler', () => {
  const quiet = () => harness.clock.advance(DISPUTE_RECONCILE.quietForMs + 60_000)
  /** Runs until every quiet dispute was asked about (the earlier tests' too), as runs would. */
  const reconcile = async () => {
    let answersReleased = 0
    for (;;) {
      const run = await harness.services.orders.disputes.reconcile()
      answersReleased += run.answersReleased
      if (run.checked < DISPUTE_RECONCILE.batch) return { answersReleased }
    }
  }

  it('catches up with a dispute whose events never arrived', async () => {
    const { reference } = await paidOrder()
    const providerId = await openDispute(reference)
    const held = emulator()
      .disputes.all()
      .find((d) => String(d.id) === providerId)
    if (!held) throw new Error('no emulated dispute')
    // The bank decides while the store cannot be reached: the event is lost (no retries here).
    emulator().connect(async () => new Response('down', { status: 503 }))
    emulator().disputes.decide(held, 'lost')
    await settle()
    emulator().connect((request) => Promise.resolve(harness.app.fetch(request)))
    expect((await disputeOf(reference)).state).toBe('open')

    await reconcile()
    expect((await disputeOf(reference)).state).toBe('open') // Word of it came under 30 minutes ago.
    quiet()
    expect(await reconcile()).toMatchObject({ answersReleased: 0 })
    expect(await disputeOf(reference)).toMatchObject({
      state: 'lost',
      deductedKobo: held.refundAmount,
    })
  })

  it('releases an answer the store claimed but Paystack never received, and keeps one it did', async () => {
    const lostAnswer = await paidOrder()
    const lostId = await openDispute(lostAnswer.reference)
    const sent = await paidOrder()
    await openDispute(sent.reference)
    expect((await answer(sent.orderId, (await disputeOf(sent.reference)).id, DECLINE)).status).toBe(
      200,
    )
    // The server stopped between claiming the answer and Paystack's reply.
    const now = harness.clock.now()
    await database.db
      .update(disputes)
      .set({ respondedAt: now, responseNote: DECLINE.note, updatedAt: now })
      .where(eq(disputes.providerId, lostId))
    expect((await disputeOf(lostAnswer.reference)).state).toBe('responded')

    quiet()
    expect(await reconcile()).toMatchObject({ answersReleased: 1 })
    expect(await disputeOf(lostAnswer.reference)).toMatchObject({
      state: 'open',
      respondedAt: null,
      responseNote: null,
    })
    expect((await disputeOf(sent.reference)).state).toBe('responded')
    const { id } = await disputeOf(lostAnswer.reference)
    expect((await answer(lostAnswer.orderId, id, DECLINE)).status).toBe(200)
    expect((await sandboxView(lostId)).answer).toMatchObject({ message: DECLINE.note })
  })
})
