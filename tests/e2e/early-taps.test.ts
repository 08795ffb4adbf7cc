import { productPath } from '@adire/contract'
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from './browser.ts'
import { startStore } from './prepared-store.ts'
import type { RunningServer } from './server.ts'

/**
 * A shopper on a slow phone does not wait for the page's code: the server's page looks ready,
 * so they tap. Each test opens a page on a phone's connection and processor, acts as soon as
 * the control is painted, checks that this was before the page hydrated, and then that the
 * page did what was asked once it had.
 */

let server: RunningServer
let browser: Browser

const PASSWORD = 'an early passphrase'
const email = `early.${Date.now()}@example.com`

beforeAll(async () => {
  server = await startStore()
  browser = await launchChromium()
  const res = await fetch(`${server.url}/api/users/register`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'Early Bird', email, password: PASSWORD }),
  })
  expect(res.status).toBe(201)
})

afterAll(async () => {
  await browser?.close()
  if (server) await server.stop()
})

const PHONE: BrowserContextOptions = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
}
/** Wide enough for the collection's filter sidebar and the bar's theme toggle. */
const TABLET: BrowserContextOptions = { viewport: { width: 1024, height: 800 }, hasTouch: true }

interface Opened {
  context: BrowserContext
  page: Page
  errors: string[]
  /** Lets the app's entry script through (see `openEarly`). */
  letCodeIn: () => void
}

/** The app's entry script, which the page's loader adds: everything else runs from it. */
const ENTRY_SCRIPT = /\/assets\/index-[\w-]+\.js$/

/**
 * Opens a page on a phone's connection (1.6 Mbps down, 750 kbps up, 150 ms round trips) and
 * processor (4× slower), returning as soon as the response starts: no waiting for load or
 * for the app.
 *
 * The app's entry script is held back until the test calls `letCodeIn`. On a phone the code
 * takes seconds to arrive anyway; holding it makes sure the test's taps come first however
 * slowly a busy test machine runs the test's own steps, so the test never races the page.
 */
async function openEarly(
  path: string,
  options: BrowserContextOptions = PHONE,
  { replay = true, cart }: { replay?: boolean; cart?: Record<string, Record<string, number>> } = {},
): Promise<Opened> {
  const context = await browser.newContext(options)
  // The control run: the page's capture script stands aside (its test hook).
  if (!replay) await context.addInitScript(() => Object.assign(window, { __adireNoReplay: true }))
  // A guest's cart from an earlier visit.
  if (cart) {
    await context.addInitScript((items) => {
      localStorage.setItem('cartItems', JSON.stringify(items))
    }, cart)
  }
  const page = await context.newPage()
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  const cdp = await context.newCDPSession(page)
  await cdp.send('Network.enable')
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: 1.6e6 / 8,
    uploadThroughput: 750e3 / 8,
  })
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
  let letCodeIn = () => {}
  const codeLetIn = new Promise<void>((resolve) => {
    letCodeIn = resolve
  })
  await page.route(ENTRY_SCRIPT, async (route) => {
    await codeLetIn
    await route.continue()
  })
  await page.goto(`${server.url}${path}`, { waitUntil: 'commit' })
  return { context, page, errors, letCodeIn }
}

/**
 * In one look, so nothing can change in between: whether the app has hydrated yet, and how the
 * given controls stand (`aria-busy`, `data-pending`).
 */
function snapshot(page: Page, selectors: string[] = []) {
  return page.evaluate(
    (list) => ({
      interactive: document.documentElement.dataset.interactive ?? null,
      controls: list.map((selector) => {
        const element = document.querySelector(selector)
        return element
          ? {
              busy: element.getAttribute('aria-busy'),
              pending: element.hasAttribute('data-pending'),
            }
          : null
      }),
    }),
    selectors,
  )
}

const interactive = (page: Page) =>
  page.locator('html[data-interactive="true"]').waitFor({ state: 'attached' })

const storedCart = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cartItems') ?? 'null') as unknown)

const SUBMIT = 'form button[type="submit"]'

/**
 * Fills a form as a shopper does before the page has hydrated (tap each field, type) and taps
 * its submit button, which shows that it is waiting.
 */
async function fillAndSubmitEarly(page: Page, fields: [label: string, text: string][]) {
  for (const [label, text] of fields) {
    await page.getByLabel(label, { exact: true }).tap()
    await page.keyboard.type(text)
  }
  await page.locator(SUBMIT).tap()
  expect(await snapshot(page, [SUBMIT])).toEqual({
    interactive: null,
    controls: [{ busy: 'true', pending: true }],
  })
}

/** Once the app runs: the shopper is signed in and taken home. */
async function expectSignedInAtHome(page: Page) {
  await interactive(page)
  await page.waitForURL(`${server.url}/`)
  expect(await page.evaluate(() => localStorage.getItem('token'))).toMatch(/\S{20,}/)
}

const PRODUCT = 'indigo-adire-hoodie'
const SIZE_M = 'label:has(input[type="radio"][value="M"])'

