import {
  ADMIN_PAGE_SIZE,
  type AdminOrder,
  AdminOrdersQuery,
  type AdminOrdersResponse,
  type AuthResponse,
  api,
  CART_MESSAGES,
  CartAddRequest,
  type CartData,
  CartItemRequest,
  CartMergeRequest,
  CartRemoveRequest,
  type CartResponse,
  CartUpdateRequest,
  CONTACT_SUCCESS_MESSAGE,
  ContactRequest,
  type ContactResponse,
  cartEntries,
  DELIVERY_FEE,
  DeliveryAddress,
  type EndpointName,
  type ErrorResponse,
  ForgotPasswordRequest,
  featuredProducts,
  LoginRequest,
  type MeResponse,
  type MessageResponse,
  nairaToKobo,
  nextStatuses,
  ORDER_MESSAGES,
  type Order,
  OrderStatusRequest,
  type OrderStatusResponse,
  PayAgainRequest,
  type PaymentKind,
  type PlaceOrderResponse,
  PRODUCT_NOT_FOUND_MESSAGE,
  type Product,
  type ProductDetailsResponse,
  type ProductFeaturedResponse,
  type ProductListResponse,
  ProductSearchQuery,
  type ProductSearchResponse,
  productSearchInput,
  type RefundStatus,
  RegisterRequest,
  type RequestOf,
  ResetPasswordRequest,
  relatedProducts,
  type StoreSettingsResponse,
  sizeNotOffered,
  USER_MESSAGES,
  USER_ORDERS_PAGE_SIZE,
  UserOrdersQuery,
  type UserOrdersResponse,
  VERIFY_ANSWERS,
  type VerifyPaymentResponse,
  withAdded,
  withQuantity,
} from '@adire/contract'
import { delay, HttpResponse, http } from 'msw'
import type { z } from 'zod'
import {
  ADMIN_USER,
  DEMO_USER,
  FIXTURE_NOW,
  fixtureAdminOrders,
  fixtureOrderHistory,
  fixtureProducts,
  toShopperOrder,
} from './fixtures.ts'

/** Matches the path on any origin, so the same handlers serve browser stories and Node tests. */
const url = (name: EndpointName) => `*${api[name].path}`

const fail = (message: string, status: number) =>
  HttpResponse.json<ErrorResponse>({ success: false, message }, { status })

const unauthorised = () => fail(USER_MESSAGES.notAuthorised, 401)

/** The session token, sent as the `token` header or as `Authorization: Bearer`. */
function tokenOf(request: Request): string | undefined {
  const bearer = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '')
  return request.headers.get('token') || bearer || undefined
}

const hasToken = (request: Request) => tokenOf(request) !== undefined

// The mock cart lives in memory for the lifetime of a story or test file; resetMockCart()
// puts it back so one test cannot leak into another. It follows the contract's own cart rules.
let mockCart: CartData = {}
const mergedGuestCarts = new Set<string>()
export function resetMockCart(cart: CartData = {}): void {
  mockCart = structuredClone(cart)
  mergedGuestCarts.clear()
}

function cartResponse(): CartResponse {
  return { success: true, cartData: mockCart, cart: { items: cartEntries(mockCart) } }
}

/** The server's checks of a product and size: 400 with its message, or undefined when sold. */
function unsold(productId: string, size: string) {
  const product = fixtureProducts.find((p) => p._id === productId)
  if (!product) return fail(CART_MESSAGES.productNotFound, 400)
  return product.sizes.includes(size) ? undefined : fail(sizeNotOffered(size), 400)
}

/** Runs a cart change as the server does: token, body and product checked first. */
function cartChange<N extends 'cartAdd' | 'cartAddItem' | 'cartUpdate' | 'cartRemove'>(
  name: N,
  schema: z.ZodType,
  apply: (body: RequestOf<N>) => { productId: string; size: string; next: () => CartData },
) {
  return async ({
    request,
  }: {
    request: Request
  }): Promise<HttpResponse<CartResponse | ErrorResponse>> => {
    if (!hasToken(request)) return unauthorised()
    const invalid = await invalidBody(request.clone(), schema)
    if (invalid) return invalid
    const change = apply((await request.json()) as RequestOf<N>)
    const refused = name === 'cartRemove' ? undefined : unsold(change.productId, change.size)
    if (refused) return refused
    mockCart = change.next()
    return HttpResponse.json<CartResponse>(cartResponse())
  }
}

type Body<N extends EndpointName> = RequestOf<N>

export const productHandlers = {
  default: http.get<never, never, ProductListResponse>(url('productList'), () =>
    HttpResponse.json({ success: true, products: fixtureProducts }),
  ),
  empty: http.get<never, never, ProductListResponse>(url('productList'), () =>
    HttpResponse.json({ success: true, products: [] }),
  ),
  error: http.get<never, never, ErrorResponse>(url('productList'), () =>
    fail('Failed to fetch products', 500),
  ),
  slow: http.get(url('productList'), async () => {
    await delay('infinite')
    return HttpResponse.json({ success: true, products: fixtureProducts })
  }),
}

/** Lower case without accents, as the storefront compares text. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
const wordsOf = (text: string) =>
  fold(text)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean)

/** The catalogue's own order, as the server's: newest first, then by id. */
const naturalOrder = (a: Product, b: Product) => b.date - a.date || a._id.localeCompare(b._id)

/** A word as the mock search compares it: a trailing "s" dropped, so "hoodies" finds hoodies. */
const stem = (word: string) => (word.length > 3 ? word.replace(/s$/, '') : word)

