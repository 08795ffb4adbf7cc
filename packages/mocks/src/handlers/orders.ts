// `/api/order/*`: placing an order, confirming its payment, paying it again and the shopper's
// list, as the server's orders folder answers them, with named variants for stories.
import {
  type AdminOrder,
  type ErrorResponse,
  koboToNaira,
  nairaToKobo,
  PayAgainRequest,
  type PaymentKind,
  PlaceOrderRequest,
  type PlaceOrderResponse,
  toCharge,
  type UserOrdersResponse,
  VERIFY_ANSWERS,
  VerifyPaymentRequest,
  type VerifyPaymentResponse,
} from '@adire/contract'
import { HttpResponse, http } from 'msw'
import { unsold } from './cart.ts'
import { priceMockOrder } from './discounts.ts'
import { type Body, invalidBody, refuseOrder, serverError, untilStoryEnds, url } from './http.ts'
import { answerPage, manyOrders, ordersOf } from './order-pages.ts'
import { callerOf, orderPaidBy, state, tick } from './state.ts'

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

/**
 * Places an order as the server does: token, body, then each product and size checked, its
 * discount code judged (409 with the shopper's words when it does not apply, handlers/
 * discounts.ts), and the order priced and checked by the contract's rules the server charges by
 * (`toCharge`), from the fixtures' prices. Then an order awaiting payment is added and its transaction started (201).
 */
const place = http.post<never, Body<'placeOrder'>, PlaceOrderResponse | ErrorResponse>(
  url('placeOrder'),
  async ({ request }) => {
    const caller = callerOf(request)
    if (caller instanceof Response) return caller
    const invalid = await invalidBody(request.clone(), PlaceOrderRequest)
    if (invalid) return invalid
    const { items, address, amount, discountCode } = PlaceOrderRequest.parse(await request.json())
    for (const item of items) {
      const refused = unsold(item._id, item.selectedSize)
      if (refused) return refused
    }
    // A code that does not apply is refused, never dropped: the shopper pays what they saw.
    const { ordered, price, discount, refusal } = priceMockOrder(
      { items, state: address.state, ...(discountCode ? { discountCode } : {}) },
      caller,
    )
    if (refusal) return refuseOrder('discountRefused', { discount: refusal })
    const charged = toCharge(price, amount)
    if (typeof charged === 'string') return refuseOrder(charged, { state: address.state })
    const { delivery, deliveryKobo, totalKobo } = charged
    state.placedCount += 1
    const count = state.placedCount
    const at = tick()
    const order: AdminOrder = {
      _id: `00000000-0000-4000-8000-${String(count).padStart(12, '0')}`,
      // The store's next number, as the server's sequence gives it.
      orderNumber: Math.max(1000, ...state.orders.map((o) => o.orderNumber)) + 1,
      status: 'Awaiting payment',
      payment: false,
      paymentMethod: 'Paystack',
      date: at,
      amount: koboToNaira(totalKobo),
      address,
      // The fee charged: 0 when a free-delivery code waived it.
      delivery: {
        fee: koboToNaira(deliveryKobo),
        zone: delivery.zone,
        estimate: delivery.estimate,
      },
      ...(discount ? { discount } : {}),
      reference: count === 1 ? 'ADR-MOCK-REFERENCE' : `ADR-MOCK-REFERENCE-${count}`,
      items: ordered,
      testPayment: false,
      paymentStatus: 'awaiting',
      timeline: [{ status: 'Awaiting payment', at, by: 'Customer' }],
      payments: [],
      customer: { name: caller.name, email: caller.email },
    }
    state.orders.push(order)
    if (discount) {
      state.discountUses.push({ code: discount.code, email: caller.email, orderId: order._id })
    }
    return HttpResponse.json(transaction(order), { status: 201 })
  },
)

/**
 * Confirms a payment as the server does, once per reference: it pays the caller's order it
 * belongs to, or, when that order was cancelled or is already paid, it is recorded and refunded,
 * and the answer says so (`refunding`). Another shopper's reference is 404, as on the server. A
 * reference the mock server never issued is taken as paid, so a story can open
 * `/verify?reference=` without placing an order first (the server answers 404).
 */
const verify = http.post<never, Body<'verifyPayment'>, VerifyPaymentResponse | ErrorResponse>(
  url('verifyPayment'),
  async ({ request }) => {
    const caller = callerOf(request)
    if (caller instanceof Response) return caller
    const invalid = await invalidBody(request.clone(), VerifyPaymentRequest)
    if (invalid) return invalid
    const { reference } = await request.json()
    const order = orderPaidBy(reference)
    if (!order) return HttpResponse.json(VERIFY_ANSWERS.paid)
    if (order.customer.email !== caller.email) return refuseOrder('orderNotFound')
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
      state.cart = {}
    }
    return HttpResponse.json(VERIFY_ANSWERS[kind])
  },
)

/**
 * A new transaction for one of the shopper's orders still awaiting payment, with a new
 * reference (the old one still confirms it); refused as the server refuses.
 */