describe('taps and typing before the page has hydrated', () => {
  it('adds the size tapped to the cart when ADD TO CART was tapped first thing', async () => {
    const { context, page, errors, letCodeIn } = await openEarly(productPath(PRODUCT))
    await page.locator(SIZE_M).waitFor()
    expect((await snapshot(page)).interactive).toBeNull()

    await page.locator(SIZE_M).tap()
    await page.getByRole('button', { name: 'ADD TO CART' }).tap()
    // Both taps were held before the app ran, and both controls show that they are waiting.
    expect(await snapshot(page, [SIZE_M, 'main button[data-pending]'])).toEqual({
      interactive: null,
      controls: [
        { busy: 'true', pending: true },
        { busy: 'true', pending: true },
      ],
    })
    // Held, not chosen behind the app's back.
    expect(await page.locator(`${SIZE_M} input`).isChecked()).toBe(false)

    letCodeIn()
    await interactive(page)
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor()
    // The badge counts the queued tap at once; the cart's code, still arriving, then stores it.
    await expect.poll(() => storedCart(page)).toEqual({ [PRODUCT]: { M: 1 } })
    expect(await page.getByRole('radio', { name: 'M' }).isChecked()).toBe(true)
    expect(await page.getByText('Please select a size').count()).toBe(0)
    expect(await snapshot(page, ['[data-pending]', '[aria-busy="true"]'])).toEqual({
      interactive: 'true',
      controls: [null, null],
    })
    expect(errors).toEqual([])
    await context.close()
  })

  it('opens the menu tapped before the page hydrated', async () => {
    const { context, page, errors, letCodeIn } = await openEarly('/about')
    const MENU = 'button[aria-label="Open menu"]'
    await page.locator(MENU).tap()
    expect(await snapshot(page, [MENU])).toEqual({
      interactive: null,
      controls: [{ busy: 'true', pending: true }],
    })
    letCodeIn()
    await interactive(page)
    await page.getByRole('dialog', { name: 'Menu' }).waitFor()
    expect(await snapshot(page, [MENU])).toEqual({
      interactive: 'true',
      controls: [{ busy: null, pending: false }],
    })
    expect(errors).toEqual([])
    await context.close()
  })

  it('keeps a search typed and sent before the page hydrated, runs it, and keeps the focus in the box', async () => {
    const { context, page, errors, letCodeIn } = await openEarly('/collection')
    const search = page.getByRole('searchbox', { name: 'Search products' })
    await search.tap()
    await page.keyboard.type('hoodie')
    await page.keyboard.press('Enter')
    expect(await snapshot(page, ['form[role="search"]'])).toEqual({
      interactive: null,
      controls: [{ busy: 'true', pending: true }],
    })
    expect(await search.inputValue()).toBe('hoodie')

    letCodeIn()
    await interactive(page)
    await page.waitForURL(/[?&]q=hoodie/)
    expect(await search.inputValue()).toBe('hoodie')
    expect(await search.evaluate((field) => field === document.activeElement)).toBe(true)
    // The previous results stay on screen (dimmed) until the server's answer to the search.
    const names = () =>
      page.getByRole('region', { name: 'Products' }).getByRole('link').allTextContents()
    await expect
      .poll(async () => {
        const shown = await names()
        return shown.length > 0 && shown.every((name) => name.toLowerCase().includes('hoodie'))
      })
      .toBe(true)
    expect(errors).toEqual([])
    await context.close()
  })

  it('logs in with what was typed and tapped before the page hydrated, never sending it in a URL', async () => {
    const { context, page, errors, letCodeIn } = await openEarly('/login')
    const documents: string[] = []
    page.on('request', (request) => {
      if (request.isNavigationRequest()) documents.push(`${request.method()} ${request.url()}`)
    })
    await fillAndSubmitEarly(page, [
      ['Email', email],
      ['Password', PASSWORD],
    ])

    letCodeIn()
    await expectSignedInAtHome(page)
    // The browser never sent the form itself: no POST, no password in an address.
    expect(documents).toEqual([])
    expect(errors).toEqual([])
    await context.close()
  })

  it('signs up with what was typed and tapped before the page hydrated', async () => {
    const { context, page, errors, letCodeIn } = await openEarly('/signup')
    const newEmail = `early.signup.${Date.now()}@example.com`
    await fillAndSubmitEarly(page, [
      ['Name', 'Early Signer'],
      ['Email', newEmail],
      ['Password', PASSWORD],
    ])

    letCodeIn()
    await expectSignedInAtHome(page)
    // The account exists with what was typed.
    const login = await fetch(`${server.url}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: newEmail, password: PASSWORD }),
    })
    expect(login.status).toBe(200)
    expect(errors).toEqual([])
    await context.close()
  })

  it('offers no cart control before the page hydrated, and the quantity and remove work as soon as they show', async () => {
    // The cart lives in the shopper's browser, so the server's page can only show it loading:
    // there is nothing on it to tap before the app runs, and so nothing to lose.
    const { context, page, errors, letCodeIn } = await openEarly('/cart', PHONE, {
      cart: { [PRODUCT]: { M: 1, L: 1 } },
    })
    await page.getByText('Loading your cart').waitFor()
    expect(await page.locator('main input, main button').count()).toBe(0)

    letCodeIn()
    const quantity = page.getByLabel(/^Qty of .*, size M$/)
    await quantity.waitFor()
    await quantity.fill('3')
    await page.getByRole('button', { name: /^Remove .*, size L$/ }).tap()
    await expect.poll(() => storedCart(page)).toEqual({ [PRODUCT]: { M: 3 } })
    await page.getByRole('link', { name: 'Cart, 3 items' }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })

  it('applies a category ticked and the theme toggled before the page hydrated', async () => {
    const { context, page, errors, letCodeIn } = await openEarly('/collection', TABLET)
    const HOODIES = 'input[type="checkbox"][value="Hoodie"]'
    const THEME = 'button[aria-label="Switch to dark theme"]'
    await page.locator(HOODIES).tap()
    await page.locator(THEME).tap()
    expect(await snapshot(page, [HOODIES, THEME])).toEqual({
      interactive: null,
      controls: [
        { busy: 'true', pending: true },
        { busy: 'true', pending: true },
      ],
    })
    // Held, not ticked: the box changes when the app says so.
    expect(await page.locator(HOODIES).isChecked()).toBe(false)

    letCodeIn()
    await interactive(page)
    await page.waitForURL(/[?&]filter=Hoodie/)
    expect(await page.locator(HOODIES).isChecked()).toBe(true)
    await page.locator('html.dark').waitFor({ state: 'attached' })
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark')
    expect(errors).toEqual([])
    await context.close()
  })

  it('without the capture (the control run), the same taps are lost', async () => {
    const { context, page, errors, letCodeIn } = await openEarly(productPath(PRODUCT), PHONE, {
      replay: false,
    })
    await page.locator(SIZE_M).tap()
    await page.getByRole('button', { name: 'ADD TO CART' }).tap()
    // The taps came before hydration here too, and nothing shows them as waiting.
    expect(await snapshot(page, ['[data-pending]'])).toEqual({
      interactive: null,
      controls: [null],
    })
    letCodeIn()
    await interactive(page)
    // An add on the live page is the cart's only line: the early one (size M) was lost, not late.
    await page.locator('label:has(input[type="radio"][value="L"])').tap()
    await page.getByRole('button', { name: 'ADD TO CART' }).tap()
    await page.getByRole('link', { name: 'Cart, 1 item' }).waitFor()
    await expect.poll(() => storedCart(page)).toEqual({ [PRODUCT]: { L: 1 } })
    expect(errors).toEqual([])
    await context.close()
  })

  it('without the capture (the control run), a menu tap is lost too', async () => {
    const { context, page, errors, letCodeIn } = await openEarly('/about', PHONE, {
      replay: false,
    })
    await page.locator('button[aria-label="Open menu"]').tap()
    letCodeIn()
    await interactive(page)
    expect(await page.getByRole('dialog', { name: 'Menu' }).count()).toBe(0)
    // The live page opens it on the next tap: the early one was lost, not late.
    await page.locator('button[aria-label="Open menu"]').tap()
    await page.getByRole('dialog', { name: 'Menu' }).waitFor()
    expect(errors).toEqual([])
    await context.close()
  })
})

describe('taps after hydration, before the cart code has arrived', () => {
  it('counts ADD TO CART in the badge at once, and the cart keeps what the badge said', async () => {
    const { context, page, errors, letCodeIn } = await openEarly(productPath(PRODUCT))
    // The machines' chunk, which a first visit loads at the shopper's first touch, held back.
    let releaseMachines = () => {}
    const machinesHeld = new Promise<void>((resolve) => {
      releaseMachines = resolve
    })
    let machinesAsked = false
    await page.route(/\/assets\/shopperActors-[\w-]+\.js$/, async (route) => {
      machinesAsked = true
      await machinesHeld
      await route.continue()
    })
    letCodeIn()
    await interactive(page)

    await page.locator(SIZE_M).tap()
    await page.getByRole('button', { name: 'ADD TO CART' }).tap()
    await page.getByRole('button', { name: 'ADD TO CART' }).tap()
    await page.getByRole('link', { name: 'Cart, 2 items' }).waitFor()
    expect(machinesAsked).toBe(true)
    // Shown, not yet kept: the cart machine stores the cart once it runs.
    expect(await storedCart(page)).toBeNull()

    releaseMachines()
    await expect.poll(() => storedCart(page)).toEqual({ [PRODUCT]: { M: 2 } })
    expect(await page.getByRole('link', { name: 'Cart, 2 items' }).count()).toBe(1)
    expect(errors).toEqual([])
    await context.close()
  })
})
