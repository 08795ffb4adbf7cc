import { readdirSync } from 'node:fs'
import path from 'node:path'
import type { Browser, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eventually, readOutbox } from '../outbox.ts'
import { launchChromium, openStore } from './browser.ts'
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

const VIEWPORTS = [
  ['a 360 px phone', { width: 360, height: 780 }],
  ['a 1280 px desktop', { width: 1280, height: 900 }],
] as const

/** The reset link of the newest message to `email` in the server's outbox, once it is there. */
async function resetLinkFromOutbox(email: string): Promise<string> {
  let link: string | undefined
  await eventually(
    `a reset e-mail for ${email}`,
    async () => {
      const resets = (await readOutbox(server.dataDir)).filter(
        (mail) => mail.to === email && mail.subject === 'Reset your Adire password',
      )
      link = /http:\/\/\S+\/login\/resetPassword\?token=[\w-]+/.exec(resets.at(-1)?.text ?? '')?.[0]
      return link !== undefined
    },
    10_000,
  )
  return link as string
}

async function storedToken(page: Page) {
  return page.evaluate(() => localStorage.getItem('token'))
}

async function logOut(page: Page, width: number) {
  if (width < 768) {
    // On a phone, from the side menu.
    await page.getByRole('button', { name: 'Open menu' }).click()
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('button', { name: 'Logout' }).click()
  } else {
    await page.getByRole('button', { name: 'Account' }).click()
    await page.getByRole('button', { name: 'Logout' }).click()
  }
  await page.waitForURL(/\/login$/)
}

describe.each(VIEWPORTS)('a new shopper on %s', (_, viewport) => {
  it('signs up, logs out and in, resets a forgotten password from the outbox e-mail, and logs in with it', async () => {
    const page = await browser.newPage({ viewport })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
    page.on('console', (message) => {
      // A wrong password is answered 401, which the browser logs as a failed request.
      if (message.type() === 'error' && !/status of 401/.test(message.text())) {
        errors.push(message.text())
      }
    })
    const email = `amaka.${viewport.width}.${Date.now()}@example.com`
    const password = 'my first passphrase'
    const newPassword = 'a better passphrase'

    // Sign up: the toast, then the home page after a moment, signed in.
    await openStore(page, `${server.url}/signup`)
    await page.getByLabel('Name').fill('Amaka Obi')
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.getByRole('button', { name: 'Sign up' }).click()
    await page.getByText('Account created successfully 🎉').waitFor()
    await page.waitForURL(`${server.url}/`)
    const firstToken = await storedToken(page)
    expect(firstToken).toMatch(/^[\w-]{43}$/)
    await page.getByRole('button', { name: 'Account' }).waitFor()

    // Log out: the token is gone from the browser at once, and dead on the server as soon as
    // the revocation (sent without making the shopper wait) has arrived.
    await logOut(page, viewport.width)
    expect(await storedToken(page)).toBeNull()
    const checkToken = async () =>
      (await fetch(`${server.url}/api/users/me`, { headers: { token: firstToken as string } }))
        .status
    await expect.poll(checkToken, { timeout: 5000 }).toBe(401)

    // Log in.
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.getByRole('button', { name: 'Login' }).click()
    await page.getByText('Login successful').waitFor()
    await page.waitForURL(`${server.url}/`)
    await page.getByRole('button', { name: 'Account' }).waitFor()
    await logOut(page, viewport.width)

    // Forgotten password: the link arrives in the outbox.
    await page.getByRole('link', { name: 'Forgotten Password?' }).click()
    // The login form stays on screen until the next page's code has loaded.
    const send = page.getByRole('button', { name: 'Send Reset Link' })
    await send.waitFor()
    await page.getByLabel('Email').fill(email)
    await send.click()
    await page.getByText('Reset link sent! Check your email.').waitFor()
    await page.waitForURL(/\/login$/)
    const link = await resetLinkFromOutbox(email)
    expect(server.output()).toContain(`Link: ${link}`)

    // The link, opened in the browser: a new password.
    await openStore(page, link.replace(/^http:\/\/[^/]+/, server.url))
    await page.getByLabel('New Password', { exact: true }).fill(newPassword)
    await page.getByRole('button', { name: 'Reset Password' }).click()
    await page.getByText('Password reset successful!').waitFor()
    await page.waitForURL(/\/login$/)

    // The old password no longer works; the new one does.
    await page.getByLabel('Email').fill(email)
    await page.getByLabel('Password', { exact: true }).fill(password)
    await page.getByRole('button', { name: 'Login' }).click()
    await expect
      .poll(() => page.getByRole('alert').filter({ hasText: 'Invalid email or password' }).count())
      .toBeGreaterThan(0)
    await page.getByLabel('Password', { exact: true }).fill(newPassword)
    await page.getByRole('button', { name: 'Login' }).click()
    await page.waitForURL(`${server.url}/`)
    await page.getByRole('button', { name: 'Account' }).waitFor()

    // Signed in, the login page has nothing to offer: it sends the shopper home. The server
    // rendered it signed out, so this also proves the page hydrates without a mismatch.
    await openStore(page, `${server.url}/login`)
    await page.waitForURL(`${server.url}/`)

    expect(errors).toEqual([])
    await page.close()
  })
})

describe('the mail outbox', () => {
  it('is never served over HTTP', async () => {
    const files = readdirSync(path.join(server.dataDir, 'outbox'))
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) {
      for (const where of [`/outbox/${file}`, `/data/outbox/${file}`, `/..%2Foutbox%2F${file}`]) {
        const res = await fetch(`${server.url}${where}`)
        expect(res.status).toBe(404)
        expect(await res.text()).not.toContain('resetPassword?token=')
      }
    }
  })
})
