/**
 * Server rendering: the server imports this bundle (built with `vite build --ssr`) and renders
 * each page to HTML, so a shopper on a slow phone sees the page before any JavaScript runs.
 */
import { renderToString } from 'react-dom/server'
import { loadStoreSettings } from './api/store.ts'
import { createQueryClient } from './app/AppProviders.tsx'
import { AppRoot, NothingAfter } from './app/AppRoot.tsx'
import { matchPage } from './app/AppRoutes.tsx'
import { pageSource, preloadPage } from './app/pages.tsx'
import { loadPageData, type PageDataSource } from './shop/api/products.ts'

export type { PageDataSource }

export interface RenderedPage {
  /** The markup of the app, to place inside `#root`. */
  html: string
  /** Requests the browser will make before hydrating, to preload from the head. */
  dataPreloads: string[]
  /** The page's source module, to preload its chunk from the build manifest. */
  pageSource: string
}

/**
 * Renders the page at `url`. A page that shows products reads them from `data` first (the
 * whole list, the collection's pages, or one product with its related ones): the same answers,
 * under the same query keys, that the browser primes its cache with before hydrating.
 */
export async function render(url: string, data: PageDataSource): Promise<RenderedPage> {
  const location = new URL(url, 'http://localhost')
  const route = matchPage(location.pathname)
  const queryClient = createQueryClient()
  // The settings first: a collection URL names departments as the store's settings list them.
  const [[settingsPreload, productPreloads]] = await Promise.all([
    loadStoreSettings(queryClient, data).then(
      async (settings) =>
        [
          settings,
          route.products ? await loadPageData(route.products, location, queryClient, data) : [],
        ] as const,
    ),
    preloadPage(route.page),
  ])
  const dataPreloads = [settingsPreload, ...productPreloads]
  const html = renderToString(
    <AppRoot queryClient={queryClient} url={url} after={<NothingAfter />} />,
  )
  return { html, dataPreloads, pageSource: pageSource(route.page) }
}
