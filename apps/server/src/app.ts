import { ProductSearchQuery, productSearchInput } from '@adire/contract'
import { sql } from 'drizzle-orm'
import { Hono } from 'hono'
import { cors } from 'hono/cors'
import { adminRoutes } from './admin/routes.ts'
import { cartRoutes } from './cart/routes.ts'
import { contactRoutes } from './contact/routes.ts'
import { cartSummaryRoutes } from './discounts/routes.ts'
import { compressResponses } from './http/compress.ts'
import { apiFallback, errorJson, handleError } from './http/errors.ts'
import { baseSecurityHeaders } from './http/security.ts'
import type { PageRenderer } from './http/ssr.ts'
import { storefrontRoutes } from './http/storefront.ts'
import { refundRoutes } from './orders/refund-routes.ts'
import { orderRoutes } from './orders/routes.ts'
import { EMULATOR_PATH } from './payments/paystack/emulator/emulator.ts'
import { photoFileRoutes } from './photos/routes.ts'
import { ProductAnswers, productRoutes, productSearchRoutes } from './products/routes.ts'
import { returnRoutes } from './returns/routes.ts'
import { seoRoutes } from './seo/routes.ts'
import type { Services } from './services.ts'
import { storeRoutes, storeSettingsAnswer } from './store/routes.ts'
import { accountRoutes } from './users/account-routes.ts'
import { addressRoutes } from './users/address-routes.ts'
import { userRoutes } from './users/routes.ts'
import { sessionRoutes } from './users/session-routes.ts'

export interface AppOptions {
  services: Services
  /** The built storefront; omit for an API-only app (tests). */
  staticDir?: string | undefined
  /** Renders pages on the server (see `loadPageRenderer`). */
  renderer?: PageRenderer | undefined
}

export function createApp({ services, staticDir, renderer }: AppOptions) {
  const { db, catalogue, publicUrl } = services
  const app = new Hono()
  app.onError(handleError)
  // The product list, the product answers, pages and static files are sent precompressed in the
  // shopper's encoding; only the rest of the API and the sitemap are compressed per response.
  // The product list and the product answers already given are registered first so that even
  // the middleware's checks stay off the store's hottest routes.
  const securityHeaders = baseSecurityHeaders(publicUrl)
  const productAnswers = new ProductAnswers(catalogue)
  // Browsers on other sites may call the API only when the owner lists them; tokens travel in
  // headers, never cookies, so no credentials are granted either way.
  if (services.corsOrigins.length > 0) {
    app.use(
      '/api/*',
      cors({
        origin: services.corsOrigins,
        allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
        allowHeaders: ['Content-Type', 'Authorization', 'token'],
        maxAge: 600,
      }),
    )
  }
  app.route('/api/products', productRoutes(catalogue, productAnswers, securityHeaders))
  app.use('*', async (c, next) => {
    await next()
    for (const [name, value] of Object.entries(securityHeaders)) {
      // A response may set its own (the reset page sends no referrer at all).
      if (!c.res.headers.has(name)) c.res.headers.set(name, value)
    }
  })
  app.use('/api/*', compressResponses())
  // An API answer depends on who asks (the `token` header, which no shared cache varies on), so
  // none may be kept, errors included, unless its route set its own caching: the products and
  // the store's settings are public. (The product list and answers ready are sent above.)
  app.use('/api/*', async (c, next) => {
    await next()
    if (!c.res.headers.has('Cache-Control')) c.res.headers.set('Cache-Control', 'no-store')
  })
  app.use('/sitemap.xml', compressResponses())

  app.get('/healthz', async (c) => {
    try {
      await db.execute(sql`select 1`)
      return c.json({ success: true, status: 'ok' })
    } catch {
      return errorJson(c, 'Database unavailable', 503)
    }
  })

  app.route(
    '/api/products',
    productSearchRoutes(
      productAnswers,
      services.productSearch,
      services.productDetails,
      services.featuredProducts,
      (id) => services.stockHolds.scarce(services.db, id),
      () => catalogue.departments(),
    ),
  )
  app.route('/api/users/addresses', addressRoutes(services))
  app.route('/api/users/sessions', sessionRoutes(services))
  app.route('/api/users', userRoutes(services))
  app.route('/api/users', accountRoutes(services))
  // Before the cart's own routes, which all need a session: a guest's cart is priced too.
  app.route('/api/cart/summary', cartSummaryRoutes(services.orders.pricing, services.sessions))
  app.route('/api/cart', cartRoutes(services.cart, services.sessions))
  app.route(
    '/api/store',
    storeRoutes(services.storeSettings, services.gateway.emulator !== undefined, () =>
      catalogue.departments(),
    ),
  )
  app.route('/api/order/returns', returnRoutes(services))
  app.route('/api/order', orderRoutes(services))
  app.route('/api/refunds', refundRoutes(services))
  app.route('/api/admin', adminRoutes(services))
  app.route('/api/contact', contactRoutes(services))
  // Registered last among the API's routes, it sees all of them.
  app.all('/api/*', apiFallback(app.routes))
  const { emulator } = services.gateway
  if (emulator) {
    app.route(EMULATOR_PATH, emulator.app)
    // The emulator's webhooks reach this app in-process, as Paystack's reach it over HTTPS.
    emulator.connect((request) => Promise.resolve(app.fetch(request)))
  }
  app.route('/', seoRoutes(catalogue, publicUrl))
  app.route('/', photoFileRoutes(services.photos))
  if (staticDir) {
    const paystack = services.gateway.emulator === undefined
    const pageData = {
      productSearch: async (params: URLSearchParams) => ({
        success: true as const,
        ...(await services.productSearch.search(
          ProductSearchQuery.parse(productSearchInput(params)),
        )),
      }),
      productDetails: (id: string) => services.productDetails.find(id),
      productFeatured: () => services.featuredProducts.list(),
      storeSettings: async () =>
        storeSettingsAnswer(
          services.storeSettings,
          services.gateway.emulator !== undefined,
          await catalogue.departments(),
        ),
    }
    app.route(
      '/',
      storefrontRoutes({ staticDir, catalogue, publicUrl, renderer, pageData, paystack }),
    )
  }
  return app
}
