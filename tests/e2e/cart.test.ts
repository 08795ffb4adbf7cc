import { productPath } from '@adire/contract'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { signUp } from './accounts-helpers.ts'
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

/** Every page of the context, watched for errors (a refused script, a failed hydration...). */
function watch(context: BrowserContext) {
  const errors: string[] = []
  context.on('page', (page) => {
    page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`)
    })
  })
  return errors
}

async function addToCart(page: Page, productId: string, size: string) {
  await openStore(page, `${server.url}${productPath(productId)}`)
  await page.getByText(size, { exact: true }).click()
  await page.getByRole('button', { name: 'ADD TO CART' }).click()
  await page.getByRole('status').filter({ hasText: 'Added to cart' }).first().waitFor()
}

const badge = (page: Page, count: number) =>
  page.getByRole('link', { name: `Cart, ${count} ${count === 1 ? 'item' : 'items'}` }).waitFor()

async function serverCart(token: string) {
  const res = await fetch(`${server.url}/api/cart/get`, { headers: { token } })
  return ((await res.json()) as { cartData: Record<string, Record<string, number>> }).cartData
}

describe('a cart that never loses an item', () => {
  it('follows a guest into a new account, across tabs, out at logout and back at login', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
    const errors = watch(context)
    const tab = await context.newPage()

    // As a guest: three lines, still there after a reload.
    await addToCart(tab, 'indigo-adire-hoodie', 'M')
    await addToCart(tab, 'indigo-adire-hoodie', 'L')
    await addToCart(tab, 'lagos-sun-cap', 'One size')
    await badge(tab, 3)
    await tab.reload()
    await badge(tab, 3)

    // Signing up hands the lines to the account; the badge does not move.
    const email = `cart.${Date.now()}@example.com`
    await openStore(tab, `${server.url}/signup`)
    await tab.getByLabel('Name').fill('Ngozi Eze')
    await tab.getByLabel('Email').fill(email)
    await tab.getByLabel('Password', { exact: true }).fill('a cart passphrase')
    await tab.getByRole('button', { name: 'Sign up' }).click()
    await tab.waitForURL(`${server.url}/`)
    await badge(tab, 3)
    const token = (await tab.evaluate(() => localStorage.getItem('token'))) as string
    await expect
      .poll(() => serverCart(token))
      .toEqual({ 'indigo-adire-hoodie': { M: 1, L: 1 }, 'lagos-sun-cap': { 'One size': 1 } })

    // A second tab shows the same cart; a change there shows in the first.
    const second = await context.newPage()
    await openStore(second, `${server.url}/cart`)
    await second.getByRole('heading', { level: 1 }).filter({ hasText: 'Your Shopping' }).waitFor()
    const hoodieM = second.getByLabel('Qty of Indigo Adire Hoodie, size M')
    await hoodieM.fill('3')
    await hoodieM.blur()
    await badge(second, 5)
    await badge(tab, 5)
    await second.getByRole('button', { name: 'Remove Lagos Sun Cap, size One size' }).click()
    await badge(second, 4)
    await expect.poll(() => serverCart(token)).toEqual({ 'indigo-adire-hoodie': { M: 3, L: 1 } })

    // Logging out empties the cart here; logging in brings the account's cart back.
    await second.getByRole('button', { name: 'Account' }).click()
    await second.getByRole('button', { name: 'Logout' }).click()
    await second.waitForURL(/\/login$/)
    expect(await second.evaluate(() => localStorage.getItem('cartItems'))).toBeNull()
    await openStore(second, `${server.url}/cart`)
    await second.getByText('Your cart is empty').waitFor()
    await badge(second, 0)

    await openStore(second, `${server.url}/login`)
    await second.getByLabel('Email').fill(email)
    await second.getByLabel('Password', { exact: true }).fill('a cart passphrase')
    await second.getByRole('button', { name: 'Login' }).click()
    await second.waitForURL(`${server.url}/`)
    await badge(second, 4)
    await openStore(second, `${server.url}/cart`)
    await expect(
      second.getByLabel('Qty of Indigo Adire Hoodie, size M').inputValue(),
    ).resolves.toBe('3')

    expect(errors).toEqual([])
    await context.close()
  })

  it('keeps a change whose call was still on its way when the page was left, and sends it again', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } })
    const errors = watch(context)
    const tab = await context.newPage()
    await signUp(server, tab, 'Tunde Bello', `left.${Date.now()}@example.com`)
    await addToCart(tab, 'lagos-sun-cap', 'One size')
    const token = (await tab.evaluate(() => localStorage.getItem('token'))) as string
    await expect.poll(() => serverCart(token)).toEqual({ 'lagos-sun-cap': { 'One size': 1 } })

    // The next change's call never gets an answer before the shopper reloads (a slow network,
    // a busy phone): the page takes it down with it, made or not.
    await openStore(tab, `${server.url}/cart`)
    let held = false
    await tab.route(`${server.url}/api/cart/update`, async (route) => {
      if (held) return route.continue()
      held = true
      await new Promise(() => {})
    })
    await tab.getByRole('button', { name: 'One more Lagos Sun Cap, size One size' }).click()
    await badge(tab, 2)
    await expect.poll(() => held).toBe(true)
    await openStore(tab, `${server.url}/cart`)

    // Sent again on the load: the cart and the server agree on what the shopper last saw.
    await badge(tab, 2)
    await expect.poll(() => serverCart(token)).toEqual({ 'lagos-sun-cap': { 'One size': 2 } })
    expect(await tab.evaluate(() => localStorage.getItem('cartUnsaved'))).toBeNull()
    await badge(tab, 2)
    expect(errors).toEqual([])
    await tab.unrouteAll({ behavior: 'ignoreErrors' })
    await context.close()
  })
})
