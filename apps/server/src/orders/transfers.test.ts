import {
  ORDER_MESSAGES,
  type PlaceOrderResponse,
  TRANSFER_REJECTED_MESSAGES,
  UserOrdersResponse,
  VERIFY_ANSWERS,
} from '@adire/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { paymentAttempts, payments, refunds } from '../db/schema.ts'
import { signWebhook } from '../payments/paystack/client.ts'
import { transferAccountNumber } from '../payments/paystack/emulator/pages.ts'
import type { TransferOutcome } from '../payments/paystack/emulator/sandbox.ts'
import { seedCatalogue } from '../seed/seed.ts'
import { openTestDatabase } from '../testing/database.ts'
import { payAgain, placed, verifyPayment } from '../testing/orders.ts'
import { send, signUp } from '../testing/requests.ts'
import { mailsTo, testApp } from '../testing/services.ts'

/*
 * Paying by bank transfer (docs/product.md §4.9) through the emulator's "Pay with transfer":
 * the shopper says the money is sent, the order waits for it, and it is confirmed once when the
 * transfer lands, whichever of verify, the webhook and the reconciler sees it first. A transfer
 * of the wrong amount, or one after the account expired, Paystack refuses and sends back itself
 * (`bank.transfer.rejected`): the shopper is told why and may pay again at once.
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
const sendTransfer = (order: PlaceOrderResponse, outcome: TransferOutcome) =>
  harness.app.request(`/paystack-emulator/checkout/${order.accessCode}/transfer`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ outcome }).toString(),
  })

/** Posts `body` to the webhook signed as Paystack (here, the emulator) signs it. */
function signedWebhook(body: object) {
  const raw = JSON.stringify(body)
  const key = harness.services.gateway.emulator?.secretKey ?? ''
  return harness.app.request('/api/order/webhook/paystack', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-paystack-signature': signWebhook(key, raw) },
    body: raw,
  })
}

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
      harness.services.orders.reconciler.run(),
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
        mailsTo(harness.mailer, shopper.email).includes(mail) ||
        mail.subject.startsWith(`New order ${order.reference}`),
    )
    expect(mails.map((mail) => mail.subject).sort()).toEqual(
      [`New order ${order.reference}`, `Your Adire order ${order.reference} is confirmed`].map(
        (start) => expect.stringContaining(start),
      ),
    )
  })

  it.each([
    ['short', 'wrong amount'],
    ['late', 'late'],
  ] as const)(
    'gives Pay now back at once when Paystack sends a %s transfer back, and says why',
    async (outcome, reason) => {
      const shopper = await signUp(harness.app)
      const order = await placed(harness.app, shopper.token, cap)
      await sendTransfer(order, outcome)
      // The shopper is back from the window: verify learns the transaction and waits for it.
      expect((await verifyPayment(harness.app, shopper.token, order.reference)).body).toEqual(
        VERIFY_ANSWERS['awaiting transfer'],
      )
      await harness.services.background.drain()
      const shown = await myOrder(shopper.token, order.reference)
      expect(shown).toMatchObject({ paymentStatus: 'awaiting', transferRejected: reason })
      expect(shown?.awaitingTransfer).toBeUndefined()
      expect(TRANSFER_REJECTED_MESSAGES[reason]).toContain('sent it back')
      // Paystack gave the money back itself: the store records no payment and owes no refund.
      const recorded = await database.db
        .select()
        .from(payments)
        .where(eq(payments.orderId, shown?._id ?? ''))
      expect(recorded).toEqual([])
      expect(
        await database.db
          .select()
          .from(refunds)
          .where(eq(refunds.orderId, shown?._id ?? '')),
      ).toEqual([])
      // Pay now works at once, and the new window starts with no word of the old transfer.
      const again = await payAgain(harness.app, shopper.token, shown?._id ?? '')
      const after = await myOrder(shopper.token, again.reference)
      expect(after?.transferRejected).toBeUndefined()
    },
  )

  it('finds a rejected transfer the store never asked about, by asking about the shopper’s open payments', async () => {
    const shopper = await signUp(harness.app)
    const order = await placed(harness.app, shopper.token, cap)
    // The shopper closed the window at once: verify never told the store Paystack's id.
    await sendTransfer(order, 'short')
    await harness.services.background.drain()
    expect(await myOrder(shopper.token, order.reference)).toMatchObject({
      transferRejected: 'wrong amount',
    })
  })

  it('ignores a rejection for a transaction Paystack reports paid, or one of no order of the store', async () => {
    const shopper = await signUp(harness.app)
    const order = await placed(harness.app, shopper.token, cap)
    await sendTransfer(order, 'arrives')
    await harness.services.background.drain()
    const [attempt] = await database.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.reference, order.reference))
    for (const transactionId of [attempt?.providerTransactionId, '999999']) {
      const res = await signedWebhook({
        event: 'bank.transfer.rejected',
        data: {
          bank_transfer: {
            amount: '100',
            message: 'incorrect amount sent',
            message_type: 'INCORRECT_AMOUNT',
            transaction_id: transactionId,
          },
          customer: { email: shopper.email },
        },
      })
      expect(res.status).toBe(200)
    }
    const shown = await myOrder(shopper.token, order.reference)
    expect(shown).toMatchObject({ paymentStatus: 'paid' })
    expect(shown?.transferRejected).toBeUndefined()
  })

  it('keeps waiting for a transfer that never lands, without giving the order up early', async () => {
    const shopper = await signUp(harness.app)
    const order = await placed(harness.app, shopper.token, cap)
    await sendTransfer(order, 'never')
    await harness.services.background.drain()
    harness.clock.advance(10 * 60_000)
    await harness.services.orders.reconciler.run()
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
