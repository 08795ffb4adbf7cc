import {
  ORDER_MESSAGES,
  type PlaceOrderResponse,
  UserOrdersResponse,
  VERIFY_ANSWERS,
} from '@adire/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { payments, refunds } from '../db/schema.ts'
import { transferAccountNumber } from '../payments/paystack/emulator/pages.ts'
import { seedCatalogue } from '../seed/seed.ts'
import { openTestDatabase } from '../testing/database.ts'
import { placed, verifyPayment } from '../testing/orders.ts'
import { send, signUp } from '../testing/requests.ts'
import { testApp } from '../testing/services.ts'

/*
 * Paying by bank transfer (docs/product.md §4.9) through the emulator's "Pay with transfer":
 * the shopper says the money is sent, the order waits for it, and it is confirmed once when the
 * transfer lands, whichever of verify, the webhook and the reconciler sees it first. A transfer
 * of the wrong amount is not a payment: it is given back.
 */

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>
const cap = [{ id: 'lagos-sun-cap', size: 'One size', quantity: 1 }]

beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db)
  harness = testApp(database.db, {
    transferSeconds: 0.2,
    refundSeconds: 0,
    webhookRetrySeconds: [],
  })
  await harness.services.storeSettings.change({ storeEmail: 'orders@adire.test' }, 'test')
})
afterAll(() => database.close())

/** Presses "I've sent the money" in the emulator's window, with what the bank will do. */
const sendTransfer = (order: PlaceOrderResponse, outcome: 'arrives' | 'never' | 'short') =>
  harness.app.request(`/paystack-emulator/checkout/${order.accessCode}/transfer`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome }).toString(),
  })

async function myOrder(token: string, reference: string) {
  const res = await send(harness.app, 'POST', '/api/order/userorders', undefined, { token })
  const { orders } = UserOrdersResponse.parse(await res.json())
  return orders.find((order) => order.reference === reference)
}

describe('paying by bank transfer', () => {
  it('shows the account, the bank and the exact amount beside the card', async () => {
    const shopper = await signUp(harness.app)
    const order = await placed(harness.app, shopper.token, cap)
    const page = await (
      await harness.app.request(`/paystack-emulator/checkout/${order.accessCode}`)
    ).text()
    expect(page).toContain('Pay with transfer')
    expect(page).toMatch(/Account number<\/dt>\s*<dd>99\d{8}<\/dd>/)
    expect(page).toContain('Paystack-Titan (test)')
    expect(page).toContain('I’ve sent the money')
    expect(transferAccountNumber({ id: 1 })).toBe('9900000001')
  })

  it('waits for a transfer on its way, then confirms the order once when it lands', async () => {
    const shopper = await signUp(harness.app)
    const order = await placed(harness.app, shopper.token, cap)
    const sent = await sendTransfer(order, 'arrives')
    expect(await sent.text()).toContain('Transfer on its way')

    const waiting = await verifyPayment(harness.app, shopper.token, order.reference)
    expect(waiting.body).toEqual(VERIFY_ANSWERS['awaiting transfer'])
    expect(waiting.body.message).toBe(ORDER_MESSAGES.awaitingTransfer)
    expect(await myOrder(shopper.token, order.reference)).toMatchObject({
      paymentStatus: 'awaiting',
      awaitingTransfer: true,
    })

    // The transfer lands: the emulator's webhook confirms it; verify and the reconciler agree.
    await harness.services.background.drain()
    const [paid, reconciled] = await Promise.all([
      verifyPayment(harness.app, shopper.token, order.reference),
      harness.services.orders.payments.reconcile(),
    ])
    expect(paid.body).toEqual(VERIFY_ANSWERS.paid)
    expect(reconciled.paid).toBe(0)
    const shown = await myOrder(shopper.token, order.reference)
    expect(shown).toMatchObject({ paymentStatus: 'paid', status: 'Order Placed' })
    expect(shown?.awaitingTransfer).toBeUndefined()
    const recorded = await database.db
      .select()
      .from(payments)
      .where(eq(payments.reference, order.reference))
    expect(recorded.map((payment) => payment.kind)).toEqual(['paid'])
    await harness.services.background.drain()
    const mails = harness.mailer.sent.filter(
      (mail) =>
        mail.to === shopper.email || mail.subject.startsWith(`New order ${order.reference}`),
    )
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      [`New order ${order.reference}`, `Your Adire order ${order.reference} is confirmed`].map(
        (start) => expect.stringContaining(start),
      ),
    )
  })

  it('does not take a transfer of the wrong amount as payment: it is given back', async () => {
    const shopper = await signUp(harness.app)
    const order = await placed(harness.app, shopper.token, cap)
    await sendTransfer(order, 'short')
    await harness.services.background.drain()
    const answer = await verifyPayment(harness.app, shopper.token, order.reference)
    expect(answer.body).toEqual(VERIFY_ANSWERS.mismatch)
    expect(await myOrder(shopper.token, order.reference)).toMatchObject({ payment: false })
    const [refund] = await database.db
      .select()
      .from(refunds)
      .where(eq(refunds.paymentReference, order.reference))
    expect(refund).toMatchObject({ amountKobo: order.amount - 10_000 })
  })

  it('keeps waiting for a transfer that never lands, without giving the order up early', async () => {
    const shopper = await signUp(harness.app)
    const order = await placed(harness.app, shopper.token, cap)
    await sendTransfer(order, 'never')
    await harness.services.background.drain()
    harness.clock.advance(10 * 60_000)
    await harness.services.orders.payments.reconcile()
    expect(await myOrder(shopper.token, order.reference)).toMatchObject({
      paymentStatus: 'awaiting',
      awaitingTransfer: true,
    })
  })

  it('offers no transfer when the store does not take them', async () => {
    await harness.services.storeSettings.change({ paymentChannels: ['card'] }, 'test')
    try {
      const shopper = await signUp(harness.app)
      const order = await placed(harness.app, shopper.token, cap)
      const page = await (
        await harness.app.request(`/paystack-emulator/checkout/${order.accessCode}`)
      ).text()
      expect(page).not.toContain('Pay with transfer')
      expect((await sendTransfer(order, 'arrives')).status).toBe(404)
    } finally {
      await harness.services.storeSettings.change(
        { paymentChannels: ['card', 'bank_transfer'] },
        'test',
      )
    }
  })
})