/**
 * `GET /api/products` over the given products, in plain code: filtered, searched, sorted and
 * paged as the server does. The text search is a simple stand-in for the server's full-text
 * search: every word typed must begin a word of the product's name, category or description,
 * and no word typed after a `-` may; a text with no words finds nothing. Relevance scores each
 * word 3 when found in the name, 2 in the category, 1 in the description.
 */
export function searchProducts(
  products: readonly Product[],
  { category, sort, q, page, pageSize }: ProductSearchQuery,
): ProductSearchResponse {
  const chunks = q.split(/\s+/).filter(Boolean)
  const wordsIn = (list: string[]) => list.flatMap((chunk) => wordsOf(chunk).map(stem))
  const excluded = wordsIn(chunks.filter((chunk) => chunk.startsWith('-')))
  const wanted = wordsIn(chunks.filter((chunk) => !chunk.startsWith('-')))
  const nothingToFind = q !== '' && wanted.length === 0 && excluded.length === 0
  const has = (words: string[], word: string) => words.some((w) => w.startsWith(word))
  const matches = products
    .filter((product) => category.length === 0 || category.includes(product.category))
    .flatMap((product) => {
      const name = wordsOf(product.name)
      const inCategory = wordsOf(product.category)
      const all = [...name, ...inCategory, ...wordsOf(product.description)]
      const found =
        !nothingToFind &&
        wanted.every((word) => has(all, word)) &&
        !excluded.some((word) => has(all, word))
      const score = wanted.reduce(
        (sum, word) =>
          sum + (has(name, word) ? 3 : has(inCategory, word) ? 2 : has(all, word) ? 1 : 0),
        0,
      )
      return found ? [{ product, score }] : []
    })
  const byNature = (a: (typeof matches)[number], b: (typeof matches)[number]) =>
    naturalOrder(a.product, b.product)
  matches.sort(
    sort === 'price-asc'
      ? (a, b) => a.product.price - b.product.price || byNature(a, b)
      : sort === 'price-desc'
        ? (a, b) => b.product.price - a.product.price || byNature(a, b)
        : sort === 'relevance' && wanted.length > 0
          ? (a, b) => b.score - a.score || byNature(a, b)
          : byNature,
  )
  const start = (page - 1) * pageSize
  return {
    success: true,
    products: matches.slice(start, start + pageSize).map((match) => match.product),
    page,
    pageSize,
    total: matches.length,
    hasMore: start + pageSize < matches.length,
  }
}

/** `GET /api/products`, over the fixtures; the query is checked with the contract's schema. */
export const productSearchHandlers = {
  default: http.get<never, never, ProductSearchResponse | ErrorResponse>(
    url('productSearch'),
    ({ request }) => {
      const query = ProductSearchQuery.safeParse(
        productSearchInput(new URL(request.url).searchParams),
      )
      if (!query.success) {
        return fail(query.error.issues[0]?.message ?? 'Invalid product search', 400)
      }
      return HttpResponse.json(searchProducts(fixtureProducts, query.data))
    },
  ),
  empty: http.get<never, never, ProductSearchResponse>(url('productSearch'), ({ request }) => {
    const query = ProductSearchQuery.safeParse(
      productSearchInput(new URL(request.url).searchParams),
    )
    return HttpResponse.json(searchProducts([], query.data ?? ProductSearchQuery.parse({})))
  }),
  error: http.get<never, never, ErrorResponse>(url('productSearch'), () =>
    fail('Failed to fetch products', 500),
  ),
  slow: http.get(url('productSearch'), async () => {
    await delay('infinite')
    return HttpResponse.json(searchProducts(fixtureProducts, ProductSearchQuery.parse({})))
  }),
  /** The first page as usual; every later page never arrives (a "load more" in progress). */
  laterPagesSlow: http.get(url('productSearch'), async ({ request }) => {
    const query = queryOf(request)
    if (query.page > 1) await delay('infinite')
    return HttpResponse.json(searchProducts(fixtureProducts, query))
  }),
  /** The first page as usual; every later page fails (a "load more" that cannot load). */
  laterPagesFail: http.get(url('productSearch'), ({ request }) => {
    const query = queryOf(request)
    if (query.page > 1) return fail('Failed to fetch products', 500)
    return HttpResponse.json(searchProducts(fixtureProducts, query))
  }),
}

/**
 * A fresh handler whose first `failures` requests for a later page fail and every other one
 * succeeds: a "load more" that works when tried again (the storefront retries a later page
 * once by itself, so 2 failures reach the shopper). The count starts again with each first
 * page, so a story shown again fails again.
 */
export function laterPagesFailThenWork(failures = 2) {
  let failed = 0
  return http.get(url('productSearch'), ({ request }) => {
    const query = queryOf(request)
    // A first page starts a list again (a story shown anew): its next pages fail again.
    if (query.page === 1) failed = 0
    if (query.page > 1 && failed < failures) {
      failed += 1
      return fail('Failed to fetch products', 500)
    }
    return HttpResponse.json(searchProducts(fixtureProducts, query))
  })
}

/** A search's query as the server reads it; the variants above are only asked valid ones. */
const queryOf = (request: Request) =>
  ProductSearchQuery.parse(productSearchInput(new URL(request.url).searchParams))

/**
 * `GET /api/products/featured`, over the fixtures: the home page's products, as the server
 * chooses them (`featuredProducts`).
 */
