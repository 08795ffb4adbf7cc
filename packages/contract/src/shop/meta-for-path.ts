// The meta of any path, for the server's first HTML (docs/product.md §2). Apart from seo.ts and
// static-page-meta.ts, which the browser loads: this one brings the Help Center's questions along.

import {
  isPageRoute,
  PAGE_ROUTES,
  type PageRoute,
  pageRouteOf,
  productIdFromPath,
} from '../shared/routes.ts'
import type { Product } from './catalogue.ts'
import { helpCenterMeta } from './faq.ts'
import { notFoundMeta, type PageMeta, productMeta } from './seo.ts'
import { pageMeta, type StaticPage } from './static-page-meta.ts'

const staticPages = (Object.keys(PAGE_ROUTES) as PageRoute[])
  .filter((page): page is StaticPage => page !== 'productDetails')
  .map((page) => [page, PAGE_ROUTES[page]] as const)

/**
 * The meta of any path the store serves: a page, a product page (looked up with `findProduct`),
 * or the not-found page.
 */
export function metaForPath(
  pathname: string,
  findProduct: (id: string) => Product | undefined,
): PageMeta {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  const page = staticPages.find(([, route]) => route === path)
  if (page) return page[0] === 'helpCenter' ? helpCenterMeta() : pageMeta(page[0])
  // A page with an id in its path (the store team's editor, an order's details): its own
  // (noindex) meta, there.
  const route = pageRouteOf(path)
  if (
    route === 'adminProductEdit' ||
    route === 'orderDetails' ||
    route === 'adminCustomer' ||
    route === 'adminDiscountEdit' ||
    route === 'adminReturn'
  ) {
    return { ...pageMeta(route), path }
  }
  const productId = productIdFromPath(path)
  const product = productId === undefined ? undefined : findProduct(productId)
  if (product) return productMeta(product)
  return notFoundMeta(isPageRoute(path) ? path : pathname)
}
