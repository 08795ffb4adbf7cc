import { productPath } from '@adire/contract'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { subjectsTo } from '../outbox.ts'
import { launchChromium, openStore, orderCard } from './browser.ts'
import { startStore } from './prepared-store.ts'
import type { RunningServer } from './server.ts'

let server: RunningServer
let browser: Browser

beforeAll(async () => {
  server = await startStore()
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  if (server) await server.stop()
})

/** The subjects of the e-mails in the server's outbox addressed to `email`, but the sign-up's. */
const outboxSubjects = (email: string) => subjectsTo(server.dataDir, email)

describe('paying for an order with the built-in Paystack emulator', () => {
  it('takes a shopper from the cart through a declined card and a payment to their orders', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 780 } })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
    page.on('console', (message) => {
      // A declined card answers 402 inside the payment window; the browser logs it.
      if (message.type() === 'error' && !/status of 402/.test(message.text())) {
        errors.push(`${page.url()}: ${message.text()}`)
      }
    })
    const email = `tunde.${Date.now()}@example.com`

    await openStore(page, `${server.url}${productPath('lagos-sun-cap')}`)
    await page.getByText('One size', { exact: true }).click()
    await page.getByRole('button', { name: 'ADD TO CART' }).click()
    await page.getByRole('link', { name: 'Cart, 1 item' }).click()

    // Signed out, the checkout asks for an account first, then brings the shopper back to it
    // with the cart (docs/product.md §2.12).
    await page.getByRole('link', { name: 'PROCEED TO CHECKOUT' }).click()
    await page.waitForURL(`${server.url}/login?next=/place-order`)
    await page.getByText('Log in to check out. Your cart comes with you.').waitFor()
    await page.getByRole('link', { name: 'Sign up' }).click()
    await page.waitForURL(`${server.url}/signup?next=/place-order`)
    await page.getByLabel('Name').fill('Tunde Bakare')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill('checkout passphrase')
    await page.getByRole('button', { name: 'Sign up' }).click()
    await page.waitForURL(`${server.url}/place-order`)
    const form = page.getByRole('form', { name: 'Place your order' })
    await form.waitFor()
    // The account's name and e-mail are filled in; the rest is the shopper's.
    // (Filled once the session is known: polled, not read once.)
    await expect.poll(() => form.getByLabel('Email').inputValue()).toBe(email)
    await form.getByLabel('Street').fill('7 Bode Thomas Street')
    await form.getByLabel('City').fill('Surulere')
    await form.getByLabel('State').selectOption('Lagos')
    await form.getByLabel('Zip code').fill('101283')
    await form.getByLabel('Phone').fill('0803 555 0101')
    await form.getByRole('radio', { name: /^Card/ }).check()
    await form.getByRole('button', { name: /^Pay ₦/ }).click()

    // The emulator's checkout, framed over the page. Closed once without paying: paying again
    // pays the order that left waiting, so the shopper ends with one order, not two (below).
    const checkout = page.frameLocator('iframe[title="Paystack checkout"]')
    await checkout.getByLabel('Card number').waitFor()
    await page.getByRole('button', { name: 'Close payment window' }).click()
    await page.getByText('Payment window closed').waitFor()
    await form.getByRole('button', { name: /^Pay ₦/ }).click()
    // A declined card first, then the good one.
    const window = page.getByRole('dialog')
    await window.waitFor()
    await checkout.getByLabel('Card number').fill('4084080000005408')
    await checkout.getByRole('button', { name: /^Pay ₦/ }).click()
    await checkout.getByRole('alert').filter({ hasText: 'Declined' }).waitFor()
    await checkout.getByLabel('Card number').fill('4084084084084081')
    await checkout.getByRole('button', { name: /^Pay ₦/ }).click()

    await page.getByText('Order placed successfully!').waitFor()
    await page.waitForURL(/\/orders\?reference=ADR-/)
    const reference = new URL(page.url()).searchParams.get('reference') as string
    await page.getByRole('link', { name: 'Cart, 0 items' }).waitFor()

    // The server agrees: one paid order, the account's cart empty, a confirmation e-mailed.
    const token = (await page.evaluate(() => localStorage.getItem('token'))) as string
    const orders = await (
      await fetch(`${server.url}/api/order/userorders`, { method: 'POST', headers: { token } })
    ).json()
    expect(orders.orders).toEqual([
      expect.objectContaining({
        reference,
        payment: true,
        status: 'Order Placed',
        testPayment: true,
      }),
    ])
    // The card is headed by the order's short number, to read out on the phone.
    const { orderNumber } = orders.orders[0]
    expect(orderNumber).toBeGreaterThanOrEqual(1001)
    await orderCard(page, reference)
      .getByRole('heading', { name: `Order #${orderNumber}`, exact: true })
      .waitFor()
    // The confirmation to keep: thanks, where it goes, when it should arrive, the receipt.
    const confirmation = orderCard(page, reference).locator('[data-state="confirmation"]')
    await confirmation.getByText('Thank you, Tunde. Your order is confirmed.').waitFor()
    expect(await confirmation.textContent()).toContain('7 Bode Thomas Street, Surulere, Lagos')
    await confirmation.getByText('We have e-mailed you a receipt.').waitFor()
    const cart = await (await fetch(`${server.url}/api/cart/get`, { headers: { token } })).json()
    expect(cart.cartData).toEqual({})
    await expect
      .poll(() => outboxSubjects(email))
      .toEqual([`Your Adire order ${reference} is confirmed`])
    expect(server.output()).toContain('Payments are emulated')

    expect(errors).toEqual([])
    await page.close()
  })
})
