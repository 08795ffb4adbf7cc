/**
 * Visual regression of every page story (`Pages/*`): each one in the light and dark theme at
 * 360 px and 1280 px, compared with the reference images committed under `__screenshots__/pages/`;
 * and of the Paystack emulator's window, which the storefront opens at checkout. The pages are
 * shot by four test files (by `visualGroupOf`); each calls `describePageStories` with its part.
 *
 * A story is rendered with its URL and API variant but without its play function: play
 * functions are written for one width and already assert behaviour in the story tests; here the
 * question is only whether the screen still looks the same. The first screenful is compared
 * (what a shopper sees on arrival). Update the references on purpose with
 * `npm run test:visual -- --update`, then look at the changed images before committing them.
 *
 * Skipped: stories that only re-show another at a width or in a theme (`Mobile`, `Dark`...),
 * and stories with `parameters: { visual: false }`. Set that on a story whose first render is
 * another story's (a state reached only by its play function: busy, error, success after a
 * submit), so no reference image repeats another. A state a shopper reaches with a tap that
 * reads the same at every width (a size chosen) may instead say `visual: 'after-play'`: its
 * play runs first, and the screen after it is compared.
 */
import { composeStory, setProjectAnnotations } from '@storybook/react-vite'
import { beforeAll, describe, expect, inject, test } from 'vitest'
import { page } from 'vitest/browser'
import preview from '../../.storybook/preview.tsx'
import * as emulatorWindow from '../../apps/server/src/payments/paystack/emulator/EmulatorPages.stories.tsx'

const project = setProjectAnnotations([preview])

const THEMES = ['light', 'dark'] as const
const WIDTHS = [
  { width: 360, height: 780 },
  { width: 1280, height: 900 },
] as const

/**
 * The widths a theme is shot at. Every one, unless the run is CI's bounded form
 * (`VISUAL_SIZE=ci`): there the dark theme is shot at the phone's width only, a quarter fewer
 * shots (CI ran over its 35 minutes, the visual project the longest part of it). The dark
 * theme's colours come from the same tokens at every width and the light theme's desktop shot
 * holds the desktop layout, so what CI leaves out is a colour wrong only on a dark desktop
 * screen; `npm test` and `npm run test:visual` still shoot it.
 */
const widthsOf = (theme: (typeof THEMES)[number]) =>
  theme === 'dark' && inject('visualSize') === 'ci' ? WIDTHS.slice(0, 1) : WIDTHS

// Stories that only re-show another story at a width or in a theme are covered by the variants.
const isVariantOnly = (name: string) => /^(Mobile|Dark|MobileDark|Desktop)$/.test(name)

type Annotations = Parameters<typeof composeStory>[0]
type StoryModule = { default: Parameters<typeof composeStory>[1] } & Record<string, Annotations>
// A page's stories may be split by state group (`PlaceOrderPage.payment.stories.tsx`); found
// wherever the page's folder is, and only pages' stories, not the components' or the flows'.
const modules = import.meta.glob<StoryModule>(
  [
    '../../apps/storefront/src/**/*Page.stories.tsx',
    '../../apps/storefront/src/**/*Page.*.stories.tsx',
  ],
  { eager: true },
)

/**
 * Same pixels every run: no caret, no transitions, the page clipped to the first screenful.
 * Artwork is hidden (its box stays): the pictures are static files checked by the e2e tests,
 * and left in they would make every reference image ten times heavier to keep in git. A story
 * with `parameters: { photos: true }` is shot with its pictures: the few that show what real
 * photographs do to a layout (issue 41).
 */
function freeze(height: number, photos: boolean) {
  const style = document.createElement('style')
  style.textContent = `*, *::before, *::after { caret-color: transparent !important; transition: none !important; animation: none !important; }
    ${photos ? '' : 'img { opacity: 0 !important; }'}
    html, body { height: ${height}px !important; overflow: hidden !important; }`
  document.head.append(style)
  // With overflow hidden, the body is a scroll container of its own, and it keeps its offset
  // from one test to the next: a page that scrolled itself (to an order it highlights, say)
  // would leave every later page scrolled.
  document.documentElement.scrollTop = 0
  document.body.scrollTop = 0
  return () => {
    style.remove()
    document.body.scrollTop = 0
  }
}

// A story named for a loading state (or the verify page's `Pending`) keeps its spinner: that is
// the screen under review. A state that is only called pending (`EmailChangePending`, a refund
// pending) is shot once its data arrived, as any other: shot at once, it raced the account's
// queries and on a busy machine found no two equal frames in 15 s.
const showsLoading = (name: string) => /Loading|^Pending$/.test(name)
// The loading screen itself (`Loading`, `Pending`) is shot once its play has seen the page's own
// indicator: before that an admin page can still show the sign-in check's spinner, another look.
// Those plays only wait and look; they never tap.
const waitsForItsIndicator = (name: string) => /^(Loading|Pending)$/.test(name)

