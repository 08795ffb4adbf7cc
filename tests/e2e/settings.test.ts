/**
 * The store's settings, end to end (docs/product.md §11.7): the owner changes the delivery fee
 * and the ways to pay on /admin/settings on a phone; a shopper's cart shows the new fee at
 * once; the command line shows the change and who made it. Then delivery by state (§9.8): the
 * example zones loaded from the command line, a Kano order charged the North zone's fee, and a
 * larger one delivered free.
 */
import { fileURLToPath } from 'node:url'
import { formatTotal, productPath } from '@adire/contract'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runAdminCommand } from '../admin-command.ts'
import { readOutbox } from '../outbox.ts'
import { logIn, signUp, teamMember } from './accounts-helpers.ts'
import { launchChromium, openStore } from './browser.ts'
import { payForCart } from './checkout-helpers.ts'
import { type RunningServer, startServer } from './server.ts'

let server: RunningServer
let browser: Browser

beforeAll(async () => {
  server = await startServer()
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
    await expect.poll(() => feeLine.textContent()).toBe('₦1,500.00')

    const printed = await runAdminCommand(server, 'settings')
    expect(printed).toMatch(/^delivery-fee: 1500$/m)
    expect(printed).toMatch(/^payment-channels: card,bank_transfer,ussd$/m)
    expect(printed).toContain(`delivery-fee = 1500  (${ownerEmail})`)
  })

  it('price delivery by the shopper’s state: Kano pays the North fee, a larger order none', async () => {
    const example = fileURLToPath(new URL('../../docs/delivery-zones.example.csv', import.meta.url))
    expect(await runAdminCommand(server, 'zones', 'import', example)).toMatch(
      /^Imported 4 delivery zones:/,
    )
    await runAdminCommand(server, 'settings', 'set', 'free-delivery-over', '50000')
    const kano = {
      street: '4 Bompai Road',
      city: 'Nassarawa',
      state: 'Kano',
      zipcode: '700241',
      phone: '0803 555 0199',
    }
    const email = `aisha.${Date.now()}@example.com`
    const shopper = await browser.newPage({ viewport: { width: 360, height: 780 } })
    await signUp(server, shopper, 'Aisha Bello', email)
    const addToCart = async (id: string, size: string) => {
      await openStore(shopper, `${server.url}${productPath(id)}`)
      await shopper.getByText(size, { exact: true }).click()
      await shopper.getByRole('button', { name: 'ADD TO CART' }).click()
      await shopper.getByRole('status').filter({ hasText: 'Added to cart' }).first().waitFor()
    }
    const feeLine = shopper.locator('dt', { hasText: 'Delivery fee' }).locator('+ dd')

    // First order: the cap, to Kano. The cart does not know the state yet.
    await addToCart('lagos-sun-cap', 'One size')
    await openStore(shopper, `${server.url}/cart`)
    await expect.poll(() => feeLine.textContent()).toBe('Calculated at checkout')
    const { product } = (await (
      await fetch(`${server.url}/api/products/lagos-sun-cap`)
    ).json()) as {
      product: { price: number }
    }
    await payForCart(server, shopper, kano, formatTotal(product.price + 5000))
    await expect
      .poll(async () => {
        const mails = await readOutbox(server.dataDir)
        return mails.find((mail) => mail.to === email && /is confirmed/.test(mail.subject))?.text
      })
      .toContain('Delivery: ₦5,000.00 (North, 3–5 working days)')

    // Second order: two hoodies, ₦57,000, past the free-delivery amount. The cart now prices
    // delivery for Kano, the last order's state: free.
    await addToCart('indigo-adire-hoodie', 'M')
    await addToCart('indigo-adire-hoodie', 'M')
    await openStore(shopper, `${server.url}/cart`)
    await expect.poll(() => feeLine.textContent()).toBe('Free')
    await payForCart(server, shopper, kano, '₦57,000.00')
  })
})
