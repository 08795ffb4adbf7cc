import { type Browser, chromium, type Page, type Response } from 'playwright-core'
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
