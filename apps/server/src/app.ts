import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import type { Database } from './db/client.ts'
import { apiNotFound, errorJson, handleError } from './http/errors.ts'
import { storefrontRoutes } from './http/storefront.ts'
import type { ProductCatalogue } from './products/catalogue.ts'
import { productRoutes } from './products/routes.ts'

export interface AppDependencies {
  db: Database
  catalogue: ProductCatalogue
  /** The built storefront; omit for an API-only app (tests). */
  staticDir?: string | undefined
}

export function createApp({ db, catalogue, staticDir }: AppDependencies) {
  const app = new Hono()
  app.onError(handleError)
  app.use(compress())

  app.get('/healthz', async (c) => {
    try {
      await db.execute(sql`select 1`)
      return c.json({ success: true, status: 'ok' })
    } catch {
      return errorJson(c, 'Database unavailable', 503)
    }
  })

  const routes = app.route('/api/products', productRoutes(catalogue))
  app.all('/api/*', apiNotFound)
  if (staticDir) app.route('/', storefrontRoutes(staticDir))
  return routes
}

export type AppType = ReturnType<typeof createApp>
