import { inSitemap, PAGE_ROUTES, productPath, type StaticPage } from '@adire/contract'
import { Hono } from 'hono'
import type { ProductListCache } from '../products/product-list.ts'

/**
 * The public pages worth a search engine's time. The shopper's own pages (cart, orders, login,
 * sign-up) may be indexed but are not offered here; private steps carry `noindex` (ADR 019).
 */
const SITEMAP_PAGES = (Object.keys(PAGE_ROUTES) as (keyof typeof PAGE_ROUTES)[]).filter(
  (page): page is StaticPage => page !== 'productDetails' && inSitemap(page),
)

const escapeXml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')

/** `sitemap.xml` (every indexed page and every product) and `robots.txt`. */
export function seoRoutes(catalogue: ProductListCache, publicUrl: string) {
  return new Hono()
    .get('/sitemap.xml', async (c) => {
      const products = await catalogue.list()
      const urls = [
        ...SITEMAP_PAGES.map((page) => ({ loc: PAGE_ROUTES[page], lastmod: undefined })),
        ...products.map((product) => ({
          loc: productPath(product._id),
          lastmod: new Date(product.date).toISOString().slice(0, 10),
        })),
      ]
      const body = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
        ...urls.map(
          ({ loc, lastmod }) =>
            `  <url><loc>${escapeXml(publicUrl + loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
        ),
        '</urlset>',
        '',
      ].join('\n')
      // Asked again each time: a product added or archived is in it, or gone from it, at once.
      c.header('Cache-Control', 'public, no-cache')
      return c.body(body, 200, { 'Content-Type': 'application/xml; charset=utf-8' })
    })
    .get('/robots.txt', (c) => {
      // Private pages (checkout, payment verification, password reset, the store team's) are
      // not disallowed here but marked `noindex` in their HTML: a crawler must be allowed to
      // fetch a page to see that it should drop it.
      const body = [
        'User-agent: *',
        'Allow: /',
        'Disallow: /api/',
        '',
        `Sitemap: ${publicUrl}/sitemap.xml`,
        '',
      ].join('\n')
      c.header('Cache-Control', 'public, max-age=86400')
      return c.text(body)
    })
}
