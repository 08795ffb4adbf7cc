import type { Browser, BrowserContext, Page } from 'playwright-core'
import { progress } from './log.ts'

/**
 * Interaction to Next Paint of the taps issue 47 names, on a phone: the browser's own Event
 * Timing entries for one tap (pointerdown, pointerup, click: the longest of them, from the
 * touch to the next frame painted after its handlers ran), as the web-vitals library and
 * Chrome's field data read INP. Each run is a fresh browser context on a page that has
 * hydrated and settled; only the measured tap counts (a tap that prepares it is forgotten). The
 * tapped control is scrolled into view and looked at for `SHOPPER_LOOK_MS` first, as a shopper
 * scrolls to it, looks and touches it.
 */

/** A tap to time, on a page, with what must be true once it has done its work. */
export interface TimedTap {
  name: string
  page: string
  path: string
  /** Taps that lead up to the measured one (opening the filters' sheet, choosing a size). */
  prepare?: (page: Page) => Promise<void>
  target: string
  took: (page: Page) => Promise<boolean>
}

const SIZE_M = 'label:has(input[type="radio"][value="M"])'
const HOODIES = 'input[type="checkbox"][value="Hoodie"]'
const PRODUCT_PATH = '/productdetails/indigo-adire-hoodie'

export const TIMED_TAPS: readonly TimedTap[] = [
  {
    name: 'size picker',
    page: 'product',
    path: PRODUCT_PATH,
    target: SIZE_M,
    took: (page) => page.locator(`${SIZE_M} input`).isChecked(),
  },
  {
    name: 'ADD TO CART',
    page: 'product',
    path: PRODUCT_PATH,
    // The size first, and a shopper's look at it: its tap starts loading the cart's code.
    prepare: async (page) => {
      await page.locator(SIZE_M).tap()
      await page.waitForLoadState('networkidle')
      await page.waitForTimeout(500)
    },
    target: 'main >> role=button[name="ADD TO CART"]',
    took: async (page) => (await page.getByRole('link', { name: 'Cart, 1 item' }).count()) === 1,
  },
  {
    name: 'menu',
    page: 'home',
    path: '/',
    target: 'button[aria-label="Open menu"]',
    took: async (page) => (await page.getByRole('dialog', { name: 'Menu' }).count()) === 1,
  },
  {
    name: 'collection filter',
    page: 'collection',
    path: '/collection',
    // On a phone the filters live in a sheet: opened first, then a department ticked.
    prepare: async (page) => {
      await page.getByRole('button', { name: /^Filters/ }).tap()
      await page.getByRole('dialog', { name: 'Filters' }).waitFor()
      await page.waitForTimeout(300)
    },
    target: `role=dialog[name="Filters"] >> ${HOODIES}`,
    took: async (page) =>
      /[?&]filter=Hoodie/.test(page.url()) &&
      (await page.getByRole('dialog', { name: 'Filters' }).locator(HOODIES).isChecked()),
  },
]

/** How long a shopper looks at a control brought into view before touching it. */
const SHOPPER_LOOK_MS = 500

/** The Event Timing API reports nothing shorter: an interaction below it reads as this. */
export const EVENT_TIMING_THRESHOLD_MS = 16

/** Starts collecting the page's interactions' event entries (forgetting any before). */
async function watchInteractions(page: Page): Promise<void> {
  await page.evaluate(`(() => {
    window.__benchInteractions = []
    if (window.__benchObserver) return
    window.__benchObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.interactionId) {
          window.__benchInteractions.push({ id: entry.interactionId, duration: entry.duration })
        }
      }
    })
    window.__benchObserver.observe({ type: 'event', durationThreshold: ${EVENT_TIMING_THRESHOLD_MS} })
  })()`)
}

/** The longest event of the interactions seen since `watchInteractions`, once they settle. */
async function interactionDuration(page: Page): Promise<number> {
  // Entries arrive after the frame that follows the handlers; wait until none has come for a
  // while, so a slow phone's late frame is not missed.
  let seen = -1
  for (let quiet = 0; quiet < 3; ) {
    await page.waitForTimeout(250)
    const count = (await page.evaluate('window.__benchInteractions.length')) as number
    quiet = count === seen ? quiet + 1 : 0
    seen = count
  }
  const longest = (await page.evaluate(
    'Math.max(0, ...window.__benchInteractions.map((e) => e.duration))',
  )) as number
  return Math.max(longest, EVENT_TIMING_THRESHOLD_MS)
}

/** One tap's INP (ms) in a fresh phone context; `open` throttles it and waits for hydration. */
async function timeTapOnce(
  browser: Browser,
  baseUrl: string,
  tap: TimedTap,
  open: (context: BrowserContext, page: Page, url: string) => Promise<void>,
  phone: Parameters<Browser['newContext']>[0],
): Promise<number> {
  const context = await browser.newContext(phone)
  try {
    const page = await context.newPage()
    await open(context, page, new URL(tap.path, baseUrl).href)
    await watchInteractions(page)
    await tap.prepare?.(page)
    await interactionDuration(page)
    // A shopper brings the control into view, looks at it, then touches it: the scroll's own
    // work (the bar blurring past its threshold, its transition's frames) is not the tap's.
    const target = page.locator(tap.target).first()
    await target.scrollIntoViewIfNeeded()
    await page.waitForTimeout(SHOPPER_LOOK_MS)
    const box = await target.boundingBox()
    if (!box) throw new Error(`${tap.name}: ${tap.target} is not shown`)
    await watchInteractions(page)
    // Touched at its centre, as a finger touches it. (Locator.tap() would also check, from a
    // listener of its own in the page, that the touch lands on the target: work of the bench's
    // counted as the tap's. `took` checks that the tap did what it should.)
    await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2)
    for (let waited = 0; !(await tap.took(page)); waited += 50) {
      if (waited > 30_000) throw new Error(`${tap.name}: the tap did nothing within 30 s`)
      await page.waitForTimeout(50)
    }
    return await interactionDuration(page)
  } finally {
    await context.close()
  }
}

/** Each tap's INP over `runs` fresh contexts, in the order of `TIMED_TAPS`. */
export async function timeTaps(
  browser: Browser,
  baseUrl: string,
  runs: number,
  signal: AbortSignal,
  open: (context: BrowserContext, page: Page, url: string) => Promise<void>,
  phone: Parameters<Browser['newContext']>[0],
): Promise<Map<TimedTap, number[]>> {
  const samples = new Map<TimedTap, number[]>(TIMED_TAPS.map((tap) => [tap, []]))
  for (let run = 1; run <= runs; run++) {
    for (const tap of TIMED_TAPS) {
      signal.throwIfAborted()
      progress(`interactions: INP of the ${tap.name}, run ${run}/${runs}`)
      samples.get(tap)?.push(await timeTapOnce(browser, baseUrl, tap, open, phone))
    }
  }
  return samples
}
