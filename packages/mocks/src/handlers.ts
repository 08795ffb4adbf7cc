import {
  type AuthResponse,
  api,
  type CartData,
  type CartResponse,
  CONTACT_SUCCESS_MESSAGE,
  ContactRequest,
  type ContactResponse,
  DELIVERY_FEE,
  type EndpointName,
  type ErrorResponse,
  type MessageResponse,
  type PlaceOrderResponse,
  type ProductListResponse,
  type RequestOf,
  type UserOrdersResponse,
  type VerifyPaymentResponse,
} from '@adire/contract'
import { delay, HttpResponse, http } from 'msw'
import { DEMO_USER, fixtureOrders, fixtureProducts } from './fixtures.ts'

/** Matches the path on any origin, so the same handlers serve browser stories and Node tests. */
const url = (name: EndpointName) => `*${api[name].path}`

const fail = (message: string, status: number) =>
  HttpResponse.json<ErrorResponse>({ success: false, message }, { status })

const unauthorised = () => fail('Not authorised, please log in again', 401)

function hasToken(request: Request): boolean {
  const bearer = request.headers.get('authorization')?.replace(/^Bearer\s+/i, '')
  return Boolean(request.headers.get('token') || bearer)
}

// The mock cart lives in memory for the lifetime of a story or test file; resetMockCart()
// puts it back so one test cannot leak into another.
let mockCart: CartData = {}
export function resetMockCart(cart: CartData = {}): void {
  mockCart = structuredClone(cart)
}

function cartResponse(): CartResponse {
  const items = Object.entries(mockCart).flatMap(([productId, sizes]) =>
    Object.entries(sizes)
      .filter(([, quantity]) => quantity > 0)
      .map(([size, quantity]) => ({ productId, size, quantity })),
  )
  return { success: true, cartData: mockCart, cart: { items } }
}

function setQuantity(productId: string, size: string, quantity: number): void {
  const sizes = { ...mockCart[productId] }
  if (quantity > 0) sizes[size] = quantity
  else delete sizes[size]
  mockCart = { ...mockCart, [productId]: sizes }
  if (Object.keys(sizes).length === 0) delete mockCart[productId]
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

export const userHandlers = {
  login: http.post<never, Body<'login'>, AuthResponse | ErrorResponse>(
    url('login'),
    async ({ request }) => {
      const { email, password } = await request.json()
      if (email === DEMO_USER.email && password === DEMO_USER.password) {
        return HttpResponse.json({ success: true, token: 'mock-token' })
      }
      return fail('Invalid email or password', 401)
    },
  ),
  register: http.post<never, Body<'register'>, AuthResponse | ErrorResponse>(
    url('register'),
    async ({ request }) => {
      const { email } = await request.json()
      if (email === DEMO_USER.email) return fail('An account with this email already exists', 409)
      return HttpResponse.json({ success: true, token: 'mock-token' })
    },
  ),
  forgotPassword: http.post<never, Body<'forgotPassword'>, MessageResponse>(
    url('forgotPassword'),
    () =>
      HttpResponse.json({
        success: true,
        message: 'If an account exists for that email, a reset link is on its way.',
      }),
  ),
  resetPassword: http.post<
    { token: string },
    Body<'resetPassword'>,
    MessageResponse | ErrorResponse
  >(url('resetPassword'), ({ params }) =>
    params.token === 'expired'
      ? fail('This reset link is invalid or has expired', 400)
      : HttpResponse.json({ success: true, message: 'Password reset successful!' }),
  ),
  error: http.post(`*/api/users/*`, () => fail('Something went wrong', 500)),
  slow: http.post(`*/api/users/*`, async () => {
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
    async ({ request }) => {
      if (!hasToken(request)) return unauthorised()
      const { itemId, size } = await request.json()
      setQuantity(itemId, size, (mockCart[itemId]?.[size] ?? 0) + 1)
      return HttpResponse.json(cartResponse())
    },
  ),
  addItem: http.post<never, Body<'cartAddItem'>, CartResponse | ErrorResponse>(
    url('cartAddItem'),
    async ({ request }) => {
      if (!hasToken(request)) return unauthorised()
      const { productId, size, quantity } = await request.json()
      setQuantity(productId, size, (mockCart[productId]?.[size] ?? 0) + quantity)
      return HttpResponse.json(cartResponse())
    },
  ),
  update: http.put<never, Body<'cartUpdate'>, CartResponse | ErrorResponse>(
    url('cartUpdate'),
    async ({ request }) => {
      if (!hasToken(request)) return unauthorised()
      const { productId, size, quantity } = await request.json()
      setQuantity(productId, size, quantity)
      return HttpResponse.json(cartResponse())
    },
  ),
  remove: http.delete<never, Body<'cartRemove'>, CartResponse | ErrorResponse>(
    url('cartRemove'),
    async ({ request }) => {
      if (!hasToken(request)) return unauthorised()
      const { productId, size } = await request.json()
      setQuantity(productId, size, 0)
      return HttpResponse.json(cartResponse())
    },
  ),
  error: http.all('*/api/cart/*', () => fail('Failed to fetch cart', 500)),
}

export const orderHandlers = {
  place: http.post<never, Body<'placeOrder'>, PlaceOrderResponse | ErrorResponse>(
    url('placeOrder'),
    async ({ request }) => {
      if (!hasToken(request)) return unauthorised()
      const { items } = await request.json()
      const total = items.reduce((sum, item) => {
        const product = fixtureProducts.find((p) => p._id === item._id)
        return sum + (product?.price ?? 0) * item.quantity
      }, DELIVERY_FEE)
      return HttpResponse.json({
        success: true,
        orderId: 'order-mock-1',
        reference: 'ADR-MOCK-REFERENCE',
        amount: Math.round(total * 100),
        currency: 'NGN',
        accessCode: 'mock-access-code',
        authorizationUrl: '/paystack-emulator/checkout/mock-access-code',
      })
    },
  ),
  list: http.post<never, never, UserOrdersResponse | ErrorResponse>(
    url('userOrders'),
    ({ request }) =>
      hasToken(request)
        ? HttpResponse.json({ success: true, orders: fixtureOrders })
        : unauthorised(),
  ),
  empty: http.post<never, never, UserOrdersResponse>(url('userOrders'), () =>
    HttpResponse.json({ success: true, orders: [] }),
  ),
  verify: http.post<never, Body<'verifyPayment'>, VerifyPaymentResponse>(url('verifyPayment'), () =>
    HttpResponse.json({ success: true, message: 'Payment verified' }),
  ),
  verifyFailed: http.post<never, Body<'verifyPayment'>, VerifyPaymentResponse>(
    url('verifyPayment'),
    () => HttpResponse.json({ success: false, message: 'Payment was not successful' }),
  ),
  verifyError: http.post(url('verifyPayment'), () => HttpResponse.error()),
  slow: http.post('*/api/order/*', async () => {
    await delay('infinite')
    return HttpResponse.json({ success: true })
  }),
  error: http.post('*/api/order/*', () => fail('Something went wrong', 500)),
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
  users: [
    userHandlers.login,
    userHandlers.register,
    userHandlers.forgotPassword,
    userHandlers.resetPassword,
  ],
  cart: [
    cartHandlers.get,
    cartHandlers.add,
    cartHandlers.addItem,
    cartHandlers.update,
    cartHandlers.remove,
  ],
  order: [orderHandlers.place, orderHandlers.list, orderHandlers.verify],
  contact: [contactHandlers.default],
}

export const allHandlers = Object.values(handlers).flat()
