import '@adire/ui/styles.css'
import { StrictMode, startTransition, useEffect, useRef, useState } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { primeStoreSettings } from './api/store.ts'
import { createQueryClient } from './app/AppProviders.tsx'
import { AppRoot } from './app/AppRoot.tsx'
import { matchPage } from './app/AppRoutes.tsx'
import { firstPageShown, preloadPage } from './app/pages.tsx'
import { replayEarlyInput } from './app/replayEarlyInput.ts'
import { keepServerPageMeta } from './app/usePageMeta.ts'
import { primePageData } from './shop/api/products.ts'

/** The longest wait for React to show what one replayed tap set off (a page still loading). */
const SETTLE_LIMIT_MS = 1000

/** Once per page load, even where development mode runs effects twice. */
let replayStarted = false

/**
 * Once React has taken over the whole page (the shell, the layout and the page), replays what
 * the shopper did before (see `replayEarlyInput`), then marks the document interactive: from
 * then on its buttons and forms work by themselves. The end-to-end tests wait for the mark
 * before they interact.
 */
function MarkInteractive() {
  const [renders, setRenders] = useState(0)
  const settled = useRef<(() => void) | null>(null)

  // Runs after each commit of a new `renders`: the render asked for by `settle` is on screen.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on each new count by design
  useEffect(() => {
    settled.current?.()
    settled.current = null
  }, [renders])

  useEffect(() => {
    // A transition update queued right after a replayed event commits with, or after, the
    // updates that event made (the router's are transitions too).
    const settle = () =>
      new Promise<void>((resolve) => {
        settled.current = resolve
        setTimeout(resolve, SETTLE_LIMIT_MS)
        startTransition(() => setRenders((count) => count + 1))
      })
    if (replayStarted) return
    replayStarted = true
    // After the page's own effects, never inside React's commit: an event dispatched there
    // would reach markup React cannot handle yet.
    void firstPageShown.then(() => replayEarlyInput(window.__adirePending, settle))
  }, [])
  return null
}

async function start() {
  if (import.meta.env.VITE_MOCKS === 'true') {
    // Mock mode: the API is answered in the browser by the same MSW handlers the stories use.
    const { worker } = await import('@adire/mocks/browser')
    await worker.start({ onUnhandledRequest: 'bypass' })
  }
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')

  const queryClient = createQueryClient()
  const app = (
    <StrictMode>
      <AppRoot queryClient={queryClient} after={<MarkInteractive />} />
    </StrictMode>
  )

  if (root.hasChildNodes()) {
    // Server-rendered: the page's chunk (and its products, for pages showing products) is
    // already requested by the document's loader, which runs after the server's HTML has been
    // painted; with both in hand the first render matches the server's markup exactly.
    // Hydration runs as a transition, in slices rather than one long task.
    // A task of its own after the bundle's evaluation: matching the path and asking for the
    // page's chunk, first runs of cold code, made that task 60-130 ms on an entry-level phone
    // (issue 47).
    await new Promise((resolve) => setTimeout(resolve, 0))
    const route = matchPage(window.location.pathname)
    // The settings first: a collection URL names departments as the store's settings list them.
    // Both answers were asked for by the document's preloads, so waiting for one costs no trip.
    await Promise.all([
      preloadPage(route.page),
      primeStoreSettings(queryClient).then(() =>
        route.products ? primePageData(queryClient, route.products) : undefined,
      ),
    ])
    keepServerPageMeta()
    startTransition(() => {
      hydrateRoot(root, app)
    })
  } else {
    // The dev server (and a server without the render bundle) sends an empty shell.
    createRoot(root).render(app)
  }
}

void start()