export const productFeaturedHandlers = {
  default: http.get<never, never, ProductFeaturedResponse>(url('productFeatured'), () =>
    HttpResponse.json({ success: true, products: featuredProducts(fixtureProducts) }),
  ),
  empty: http.get<never, never, ProductFeaturedResponse>(url('productFeatured'), () =>
    HttpResponse.json({ success: true, products: [] }),
  ),
  error: http.get<never, never, ErrorResponse>(url('productFeatured'), () =>
    fail('Failed to fetch products', 500),
  ),
  slow: http.get(url('productFeatured'), async () => {
    await delay('infinite')
    return HttpResponse.json({ success: true, products: featuredProducts(fixtureProducts) })
  }),
}

/** The paths under `/api/products/` that are not a product's (the list, the home page's). */
const notAProduct = (id: string) => id === 'list' || id === 'featured'

/** One product with its related ones, as the server answers it; 404 for an unknown id. */
function productDetails(id: string) {
  const product = fixtureProducts.find((p) => p._id === id)
  if (!product) return fail(PRODUCT_NOT_FOUND_MESSAGE, 404)
  return HttpResponse.json<ProductDetailsResponse>({
    success: true,
    product,
    related: relatedProducts(product, fixtureProducts),
  })
}

/**
 * `GET /api/products/:id`, over the fixtures. The path also matches the list's
 * (`/api/products/list`) and the home page's (`/api/products/featured`), which these handlers
 * leave to their own handlers.
 */
export const productDetailsHandlers = {
  default: http.get<{ id: string }, never, ProductDetailsResponse | ErrorResponse>(
    url('productDetails'),
    ({ params }) => (notAProduct(params.id) ? undefined : productDetails(params.id)),
  ),
  error: http.get<{ id: string }, never, ErrorResponse>(url('productDetails'), ({ params }) =>
    notAProduct(params.id) ? undefined : fail('Failed to fetch products', 500),
  ),
  slow: http.get<{ id: string }>(url('productDetails'), async ({ params }) => {
    if (notAProduct(params.id)) return undefined
    await delay('infinite')
    return productDetails(params.id)
  }),
}

/** Checks a body as the server does, so a story that skips a form's own checks still sees a 400. */
async function invalidBody(request: Request, schema: z.ZodType) {
  const parsed = schema.safeParse(await request.json().catch(() => undefined))
  return parsed.success
    ? undefined
    : fail(parsed.error.issues[0]?.message ?? 'Invalid request', 400)
}

/** The tokens the mock server knows: the demo user's, and one it treats as revoked or expired. */
export const MOCK_TOKEN = 'mock-token'
export const EXPIRED_MOCK_TOKEN = 'expired-mock-token'
/** The store team's token: `me` answers role `admin` (`ADMIN_USER`), the admin calls accept it. */
export const MOCK_ADMIN_TOKEN = 'mock-admin-token'

/** Who a token belongs to: the store team's member, else the demo shopper. */
const userOf = (token: string) =>
  token === MOCK_ADMIN_TOKEN
    ? { name: ADMIN_USER.name, email: ADMIN_USER.email, role: 'admin' as const }
    : { name: DEMO_USER.name, email: DEMO_USER.email, role: 'shopper' as const }
/** The reset-link token the mock server treats as used or expired. */
export const EXPIRED_RESET_TOKEN = 'expired'

const isDemoEmail = (email: string) => email.toLowerCase() === DEMO_USER.email

export const userHandlers = {
  login: http.post<never, Body<'login'>, AuthResponse | ErrorResponse>(
    url('login'),
    async ({ request }) => {
      const invalid = await invalidBody(request.clone(), LoginRequest)
      if (invalid) return invalid
      const { email, password } = await request.json()
      if (isDemoEmail(email) && password === DEMO_USER.password) {
        return HttpResponse.json({
          success: true,
          token: MOCK_TOKEN,
          message: USER_MESSAGES.loggedIn,
        })
      }
      return fail(USER_MESSAGES.loginFailed, 401)
    },
  ),
  register: http.post<never, Body<'register'>, AuthResponse | ErrorResponse>(
    url('register'),
    async ({ request }) => {
      const invalid = await invalidBody(request.clone(), RegisterRequest)
      if (invalid) return invalid
      const { email } = await request.json()
      if (isDemoEmail(email)) return fail(USER_MESSAGES.emailTaken, 409)
      return HttpResponse.json(
        { success: true, token: MOCK_TOKEN, message: USER_MESSAGES.registered },
        { status: 201 },
      )
    },
  ),
  me: http.get<never, never, MeResponse | ErrorResponse>(url('me'), ({ request }) => {
    const token = tokenOf(request)
    if (!token) return unauthorised()
    if (token === EXPIRED_MOCK_TOKEN) return fail(USER_MESSAGES.sessionExpired, 401)
    return HttpResponse.json({ success: true, user: userOf(token) })
  }),
  logout: http.post<never, never, MessageResponse | ErrorResponse>(url('logout'), ({ request }) =>
    tokenOf(request)
      ? HttpResponse.json({ success: true, message: USER_MESSAGES.loggedOut })
      : unauthorised(),
  ),
  forgotPassword: http.post<never, Body<'forgotPassword'>, MessageResponse | ErrorResponse>(
    url('forgotPassword'),
    async ({ request }) =>
      (await invalidBody(request, ForgotPasswordRequest)) ??
      HttpResponse.json({ success: true, message: USER_MESSAGES.resetRequested }),
  ),
  resetPassword: http.post<
    { token: string },
    Body<'resetPassword'>,
    MessageResponse | ErrorResponse
  >(url('resetPassword'), async ({ request, params }) => {
    const invalid = await invalidBody(request, ResetPasswordRequest)
    if (invalid) return invalid
    return params.token === EXPIRED_RESET_TOKEN
      ? fail(USER_MESSAGES.resetTokenInvalid, 400)
      : HttpResponse.json({ success: true, message: USER_MESSAGES.resetDone })
  }),
  /** A stored token the server no longer accepts (expired, or revoked by a password reset). */
  sessionExpired: http.get(url('me'), () => fail(USER_MESSAGES.sessionExpired, 401)),
  /** The server fails without a message of its own: the storefront's fallback texts show. */
  error: http.post(
    '*/api/users/*',
    () => new HttpResponse('Internal Server Error', { status: 500 }),
  ),
  /** The connection drops: no answer at all. */
  networkError: http.post('*/api/users/*', () => HttpResponse.error()),
  slow: http.post('*/api/users/*', async () => {
    await delay('infinite')
    return HttpResponse.json({ success: true })
  }),
}

