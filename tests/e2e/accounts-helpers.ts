/**
 * Accounts for the end-to-end tests, made as people make them: signing up and logging in through
 * the store's pages or API, and a store team member made so with `npm run admin`.
 */
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { runAdminCommand } from '../admin-command.ts'
import { ADDRESS_CONFIRMATION_SUBJECT, mailsTo } from '../outbox.ts'
import { openStore } from './browser.ts'
import type { RunningServer } from './server.ts'

/** Every account these tests make has this password. */
export const PASSWORD = 'e2e account passphrase'

/** Signs up on /signup, as a shopper does, and waits for the home page. */
export async function signUp(server: RunningServer, page: Page, name: string, email: string) {
  await openStore(page, `${server.url}/signup`)
  await page.getByLabel('Name').fill(name)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Sign up' }).click()
  await page.waitForURL(`${server.url}/`)
}

/**
 * Opens the link mailed at sign-up and confirms on its page, as the mailbox's owner does, so the
 * account's address is proven (ADR 034) and its mails greet the shopper by name.
 */
export async function confirmAddress(server: RunningServer, page: Page, email: string) {
  const [mail] = await mailsTo(server.dataDir, email, ADDRESS_CONFIRMATION_SUBJECT)
  const link = /https?:\/\/\S+\/account\/confirm-email\?token=[\w-]+/.exec(mail?.text ?? '')?.[0]
  if (!link) throw new Error(`no confirmation link for ${email}`)
  const { pathname, search } = new URL(link)
  await openStore(page, `${server.url}${pathname}${search}`)
  await page.getByRole('button', { name: 'Confirm my e-mail' }).click()
  await page.getByText('Your e-mail address is confirmed').waitFor()
}

/** Logs in on /login and waits for the home page. */
export async function logIn(server: RunningServer, page: Page, email: string) {
  await openStore(page, `${server.url}/login`)
  await page.getByLabel('Email').fill(email)
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD)
  await page.getByRole('button', { name: 'Login' }).click()
  await page.waitForURL(`${server.url}/`)
}

/** A sign-up through the API, as the storefront makes it. */
export async function registerAccount(server: RunningServer, name: string, email: string) {
  const res = await fetch(`${server.url}/api/users/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, email, password: PASSWORD }),
  })
  expect(res.status).toBe(201)
}

/** A store team member: signed up through the API and made an admin with the command line. */
export async function teamMember(server: RunningServer, name: string, email: string) {
  await registerAccount(server, name, email)
  expect(await runAdminCommand(server, 'create-admin', email)).toContain(`${email} is now an admin`)
}
