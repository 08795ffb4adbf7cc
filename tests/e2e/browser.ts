import { type Browser, chromium, type Locator, type Page, type Response } from 'playwright-core'
import { chromiumLaunchOptions } from '../chromium.ts'

export function launchChromium(): Promise<Browser> {
  return chromium.launch(chromiumLaunchOptions)
}

/**
 * Opens a storefront URL and waits until the app is interactive: server-rendered pages load
 * their code after the first paint, and a click before hydration would do nothing.
 */
export async function openStore(page: Page, url: string): Promise<Response | null> {
  const response = await page.goto(url)
  await page.locator('html[data-interactive="true"]').waitFor({ state: 'attached' })
  return response
}

/** A page's errors and console errors as they happen (a blocked inline script is one of them). */
export function collectErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(`${page.url()}: ${error.message}`))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`${page.url()}: ${message.text()}`)
  })
  return errors
}

/** The status an order's badge shows, on My Orders or the store team's order. */
export const statusOf = (order: Locator) =>
  order.locator('header [data-status]').first().getAttribute('data-status')

/**
 * A shopper's order card in My Orders, by the reference the journey paid under: cards are
 * headed by the order's number (`Order #1001`), with the payment reference under it.
 */
export const orderCard = (page: Page, reference: string) =>
  page.getByRole('article').filter({ hasText: `Payment reference ${reference}` })

/** The details of the order the store team has open, by its payment reference. */
export const adminOrderDetails = (page: Page, reference: string) =>
  page.getByRole('article').filter({ hasText: reference })

/** The link to an order in the store team's list, by its payment reference (shown under it). */
export const adminOrderLink = (page: Page, reference: string) =>
  page
    .getByRole('list', { name: 'Orders', exact: true })
    .getByRole('listitem')
    .filter({ hasText: reference })
    .getByRole('link')
