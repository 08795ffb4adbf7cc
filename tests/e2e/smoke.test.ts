import { existsSync } from 'node:fs'
import path from 'node:path'
import { CATEGORIES, ErrorResponse, PRODUCT_PAGE_SIZE, ProductListResponse } from '@adire/contract'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium, openStore } from './browser.ts'
import { type RunningServer, repoRoot, runServerProcess, startServer } from './server.ts'

let server: RunningServer
let browser: Browser

beforeAll(async () => {
  if (!existsSync(path.join(repoRoot, 'apps/storefront/dist/index.html'))) {
    throw new Error('No storefront build: run "npm run build" before the e2e tests.')
  }
  // On an empty data directory, as a newcomer's first `npm start`: created, migrated, seeded.
  // (The other journeys start on copies of a store started once, `prepared-store.ts`.)
  server = await startServer()
  browser = await launchChromium()
})

afterAll(async () => {
  await browser?.close()
  if (server) expect(await server.stop()).toBe(0)
})

describe('the production server', () => {
  it('serves at least 48 valid products across the 8 categories', async () => {
    const res = await fetch(`${server.url}/api/products/list`)
    expect(res.status).toBe(200)
    const { products } = ProductListResponse.parse(await res.json())
    expect(products.length).toBeGreaterThanOrEqual(48)
    expect(new Set(products.map((p) => p.category))).toEqual(new Set(CATEGORIES.map((c) => c.id)))
  })

  it('answers an unknown API path with 404 JSON', async () => {
    const res = await fetch(`${server.url}/api/unknown`)
    expect(res.status).toBe(404)
    expect(ErrorResponse.safeParse(await res.json()).success).toBe(true)
  })

  it('shows the catalogue with images and naira prices on /collection', async () => {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } })
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text())
    })
    await openStore(page, `${server.url}/collection`)
    const cards = page.locator('a[href^="/productdetails/"]')
    await cards.first().waitFor()
    // The first page of the catalogue (ADR 021), and the way to the rest of it.
    expect(await cards.count()).toBe(PRODUCT_PAGE_SIZE)
    await expect(
      page.getByText(new RegExp(`^Showing ${PRODUCT_PAGE_SIZE} of \\d+ products$`)).isVisible(),
    ).resolves.toBe(true)
    await expect(page.title()).resolves.toMatch(/Collection/)
    const firstCard = cards.first()
    await expect(firstCard.textContent()).resolves.toMatch(/₦\s?[\d,]+/)
    const image = firstCard.locator('img')
    await image.scrollIntoViewIfNeeded()
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true)
    expect(errors).toEqual([])
    await page.close()
  })

  it('shows its 404 page with a 404 status for an unknown route', async () => {
    const page = await browser.newPage()
    const response = await page.goto(`${server.url}/no-such-page`)
    expect(response?.status()).toBe(404)
    await page.getByRole('heading', { name: 'Page not found' }).waitFor()
    await page.getByRole('button', { name: 'Go back' }).waitFor()
    await page.close()
  })
})

describe('bad configuration', () => {
  it('stops with a clear one-line message and no stack trace', async () => {
    const { output, exited } = runServerProcess({ PORT: 'abc' })
    expect(await exited).toBe(78)
    expect(output()).toContain('Invalid configuration: PORT="abc" must be a number')
    expect(output()).not.toMatch(/\n\s+at /)
  })
})
