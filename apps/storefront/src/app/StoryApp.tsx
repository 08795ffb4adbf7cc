import { QueryClient } from '@tanstack/react-query'
import { Suspense, use, useState } from 'react'
import { MemoryRouter } from 'react-router-dom'
import { AppProviders } from './AppProviders.tsx'
import { AppRoutes, matchPage } from './AppRoutes.tsx'
import { preloadPage } from './pages.tsx'

/**
 * The whole storefront at one URL, for page and flow stories: real routes, real providers, the
 * API answered by the MSW handlers of the story. As in the browser after server rendering, the
 * first page's code is loaded before the app renders. A fresh query cache per story keeps them
 * apart; retries happen at once so error states show without waiting for back-off.
 */
export function StoryApp({ path }: { path: string }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } }),
  )
  const [firstPage] = useState(() =>
    preloadPage(matchPage(new URL(path, 'http://localhost').pathname).page),
  )
  return (
    <Suspense>
      <FirstPageLoaded loading={firstPage}>
        <AppProviders queryClient={queryClient}>
          <MemoryRouter initialEntries={[path]}>
            <AppRoutes />
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
