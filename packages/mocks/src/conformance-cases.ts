// The requests the mocks must answer as the real server does, each with the server's status and
// message. It runs against the mock handlers (conformance.test.ts) and against the server
// (apps/server/src/mocks-conformance.test.ts), so a mock that drifts fails a test instead of
// misleading a story. Each side brings the few ids that differ (`ConformanceWorld`); the
// expected answers are here, once, from the contract.
import {
  AdminOrdersResponse,
  AdminProductsResponse,
  CART_MESSAGES,
  CartResponse,
  MAX_LINE_QUANTITY,
  MAX_ORDER_AMOUNT,
  ORDER_MESSAGES,
  PlaceOrderResponse,
  PRODUCT_MESSAGES,
  PRODUCT_NOT_FOUND_MESSAGE,
  ProductAvailabilityResponse,
  ProductSearchResponse,
  STOCK_MESSAGES,
  sizeNotOffered,
  USER_MESSAGES,
} from '@adire/contract'
import { ACCOUNT_CASES } from './conformance-account.ts'
import { DATA_RIGHTS_CASES } from './conformance-data-rights.ts'
import { DEPARTMENT_CASES } from './conformance-departments.ts'
import { DISCOUNT_CASES } from './conformance-discounts.ts'
import { DISCOUNT_SHOPPER_CASES } from './conformance-discounts-shop.ts'
import { OWNER_DAY_CASES } from './conformance-owner-day.ts'
import { refused } from './conformance-refused.ts'
import { RETURN_CASES } from './conformance-returns.ts'
import type { ConformanceCase, ConformanceWorld } from './conformance-run.ts'
import { SHIPPING_CASES } from './conformance-shipping.ts'

/** A size no product is made in. */
export const NOT_MADE_SIZE = 'XXXL'

