import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { isPageRoute } from '@adire/contract'
import { serveStatic } from '@hono/node-server/serve-static'
import { type Context, Hono, type Next } from 'hono'

const YEAR_SECONDS = 365 * 24 * 60 * 60

/**
 * Serves the built storefront: fingerprinted assets cached forever, other files for a day, and
 * index.html for every page route (a real 404 status, with the app's 404 page, for the rest).
 */
export function storefrontRoutes(staticDir: string) {
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
  // up front; the fallback below replaces it when no file matched.
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
      // index.html is served below with the right status and no long-lived caching.
      rewriteRequestPath: (p) => (p === '/' || p === '/index.html' ? '/__no_such_file__' : p),
    }),
  )
  app.get('*', (c) => {
    c.header('Cache-Control', 'no-cache')
    return c.html(indexHtml, isPageRoute(c.req.path) ? 200 : 404)
  })
  return app
}
