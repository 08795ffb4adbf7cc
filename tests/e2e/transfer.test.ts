/**
 * Paying by bank transfer, end to end (docs/product.md §4.9): the emulator's "Pay with transfer"
 * with its bank answering after 5 s. The shopper sends the money and is told the store waits for
 * it; when it lands the order is placed once, and both the shopper and the store are e-mailed.
 */
import { productPath } from '@adire/contract'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runAdminCommand } from '../admin-command.ts'
import { readOutbox } from '../outbox.ts'
import { signUp } from './accounts-helpers.ts'
import { launchChromium, openStore } from './browser.ts'
import { fillCheckout } from './checkout-helpers.ts'
import { type RunningServer, startServer } from './server.ts'

let server: RunningServer
let browser: Browser

beforeAll(async () => {
  server = await startServer({ PAYSTACK_EMULATOR_TRANSFER_SECONDS: '5' })
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  if (server) await server.stop()
})

describe('paying by bank transfer', () => {
  it('waits for the transfer, then places the order once and e-mails the shopper and the store', async () => {
    const storeEmail = 'orders@adire.test'
    await runAdminCommand(server, 'settings', 'set', 'store-email', storeEmail)
    const email = `emeka.${Date.now()}@example.com`
    const shopper = await browser.newPage({ viewport: { width: 360, height: 780 } })
    await signUp(server, shopper, 'Emeka Obi', email)
    await openStore(shopper, `${server.url}${productPath('lagos-sun-cap')}`)
    await shopper.getByText('One size', { exact: true }).click()
    await shopper.getByRole('button', { name: 'ADD TO CART' }).click()
    await shopper.getByRole('status').filter({ hasText: 'Added to cart' }).first().waitFor()

    const form = await fillCheckout(server, shopper, {
      street: '9 Ogui Road',
      city: 'Enugu',
      state: 'Enugu',
      zipcode: '400001',
      phone: '0803 555 0123',
    })
    await form.getByRole('button', { name: /^Pay ₦/ }).click()

    // Paystack's window: the transfer account, then "I've sent the money".
    const window = shopper.frameLocator('iframe[title="Paystack checkout"]')
    await window.getByRole('heading', { name: 'Pay with transfer' }).waitFor()
    await expect.poll(() => window.getByText(/^99\d{8}$/).count()).toBe(1)
    await window.getByRole('button', { name: 'I’ve sent the money' }).click()

    await shopper.waitForURL(/\/orders\?reference=ADR-/)
    const reference = new URL(shopper.url()).searchParams.get('reference') as string
    const order = shopper.getByRole('article', { name: `Order ${reference}` })
    await order.getByText('We’re waiting for your transfer.', { exact: false }).waitFor()
    expect(await order.getByRole('button', { name: 'Pay now' }).count()).toBe(0)

    // Five seconds on, the bank answers: the order is placed (Track Order asks again).
    await expect
      .poll(
        async () => {
          await order.getByRole('button', { name: 'Track Order' }).click()
          return order.locator('[data-status]').first().textContent()
        },
        { timeout: 30_000, interval: 1000 },
      )
      .toBe('Order Placed')
    await expect
      .poll(async () => {
        const mails = await readOutbox(server.dataDir)
        return mails
          .filter((mail) => mail.subject.includes(reference))
          .map((mail) => `${mail.to}: ${mail.subject.split(' ').slice(0, 2).join(' ')}`)
          .sort()
      })
      .toEqual([`${email}: Your Adire`, `${storeEmail}: New order`])
  })
})
