/**
 * The store's settings, end to end (docs/product.md §11.7): the owner changes the delivery fee
 * and the ways to pay on /admin/settings on a phone; a shopper's cart shows the new fee at
 * once; the command line shows the change and who made it.
 */
import { productPath } from '@adire/contract'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runAdminCommand } from '../admin-command.ts'
import { logIn, teamMember } from './accounts-helpers.ts'
import { launchChromium, openStore } from './browser.ts'
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
})
