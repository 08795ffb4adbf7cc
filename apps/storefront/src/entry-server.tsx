/**
 * Server rendering: the server imports this bundle (built with `vite build --ssr`) and renders
 * each page to HTML, so a shopper on a slow phone sees the page before any JavaScript runs.
 */
import type { Product } from '@adire/contract'
import { renderToString } from 'react-dom/server'
import { StaticRouter } from 'react-router-dom'
import { PRODUCT_LIST_URL, productQueries } from './api/products.ts'
import { AppProviders, createQueryClient } from './app/AppProviders.tsx'
import { AppRoutes, matchPage } from './app/AppRoutes.tsx'
import { pageSource, preloadPage } from './app/pages.tsx'

export interface RenderedPage {
  /** The markup of the app, to place inside `#root`. */
  html: string
  /** Requests the browser will make before hydrating, to preload from the head. */
  dataPreloads: string[]
  /** The page's source module, to preload its chunk from the build manifest. */
  pageSource: string
}

export async function render(url: string, products: Product[]): Promise<RenderedPage> {
  const route = matchPage(new URL(url, 'http://localhost').pathname)
  await preloadPage(route.page)
  const queryClient = createQueryClient()
  if (route.products) queryClient.setQueryData(productQueries.list().queryKey, products)
  const html = renderToString(
    <AppProviders queryClient={queryClient}>
      <StaticRouter location={url}>
        <AppRoutes />
      </StaticRouter>
    </AppProviders>,
  )
  return {
    html,
    dataPreloads: route.products ? [PRODUCT_LIST_URL] : [],
    pageSource: pageSource(route.page),
  }
}
