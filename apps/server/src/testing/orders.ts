import {
  CartSummaryResponse,
  PlaceOrderResponse,
  UserOrdersResponse,
  type VerifyPaymentResponse,
} from '@adire/contract'
import type { Hono } from 'hono'
import { TEST_CARDS } from '../payments/paystack/emulator/emulator.ts'
import { send } from './requests.ts'

type App = Pick<Hono, 'request'>

/** A delivery address that passes the contract's rules. */
export const TEST_ADDRESS = {
  firstName: 'Ada',
  lastName: 'Okafor',
  email: 'ada@example.com',
  street: '12 Admiralty Way',
  city: 'Lekki',
  state: 'Lagos',
  zipcode: '106104',
  country: 'Nigeria',
  phone: '0803 123 4567',
}

/** A line of an order, as a shopper picks it. */
export interface Line {
  id: string
  size: string
  quantity: number
}

/** The products' prices in naira, as the storefront shows them. */
export async function prices(app: App): Promise<Map<string, number>> {
  const { products } = (await (await app.request('/api/products/list')).json()) as {
    products: { _id: string; price: number }[]
  }
  return new Map(products.map((product) => [product._id, product.price]))
}

/**
 * Places an order for `lines` at the total the shopper would be shown (no delivery fee in the
 * test app), or at `amount`, to `TEST_ADDRESS` or one changed by `address`; answers the raw
 * response.
 */
export async function placeOrder(
  app: App,
  token: string,
  lines: Line[],
  amount?: number,
  /** Changes to `TEST_ADDRESS` (a state to deliver to). */
  address: Partial<typeof TEST_ADDRESS> = {},
) {
  const shown = await prices(app)
  const total = lines.reduce((sum, line) => sum + (shown.get(line.id) ?? 0) * line.quantity, 0)
  return send(
    app,
    'POST',
    '/api/order/paystack',
    {
      address: { ...TEST_ADDRESS, ...address },
      amount: amount ?? total,
      items: lines.map((line) => ({
        _id: line.id,
        selectedSize: line.size,
        quantity: line.quantity,
      })),
    },
    { token },
  )
}

/** `placeOrder`, which must succeed: the payment to make. */
export async function placed(app: App, token: string, lines: Line[]) {
  const res = await placeOrder(app, token, lines)
  if (res.status !== 201) throw new Error(`placing failed: ${res.status} ${await res.text()}`)
  return PlaceOrderResponse.parse(await res.json())
}

/** Starts another payment window for an order (Pay now). */
export async function payAgain(app: App, token: string, orderId: string) {
  const res = await send(app, 'POST', '/api/order/pay-again', { orderId }, { token })
  if (res.status !== 201) throw new Error(`paying again failed: ${res.status} ${await res.text()}`)
  return PlaceOrderResponse.parse(await res.json())
}

/** The shopper pays in the emulator's window (which sends Paystack's signed webhook). */
export function payInEmulator(app: App, accessCode: string, card: string = TEST_CARDS.success) {
  return app.request(`/paystack-emulator/checkout/${accessCode}/pay`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card }).toString(),
  })
}

/** The verify page's call. */
export async function verifyPayment(app: App, token: string, reference: string) {
  const res = await send(app, 'POST', '/api/order/verifyPaystack', { reference }, { token })
  return { status: res.status, body: (await res.json()) as VerifyPaymentResponse }
}

/** My Orders. */
export async function myOrders(app: App, token: string) {
  const res = await send(app, 'POST', '/api/order/userorders', undefined, { token })
  return UserOrdersResponse.parse(await res.json()).orders
}

/** The cart priced by the server with `code` (POST /api/cart/summary), as the storefront asks. */
export async function cartSummary(
  app: App,
  token: string | undefined,
  lines: Line[],
  code?: string,
) {
  const res = await send(
    app,
    'POST',
    '/api/cart/summary',
    {
      items: lines.map((line) => ({
        _id: line.id,
        selectedSize: line.size,
        quantity: line.quantity,
      })),
      state: TEST_ADDRESS.state,
      ...(code ? { discountCode: code } : {}),
    },
    token ? { token } : {},
  )
  if (res.status !== 200) throw new Error(`summary failed: ${res.status} ${await res.text()}`)
  return CartSummaryResponse.parse(await res.json())
}

/**
 * Places an order with a discount code at the total the cart's summary showed the shopper (or
 * at `amount`); answers the raw response.
 */
export async function placeOrderWithCode(
  app: App,
  token: string,
  lines: Line[],
  code: string,
  amount?: number,
) {
  const total = amount ?? (await cartSummary(app, token, lines, code)).total
  return send(
    app,
    'POST',
    '/api/order/paystack',
    {
      address: TEST_ADDRESS,
      amount: total,
      discountCode: code,
      items: lines.map((line) => ({
        _id: line.id,
        selectedSize: line.size,
        quantity: line.quantity,
      })),
    },
    { token },
  )
}
