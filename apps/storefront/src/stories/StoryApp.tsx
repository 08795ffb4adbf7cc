import type { CartData } from '@adire/contract'
import { QueryClient } from '@tanstack/react-query'
import { Suspense, use, useState } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { AppProviders } from '../app/AppProviders.tsx'
import { AppRoutes, matchPage } from '../app/AppRoutes.tsx'
import { preloadPage } from '../app/pages.tsx'

export interface StoryAppProps {
  /** The URL the story opens. */
  path: string
  /**
   * The session token the app finds on load, as if stored by an earlier visit (e.g.
   * `MOCK_TOKEN` for a signed-in shopper). It is handed to the session machine's token-reading
   * actor, so storage is left alone. Without it the story starts as a guest.
   */
  storedToken?: string
  /**
   * The cart the app finds on load, as if stored by an earlier visit: the guest cart, or with
   * `storedToken` the local copy of the account's cart (the mock server's cart is set with
   * `resetMockCart`). Handed to the cart machine's storage-reading actor; storage is left alone.
   */
  storedCart?: CartData
}

/**
 * A story's notifications stay a minute, not 4 s: a play function on a busy test machine can
 * take longer than that between the toast showing and its check of the text (`PlaceOrderPage ›
 * Paid` failed so), and a designer reviewing the state sees it without hurrying.
 */
const STORY_TOAST_DURATION_MS = 60_000

/**
 * The whole storefront at one URL, for page and flow stories: real routes, real providers, the
 * API answered by the MSW handlers of the story. As in the browser after server rendering, the
 * first page's code is loaded before the app renders. A fresh query cache per story keeps them
 * apart; retries happen at once so error states show without waiting for back-off.
 */
export function StoryApp({ path, storedToken, storedCart }: StoryAppProps) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } }),
  )
  const [firstPage] = useState(() =>
    preloadPage(matchPage(new URL(path, 'http://localhost').pathname).page),
  )
  return (
    <Suspense>
      <FirstPageLoaded loading={firstPage}>
        <AppProviders queryClient={queryClient} toastDurationMs={STORY_TOAST_DURATION_MS}>
          <MemoryRouter initialEntries={[path]}>
            <AppRoutes storedToken={storedToken} storedCart={storedCart} />
          </MemoryRouter>
        </AppProviders>
      </FirstPageLoaded>
    </Suspense>
  )
}

function FirstPageLoaded({
  loading,
  children,
}: {
  loading: Promise<void>
  children: React.ReactNode
}) {
  use(loading)
  return children
}
