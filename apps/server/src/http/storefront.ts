import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { isPageRoute, metaForPath, productIdFromPath } from '@adire/contract'
import { serveStatic } from '@hono/node-server/serve-static'
import { type Context, Hono, type Next } from 'hono'
import type { CataloguedList } from '../products/catalogue.ts'
import { renderHead } from '../seo/head.ts'
import { buildDocument } from './document.ts'
import { documentEtag, type PageRenderer } from './ssr.ts'

const YEAR_SECONDS = 365 * 24 * 60 * 60

export interface StorefrontOptions {
  /** The built storefront (Vite's output). */
  staticDir: string
  catalogue: { current(): Promise<Pick<CataloguedList, 'products' | 'etag'>> }
  /** The store's public address, for canonical and sharing URLs. */
  publicUrl: string
  /** Server rendering; without it pages go out as the shell and render in the browser. */
  renderer?: PageRenderer | undefined
}

/**
 * Serves the built storefront: fingerprinted assets cached forever, other files for a day, and
 * every page rendered on the server with its own title, description, sharing tags and
 * structured data (a real 404 status, with the app's 404 page, for unknown paths).
 */
export function storefrontRoutes({ staticDir, catalogue, publicUrl, renderer }: StorefrontOptions) {
  const app = new Hono()
  const indexFile = path.join(staticDir, 'index.html')
  if (!existsSync(indexFile)) {
    console.warn(`[server] No storefront build in ${staticDir}: run "npm run build" first.`)
    return app.get('*', (c) =>
      c.text('The storefront has not been built yet. Run "npm run build" and restart.', 503),
    )
  }
  const template = readFileSync(indexFile, 'utf8')

  // Build metadata (the manifest under .vite/) is not for the public.
  app.use('/.*', async (c) => c.notFound())

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
      // The build writes .br and .gz copies of text assets (scripts/precompress.mjs).
      precompressed: true,
      // index.html is served below with the page's meta, the right status and no long caching.
      rewriteRequestPath: (p) => (p === '/' || p === '/index.html' ? '/__no_such_file__' : p),
    }),
  )
  app.get('*', async (c) => {
    const { products, etag: catalogueTag } = await catalogue.current()
    const find = (id: string) => products.find((product) => product._id === id)
    const productId = productIdFromPath(c.req.path)
    // An unknown product is as missing as an unknown page: crawlers should drop it.
    const found = isPageRoute(c.req.path) && (productId === undefined || Boolean(find(productId)))
    const head = renderHead(metaForPath(c.req.path, find), publicUrl)
    const url = new URL(c.req.url)
    const rendered = await renderer
      ?.render(`${url.pathname}${url.search}`, products, catalogueTag)
      .catch((error: unknown) => {
        // A page that fails to render on the server still works: the browser renders it.
        console.error(`[server] Rendering ${c.req.path} failed:`, error)
        return undefined
      })
    const html = buildDocument(template, {
      head,
      appHtml: rendered?.html,
      modulePreloads: rendered?.modulePreloads,
      dataPreloads: rendered?.dataPreloads,
    })
    const etag = documentEtag(html)
    c.header('Cache-Control', 'no-cache')
    c.header('ETag', etag)
    if (found && c.req.header('If-None-Match') === etag) return c.body(null, 304)
    return c.html(html, found ? 200 : 404)
  })
  return app
}
