import { QueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { AppProviders } from './AppProviders.tsx'
import { routes } from './router.tsx'

/**
 * The whole storefront at one URL, for page and flow stories: real routes, real providers, the
 * API answered by the MSW handlers of the story. A fresh query cache per story keeps them apart;
 * retries happen at once so error states show without waiting for back-off.
 */
export function StoryApp({ path }: { path: string }) {
  const [queryClient] = useState(
    () => new QueryClient({ defaultOptions: { queries: { retryDelay: 0 } } }),
  )
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [path] }))
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  )
}
