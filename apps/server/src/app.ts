import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { contactRoutes } from './contact/routes.ts'
import { ContactInbox } from './contact/service.ts'
import type { Database } from './db/client.ts'
import { apiNotFound, errorJson, handleError } from './http/errors.ts'
import type { PageRenderer } from './http/ssr.ts'
import { storefrontRoutes } from './http/storefront.ts'
import type { ProductCatalogue } from './products/catalogue.ts'
import { productRoutes } from './products/routes.ts'
import { seoRoutes } from './seo/routes.ts'

export interface AppDependencies {
  db: Database
  catalogue: ProductCatalogue
  /** The built storefront; omit for an API-only app (tests). */
  staticDir?: string | undefined
  /**
   * The store's public address, for canonical URLs, sharing tags and the sitemap.
   * @defaultValue 'http://localhost:3000'
   */
  publicUrl?: string
  /** Renders pages on the server (see `loadPageRenderer`). */
  renderer?: PageRenderer | undefined
}

export function createApp({
  db,
  catalogue,
  staticDir,
  publicUrl = 'http://localhost:3000',
  renderer,
}: AppDependencies) {
  const app = new Hono()
  app.onError(handleError)
  // The product list, pages and static files are sent precompressed in the shopper's encoding;
  // only the rest of the API and the sitemap are compressed per response. The product list is
  // registered first so that even the middleware's checks stay off the store's hottest route.
  app.route('/api/products', productRoutes(catalogue))
  app.use('/api/*', compress())
  app.use('/sitemap.xml', compress())

  app.get('/healthz', async (c) => {
    try {
      await db.execute(sql`select 1`)
      return c.json({ success: true, status: 'ok' })
    } catch {
      return errorJson(c, 'Database unavailable', 503)
    }
  })

  app.route('/api/contact', contactRoutes(new ContactInbox(db)))
  app.all('/api/*', apiNotFound)
  app.route('/', seoRoutes(catalogue, publicUrl))
  if (staticDir) app.route('/', storefrontRoutes({ staticDir, catalogue, publicUrl, renderer }))
  return app
}