export const cartHandlers = {
  get: http.get<never, never, CartResponse | ErrorResponse>(url('cartGet'), ({ request }) =>
    hasToken(request) ? HttpResponse.json(cartResponse()) : unauthorised(),
  ),
  add: http.post<never, Body<'cartAdd'>, CartResponse | ErrorResponse>(
    url('cartAdd'),
    cartChange('cartAdd', CartAddRequest, ({ itemId, size }) => ({
      productId: itemId,
      size,
      next: () => withAdded(mockCart, itemId, size),
    })),
  ),
  addItem: http.post<never, Body<'cartAddItem'>, CartResponse | ErrorResponse>(
    url('cartAddItem'),
    cartChange('cartAddItem', CartItemRequest, ({ productId, size, quantity }) => ({
      productId,
      size,
      next: () => withAdded(mockCart, productId, size, quantity),
    })),
  ),
  update: http.put<never, Body<'cartUpdate'>, CartResponse | ErrorResponse>(
    url('cartUpdate'),
    cartChange('cartUpdate', CartUpdateRequest, ({ productId, size, quantity }) => ({
      productId,
      size,
      next: () => withQuantity(mockCart, productId, size, quantity),
    })),
  ),
  remove: http.delete<never, Body<'cartRemove'>, CartResponse | ErrorResponse>(
    url('cartRemove'),
    cartChange('cartRemove', CartRemoveRequest, ({ productId, size }) => ({
      productId,
      size,
      next: () => withQuantity(mockCart, productId, size, 0),
    })),
  ),
  merge: http.post<never, Body<'cartMerge'>, CartResponse | ErrorResponse>(
    url('cartMerge'),
    async ({ request }) => {
      if (!hasToken(request)) return unauthorised()
      const invalid = await invalidBody(request.clone(), CartMergeRequest)
      if (invalid) return invalid
      const { guestId, items } = await request.json()
      // The same guest cart is added once, however often the hand-over is repeated.
      if (!mergedGuestCarts.has(guestId)) {
        mergedGuestCarts.add(guestId)
        for (const { productId, size, quantity } of items) {
          if (!unsold(productId, size)) mockCart = withAdded(mockCart, productId, size, quantity)
        }
      }
      return HttpResponse.json(cartResponse())
    },
  ),
  /** Every cart call fails without a message of its own: the storefront's texts show. */
  error: http.all('*/api/cart/*', () => new HttpResponse('Internal Server Error', { status: 500 })),
  /** Changes fail (the server is down) while the cart itself still loads. */
  changesFail: http.all('*/api/cart/*', ({ request }) =>
    request.method === 'GET' ? HttpResponse.json(cartResponse()) : HttpResponse.error(),
  ),
  slow: http.all('*/api/cart/*', async () => {
    await delay('infinite')
    return HttpResponse.json(cartResponse())
  }),
}

/** The store's settings: no delivery fee by default (SPEC.md §9), or one a store owner set. */
export const storeHandlers = {
  default: http.get<never, never, StoreSettingsResponse>(url('storeSettings'), () =>
    HttpResponse.json({
      success: true,
      currency: 'NGN',
      deliveryFee: DELIVERY_FEE,
      testPayments: true,
    }),
  ),
  deliveryFee: http.get<never, never, StoreSettingsResponse>(url('storeSettings'), () =>
    HttpResponse.json({ success: true, currency: 'NGN', deliveryFee: 2500, testPayments: false }),
  ),
}

// The mock server's orders, as the store team sees them (each with its customer). Like the cart,
// they live in memory and `resetMockOrders()` puts them back; the calls change them as the
// server would: placing adds an order awaiting payment, verifying pays it, paying again gives it
// a new reference, the store team moves it along `nextStatuses`.
let mockOrders: AdminOrder[] = structuredClone(fixtureAdminOrders)
/** Earlier payment references (a payment made on one still confirms its order). */
let earlierReferences = new Map<string, string>()
let placedCount = 0
let ordersRecovered = false
/** The mock's clock: each change is a minute after the last, so timelines read the same every run. */
let clock = FIXTURE_NOW

/**
 * Puts the mock orders back: `fixtureAdminOrders` (Ada's three and other customers'), or the
 * orders given. Also makes `orderHandlers.failsUntilRecovered` fail again.
 */
