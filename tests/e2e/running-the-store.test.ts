/**
 * Running the store, end to end, on one server (it starts once: each start costs seconds):
 * - its settings (docs/product.md §11.7): the owner changes the delivery fee and the ways to pay
 *   on /admin/settings on a phone; a shopper's cart shows the new fee at once; the command line
 *   shows the change and who made it;
 * - delivery by state (§9.8): the example zones loaded from the command line, a Kano order
 *   charged the North zone's fee, and a larger one delivered free;
 * - the store's contact (§9.7): set from the command line, on every page's footer, server-rendered,
 *   within two seconds;
 * - the inbox (§11.8): a contact message e-mailed to the store and listed on /admin/messages;
 * - a bank transfer (§4.9), the emulator's bank answering after 5 s: waited for, then the
 *   order placed once and both e-mails sent.
 */
import { fileURLToPath } from 'node:url'
import { formatNaira, productPath } from '@adire/contract'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runAdminCommand } from '../admin-command.ts'
import { readOutbox } from '../outbox.ts'
import { logIn, signUp, teamMember } from './accounts-helpers.ts'
import { launchChromium, openStore, orderCard } from './browser.ts'
import { addToCart, fillCheckout, payForCart, payToSavedAddress } from './checkout-helpers.ts'
import { startStore } from './prepared-store.ts'
import type { RunningServer } from './server.ts'

let server: RunningServer
let browser: Browser

beforeAll(async () => {
  server = await startStore({ PAYSTACK_EMULATOR_TRANSFER_SECONDS: '5' })
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  if (server) await server.stop()
})

describe("the store's settings", () => {
  it('change the delivery fee shoppers pay, recorded with who changed it', async () => {
    const ownerEmail = `owner.${Date.now()}@example.com`
    await teamMember(server, 'Bisi Store Owner', ownerEmail)

    const owner = await browser.newPage({ viewport: { width: 360, height: 780 } })
    await logIn(server, owner, ownerEmail)
    await openStore(owner, `${server.url}/admin/settings`)
    const fee = owner.getByRole('textbox', { name: 'Delivery fee (₦)' })
    await expect.poll(() => fee.inputValue()).toBe('0')
    await fee.fill('1500')
    await owner.getByRole('checkbox', { name: 'USSD' }).check()
    await owner.getByRole('button', { name: 'Save settings' }).click()
    await owner.getByRole('status').filter({ hasText: 'Settings saved.' }).waitFor()

    const shopper = await browser.newPage({ viewport: { width: 360, height: 780 } })
    await openStore(shopper, `${server.url}${productPath('indigo-adire-hoodie')}`)
    await shopper.getByText('M', { exact: true }).click()
    await shopper.getByRole('button', { name: 'ADD TO CART' }).click()
    await shopper.getByRole('status').filter({ hasText: 'Added to cart' }).first().waitFor()
    await openStore(shopper, `${server.url}/cart`)
    const feeLine = shopper.locator('dt', { hasText: 'Delivery fee' }).locator('+ dd')
    await expect.poll(() => feeLine.textContent()).toBe('₦1,500')

    const printed = await runAdminCommand(server, 'settings')
    expect(printed).toMatch(/^delivery-fee: 1500$/m)
    expect(printed).toMatch(/^payment-channels: card,bank_transfer,ussd$/m)
    expect(printed).toContain(`delivery-fee = 1500  (${ownerEmail})`)
  })
})

describe('delivery by the shopper’s state', () => {
  // One shopper's two orders, one test each: the second needs the first's saved address.
  const kano = {
    street: '4 Bompai Road',
    city: 'Nassarawa',
    state: 'Kano',
    zipcode: '700241',
    phone: '0803 555 0199',
  }
  const email = `aisha.${Date.now()}@example.com`
  let shopper: Page
  const addToCart = async (id: string, size: string) => {
    await openStore(shopper, `${server.url}${productPath(id)}`)
    await shopper.getByText(size, { exact: true }).click()
    await shopper.getByRole('button', { name: 'ADD TO CART' }).click()
    await shopper.getByRole('status').filter({ hasText: 'Added to cart' }).first().waitFor()
  }
  const feeLine = () => shopper.locator('dt', { hasText: 'Delivery fee' }).locator('+ dd')

  it('charges a Kano order the North zone’s fee, loaded from the example zones', async () => {
    const example = fileURLToPath(new URL('../../docs/delivery-zones.example.csv', import.meta.url))
    expect(await runAdminCommand(server, 'zones', 'import', example)).toMatch(
      /^Imported 4 delivery zones:/,
    )
    await runAdminCommand(server, 'settings', 'set', 'free-delivery-over', '50000')
    shopper = await browser.newPage({ viewport: { width: 360, height: 780 } })
    await signUp(server, shopper, 'Aisha Bello', email)

    // The cap, to Kano. The cart does not know the state yet.
    await addToCart('lagos-sun-cap', 'One size')
    await openStore(shopper, `${server.url}/cart`)
    await expect.poll(() => feeLine().textContent()).toBe('Calculated at checkout')
    const { product } = (await (
      await fetch(`${server.url}/api/products/lagos-sun-cap`)
    ).json()) as {
      product: { price: number }
    }
    await payForCart(server, shopper, kano, formatNaira(product.price + 5000))
    await expect
      .poll(async () => {
        const mails = await readOutbox(server.dataDir)
        return mails.find((mail) => mail.to === email && /is confirmed/.test(mail.subject))?.text
      })
      .toContain('Delivery: ₦5,000 (North, 3–5 working days)')
  })

  it('delivers a larger order free, to the Kano address saved with the first', async () => {
    // Two hoodies, ₦57,000, past the free-delivery amount. The cart now prices delivery for
    // Kano, the last order's state: free; and checkout offers the Kano address, saved to the
    // book with the first order.
    await addToCart('indigo-adire-hoodie', 'M')
    await addToCart('indigo-adire-hoodie', 'M')
    await openStore(shopper, `${server.url}/cart`)
    await expect.poll(() => feeLine().textContent()).toBe('Free')
    await payToSavedAddress(server, shopper, kano.street, '₦57,000')
  })
})

