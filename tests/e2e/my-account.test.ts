import { readFileSync } from 'node:fs'
import { AccountDataExport, productPath } from '@adire/contract'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readOutbox } from '../outbox.ts'
import { PASSWORD, signUp } from './accounts-helpers.ts'
import { launchChromium, openStore, orderCard } from './browser.ts'
import {
  addToCart,
  type Delivery,
  fillCheckout,
  payToSavedAddress,
  payWith,
} from './checkout-helpers.ts'
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

const HOME: Delivery = {
  street: '15 Awolowo Road',
  city: 'Ikoyi',
  state: 'Lagos',
  zipcode: '101233',
  phone: '0803 555 0142',
}

async function addCapToCart(page: Page) {
  await openStore(page, `${server.url}${productPath('lagos-sun-cap')}`)
  await addToCart(page, 'One size')
}

describe('a shopper’s account', () => {
  it('saves the address paid to, offers it next time, shows the order and its receipt, and lets the shopper take their data and leave', async () => {
    const page = await browser.newPage({ viewport: { width: 360, height: 780 } })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
    const email = `kemi.${Date.now()}@example.com`
    await signUp(server, page, 'Kemi Adeyemi', email)

    // The first order, to a new address, saved to the book (ticked by default).
    await addCapToCart(page)
    const form = await fillCheckout(server, page, HOME)
    await expect(
      form.getByRole('checkbox', { name: 'Save this address' }).isChecked(),
    ).resolves.toBe(true)
    const first = await payWith(page, form, /^Pay ₦/)

    // The second: the saved address is chosen on arrival; nothing to type.
    await addCapToCart(page)
    const second = await payToSavedAddress(server, page, HOME.street, /^Pay ₦/)
    expect(second).not.toBe(first)

    // My Orders opens the order, whole, and its receipt prints without the menus.
    const card = orderCard(page, second)
    await card.getByRole('link', { name: 'Order details' }).click()
    await page.waitForURL(`${server.url}/orders/${second}`)
    const main = page.getByRole('main')
    await main.getByRole('heading', { level: 1, name: /^Order #\d+$/ }).waitFor()
    await main.getByText(`Payment reference ${second}`).waitFor()
    await expect(main.getByText('15 Awolowo Road').isVisible()).resolves.toBe(true)
    await expect(main.getByText(second).first().isVisible()).resolves.toBe(true)
    await page.emulateMedia({ media: 'print' })
    await expect(page.getByRole('navigation', { name: 'Main' }).isVisible()).resolves.toBe(false)
    await expect(page.getByRole('contentinfo').isVisible()).resolves.toBe(false)
    await expect(main.getByText(/₦/).first().isVisible()).resolves.toBe(true)
    await page.emulateMedia({ media: 'screen' })

    // Signed in on a second device too, which the change of password signs out.
    const phoneToken = await (
      await fetch(`${server.url}/api/users/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email, password: PASSWORD }),
      })
    ).json()

    await openStore(page, `${server.url}/account`)
    const password = page.getByRole('region', { name: 'Password' })
    await password.getByLabel('Current password').fill(PASSWORD)
    await password.getByLabel('New password').fill('a fresh passphrase 2')
    await password.getByRole('button', { name: 'Change password' }).click()
    await page.getByText('Your other devices have been signed out.').first().waitFor()
    const stale = await fetch(`${server.url}/api/users/me`, {
      headers: { token: phoneToken.token },
    })
    expect(stale.status).toBe(401)
    await expect
      .poll(async () =>
        (await readOutbox(server.dataDir)).filter((m) => m.to === email).map((m) => m.subject),
      )
      .toContain('Your Adire password was changed')

    // Download my data: the file holds the account, the saved address and both orders.
    const data = page.getByRole('region', { name: 'Your data' })
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      data.getByRole('button', { name: 'Download my data' }).click(),
    ])
    expect(download.suggestedFilename()).toBe('adire-my-data.json')
    const file = AccountDataExport.parse(
      JSON.parse(readFileSync((await download.path()) as string, 'utf8')),
    )
    expect(file.account.email).toBe(email)
    expect(file.addresses.map((a) => a.street)).toEqual(['15 Awolowo Road'])
    expect(file.orders.map((o) => o.reference).sort()).toEqual([first, second].sort())

    // Delete my account: the password, the question, and out.
    await data.getByLabel('Password', { exact: true }).fill('a fresh passphrase 2')
    await data.getByRole('button', { name: 'Delete my account' }).click()
    await page
      .getByRole('alertdialog', { name: 'Delete your Adire account?' })
      .getByRole('button', { name: 'Delete my account' })
      .click()
    await page.getByText('Your account has been deleted').first().waitFor()
    await page.waitForURL(`${server.url}/login`)

    // Logging in again fails, with the old password or the new.
    for (const tried of [PASSWORD, 'a fresh passphrase 2']) {
      await page.getByLabel('Email').fill(email)
      await page.getByLabel('Password', { exact: true }).fill(tried)
      await page.getByRole('button', { name: 'Login' }).click()
      await page.getByText('Invalid email or password').first().waitFor()
    }
    expect(errors).toEqual([])
    await page.close()
  })
})