export function resetMockOrders(orders: AdminOrder[] = fixtureAdminOrders): void {
  mockOrders = structuredClone(orders)
  earlierReferences = new Map()
  placedCount = 0
  ordersRecovered = false
  clock = FIXTURE_NOW
}

/** The server comes back: `orderHandlers.failsUntilRecovered` answers from now on. */
export function recoverMockOrders(): void {
  ordersRecovered = true
}

const tick = () => {
  clock += 60_000
  return clock
}

/**
 * Moves a mock order as someone else would (the store team in another tab, the command line),
 * whether or not `nextStatuses` allows it: for a story, the change the page has not seen yet.
 */
export function moveMockOrder(orderId: string, status: string, by: string = ADMIN_USER.name) {
  const order = mockOrders.find((o) => o._id === orderId)
  if (!order) throw new Error(`No mock order ${orderId}`)
  moveTo(order, status, by)
}

/**
 * Records a move on the order's timeline. Cancelling a paid order refunds its payment, as the
 * server does in the same step: the payment that paid it gets a refund on its way.
 */
function moveTo(order: AdminOrder, status: string, by: string) {
  const at = tick()
  order.status = status
  order.timeline.push({ status, at, by })
  if (status !== 'Cancelled' || order.paymentStatus !== 'paid') return
  for (const payment of order.payments) {
    if (payment.kind === 'paid' && payment.refund === null) {
      payment.refund = { amount: payment.amount, status: 'pending', at, updatedAt: at }
    }
  }
}

/** Whether an order has a refund in `status`. */
const hasRefund = (order: AdminOrder, status: RefundStatus) =>
  order.payments.some((payment) => payment.refund?.status === status)

const newestFirst = (a: AdminOrder, b: AdminOrder) => b.date - a.date

/** The order a payment reference (its current one, or an earlier one) belongs to. */
const orderPaidBy = (reference: string) =>
  mockOrders.find((o) => o.reference === reference || earlierReferences.get(reference) === o._id)

/** What the mock server starts a (test) transaction with. */
function transaction(order: AdminOrder): PlaceOrderResponse {
  return {
    success: true,
    orderId: order._id,
    reference: order.reference,
    amount: nairaToKobo(order.amount),
    currency: 'NGN',
    accessCode: `mock-access-code-${order.reference}`,
    authorizationUrl: `/paystack-emulator/checkout/mock-access-code-${order.reference}`,
    publicKey: 'pk_test_emulator',
    testMode: true,
  }
}

const fallbackAddress = {
  firstName: 'Ada',
  lastName: 'Okafor',
  email: DEMO_USER.email,
  street: '12 Admiralty Way',
  city: 'Lekki',
  state: 'Lagos',
  zipcode: '106104',
  country: 'Nigeria',
  phone: '+2348031234567',
}

/** The list's order, as the server's: newest first, then by reference. */
const listOrder = (a: Order, b: Order) =>
  b.date - a.date || (a.reference < b.reference ? -1 : a.reference > b.reference ? 1 : 0)

/** Where the next page starts after `order`, in the server's form (`UserOrdersQuery`). */
const cursorAfter = (order: Order) => `${order.date}~${order.reference}`

/**
 * `POST /api/order/userorders` over the given orders, in plain code: newest first, a page of
 * `USER_ORDERS_PAGE_SIZE` at a time, each page after the `before` cursor of the one above it, as
 * the server pages them (an order placed meanwhile never shifts the pages).
 */
export function pageOfOrders(orders: readonly Order[], before?: string): UserOrdersResponse {
  const [at = '', reference = ''] = before?.split('~') ?? []
  const after = (order: Order) =>
    before === undefined ||
    order.date < Number(at) ||
    (order.date === Number(at) && order.reference > reference)
  const rest = orders.filter(after).sort(listOrder)
  const page = rest.slice(0, USER_ORDERS_PAGE_SIZE)
  const last = page.at(-1)
  return {
    success: true,
    orders: page,
    nextCursor: rest.length > USER_ORDERS_PAGE_SIZE && last ? cursorAfter(last) : null,
  }
}

/** The page a request asks for (`?before=`), or 400 with the server's message for a bad cursor. */
function answerPage(request: Request, orders: readonly Order[]) {
  const query = UserOrdersQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!query.success) return fail(query.error.issues[0]?.message ?? 'Invalid page', 400)
  return HttpResponse.json<UserOrdersResponse>(pageOfOrders(orders, query.data.before))
}

/** A shopper's own orders, as the server reads them to the shopper. */
const ordersOf = (token: string) =>
  mockOrders.filter((order) => order.customer.email === userOf(token).email).map(toShopperOrder)

/**
 * Ada's orders and `fixtureOrderHistory`, two pages. `beforeAnswer` plays what happens before
 * the server answers a first page or a later one; an answer it gives is the server's instead.
 */
function manyOrders(
  beforeAnswer?: (laterPage: boolean) => Promise<HttpResponse<ErrorResponse> | undefined>,
) {
  return http.post<never, never, UserOrdersResponse | ErrorResponse>(
    url('userOrders'),
    async ({ request }) => {
      const token = tokenOf(request)
      if (!token) return unauthorised()
      const answer = await beforeAnswer?.(new URL(request.url).searchParams.has('before'))
      return answer ?? answerPage(request, [...ordersOf(token), ...fixtureOrderHistory])
    },
  )
}

