import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { isPageRoute, metaForPath, type Product, productIdFromPath } from '@adire/contract'
import { serveStatic } from '@hono/node-server/serve-static'
import { type Context, Hono, type Next } from 'hono'
import type { CataloguedList } from '../products/catalogue.ts'
import { renderHead } from '../seo/head.ts'
import { buildDocument } from './document.ts'
import { type Prepared, precompress, sendPrepared } from './precompressed.ts'
import { pageContentSecurityPolicy } from './security.ts'
import type { PageData, PageRenderer } from './ssr.ts'

const YEAR_SECONDS = 365 * 24 * 60 * 60
/** Pages kept ready to send (about 75 KB each in its three encodings). */
const PAGE_CACHE_SIZE = 500
/** Brotli quality for pages: compressed on a shopper's request, so fast (~1 ms) over smallest. */
const PAGE_BROTLI_QUALITY = 5

interface PreparedPage extends Prepared {
  status: 200 | 404
  /** Its Content-Security-Policy, with the hashes of its own inline scripts. */
  policy: string
  /** False when server rendering failed and the shell went out instead: not worth keeping. */
  complete: boolean
}

export interface StorefrontOptions {
  /** The built storefront (Vite's output). */
  staticDir: string
  catalogue: { current(): Promise<Pick<CataloguedList, 'products' | 'etag'>> }
  /**
   * What server-rendered pages read (the collection's pages, a product with its related ones,
   * the home page's products); the list from `catalogue` gives pages their meta tags.
   */
  pageData?: PageData | undefined
  /** The store's public address, for canonical and sharing URLs. */
  publicUrl: string
  /** Server rendering; without it pages go out as the shell and render in the browser. */
  renderer?: PageRenderer | undefined
  /** Real Paystack keys: pages allow Paystack's popup (see `pageContentSecurityPolicy`). */
  paystack?: boolean
}

/** The reset link's token is in the page's URL: no request from that page may carry it away. */
const NO_REFERRER_PAGES = new Set(['/login/resetPassword'])

/**
 * Serves the built storefront: fingerprinted assets cached forever, other files for a day, and
 * every page rendered on the server with its own title, description, sharing tags and
 * structured data (a real 404 status, with the app's 404 page, for unknown paths).
 */
export function storefrontRoutes({
  staticDir,
  catalogue,
  publicUrl,
  renderer,
  pageData,
  paystack = false,
}: StorefrontOptions) {
  const app = new Hono()
  const indexFile = path.join(staticDir, 'index.html')
  if (!existsSync(indexFile)) {
    console.warn(`[server] No storefront build in ${staticDir}: run "npm run build" first.`)
    return app.get('*', (c) =>
      c.text('The storefront has not been built yet. Run "npm run build" and restart.', 503),
    )
  }
  const template = readFileSync(indexFile, 'utf8')

  /** Renders, assembles and compresses the document for one URL and catalogue. */
  async function preparePage(url: URL, products: Product[]): Promise<PreparedPage> {
    const find = (id: string) => products.find((product) => product._id === id)
    const productId = productIdFromPath(url.pathname)
    // An unknown product is as missing as an unknown page: crawlers should drop it.
    const found = isPageRoute(url.pathname) && (productId === undefined || Boolean(find(productId)))
    const head = renderHead(metaForPath(url.pathname, find), publicUrl)
    let complete = true
    const data: PageData = {
      productSearch: async (params) => {
        if (!pageData) throw new Error('No product search to render the collection with')
        return pageData.productSearch(params)
      },
      productDetails: async (id) => {
        if (!pageData) throw new Error('No product details to render a product page with')
        return pageData.productDetails(id)
      },
      productFeatured: async () => {
        if (!pageData) throw new Error('No featured products to render the home page with')
        return pageData.productFeatured()
      },
    }
    const rendered = await renderer
      ?.render(`${url.pathname}${url.search}`, data)
      .catch((error: unknown) => {
        // A page that fails to render on the server still works: the browser renders it.
        console.error(`[server] Rendering ${url.pathname} failed:`, error)
        complete = false
        return undefined
      })
    const html = buildDocument(template, {
      head,
      appHtml: rendered?.html,
      modulePreloads: rendered?.modulePreloads,
      dataPreloads: rendered?.dataPreloads,
    })
    return {
      status: found ? 200 : 404,
      policy: pageContentSecurityPolicy(html, { paystack }),
      body: precompress(html, PAGE_BROTLI_QUALITY),
      etag: `W/"${createHash('sha1').update(html).digest('base64url')}"`,
      complete,
    }
  }

  // Every shopper gets the same HTML for the same URL and catalogue (the session lives in the
  // browser), so a page is prepared once and then sent like the product list: no rendering,
  // assembling or compressing per request. Entries of an older catalogue age out.
  const pages = new Map<string, Promise<PreparedPage>>()
  async function servePage(c: Context) {
    const { products, etag: catalogueTag } = await catalogue.current()
    const url = new URL(c.req.url)
    const key = `${catalogueTag} ${url.pathname}${url.search}`
    let pending = pages.get(key)
    if (!pending) {
      pending = preparePage(url, products)
      if (pages.size >= PAGE_CACHE_SIZE) pages.delete(pages.keys().next().value as string)
      pages.set(key, pending)
      const forget = () => pages.get(key) === pending && pages.delete(key)
      pending.then((page) => page.complete || forget(), forget)
    }
    const page = await pending
    return sendPrepared(c.req, page, {
      status: page.status,
      headers: {
        'Cache-Control': 'no-cache',
        'Content-Type': 'text/html; charset=UTF-8',
        'Content-Security-Policy': page.policy,
        ...(NO_REFERRER_PAGES.has(url.pathname) ? { 'Referrer-Policy': 'no-referrer' } : {}),
      },
    })
  }

  // The store's own routes skip the file system; anything else may be a file, or a 404 page.
  app.get('*', async (c, next) => (isPageRoute(c.req.path) ? servePage(c) : next()))

  // A form sent before the page's code has loaded (the account forms post, so that no password
  // lands in a URL) comes back to its page, rather than to an error. Nothing in it is kept.
  app.post('*', async (c, next) => {
    if (!isPageRoute(c.req.path)) return next()
    const url = new URL(c.req.url)
    return c.redirect(`${url.pathname}${url.search}`, 303)
  })

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
      // index.html is served as a page, with its meta, the right status and no long caching.
      rewriteRequestPath: (p) => (p === '/index.html' ? '/__no_such_file__' : p),
    }),
  )
  app.get('*', servePage)
  return app
}
