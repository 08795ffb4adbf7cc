/**
 * The storefront's pages (docs/product.md §2). The storefront's router declares these paths and the
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
  /** Beyond the original spec: one order, whole, with its printable receipt (signed in). */
  orderDetails: '/orders/:reference',
  /** Beyond the original spec: the shopper's profile, password, devices and data (signed in). */
  account: '/account',
  /** Beyond the original spec: the shopper's saved delivery addresses (signed in). */
  addresses: '/account/addresses',
  /** Beyond the original spec: where the link confirming a new e-mail address lands. */
  confirmEmail: '/account/confirm-email',
  helpCenter: '/helpCenter',
  /** Beyond the original spec (issue 41): where the store delivers, at what fee, in how long. */
  delivery: '/delivery',
  termsOfUse: '/termsOfUse',
  privacyPolicy: '/privacyPolicy',
  productDetails: '/productdetails/:id',
  verify: '/verify',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/login/forgotPassword',
  resetPassword: '/login/resetPassword',
  /** Beyond the original spec: where the shopper gives a bank account for a refund (e-mailed link). */
  refundDetails: '/refund-details',
  /** Beyond the original spec (§11.10): the store team's Home, where their screens start, admins only. */
  adminHome: '/admin',
  /** Beyond the original spec (§1: admin features not shown): the store team's orders, admins only. */
  adminOrders: '/admin/orders',
  /** Beyond the original spec: packing slips to print, `?ids=` (docs/product.md §11.11), admins only. */
  adminPackingSlips: '/admin/orders/packing-slips',
  /** Beyond the original spec: the store team's products (list, new, edit), admins only. */
  adminProducts: '/admin/products',
  /** Beyond the original spec: a new product, admins only (before `:id`, which `new` also matches). */
  adminProductNew: '/admin/products/new',
  /**
   * Beyond the original spec (§11.13): the shop's departments as the team adds, renames, orders
   * and removes them, admins only (before `:id`, which `departments` also matches).
   */
  adminDepartments: '/admin/products/departments',
  /** Beyond the original spec: a product by its id, as the store team edits it, admins only. */
  adminProductEdit: '/admin/products/:id',
  /** Beyond the original spec (§11.14): the store's discount codes, admins only. */
  adminDiscounts: '/admin/discounts',
  /** Beyond the original spec (§11.14): a new discount code, admins only (before `:id`). */
  adminDiscountNew: '/admin/discounts/new',
  /** Beyond the original spec (§11.14): a discount code, edited, with its history, admins only. */
  adminDiscountEdit: '/admin/discounts/:id',
  /** Beyond the original spec (§10.7): the shoppers' returns and exchanges, admins only. */
  adminReturns: '/admin/returns',
  /** Beyond the original spec (§10.7): one return, with the team's steps, admins only. */
  adminReturn: '/admin/returns/:id',
  /** Beyond the original spec: the store's settings (docs/product.md §11.7), admins only. */
  adminSettings: '/admin/settings',
  /** Beyond the original spec: the contact page's messages (docs/product.md §11.8), admins only. */
  adminMessages: '/admin/messages',
  /** Beyond the original spec: the customers who ordered (docs/product.md §11.12), admins only. */
  adminCustomers: '/admin/customers',
  /** Beyond the original spec: one customer, their orders and addresses, admins only. */
  adminCustomer: '/admin/customers/:id',
} as const

export type PageRoute = keyof typeof PAGE_ROUTES

/**
 * The product list's path, also here (free of schema code) because the storefront's first load
 * preloads it before anything else is loaded.
 */
export const PRODUCT_LIST_PATH = '/api/products/list'

/** The home page's products (see `HOME_LATEST_COUNT`), preloaded like the list. */
export const PRODUCT_FEATURED_PATH = '/api/products/featured'
/** `GET` the store's settings shoppers' screens need (every page primes it: issue 41). */
export const STORE_SETTINGS_PATH = '/api/store/settings'

/** A page of the collection's products, which the server renders and preloads like the list. */
export const PRODUCT_SEARCH_PATH = '/api/products'

/** One product and its related products, which the server renders and preloads like the list. */
export const PRODUCT_DETAILS_PATH = '/api/products/:id'

/** A product's sizes sold out or nearly, which the product page and the cart fetch as they open. */
export const PRODUCT_AVAILABILITY_PATH = '/api/products/:id/availability'

/**
 * The URL of a call: its path with each `:param` segment filled in (encoded), and the query
 * string if there is one. The API client and the server's preloading both build URLs here.
 */
export function apiUrl(
  path: string,
  params: Readonly<Record<string, string>> = {},
  query: URLSearchParams = new URLSearchParams(),
): string {
  const filled = path.replace(/:([a-zA-Z]+)/g, (_, key: string) =>
    encodeURIComponent(params[key] ?? ''),
  )
  const search = query.toString()
  return search ? `${filled}?${search}` : filled
}

/** An order's own page (its details and receipt). */
export function orderPath(reference: string): string {
  return PAGE_ROUTES.orderDetails.replace(':reference', encodeURIComponent(reference))
}

/** A customer's page on the store team's screen. */
export function adminCustomerPath(id: string): string {
  return PAGE_ROUTES.adminCustomer.replace(':id', encodeURIComponent(id))
}

