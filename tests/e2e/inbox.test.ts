/**
 * The store team's inbox, end to end (docs/product.md §11.8, §12): a shopper writes from the
 * contact page; the message is e-mailed to the store's address and shows in /admin/messages,
 * where a team member marks it handled.
 */
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runAdminCommand } from '../admin-command.ts'
import { readOutbox } from '../outbox.ts'
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