describe("the store's contact", () => {
  it('shows what the command line sets on every page, rendered on the server, within 2 s', async () => {
    const home = () => fetch(`${server.url}/`).then((res) => res.text())
    // Not set yet: nothing shown, and the chat link goes to the contact page.
    expect(await home()).not.toContain('+234 803 123 4500')
    await runAdminCommand(server, 'settings', 'set', 'store-phone', '0803 123 4500')
    await runAdminCommand(server, 'settings', 'set', 'whatsapp-number', '+234 803 123 4567')
    await runAdminCommand(server, 'settings', 'set', 'instagram-handle', '@adire.store')
    const changed = performance.now()
    // Server-rendered: the page's HTML itself, before any of its code runs.
    await expect.poll(home, { timeout: 2000, interval: 100 }).toContain('href="tel:+2348031234500"')
    expect(performance.now() - changed).toBeLessThan(2000)
    const page = await browser.newPage({ viewport: { width: 360, height: 780 } })
    await openStore(page, `${server.url}/about`)
    const footer = page.getByRole('contentinfo')
    await footer.getByRole('link', { name: '+234 803 123 4500' }).waitFor()
    expect(
      await footer.getByRole('link', { name: 'Instagram @adire.store' }).getAttribute('href'),
    ).toBe('https://www.instagram.com/adire.store')
    expect(
      await page.getByRole('link', { name: 'Chat with us on WhatsApp' }).getAttribute('href'),
    ).toBe('https://wa.me/2348031234567')
    await page.close()
  })
})

describe("the store team's inbox", () => {
  it('receives a contact message at the store’s address and on /admin/messages', async () => {
    const storeEmail = 'orders@adire.test'
    await runAdminCommand(server, 'settings', 'set', 'store-email', storeEmail)

    const shopper = await browser.newPage({ viewport: { width: 360, height: 780 } })
    await openStore(shopper, `${server.url}/contact`)
    await shopper.getByLabel('Full Name').fill('Halima Sani')
    await shopper.getByLabel('Email Address').fill('halima.sani@example.com')
    await shopper
      .getByLabel('Message', { exact: true })
      .fill('Do the Super Eagles jerseys come in children’s sizes? My son is 8.')
    await shopper.getByRole('button', { name: 'Submit' }).click()
    await shopper.getByText('Thank you! Your message has been sent.').waitFor()

    await expect
      .poll(async () =>
        (await readOutbox(server.dataDir))
          .filter((mail) => mail.to === storeEmail)
          .map((mail) => mail.subject),
      )
      .toContain('New message from Halima Sani')

    const ownerEmail = `owner.${Date.now()}@example.com`
    await teamMember(server, 'Bisi Store Owner', ownerEmail)
    const owner = await browser.newPage({ viewport: { width: 360, height: 780 } })
    await logIn(server, owner, ownerEmail)
    await openStore(owner, `${server.url}/admin/messages`)
    const message = owner.getByRole('article', { name: 'Halima Sani' })
    await message.getByText('My son is 8.', { exact: false }).waitFor()
    await expect(
      owner.getByRole('status').filter({ hasText: 'open message' }).textContent(),
    ).resolves.toBe('1 open message')
    expect(
      await message.getByRole('link', { name: 'Reply by e-mail' }).getAttribute('href'),
    ).toMatch(/^mailto:halima\.sani@example\.com\?subject=Re%3A%20your%20message%20to%20Adire/)
    await message.getByRole('button', { name: 'Mark as handled' }).click()
    await message.getByText(`Handled by ${ownerEmail} on`, { exact: false }).waitFor()
    await owner.getByRole('status').filter({ hasText: '0 open messages' }).waitFor()
  })
})

describe('paying by bank transfer', () => {
  it('waits for the transfer, then places the order once and e-mails the shopper and the store', async () => {
    const storeEmail = 'orders@adire.test'
    await runAdminCommand(server, 'settings', 'set', 'store-email', storeEmail)
    const email = `emeka.${Date.now()}@example.com`
    const shopper = await browser.newPage({ viewport: { width: 360, height: 780 } })
    await signUp(server, shopper, 'Emeka Obi', email)
    await openStore(shopper, `${server.url}${productPath('lagos-sun-cap')}`)
    await addToCart(shopper, 'One size')

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
    const order = orderCard(shopper, reference)
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
