// The mock server's memory, shared by every resource's handlers: who each token belongs to,
// the account's cart, the orders, and the clock their changes are stamped with. It lives for
// the lifetime of a story or test file; the reset functions put it back, so one test cannot
// leak into another.
import {
  type AdminOrder,
  CATEGORIES,
  type CartData,
  DEFAULT_STORE_SETTINGS,
  type DeliveryRules,
  type Department,
  type ErrorResponse,
  flatDelivery,
  MINUTE_MS,
  type SessionUser,
  USER_MESSAGES,
} from '@adire/contract'
import type { HttpResponse } from 'msw'
import { fixtureAdminOrders } from '../fixtures/admin-orders.ts'
import { FIXTURE_NOW } from '../fixtures/clock.ts'
import { ADMIN_USER, DEMO_USER } from '../fixtures/people.ts'
import { fail, tokenOf, unauthorised } from './http.ts'

/** The store's delivery rules before its settings are read: docs/product.md §9's, no fee. */
const NO_DELIVERY_FEE = flatDelivery(DEFAULT_STORE_SETTINGS.deliveryFee)

/** The tokens the mock server knows: the demo user's, and one it treats as revoked or expired. */
export const MOCK_TOKEN = 'mock-token'
export const EXPIRED_MOCK_TOKEN = 'expired-mock-token'
/** The store team's token: `me` answers role `admin` (`ADMIN_USER`), the admin calls accept it. */
export const MOCK_ADMIN_TOKEN = 'mock-admin-token'

/** The live sessions: the demo shopper's and the store team member's. */
const sessions = new Map<string, SessionUser>([
  [MOCK_TOKEN, { name: DEMO_USER.name, email: DEMO_USER.email, role: 'shopper' }],
  [MOCK_ADMIN_TOKEN, { name: ADMIN_USER.name, email: ADMIN_USER.email, role: 'admin' }],
])

/**
 * Who makes a call, as the server's session check finds out: no token is 401 `notAuthorised`;
 * a token the mock server never issued (or `EXPIRED_MOCK_TOKEN`) is 401 `sessionExpired`.
 */
export function callerOf(request: Request): SessionUser | HttpResponse<ErrorResponse> {
  const token = tokenOf(request)
  if (!token) return unauthorised()
  return sessions.get(token) ?? fail(USER_MESSAGES.sessionExpired, 401)
}

/**
 * What the mock server remembers. Placing an order adds one awaiting payment, verifying pays
 * it, paying again gives it a new reference, the store team moves it along `nextStatuses`.
 */
export const state = {
  /** The signed-in account's cart; it follows the contract's own cart rules. */
  cart: {} as CartData,
  /** The guest carts already handed over (each is added once). */
  mergedGuestCarts: new Set<string>(),
  /** Every order, as the store team sees it (each with its customer). */
  orders: structuredClone(fixtureAdminOrders),
  /** Earlier payment references and their order's id (a payment made on one still confirms it). */
  earlierReferences: new Map<string, string>(),
  /** How many orders were placed since the last reset (their ids and references count on). */
  placedCount: 0,
  /**
   * The discount codes' uses taken by orders placed since the last reset (docs/product.md
   * §11.14): each counts while its order is neither cancelled nor given up on.
   */
  discountUses: [] as { code: string; email: string; orderId: string }[],
  /** Whether `orderHandlers.failsUntilRecovered` has stopped failing. */
  ordersRecovered: false,
  /** The mock's clock: each change is a minute after the last, so timelines read the same. */
  clock: FIXTURE_NOW,
  /** How delivery is priced: as the store's settings last told the shopper (handlers/store.ts). */
  deliveryRules: NO_DELIVERY_FEE as DeliveryRules,
  /**
   * The shop's departments in order, as the store's settings list them and the team changes
   * them (handlers/admin/departments.ts): a new store's eight.
   */
  departments: seededDepartments(),
}

function seededDepartments(): Department[] {
  return CATEGORIES.map((department) => ({ ...department, aliases: [...department.aliases] }))
}

/** Puts the shop's departments back: the eight a new store has, or those given. */
export function resetMockDepartments(departments: readonly Department[] = seededDepartments()) {
  state.departments = structuredClone([...departments])
}

/** Puts the account's cart back: empty, or the cart given. */
export function resetMockCart(cart: CartData = {}): void {
  state.cart = structuredClone(cart)
  state.mergedGuestCarts.clear()
}

/**
 * Puts the mock orders back: `fixtureAdminOrders` (Ada's three and other customers'), or the
 * orders given. Also makes `orderHandlers.failsUntilRecovered` fail again.
 */
export function resetMockOrders(orders: AdminOrder[] = fixtureAdminOrders): void {
  state.orders = structuredClone(orders)
  state.earlierReferences = new Map()
  state.placedCount = 0
  state.discountUses = []
  state.ordersRecovered = false
  state.clock = FIXTURE_NOW
  state.deliveryRules = NO_DELIVERY_FEE
}

/** The server comes back: `orderHandlers.failsUntilRecovered` answers from now on. */
export function recoverMockOrders(): void {
  state.ordersRecovered = true
}

/** The time of the next change: a minute after the last. */
export function tick(): number {
  state.clock += MINUTE_MS
  return state.clock
}

/**
 * Moves a mock order as someone else would (the store team in another tab, the command line),
 * whether or not `nextStatuses` allows it: for a story, the change the page has not seen yet.
 */
export function moveMockOrder(orderId: string, status: string, by: string = ADMIN_USER.name) {
  const order = state.orders.find((o) => o._id === orderId)
  if (!order) throw new Error(`No mock order ${orderId}`)
  moveTo(order, status, by)
}

/**
 * Records a move on the order's timeline. Cancelling a paid order refunds its payment, as the
 * server does in the same step: the payment that paid it gets a refund on its way.
 */
export function moveTo(order: AdminOrder, status: string, by: string) {
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

/** The order a payment reference (its current one, or an earlier one) belongs to. */
export const orderPaidBy = (reference: string) =>
  state.orders.find(
    (o) => o.reference === reference || state.earlierReferences.get(reference) === o._id,
  )
