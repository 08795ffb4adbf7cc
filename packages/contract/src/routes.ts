/**
 * The storefront's pages (SPEC.md §2). The storefront's router declares these paths and the
 * server uses the same list to answer unknown paths with a real 404 status.
 */
export const PAGE_ROUTES = {
  home: '/',
  collection: '/collection',
  about: '/about',
  contact: '/contact',
  product: '/product',
  cart: '/cart',
  placeOrder: '/place-order',
  orders: '/orders',
  helpCenter: '/helpCenter',
  termsOfUse: '/termsOfUse',
  privacyPolicy: '/privacyPolicy',
  productDetails: '/productdetails/:id',
  verify: '/verify',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/login/forgotPassword',
  resetPassword: '/login/resetPassword',
  /** Beyond SPEC.md (§1: admin features not shown): the store team's orders, admins only. */
  adminOrders: '/admin/orders',
} as const

export type PageRoute = keyof typeof PAGE_ROUTES

/**
 * The product list's path, also here (free of schema code) because the storefront's first load
 * preloads it before anything else is loaded.
 */
export const PRODUCT_LIST_PATH = '/api/products/list'

/** The home page's products (see `HOME_LATEST_COUNT`), preloaded like the list. */
export const PRODUCT_FEATURED_PATH = '/api/products/featured'

export function productPath(id: string): string {
  return `/productdetails/${encodeURIComponent(id)}`
}

/** The product id of a product page's path, or undefined for any other path. */
export function productIdFromPath(pathname: string): string | undefined {
  const encoded = /^\/productdetails\/([^/]+)\/?$/.exec(pathname)?.[1]
  if (encoded === undefined) return undefined
  try {
    return decodeURIComponent(encoded)
  } catch {
    // A malformed escape (e.g. `%E0%A4%A`) is still a product path; its raw text matches no id.
    return encoded
  }
}

const matchers = Object.values(PAGE_ROUTES).map(
  (pattern) => new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`),
)

/** Whether a pathname is one of the storefront's pages (ignoring a trailing slash). */
export function isPageRoute(pathname: string): boolean {
  return matchers.some((matcher) => matcher.test(pathname))
}
