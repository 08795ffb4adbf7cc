import '../packages/ui/src/styles.css'
import { forgetHeldRequests, handlers } from '@adire/mocks'
import { withThemeByClassName } from '@storybook/addon-themes'
import type { Preview } from '@storybook/react-vite'
import { bypass, http, passthrough } from 'msw'
import { setupWorker } from 'msw/browser'
import { mswLoader } from 'msw-storybook-addon/csf3'
import { configure, expect, waitFor } from 'storybook/test'
import { MINIMAL_VIEWPORTS } from 'storybook/viewport'
import specStates from '../docs/spec-states.json'

/** The specified texts by state id: a story tagged `state:<id>` must show its state's text. */
const specTexts = new Map(specStates.states.flatMap((s) => ('text' in s ? [[s.id, s.text]] : [])))

/**
 * The mock API's service worker, found relative to the page so that a built Storybook works from
 * any static host, at the root of a domain or under a sub-path. Product artwork has root paths
 * (`/images/...`, as the real API gives them); under a sub-path they are fetched from the
 * Storybook's own folder instead.
 */
async function startMockWorker() {
  const base = new URL('.', window.location.href)
  const artworkUnderBase = http.get(/\/images\//, ({ request }) => {
    const url = new URL(request.url)
    if (base.pathname === '/' || url.pathname.startsWith(base.pathname)) return passthrough()
    return fetch(bypass(new URL(`.${url.pathname}`, base)))
  })
  const worker = setupWorker(artworkUnderBase)
  await worker.start({
    quiet: true,
    serviceWorker: { url: new URL('mockServiceWorker.js', base).pathname },
    onUnhandledRequest: 'bypass',
  })
  return worker
}

// How long a story waits for what it expects to appear, one figure for every story: a flow moves
// between lazily loaded pages that Storybook's dev server transforms on first use, and a CI
// machine has been seen running the whole suite three times slower than ours (a 5 s wait fell
// short there). What never appears still fails, after 15 s.
configure({ asyncUtilTimeout: 15_000 })

const preview: Preview = {
  tags: ['autodocs'],
  loaders: [mswLoader(startMockWorker)],
  // Each story starts as a first visit: no session, no cart, no stored theme. A story that
  // needs a logged-in shopper or a filled cart sets storage in its own beforeEach.
  // The calls a story held unanswered (its loading states) are let go when it ends.
  beforeEach: () => {
    localStorage.clear()
    sessionStorage.clear()
    forgetHeldRequests()
    return forgetHeldRequests
  },
  // After the play function: each specified state the story declares must be on screen with its
  // exact text (toasts included, hence the whole document). `npm run states` lists coverage.
  afterEach: async ({ tags, parameters }) => {
    // The visual tests render stories without their play functions, so without their states.
    if (parameters.specStateCheck === false) return
    for (const tag of tags) {
      const text = tag.startsWith('state:') ? specTexts.get(tag.slice('state:'.length)) : undefined
      if (text) await waitFor(() => expect(document.body).toHaveTextContent(text))
    }
  },
  decorators: [
    // The same switch as the storefront: a `dark` class on <html>.
    withThemeByClassName({ themes: { light: '', dark: 'dark' }, defaultTheme: 'light' }),
  ],
  parameters: {
    // Every story gets the happy-path API; a story overrides one group by key.
    msw: { handlers },
    // Accessibility violations fail the story's test. Run by Vitest from the command line
    // (`VITEST_STORYBOOK` is 'false' there, the a11y addon's own test), axe gathers only them in
    // full (`resultTypes`): such a test fails on violations alone, and axe then skips building a
    // selector for each of the page's passing nodes, which no one reads there (1.3 MB of
    // report a story). In Storybook the panel still lists every pass and every check to review.
    a11y: {
      test: 'error',
      options: import.meta.env.VITEST_STORYBOOK === 'false' ? { resultTypes: ['violations'] } : {},
    },
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        mobile360: {
          name: 'Mobile (360 px)',
          styles: { width: '360px', height: '780px' },
          type: 'mobile',
        },
        desktop1280: {
          name: 'Desktop (1280 px)',
          styles: { width: '1280px', height: '900px' },
          type: 'desktop',
        },
        ...MINIMAL_VIEWPORTS,
      },
    },
  },
}

export default preview