/**
 * Waits for the page to be done: no spinner left, and the page's markup unchanged for a
 * continuous stretch (`QUIET_MS`). No spinner at one look is not enough: a signed-in page's body
 * is a chunk of its own behind SignedInOnly's Suspense, and its steps (the session's check, the
 * body's chunk, its queries) each arrive in a later task; a screen accepted between two of them
 * left the screenshot to chase the page, and on a loaded CI machine, where each frame takes
 * seconds, it found no two equal frames within 15 s (`Account › DevicesError dark`). A state
 * whose spinner stays (a loading story, a busy button, a call held on purpose) is shot once
 * nothing has changed for a while; a page still changing after 20 s fails here, saying so.
 */
async function settled({ spinnerStays }: { spinnerStays: boolean }) {
  let markup = ''
  let changedAt = 0
  const done = () => {
    const now = performance.now()
    if (document.body.innerHTML !== markup) {
      markup = document.body.innerHTML
      changedAt = now
    }
    const quietFor = now - changedAt
    if (spinnerStays) return quietFor >= QUIET_MS
    return document.querySelector('.animate-spin')
      ? quietFor >= STUCK_SPINNER_MS
      : quietFor >= QUIET_MS
  }
  await expect
    .poll(done, { timeout: 20_000, interval: 50, message: 'the page kept changing for 20 s' })
    .toBe(true)
}
/** How long the page stays unchanged before it counts as done: several renders' worth. */
const QUIET_MS = 300
/**
 * A spinner unchanged this long is one that stays: a failure shows after its retries (the
 * queries try a 5xx three times, at once in the stories), well within it.
 */
const STUCK_SPINNER_MS = 6000

/**
 * Stops each slide show on its first slide for the shots. A slide show turns every 6 s on its own
 * (HeroSlider), and on a busy machine the second width was shot after it had turned (CI: Home ›
 * Default light, 1280 px, showed the second slide). It pauses while focus is inside it, as the
 * APG's carousel does; a `focusin` event says so without moving focus or drawing a focus ring.
 */
async function holdSlideShowsStill() {
  for (const slideShow of document.querySelectorAll('[aria-roledescription="carousel"]')) {
    slideShow.dispatchEvent(new FocusEvent('focusin', { bubbles: true }))
    await expect.poll(() => slideShow.getAttribute('data-state')).toBe('paused')
  }
}

/**
 * Waits for every picture in the first screenful to be fetched and decoded (each width may pick
 * another file), so a story shot with its photos never catches one half drawn.
 */
async function picturesShown() {
  const onScreen = () =>
    [...document.images].filter((image) => {
      const box = image.getBoundingClientRect()
      return box.width > 0 && box.bottom > 0 && box.top < window.innerHeight
    })
  await expect
    .poll(() => onScreen().every((image) => image.complete && image.naturalWidth > 0), {
      timeout: 6000,
      interval: 50,
    })
    .toBe(true)
  await Promise.all(onScreen().map((image) => image.decode().catch(() => {})))
}

/**
 * The page's name, as the screenshots are named: `OrdersPage.stories.tsx` is `Orders`, and so is
 * each of its state groups' files (`OrdersPage.refunds.stories.tsx`).
 */
const pageOf = (file: string) => file.replace(/^.*\/(\w+)Page(\.\w+)?\.stories\.tsx$/, '$1')

/**
 * Which of the four test files shoots a page: `shopping.test.tsx` the pages a shopper browses
 * and reads; `paying.test.tsx` the cart, checkout and signing in; `accounts.test.tsx` a shopper's
 * account and orders, and the team's view of a customer; `admin.test.tsx` the team's other
 * screens. The project runs two files side by side, so the parts are kept of about the same
 * length: with three, the shopper's pages (991 s of a CI run) ran alone beside the other two in
 * turn (642 s and 510 s), and the project ended minutes after the rest of its group. Which part
 * starts first is `tests/sequencer.ts`'s. Each part also runs alone
 * (`npx vitest run --project visual tests/visual/admin.test.tsx`).
 */
export type VisualGroup = 'shopping' | 'paying' | 'accounts' | 'admin'

// A shopper's account as the shopper sees it and as the store team does (its customer pages):
// with those two, the two parts that run last (this one and the team's other screens) took 229 s
// and 279 s of a CI run, where they had taken 162 s and 249 s.
const ACCOUNT_PAGES: ReadonlySet<string> = new Set([
  'Orders',
  'OrderDetails',
  'Account',
  'Addresses',
  'RefundDetails',
  'AdminCustomers',
  'AdminCustomer',
])

