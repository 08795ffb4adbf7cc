import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { isPageRoute, metaForPath, productIdFromPath } from '@adire/contract'
import { serveStatic } from '@hono/node-server/serve-static'
import { type Context, Hono, type Next } from 'hono'
import type { ProductCatalogue } from '../products/catalogue.ts'
import { injectHead, renderHead } from '../seo/head.ts'

const YEAR_SECONDS = 365 * 24 * 60 * 60

export interface StorefrontOptions {
  /** The built storefront (Vite's output). */
  staticDir: string
  catalogue: Pick<ProductCatalogue, 'current'>
  /** The store's public address, for canonical and sharing URLs. */
  publicUrl: string
}

/**
 * Serves the built storefront: fingerprinted assets cached forever, other files for a day, and
 * for every page the app shell with that page's own title, description, sharing tags and
 * structured data (a real 404 status, with the app's 404 page, for unknown paths).
 */
export function storefrontRoutes({ staticDir, catalogue, publicUrl }: StorefrontOptions) {
  const app = new Hono()
  const indexFile = path.join(staticDir, 'index.html')
  if (!existsSync(indexFile)) {
    console.warn(`[server] No storefront build in ${staticDir}: run "npm run build" first.`)
    return app.get('*', (c) =>
      c.text('The storefront has not been built yet. Run "npm run build" and restart.', 503),
    )
  }
  const indexHtml = readFileSync(indexFile, 'utf8')

  // serveStatic sends its response before its onFound hook runs, so the cache policy is set
  // up front; the page handler below replaces it when no file matched.
  app.use('*', async (c: Context, next: Next) => {
    const fingerprinted = c.req.path.startsWith('/assets/')
    c.header(
      'Cache-Control',
      fingerprinted ? `public, max-age=${YEAR_SECONDS}, immutable` : 'public, max-age=86400',
    )
    await next()
  })
  app.use(
    '*',
    serveStatic({
      root: staticDir,
      // index.html is served below with the page's meta, the right status and no long caching.
      rewriteRequestPath: (p) => (p === '/' || p === '/index.html' ? '/__no_such_file__' : p),
    }),
  )
  app.get('*', async (c) => {
    const { products } = await catalogue.current()
    const find = (id: string) => products.find((product) => product._id === id)
    const productId = productIdFromPath(c.req.path)
    // An unknown product is as missing as an unknown page: crawlers should drop it.
    const found = isPageRoute(c.req.path) && (productId === undefined || Boolean(find(productId)))
    c.header('Cache-Control', 'no-cache')
    const head = renderHead(metaForPath(c.req.path, find), publicUrl)
    return c.html(injectHead(indexHtml, head), found ? 200 : 404)
  })
  return app
}