/**
 * A fresh `orderHandlers.manyOrders` whose first `failures` requests for a later page fail and
 * every other one succeeds: a "Load more orders" that works when tried again (the storefront
 * tries a failed page twice more by itself, so 3 failures reach the shopper). A first page
 * starts the count again, so a story shown again fails again.
 */
export function olderOrdersFailThenWork(failures = 3) {
  let failed = 0
  return manyOrders(async (laterPage) => {
    if (!laterPage) failed = 0
    else if (failed < failures) {
      failed += 1
      return fail('Something went wrong', 500)
    }
    return undefined
  })
}

export const orderHandlers = {
  place: http.post<never, Body<'placeOrder'>, PlaceOrderResponse | ErrorResponse>(
    url('placeOrder'),
    async ({ request }) => {
      const token = tokenOf(request)
      if (!token) return unauthorised()
      const { items, address } = await request.json()
      const ordered = items.flatMap((item) => {
        const product = fixtureProducts.find((p) => p._id === item._id)
        return product
          ? [{ ...product, selectedSize: item.selectedSize, quantity: item.quantity }]
          : []
      })
      const total = ordered.reduce((sum, item) => sum + item.price * item.quantity, DELIVERY_FEE)
      placedCount += 1
      const customer = userOf(token)
      const at = tick()
      const order: AdminOrder = {
        _id: `00000000-0000-4000-8000-${String(placedCount).padStart(12, '0')}`,
        status: 'Awaiting payment',
        payment: false,
        paymentMethod: 'Paystack',
        date: at,
        amount: total,
        address: DeliveryAddress.safeParse(address).data ?? fallbackAddress,
        reference: placedCount === 1 ? 'ADR-MOCK-REFERENCE' : `ADR-MOCK-REFERENCE-${placedCount}`,
        items: ordered,
        testPayment: false,
        paymentStatus: 'awaiting',
        timeline: [{ status: 'Awaiting payment', at, by: 'Customer' }],
        payments: [],
        customer: { name: customer.name, email: customer.email },
      }
      mockOrders.push(order)
      return HttpResponse.json(transaction(order))
    },
  ),
  /**
   * The signed-in shopper's orders, newest first, as the server reads them to a shopper, a page
   * at a time (`?before=` the last page's `nextCursor`).
   */
  list: http.post<never, never, UserOrdersResponse | ErrorResponse>(
    url('userOrders'),
    ({ request }) => {
      const token = tokenOf(request)
      if (!token) return unauthorised()
      return answerPage(request, ordersOf(token))
    },
  ),
  /** Ada with a long history: her orders and twelve older ones, two pages (see `list`). */
  manyOrders: manyOrders(),
  /** `manyOrders`, but a later page never arrives ("Load more orders" in progress). */
  olderOrdersSlow: manyOrders(async (laterPage) => {
    if (laterPage) await delay('infinite')
    return undefined
  }),
  empty: http.post<never, never, UserOrdersResponse>(url('userOrders'), () =>
    HttpResponse.json({ success: true, orders: [], nextCursor: null }),
  ),
  /** The list fails (500) until `recoverMockOrders()`; then the next handler answers. */
  failsUntilRecovered: http.post<never, never, ErrorResponse>(url('userOrders'), () =>
    ordersRecovered ? undefined : fail('Something went wrong', 500),
  ),
  /**
   * Confirms a payment as the server does, once per reference: it pays the order it belongs to,
   * or, when the order was cancelled or is already paid, it is recorded and refunded, and the
   * answer says so (`refunding`).
   */
  verify: http.post<never, Body<'verifyPayment'>, VerifyPaymentResponse>(
    url('verifyPayment'),
    async ({ request }) => {
      const { reference } = await request.json()
      const order = orderPaidBy(reference)
      if (!order) return HttpResponse.json(VERIFY_ANSWERS.paid)
      const recorded = order.payments.find((payment) => payment.reference === reference)
      if (recorded) return HttpResponse.json(VERIFY_ANSWERS[recorded.kind])
      const kind: PaymentKind =
        order.status === 'Cancelled'
          ? 'after cancellation'
          : order.payments.some((payment) => payment.kind === 'paid')
            ? 'duplicate'
            : 'paid'
      const at = tick()
      order.payments.push({
        reference,
        amount: order.amount,
        kind,
        at,
        refund:
          kind === 'paid' ? null : { amount: order.amount, status: 'pending', at, updatedAt: at },
      })
      if (kind === 'paid' && order.paymentStatus !== 'paid') {
        Object.assign(order, {
          status: 'Order Placed',
          payment: true,
          paymentStatus: 'paid',
          testPayment: true,
        })
        order.timeline.push({ status: 'Order Placed', at, by: 'Paystack' })
        // As the server does once an order is paid: the account's cart is emptied.
        mockCart = {}
      }
      return HttpResponse.json(VERIFY_ANSWERS[kind])
    },
  ),
  /** The order was cancelled before this payment arrived: it is being refunded. */
  verifyRefundingCancelled: http.post<never, Body<'verifyPayment'>, VerifyPaymentResponse>(
    url('verifyPayment'),
    () => HttpResponse.json(VERIFY_ANSWERS['after cancellation']),
  ),
  /** The order was already paid: it is, and this second payment is being refunded. */
  verifyRefundingDuplicate: http.post<never, Body<'verifyPayment'>, VerifyPaymentResponse>(
    url('verifyPayment'),
    () => HttpResponse.json(VERIFY_ANSWERS.duplicate),
  ),
  /** Paystack took another amount than the order's: the payment is being refunded. */
  verifyRefundingMismatch: http.post<never, Body<'verifyPayment'>, VerifyPaymentResponse>(
    url('verifyPayment'),
    () => HttpResponse.json(VERIFY_ANSWERS.mismatch),
  ),
  verifyFailed: http.post<never, Body<'verifyPayment'>, VerifyPaymentResponse>(
    url('verifyPayment'),
    () => HttpResponse.json({ success: false, message: 'Payment was not successful' }),
  ),
  verifyError: http.post(url('verifyPayment'), () => HttpResponse.error()),
  /** The server is still asking Paystack: the checkout while it confirms a payment. */
  verifySlow: http.post(url('verifyPayment'), async () => {
    await delay('infinite')
    return HttpResponse.json({ success: true, message: 'Payment verified' })
  }),
  /** The prices changed since the shopper opened the cart: the server refuses to charge (ADR 014). */
  amountChanged: http.post<never, Body<'placeOrder'>, ErrorResponse>(url('placeOrder'), () =>
    fail(ORDER_MESSAGES.amountChanged, 409),
  ),
  /**
   * A new transaction for one of the shopper's orders still awaiting payment, with a new
   * reference (the old one still confirms it); refused as the server refuses.
   */
  payAgain: http.post<never, Body<'payAgain'>, PlaceOrderResponse | ErrorResponse>(
    url('payAgain'),
    async ({ request }) => {
      const token = tokenOf(request)
      if (!token) return unauthorised()
      const invalid = await invalidBody(request.clone(), PayAgainRequest)
      if (invalid) return invalid
      const { orderId } = await request.json()
      const order = mockOrders.find(
        (o) => o._id === orderId && o.customer.email === userOf(token).email,
      )
      if (!order) return fail(ORDER_MESSAGES.orderNotFound, 404)
      if (order.status === 'Cancelled') return fail(ORDER_MESSAGES.cancelled, 410)
      if (order.paymentStatus === 'paid') return fail(ORDER_MESSAGES.alreadyPaid, 409)
      if (order.paymentStatus === 'expired') return fail(ORDER_MESSAGES.expired, 410)
      earlierReferences.set(order.reference, order._id)
      order.reference = `ADR-MOCK-AGAIN-${earlierReferences.size}`
      return HttpResponse.json(transaction(order), { status: 201 })
    },
  ),
  /** Paystack cannot be reached: no transaction can be started. */
  payAgainUnavailable: http.post<never, Body<'payAgain'>, ErrorResponse>(url('payAgain'), () =>
    fail(ORDER_MESSAGES.providerUnavailable, 503),
  ),
  slow: http.post('*/api/order/*', async () => {
    await delay('infinite')
    return HttpResponse.json({ success: true })
  }),
  error: http.post('*/api/order/*', () => fail('Something went wrong', 500)),
}

