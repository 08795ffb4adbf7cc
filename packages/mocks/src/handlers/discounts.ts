// `POST /api/cart/summary` and the discount codes placing an order judges (docs/product.md
// §11.14), as the server's orders/pricing.ts answers them, from the codes in fixtures/discounts.ts.
import {
  CartSummaryRequest,
  type CartSummaryResponse,
  cartSummaryOf,
  type DiscountRefusal,
  discountDaysRefusal,
  discountLabel,
  type ErrorResponse,
  koboToNaira,
  nairaToKobo,
  normaliseDiscountCode,
  type OrderDiscount,
  type OrderItem,
  type OrderItemInput,
  type OrderPrice,
  priceOrder,
  type SessionUser,
} from '@adire/contract'
import { HttpResponse, http } from 'msw'
import { MOCK_DISCOUNTS, type MockShopperCode, mockDiscountTerms } from '../fixtures/discounts.ts'
import { fixtureProduct } from '../fixtures/products.ts'
import { unsold } from './cart.ts'
import { type Body, invalidBody, serverError, tokenOf, untilStoryEnds, url } from './http.ts'
import { callerOf, state } from './state.ts'

/** The uses of a code that count: paid before the fixtures, and held or paid by orders since. */
function usesOf(discount: MockShopperCode, email: string) {
  const live = state.discountUses.filter((use) => {
    const order = state.orders.find((o) => o._id === use.orderId)
    return (
      use.code === discount.code &&
      order !== undefined &&
      order.status !== 'Cancelled' &&
      order.paymentStatus !== 'expired'
    )
  })
  return {
    total: discount.uses + discount.held + live.length,
    mine:
      discount.usedBy.filter((who) => who === email).length +
      live.filter((use) => use.email === email).length,
  }
}

/**
 * Judges a code for a shopper (undefined for a guest) as the server's `DiscountUses.judge`
 * does, as far as the items do not decide: known, running on the mock's day, theirs to use, and
 * with uses left. `priceOrder` then judges its minimum and its items.
 */
export function judgeMockCode(
  typed: string,
  shopper: { email: string } | undefined,
): MockShopperCode | DiscountRefusal {
  const code = normaliseDiscountCode(typed)
  const discount = MOCK_DISCOUNTS.find((d) => d.code === code)
  if (!discount) return { reason: 'unknown', code }
  if (discount.state === 'paused' || discount.state === 'ended') return { reason: 'ended', code }
  const days = discountDaysRefusal(code, discount, state.clock)
  if (days) return days
  const limitedToCustomers = discount.perCustomer !== null || discount.newCustomersOnly
  if (!shopper) return limitedToCustomers ? { reason: 'signIn', code } : discount
  const paidBefore = state.orders.some(
    (o) => o.customer.email === shopper.email && o.paymentStatus === 'paid',
  )
  if (discount.newCustomersOnly && paidBefore) return { reason: 'newCustomersOnly', code }
  const { total, mine } = usesOf(discount, shopper.email)
  if (discount.perCustomer !== null && mine >= discount.perCustomer) {
    return { reason: 'usedAlready', code }
  }
  if (discount.maxUses !== null && total >= discount.maxUses) return { reason: 'usedUp', code }
  return discount
}

/** An order or a cart priced as the server prices it: from the fixtures, with its code. */
export interface MockPricing {
  ordered: OrderItem[]
  price: OrderPrice
  /** What the code took off, when it applies. */
  discount: OrderDiscount | null
  /** Why the code given does not apply. */
  refusal: DiscountRefusal | undefined
}

/** The items at the fixtures' prices, delivery by the state, and the code judged for `shopper`. */
export function priceMockOrder(
  request: { items: readonly OrderItemInput[]; state?: string | undefined; discountCode?: string },
  shopper: { email: string } | undefined,
): MockPricing {
  const ordered = request.items.map((item) => ({
    ...fixtureProduct(item._id),
    selectedSize: item.selectedSize,
    quantity: item.quantity,
  }))
  const judged = request.discountCode ? judgeMockCode(request.discountCode, shopper) : undefined
  const code = judged && 'id' in judged ? judged : undefined
  const price = priceOrder({
    lines: ordered.map((item) => ({
      priceKobo: nairaToKobo(item.price),
      quantity: item.quantity,
      productId: item._id,
      category: item.category,
    })),
    delivery: state.deliveryRules,
    state: request.state,
    discount: code && mockDiscountTerms(code),
  })
  const refusal = judged && !('id' in judged) ? judged : price.discountRefusal
  const discount =
    code && price.discount
      ? {
          code: code.code,
          kind: code.kind,
          itemsOff: koboToNaira(price.discount.itemsOffKobo),
          deliveryOff: koboToNaira(price.discount.deliveryOffKobo),
          label: discountLabel(code),
        }
      : null
  return { ordered, price, discount, refusal }
}

/**
 * The cart priced with its code (200 whether or not the code applies: `discountRefusal` says
 * why not), for the shopper whose session is sent, or a guest. Products and sizes are checked
 * first, as the server does.
 */
const summary = http.post<never, Body<'cartSummary'>, CartSummaryResponse | ErrorResponse>(
  url('cartSummary'),
  async ({ request }) => {
    const invalid = await invalidBody(request.clone(), CartSummaryRequest)
    if (invalid) return invalid
    const body = CartSummaryRequest.parse(await request.json())
    for (const item of body.items) {
      const refused = unsold(item._id, item.selectedSize)
      if (refused) return refused
    }
    // A token the mock server does not know is a guest's call, as on the server.
    const caller = tokenOf(request) ? callerOf(request) : undefined
    const shopper: SessionUser | undefined = caller instanceof Response ? undefined : caller
    const { price, discount, refusal } = priceMockOrder(body, shopper)
    return HttpResponse.json<CartSummaryResponse>(cartSummaryOf(price, discount, refusal))
  },
)

export const discountHandlers = {
  summary,
  /** The summary never answers while the story runs: the code field stays "Applying…". */
  summarySlow: http.post(url('cartSummary'), async () => {
    await untilStoryEnds()
    return HttpResponse.json({ success: true })
  }),
  /** The summary fails (500): the code cannot be checked now. */
  summaryError: http.post(url('cartSummary'), serverError),
}