const PAYING_PAGES: ReadonlySet<string> = new Set([
  'Cart',
  'PlaceOrder',
  'Delivery',
  'Verify',
  'Login',
  'Signup',
  'ForgotPassword',
  'ResetPassword',
  'ConfirmEmail',
])

export function visualGroupOf(page: string): VisualGroup {
  if (ACCOUNT_PAGES.has(page)) return 'accounts'
  if (page.startsWith('Admin')) return 'admin'
  return PAYING_PAGES.has(page) ? 'paying' : 'shopping'
}

/** Every story of the pages `includes` takes, in both themes, shot at each width. */
export function describePageStories(includes: (page: string) => boolean) {
  beforeAll(project.beforeAll)
  // One suite a page, whatever files its stories are split into: a split file may hold only
  // stories shot elsewhere (variants, `visual: false`), and a suite of its own would be empty.
  const pages = new Map<string, StoryModule[]>()
  for (const [file, module] of Object.entries(modules)) {
    const page_ = pageOf(file)
    if (includes(page_)) pages.set(page_, [...(pages.get(page_) ?? []), module])
  }
  for (const [page_, parts] of pages) describePage(page_, parts)
}

function describePage(page_: string, parts: StoryModule[]) {
  describe(page_, () => {
    for (const { default: meta, ...stories } of parts) testStories(page_, meta, stories)
  })
}

function testStories(
  page_: string,
  meta: StoryModule['default'],
  stories: Record<string, Annotations>,
) {
  for (const [name, annotations] of Object.entries(stories)) {
    if (isVariantOnly(name) || annotations.parameters?.visual === false) continue
    const afterPlay = annotations.parameters?.visual === 'after-play' || waitsForItsIndicator(name)
    const story = composeStory(
      {
        ...annotations,
        play: afterPlay ? annotations.play : undefined,
        parameters: { ...annotations.parameters, specStateCheck: false },
      },
      meta,
      undefined,
      name,
    )
    // One render per theme, shot at each width: the layout follows the window as a
    // shopper's does when a phone turns, so a second render would only repeat the first.
    for (const theme of THEMES) {
      test(`${name} ${theme}`, async () => {
        await page.viewport(WIDTHS[0].width, WIDTHS[0].height)
        await story.run({ globals: { theme, viewport: { value: undefined } } })
        // The page has rendered once its route (a lazily loaded chunk) shows its main landmark.
        await expect.element(page.getByRole('main')).toBeInTheDocument()
        await holdSlideShowsStill()
        await settled({ spinnerStays: showsLoading(name) })
        await shootAtEachWidth(
          `${page_}-${name}-${theme}`,
          widthsOf(theme),
          annotations.parameters?.photos === true,
        )
      })
    }
  }
}

/**
 * The Paystack emulator's window (`Payments/Emulator window`): the server's own HTML, framed as
 * the storefront's overlay frames it. It has one look, whatever the storefront's theme, so it is
 * shot in the light theme only.
 */
export function describeEmulatorWindow() {
  describe('EmulatorWindow', () => {
    const { default: meta, ...stories } = emulatorWindow
    for (const [name, annotations] of Object.entries(stories)) {
      const story = composeStory({ ...annotations, play: undefined }, meta, undefined, name)
      test(name, async () => {
        await page.viewport(WIDTHS[0].width, WIDTHS[0].height)
        await story.run({ globals: { theme: 'light', viewport: { value: undefined } } })
        const frame = document.querySelector('iframe')
        await expect.poll(() => frame?.contentDocument?.body?.textContent ?? '').not.toBe('')
        await shootAtEachWidth(`EmulatorWindow-${name}-light`, WIDTHS)
      })
    }
  })
}

/** The first screenful of the rendered story at each width, against `${name}-${width}`. */
async function shootAtEachWidth(
  name: string,
  widths: readonly (typeof WIDTHS)[number][],
  photos = false,
) {
  for (const [index, { width, height }] of widths.entries()) {
    // The first width is the one the story was rendered at.
    if (index > 0) await page.viewport(width, height)
    window.scrollTo(0, 0)
    if (photos) await picturesShown()
    const unfreeze = freeze(height, photos)
    try {
      await expect.element(page.elementLocator(document.body)).toMatchScreenshot(`${name}-${width}`)
    } finally {
      unfreeze()
    }
  }
}

declare module 'vitest' {
  export interface ProvidedContext {
    /** `ci` in CI's bounded form (`VISUAL_SIZE=ci`), else `full`. */
    visualSize: 'ci' | 'full'
  }
}
