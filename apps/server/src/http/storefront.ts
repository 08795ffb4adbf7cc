import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import {
  DAY_MS,
  isPageRoute,
  metaForPath,
  PAGE_ROUTES,
  type Product,
  pageRenderSearch,
  productIdFromPath,
  type StoreSettingsResponse,
} from '@adire/contract'
import { serveStatic } from '@hono/node-server/serve-static'
import { type Context, Hono, type Next } from 'hono'
import type { CachedProductList } from '../products/product-list.ts'
import { renderHead } from '../seo/head.ts'
import { buildDocument } from './document.ts'
import { type Prepared, precompress, sendPrepared } from './precompressed.ts'
import { RenderQueue, type RenderQueueLimits } from './render-queue.ts'
import { pageContentSecurityPolicy } from './security.ts'
import type { PageData, PageRenderer } from './ssr.ts'

const YEAR_SECONDS = (365 * DAY_MS) / 1000
/** Pages kept ready to send (about 75 KB each in its three encodings). */
const PAGE_CACHE_SIZE = 500
/** Brotli quality for pages: compressed on a shopper's request, so fast (~1 ms) over smallest. */
const PAGE_BROTLI_QUALITY = 5
/**
 * One render at a time, resting twice as long as it took before the next, so renders take at
 * most a third of the server's one thread: a page renders in 4–20 ms of it, and renders back to
 * back held every API request behind them (under a flood of new searches on 4 connections, the
 * p50 of `/api/store/settings` was 10.7 times its p50 at rest; resting, 1.0–1.4 times;
 * `npm run bench -- --only page-flood`, docs/benchmarks.md). The rest is at most 100 ms: a
 * render that took long mostly waited (a cold start, a loaded machine), which costs the thread
 * nothing. Sixteen wait, under a second's worth at that pace; a new page asked for beyond them
 * is answered 503.
 */
const RENDER_LIMITS: RenderQueueLimits = { running: 1, waiting: 16, share: 1 / 3, maxRestMs: 100 }
/**
 * A page turned away is answered after a pause: a client that asks again at once would get
 * thousands of 503s a second, each costing the thread about what an API request does (with 64
 * connections, the settings p50 at 10–14 times its p50 at rest without the pause, 1.1–2.8
 * times with it).
 */
const BUSY_ANSWER_DELAY_MS = 200
/** What a page turned away by a full render queue says: try again in a moment. */
const RETRY_AFTER_SECONDS = 1
const BUSY_PAGE = [
  '<!doctype html><html lang="en"><meta charset="utf-8">',
  '<meta name="viewport" content="width=device-width, initial-scale=1">',
  `<meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS + 1}">`,
  '<title>Adire is busy</title>',
  '<p>The store is very busy right now. This page will load again in a moment.</p>',
].join('')
/** Pages are read, and a form sent before the page's code loaded comes back to its page. */
const PAGE_METHODS = ['GET', 'HEAD', 'POST']

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
  catalogue: { current(): Promise<Pick<CachedProductList, 'products' | 'etag'>> }
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
  /** How many renders run and wait at once (tests); `RENDER_LIMITS` by default. */
  renderLimits?: RenderQueueLimits
}

/**
 * The reset and e-mail confirmation links' tokens are in these pages' URLs: no request from
 * them may carry the token away.
 */
const NO_REFERRER_PAGES = new Set<string>([PAGE_ROUTES.resetPassword, PAGE_ROUTES.confirmEmail])
/** What of the store's settings pages show, as a short tag for the page cache's key. */
const settingsTagOf = (settings: StoreSettingsResponse) =>
  createHash('sha1').update(JSON.stringify(settings)).digest('base64url').slice(0, 16)

/** The page a path names, whatever trailing slashes it ends with (`isPageRoute` allows one). */
const withoutTrailingSlash = (pathname: string) => pathname.replace(/\/+$/, '') || '/'

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
  renderLimits = RENDER_LIMITS,
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
      storeSettings: async () => {
        if (!pageData) throw new Error('No store settings to render the footer with')
        return pageData.storeSettings()
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
  // assembling or compressing per request. Entries of an older catalogue age out. The URL is
  // the page's as its render reads it (`pageRenderSearch`): campaign tags, junk and the order
  // of the parameters make no new page, and the reset link's token is neither kept nor rendered.
  const pages = new Map<string, Promise<PreparedPage>>()
  const renders = new RenderQueue(renderLimits)
  async function servePage(c: Context) {
    // Pages give way to the API: requests that arrived together are routed first, the API's
    // answered at once, and the pages' (larger, and sometimes rendered) sent after them. Under a
    // flood of pages on 4 connections this took the settings call's p50 from 1.46 to 1.06 times
    // its p50 at rest (medians of 6 paired runs).
    await new Promise((resolve) => setImmediate(resolve))
    const { products, etag: catalogueTag } = await catalogue.current()
    const url = new URL(c.req.url)
    url.search = pageRenderSearch(url.pathname, url.searchParams).toString()
    // Every page shows the store's contact (footer, chat link): a change to it, read by this
    // server within a second, makes new pages (issue 41).
    const settingsTag = pageData ? settingsTagOf(await pageData.storeSettings()) : ''
    const key = `${catalogueTag} ${settingsTag} ${url.pathname}${url.search}`
    let pending = pages.get(key)
    if (!pending) {
      const queued = renders.run(() => preparePage(url, products))
      // Pages already prepared are still sent; a new one waits for a quieter moment.
      if (!queued) {
        await new Promise((resolve) => setTimeout(resolve, BUSY_ANSWER_DELAY_MS))
        return c.html(BUSY_PAGE, 503, {
          'Retry-After': String(RETRY_AFTER_SECONDS),
          'Cache-Control': 'no-store',
          'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
        })
      }
      pending = queued
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
      },
    })
  }

  // Every answer on such a page, whatever its status or method.
  app.use('*', async (c, next) => {
    await next()
    if (NO_REFERRER_PAGES.has(withoutTrailingSlash(c.req.path))) {
      c.res.headers.set('Referrer-Policy', 'no-referrer')
    }
  })

  // The store's own routes skip the file system; anything else may be a file, or a 404 page.
  app.get('*', async (c, next) => (isPageRoute(c.req.path) ? servePage(c) : next()))

  // A form sent before the page's code has loaded (the account forms post, so that no password
  // lands in a URL) comes back to its page, rather than to an error. Nothing in it is kept.
  app.post('*', async (c, next) => {
    if (!isPageRoute(c.req.path)) return next()
    const url = new URL(c.req.url)
    return c.redirect(`${url.pathname}${url.search}`, 303)
  })

  // A page is not a resource to change: other methods are refused as such (405, with what is
  // allowed), as the API refuses them (`apiFallback`), rather than as a missing page.
  app.all('*', async (c, next) => {
    if (PAGE_METHODS.includes(c.req.method) || !isPageRoute(c.req.path)) return next()
    c.header('Allow', PAGE_METHODS.join(', '))
    return c.text(`${c.req.method} is not allowed on ${c.req.path}; use GET`, 405)
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