/** The store team's calls: no token 401, a shopper's token 403 (ORDER_MESSAGES.adminOnly). */
function refusedToNonAdmin(request: Request) {
  const token = tokenOf(request)
  if (!token) return unauthorised()
  return userOf(token).role === 'admin' ? undefined : fail(ORDER_MESSAGES.adminOnly, 403)
}

/**
 * Moves an order as the server does: only where `nextStatuses` allows from where it is now,
 * else 409 with the server's message.
 */
function applyStatus(order: AdminOrder, to: string, by: string) {
  if (!nextStatuses(order.status).some((status) => status === to)) {
    return fail(ORDER_MESSAGES.statusNotAllowed(order.status, to), 409)
  }
  moveTo(order, to, by)
  return HttpResponse.json<OrderStatusResponse>({ success: true, order: structuredClone(order) })
}

type StatusParams = { id: string }

const setStatus = (before?: (order: AdminOrder, to: string) => void) =>
  http.patch<StatusParams, Body<'adminOrderStatus'>, OrderStatusResponse | ErrorResponse>(
    url('adminOrderStatus'),
    async ({ request, params }) => {
      const refused = refusedToNonAdmin(request)
      if (refused) return refused
      const invalid = await invalidBody(request.clone(), OrderStatusRequest)
      if (invalid) return invalid
      const { status } = await request.json()
      const order = mockOrders.find((o) => o._id === params.id)
      if (!order) return fail(ORDER_MESSAGES.orderNotFound, 404)
      before?.(order, status)
      return applyStatus(order, status, ADMIN_USER.name)
    },
  )

/** Another member of the store team, for the race in `adminHandlers.movedMeanwhile`. */
export const OTHER_ADMIN_NAME = 'Chidi Okeke'

/**
 * Sends an order's failed refunds to Paystack again, as the server does: each is on its way
 * again. Returns whether the order had one.
 */
function retryFailedRefunds(order: AdminOrder): boolean {
  const failed = order.payments.flatMap((payment) =>
    payment.refund?.status === 'failed' ? [payment.refund] : [],
  )
  const at = tick()
  for (const refund of failed) Object.assign(refund, { status: 'pending', updatedAt: at })
  return failed.length > 0
}

type RetryParams = { id: string }

/**
 * POST /api/admin/orders/:id/refunds/retry: the order's failed refunds on their way again, or
 * 409 when it has none (`ORDER_MESSAGES.noFailedRefund`). `before` plays what happened just
 * before the call arrived.
 */