/** A delivery address the contract accepts. */
const ADDRESS = {
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

/** What one of the product comes to with delivery: the amount the storefront shows and sends. */
const total = ({ product, deliveryFee }: ConformanceWorld) => product.price + deliveryFee

/** A checkout of one of the product at `amount` naira, with `item`'s fields changed. */
const checkout =
  (amount: (world: ConformanceWorld) => number, item: Record<string, unknown> = {}) =>
  (world: ConformanceWorld) => ({
    address: ADDRESS,
    amount: amount(world),
    items: [{ _id: world.product.id, selectedSize: world.product.size, quantity: 1, ...item }],
  })

/** Enough lines of 99 of the product to pass the store's limit on one order, at their total. */
function tooLarge(world: ConformanceWorld) {
  const lineTotal = world.product.price * MAX_LINE_QUANTITY
  const lines = Math.floor(MAX_ORDER_AMOUNT / lineTotal) + 1
  return {
    address: ADDRESS,
    amount: lineTotal * lines + world.deliveryFee,
    items: Array.from({ length: lines }, () => ({
      _id: world.product.id,
      selectedSize: world.product.size,
      quantity: MAX_LINE_QUANTITY,
    })),
  }
}

/** A cart line of the product in its size, one of it, with `changes`. */
const line = (changes: Record<string, unknown>) => (world: ConformanceWorld) => ({
  productId: world.product.id,
  size: world.product.size,
  quantity: 1,
  ...changes,
})

const CHECKOUT = { caller: 'shopper', method: 'POST', path: '/api/order/paystack' } as const
const CART_ITEMS = { caller: 'shopper', method: 'POST', path: '/api/cart/items' } as const
const CART_UPDATE = { caller: 'shopper', method: 'PUT', path: '/api/cart/update' } as const
const AMOUNT_CHANGED = refused(409, ORDER_MESSAGES.amountChanged)

/** The calls that need a session, each with a body it would otherwise accept. */
const SIGNED_IN_CALLS: Pick<ConformanceCase, 'method' | 'path' | 'body'>[] = [
  { method: 'GET', path: '/api/users/me' },
  { method: 'GET', path: '/api/cart/get' },
  { method: 'POST', path: '/api/cart/items', body: line({}) },
  { method: 'POST', path: '/api/order/paystack', body: checkout(total) },
  { method: 'POST', path: '/api/order/userorders' },
  {
    method: 'POST',
    path: '/api/order/verifyPaystack',
    body: ({ othersOrder }) => ({ reference: othersOrder.reference }),
  },
  { method: 'GET', path: '/api/admin/orders' },
  { method: 'GET', path: '/api/admin/products' },
  { method: 'GET', path: '/api/admin/home' },
  { method: 'GET', path: '/api/admin/counts' },
  { method: 'GET', path: '/api/admin/customers' },
  { method: 'GET', path: '/api/admin/orders/export' },
]

export const CONFORMANCE_CASES: ConformanceCase[] = [
  // Checkout: the amount the shopper sends is checked against the store's own prices.
  {
    name: 'checkout: an amount a naira below the total is refused',
    ...CHECKOUT,
    body: checkout((world) => total(world) - 1),
    ...AMOUNT_CHANGED,
  },
  {
    name: 'checkout: an amount a kobo below the total is refused',
    ...CHECKOUT,
    body: checkout((world) => total(world) - 0.01),
    ...AMOUNT_CHANGED,
  },
  {
    name: 'checkout: an amount above the total is refused',
    ...CHECKOUT,
    body: checkout((world) => total(world) + 1000),
    ...AMOUNT_CHANGED,
  },
  {
    name: 'checkout: nothing to pay for a product that costs money is refused',
    ...CHECKOUT,
    body: checkout(() => 0),
    ...AMOUNT_CHANGED,
  },
  {
    name: 'checkout: the exact total starts the payment',
    ...CHECKOUT,
    body: checkout(total),
    status: 201,
    answer: PlaceOrderResponse,
  },
  {
    name: 'checkout: an unknown product is refused',
    ...CHECKOUT,
    body: checkout(total, { _id: 'no-such-product' }),
    ...refused(400, CART_MESSAGES.productNotFound),
  },
  {
    name: 'checkout: a size the product is not made in is refused',
    ...CHECKOUT,
    body: checkout(total, { selectedSize: NOT_MADE_SIZE }),
    ...refused(400, sizeNotOffered(NOT_MADE_SIZE)),
  },
  {
    name: "checkout: an order above the store's limit is refused, at its exact total",
    ...CHECKOUT,
    body: tooLarge,
    ...refused(400, ORDER_MESSAGES.orderTooLarge),
  },

  // The cart's limits, from the contract's own rules.
  ...[0, MAX_LINE_QUANTITY + 1, 1.5].map((quantity) => ({
    name: `cart: adding a quantity of ${quantity} is refused`,
    ...CART_ITEMS,
    body: line({ quantity }),
    ...refused(400, CART_MESSAGES.quantity),
  })),
  ...[MAX_LINE_QUANTITY + 1, 1.5].map((quantity) => ({
    name: `cart: setting a quantity of ${quantity} is refused`,
    ...CART_UPDATE,
    body: line({ quantity }),
    ...refused(400, CART_MESSAGES.quantityOrZero),
  })),
  {
    name: 'cart: an unknown product is refused',
    ...CART_ITEMS,
    body: line({ productId: 'no-such-product' }),
    ...refused(400, CART_MESSAGES.productNotFound),
  },
  {
    name: 'cart: a size the product is not made in is refused',
    ...CART_ITEMS,
    body: line({ size: NOT_MADE_SIZE }),
    ...refused(400, sizeNotOffered(NOT_MADE_SIZE)),
  },
  {
    name: 'cart: a size the product is not made in is refused by the one-tap add too',
    caller: 'shopper',
    method: 'POST',
    path: '/api/cart/add',
    body: ({ product }) => ({ itemId: product.id, size: NOT_MADE_SIZE }),
    ...refused(400, sizeNotOffered(NOT_MADE_SIZE)),
  },
  {
    name: 'cart: the product in a size it is made in is added',
    ...CART_ITEMS,
    body: line({ quantity: 2 }),
    status: 200,
    answer: CartResponse,
  },

  // Sessions: no token, and a token no server issued, on each kind of call that needs one.
  ...SIGNED_IN_CALLS.flatMap((call): ConformanceCase[] => [
    {
      name: `sessions: ${call.method} ${call.path} without a token is refused`,
      ...call,
      caller: 'none',
      ...refused(401, USER_MESSAGES.notAuthorised),
    },
    {
      name: `sessions: ${call.method} ${call.path} with a malformed token is refused`,
      ...call,
      caller: 'malformed token',
      ...refused(401, USER_MESSAGES.sessionExpired),
    },
  ]),

  // Another shopper's order is not found, whatever the shopper knows of it.
  {
    name: "orders: verifying another shopper's payment reference finds no order",
    caller: 'shopper',
    method: 'POST',
    path: '/api/order/verifyPaystack',
    body: ({ othersOrder }) => ({ reference: othersOrder.reference }),
    ...refused(404, ORDER_MESSAGES.orderNotFound),
  },
  {
    name: "orders: paying again for another shopper's order finds no order",
    caller: 'shopper',
    method: 'POST',
    path: '/api/order/pay-again',
    body: ({ othersOrder }) => ({ orderId: othersOrder.id }),
    ...refused(404, ORDER_MESSAGES.orderNotFound),
  },

  // The store team's calls.
  {
    name: 'admin: the order list refuses a shopper',
    caller: 'shopper',
    method: 'GET',
    path: '/api/admin/orders',
    ...refused(403, ORDER_MESSAGES.adminOnly),
  },
  {
    name: 'admin: moving an order refuses a shopper',
    caller: 'shopper',
    method: 'PATCH',
    path: ({ othersOrder }) => `/api/admin/orders/${othersOrder.id}/status`,
    body: () => ({ status: 'Cancelled' }),
    ...refused(403, ORDER_MESSAGES.adminOnly),
  },
  {
    name: 'admin: the product list refuses a shopper',
    caller: 'shopper',
    method: 'GET',
    path: '/api/admin/products',
    ...refused(403, ORDER_MESSAGES.adminOnly),
  },
  {
    name: 'admin: a photo upload refuses a shopper',
    caller: 'shopper',
    method: 'POST',
    path: '/api/admin/photos',
    body: () => ({}),
    ...refused(403, ORDER_MESSAGES.adminOnly),
  },
  {
    name: "admin: a product's stock refuses a shopper",
    caller: 'shopper',
    method: 'GET',
    path: ({ product }) => `/api/admin/products/${product.id}/stock`,
    ...refused(403, ORDER_MESSAGES.adminOnly),
  },
  {
    name: 'admin: stock set without a reason the store knows is refused',
    caller: 'admin',
    method: 'PUT',
    path: ({ product }) => `/api/admin/products/${product.id}/stock`,
    body: ({ product }) => ({ stock: { [product.size]: 3 }, reason: 'found' }),
    ...refused(400, STOCK_MESSAGES.reason),
  },
  {
    name: 'admin: the product list answers the store team, each row with its counted stock',
    caller: 'admin',
    method: 'GET',
    path: '/api/admin/products?status=live',
    status: 200,
    answer: AdminProductsResponse,
  },
  {
    name: 'admin: a sale price not below the price is refused, naming the rule',
    caller: 'admin',
    method: 'POST',
    path: '/api/admin/products',
    body: () => ({
      name: 'Conformance Tee',
      category: 'T-Shirt',
      price: '18500',
      salePrice: '18500',
      sizes: ['M'],
      images: ['/images/products/conformance.webp'],
    }),
    ...refused(400, PRODUCT_MESSAGES.salePriceNotLower),
  },

  // The store's settings.
  {
    name: 'admin: the settings refuse a shopper',
    caller: 'shopper',
    method: 'GET',
    path: '/api/admin/settings',
    ...refused(403, ORDER_MESSAGES.adminOnly),
  },
  {
    name: 'admin: a negative delivery fee is refused, naming the rule',
    caller: 'admin',
    method: 'PUT',
    path: '/api/admin/settings',
    body: () => ({ deliveryFee: -1 }),
    ...refused(400, 'The delivery fee must be 0 or more'),
  },

  // The catalogue's search.
  {
    name: 'products: a search with a slip answers a page with the size choices',
    caller: 'none',
    method: 'GET',
    path: '/api/products?q=jersy&size=M&minPrice=1000&maxPrice=90000',
    status: 200,
    answer: ProductSearchResponse,
  },
  {
    name: 'products: a price range upside down is refused',
    caller: 'none',
    method: 'GET',
    path: '/api/products?minPrice=30000&maxPrice=10000',
    ...refused(400, 'minPrice may not be more than maxPrice'),
  },

  // Stock as shoppers see it.
  {
    name: "products: an unknown product's availability is not found",
    caller: 'none',
    method: 'GET',
    path: '/api/products/no-such-product/availability',
    ...refused(404, PRODUCT_NOT_FOUND_MESSAGE),
  },
  {
    name: "products: a product's availability names its scarce sizes",
    caller: 'none',
    method: 'GET',
    path: ({ product }) => `/api/products/${product.id}/availability`,
    status: 200,
    answer: ProductAvailabilityResponse,
  },
  {
    name: 'admin: the order list answers the store team',
    caller: 'admin',
    method: 'GET',
    path: '/api/admin/orders',
    status: 200,
    answer: AdminOrdersResponse,
  },
  ...OWNER_DAY_CASES,
  ...ACCOUNT_CASES,
  ...SHIPPING_CASES,
  ...DISCOUNT_SHOPPER_CASES,
  ...DEPARTMENT_CASES,
  ...DISCOUNT_CASES,
  ...DATA_RIGHTS_CASES,
  ...RETURN_CASES,
]