/** A discount code's page on the store team's screen. */
export function adminDiscountPath(id: string): string {
  return PAGE_ROUTES.adminDiscountEdit.replace(':id', encodeURIComponent(id))
}

/** A return's page on the store team's screen. */
export function adminReturnPath(id: string): string {
  return PAGE_ROUTES.adminReturn.replace(':id', encodeURIComponent(id))
}

/** An order on the store team's orders page, opened beside the list. */
export function adminOrderPath(reference: string): string {
  return `${PAGE_ROUTES.adminOrders}?order=${encodeURIComponent(reference)}`
}

export function productPath(id: string): string {
  return PAGE_ROUTES.productDetails.replace(':id', encodeURIComponent(id))
}

/** A product page's path, its id captured (still encoded). */
const PRODUCT_PATH = new RegExp(`^${PAGE_ROUTES.productDetails.replace(':id', '([^/]+)')}/?$`)

/** The product id of a product page's path, or undefined for any other path. */
export function productIdFromPath(pathname: string): string | undefined {
  const encoded = PRODUCT_PATH.exec(pathname)?.[1]
  if (encoded === undefined) return undefined
  try {
    return decodeURIComponent(encoded)
  } catch {
    // A malformed escape (e.g. `%E0%A4%A`) is still a product path; its raw text matches no id.
    return encoded
  }
}

const matchers = (Object.entries(PAGE_ROUTES) as [PageRoute, string][]).map(([page, pattern]) => ({
  page,
  matcher: new RegExp(`^${pattern.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`),
}))

/** The page a pathname is (ignoring a trailing slash), or undefined for any other path. */
export function pageRouteOf(pathname: string): PageRoute | undefined {
  return matchers.find(({ matcher }) => matcher.test(pathname))?.page
}

/** Whether a pathname is one of the storefront's pages (ignoring a trailing slash). */
export function isPageRoute(pathname: string): boolean {
  return pageRouteOf(pathname) !== undefined
}

/**
 * The collection's state in its URL (`apps/storefront/src/shop/collection/browse.ts` reads and
 * writes it under these names).
 */
export const COLLECTION_PARAMS = {
  filter: 'filter',
  size: 'size',
  minPrice: 'minPrice',
  maxPrice: 'maxPrice',
  sort: 'sort',
  query: 'q',
  pages: 'pages',
} as const

/** My Orders, with the order just paid under `reference` shown first and marked. */
export function placedOrderPath(reference: string): string {
  return `${PAGE_ROUTES.orders}?reference=${encodeURIComponent(reference)}`
}

/** The collection filtered to one department, by a `filter` value the collection reads. */
export function collectionPath(filter: string): string {
  return `${PAGE_ROUTES.collection}?${COLLECTION_PARAMS.filter}=${encodeURIComponent(filter)}`
}

/**
 * How a page's server render uses a query parameter: `value`, what it shows depends on the
 * value; `presence`, only on whether the parameter has a value that is not blank.
 */
export type SearchParamUse = 'value' | 'presence'

/**
 * The query parameters each page reads in its first render, the one the server renders and the
 * browser hydrates; a page not listed reads none there. The server keeps one rendered page per
 * path and combination of these and renders with them alone, so campaign tags (`utm_*`,
 * `fbclid`) and junk cost no render. A page whose first render comes to read another parameter
 * must list it here, or the browser's first render would not match the server's markup.
 * `/verify`, `/orders` and the store team's pages (`/admin/…`) show nothing that depends on theirs until the
 * session has been read from the browser's storage, after hydration: the server renders them
 * loading or signed out, whatever the query.
 */
export const PAGE_SEARCH_PARAMS: { readonly [page in PageRoute]?: Record<string, SearchParamUse> } =
  {
    collection: Object.fromEntries(
      Object.values(COLLECTION_PARAMS).map((name) => [name, 'value' as const]),
    ),
    // The reset and e-mail links' tokens are secrets: the page is the same whatever their value.
    resetPassword: { token: 'presence' },
    confirmEmail: { token: 'presence' },
    refundDetails: { token: 'presence' },
  }

/** Stands for the value of a `presence` parameter, which is neither kept nor rendered. */
export const PRESENT_PARAM_VALUE = 'present'

/**
 * The query a page's server render is given (see `PAGE_SEARCH_PARAMS`): the parameters it
 * reads, sorted by name (repeated ones in their order, as the page reads them), a `presence`
 * parameter as `PRESENT_PARAM_VALUE` when its first value is not blank. The same view asked for
 * in any order, or with any other parameters, gives the same query.
 */
export function pageRenderSearch(pathname: string, search: URLSearchParams): URLSearchParams {
  const page = pageRouteOf(pathname)
  const reads = page === undefined ? undefined : PAGE_SEARCH_PARAMS[page]
  const kept = new URLSearchParams()
  if (!reads) return kept
  for (const [name, value] of search) {
    const use = reads[name]
    if (use === 'value') kept.append(name, value)
    // The page reads the first value, trimmed (`get(name)?.trim()`).
    else if (use === 'presence' && !kept.has(name) && search.get(name)?.trim()) {
      kept.set(name, PRESENT_PARAM_VALUE)
    }
  }
  kept.sort()
  return kept
}
