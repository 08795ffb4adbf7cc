/**
 * Accounts for the end-to-end tests, made as people make them: signing up and logging in through
 * the store's pages or API, and a store team member made so with `npm run admin`.
 */
import type { Page } from 'playwright-core'
import { expect } from 'vitest'
import { runAdminCommand } from '../admin-command.ts'
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