const payAgain = http.post<never, Body<'payAgain'>, PlaceOrderResponse | ErrorResponse>(
  url('payAgain'),
  async ({ request }) => {
    const caller = callerOf(request)
    if (caller instanceof Response) return caller
    const invalid = await invalidBody(request.clone(), PayAgainRequest)
    if (invalid) return invalid
    const { orderId } = await request.json()
    const order = state.orders.find((o) => o._id === orderId && o.customer.email === caller.email)
    if (!order) return refuseOrder('orderNotFound')
    if (order.status === 'Cancelled') return refuseOrder('cancelled')
    if (order.paymentStatus === 'paid') return refuseOrder('alreadyPaid')
    if (order.paymentStatus === 'expired') return refuseOrder('expired')
    state.earlierReferences.set(order.reference, order._id)
    order.reference = `ADR-MOCK-AGAIN-${state.earlierReferences.size}`
    return HttpResponse.json(transaction(order), { status: 201 })
  },
)

export const orderHandlers = {
  place,
  /**
   * The signed-in shopper's orders, newest first, as the server reads them to a shopper, a page
   * at a time (`?before=` the last page's `nextCursor`).
   */
  list: http.post<never, never, UserOrdersResponse | ErrorResponse>(
    url('userOrders'),
    ({ request }) => {
      const caller = callerOf(request)
      if (caller instanceof Response) return caller
      return answerPage(request, ordersOf(caller.email))
    },
  ),
  /** Ada with a long history: her orders and twelve older ones, two pages (see `list`). */
  manyOrders: manyOrders(),
  /** `manyOrders`, but a later page never arrives ("Load more orders" in progress). */
  olderOrdersSlow: manyOrders(async (laterPage) => {
    if (laterPage) await untilStoryEnds()
    return undefined
  }),
  empty: http.post<never, never, UserOrdersResponse>(url('userOrders'), () =>
    HttpResponse.json({ success: true, orders: [], nextCursor: null }),
  ),
  /** The list fails (500) until `recoverMockOrders()`; then the next handler answers. */
  failsUntilRecovered: http.post<never, never, ErrorResponse>(url('userOrders'), () =>
    state.ordersRecovered ? undefined : serverError(),
  ),
  verify,
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
  /**
   * The order's discount code had its last use taken by others before this payment arrived
   * (docs/product.md §11.14): the order is cancelled and the payment is being refunded.
   */
  verifyRefundingCodeUsedUp: http.post<never, Body<'verifyPayment'>, VerifyPaymentResponse>(
    url('verifyPayment'),
    () => HttpResponse.json(VERIFY_ANSWERS['code used up']),
  ),
  /** The shopper sent a bank transfer that has not landed yet: the order waits for it. */
  verifyAwaitingTransfer: http.post<never, Body<'verifyPayment'>, VerifyPaymentResponse>(
    url('verifyPayment'),
    () => HttpResponse.json(VERIFY_ANSWERS['awaiting transfer']),
  ),
  /** A USSD, bank or card payment Paystack reports still going through. */
  verifyPaymentUnderWay: http.post<never, Body<'verifyPayment'>, VerifyPaymentResponse>(
    url('verifyPayment'),
    () => HttpResponse.json(VERIFY_ANSWERS['payment under way']),
  ),
  verifyFailed: http.post<never, Body<'verifyPayment'>, VerifyPaymentResponse>(
    url('verifyPayment'),
    () => HttpResponse.json({ success: false, message: 'Payment was not successful' }),
  ),
  verifyError: http.post(url('verifyPayment'), () => HttpResponse.error()),
  /** The server is still asking Paystack: the checkout while it confirms a payment. */
  verifySlow: http.post(url('verifyPayment'), async () => {
    await untilStoryEnds()
    return HttpResponse.json(VERIFY_ANSWERS.paid)
  }),
  /** The prices changed since the shopper opened the cart: the server refuses to charge (ADR 014). */
  amountChanged: http.post<never, Body<'placeOrder'>, ErrorResponse>(url('placeOrder'), () =>
    refuseOrder('amountChanged'),
  ),
  /**
   * ADIRE10's last use was taken by another shopper while this one checked out (docs/product.md
   * §11.14): the order is refused, in the shopper's words.
   */
  discountUsedUp: http.post<never, Body<'placeOrder'>, ErrorResponse>(url('placeOrder'), () =>
    refuseOrder('discountRefused', { discount: { reason: 'usedUp', code: 'ADIRE10' } }),
  ),
  payAgain,
  /** Paystack cannot be reached: no transaction can be started. */
  payAgainUnavailable: http.post<never, Body<'payAgain'>, ErrorResponse>(url('payAgain'), () =>
    refuseOrder('providerUnavailable'),
  ),
  slow: http.post('*/api/order/*', async () => {
    await untilStoryEnds()
    return HttpResponse.json({ success: true })
  }),
  error: http.post('*/api/order/*', serverError),
}