const retryRefund = (before?: (order: AdminOrder) => void) =>
  http.post<RetryParams, never, OrderStatusResponse | ErrorResponse>(
    url('adminRetryRefund'),
    ({ request, params }) => {
      const refused = refusedToNonAdmin(request)
      if (refused) return refused
      const order = mockOrders.find((o) => o._id === params.id)
      if (!order) return fail(ORDER_MESSAGES.orderNotFound, 404)
      before?.(order)
      if (!retryFailedRefunds(order)) return fail(ORDER_MESSAGES.noFailedRefund, 409)
      return HttpResponse.json<OrderStatusResponse>({
        success: true,
        order: structuredClone(order),
      })
    },
  )

export const adminHandlers = {
  /**
   * GET /api/admin/orders: newest first, by status, by refund state and by reference or e-mail,
   * a page at a time, with how many orders have a failed refund.
   */
  list: http.get<never, never, AdminOrdersResponse | ErrorResponse>(
    url('adminOrders'),
    ({ request }) => {
      const refused = refusedToNonAdmin(request)
      if (refused) return refused
      const query = AdminOrdersQuery.safeParse(
        Object.fromEntries(new URL(request.url).searchParams),
      )
      if (!query.success) return fail(query.error.issues[0]?.message ?? 'Invalid filter', 400)
      const { status, q, page, refund } = query.data
      const needle = q?.toLowerCase()
      const matches = mockOrders
        .filter((order) => !status || order.status === status)
        .filter((order) => !refund || hasRefund(order, refund))
        .filter(
          (order) =>
            !needle ||
            order.customer.email.toLowerCase().includes(needle) ||
            order.reference.toLowerCase().includes(needle) ||
            [...earlierReferences].some(
              ([reference, id]) => id === order._id && reference.toLowerCase().includes(needle),
            ),
        )
        .sort(newestFirst)
      const start = (page - 1) * ADMIN_PAGE_SIZE
      return HttpResponse.json({
        success: true,
        orders: structuredClone(matches.slice(start, start + ADMIN_PAGE_SIZE)),
        page,
        pageSize: ADMIN_PAGE_SIZE,
        total: matches.length,
        refundsFailed: mockOrders.filter((order) => hasRefund(order, 'failed')).length,
      })
    },
  ),
  /** PATCH /api/admin/orders/:id/status: as the server, `nextStatuses` or 409. */
  setStatus: setStatus(),
  /**
   * Someone else got there first: just before this change arrives, another team member cancels
   * the order (or, once it has shipped, makes the same move), so the server answers 409.
   */
  movedMeanwhile: setStatus((order, to) => {
    const other = nextStatuses(order.status).includes('Cancelled') ? 'Cancelled' : to
    moveMockOrder(order._id, other, OTHER_ADMIN_NAME)
  }),
  /** POST /api/admin/orders/:id/refunds/retry: as the server, the failed refunds go again, or 409. */
  retryRefund: retryRefund(),
  /**
   * Someone else got there first: just before this retry arrives, another team member tries the
   * refund again, so the server answers 409 (`ORDER_MESSAGES.noFailedRefund`) and the refund is
   * on its way.
   */
  retryRefused: retryRefund((order) => retryFailedRefunds(order)),
  empty: http.get<never, never, AdminOrdersResponse>(url('adminOrders'), () =>
    HttpResponse.json({
      success: true,
      orders: [],
      page: 1,
      pageSize: ADMIN_PAGE_SIZE,
      total: 0,
      refundsFailed: 0,
    }),
  ),
  error: http.all('*/api/admin/*', () => fail('Something went wrong', 500)),
  slow: http.all('*/api/admin/*', async () => {
    await delay('infinite')
    return HttpResponse.json({ success: true })
  }),
}

export const contactHandlers = {
  // Validates like the server, so a story that skips the form's own checks still sees a 400.
  default: http.post<never, Body<'contact'>, ContactResponse | ErrorResponse>(
    url('contact'),
    async ({ request }) => {
      const parsed = ContactRequest.safeParse(await request.json().catch(() => undefined))
      if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? 'Invalid message', 400)
      return HttpResponse.json({ success: true, message: CONTACT_SUCCESS_MESSAGE }, { status: 201 })
    },
  ),
  error: http.post<never, Body<'contact'>, ErrorResponse>(url('contact'), () =>
    fail('Something went wrong', 500),
  ),
  slow: http.post(url('contact'), async () => {
    await delay('infinite')
    return HttpResponse.json({ success: true, message: CONTACT_SUCCESS_MESSAGE }, { status: 201 })
  }),
}

/**
 * The happy-path baseline, grouped by resource. Storybook registers these globally and a story
 * overrides one group by key, e.g. `parameters: { msw: { handlers: { products: [productHandlers.error] } } }`.
 */
export const handlers = {
  products: [productHandlers.default],
  productFeatured: [productFeaturedHandlers.default],
  productSearch: [productSearchHandlers.default],
  productDetails: [productDetailsHandlers.default],
  users: [
    userHandlers.login,
    userHandlers.register,
    userHandlers.me,
    userHandlers.logout,
    userHandlers.forgotPassword,
    userHandlers.resetPassword,
  ],
  cart: [
    cartHandlers.get,
    cartHandlers.add,
    cartHandlers.addItem,
    cartHandlers.update,
    cartHandlers.remove,
    cartHandlers.merge,
  ],
  store: [storeHandlers.default],
  order: [orderHandlers.place, orderHandlers.list, orderHandlers.verify, orderHandlers.payAgain],
  admin: [adminHandlers.list, adminHandlers.setStatus, adminHandlers.retryRefund],
  contact: [contactHandlers.default],
}

export const allHandlers = Object.values(handlers).flat()
