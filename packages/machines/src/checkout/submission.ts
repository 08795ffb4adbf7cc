import {
  type CartLine,
  DeliveryAddress,
  type DeliveryRules,
  deliveryAddressErrors,
  koboToNaira,
  ORDER_MESSAGES,
  type OrderDiscount,
  type PlaceOrderRequest,
  pricedCartLines,
  priceOrder,
} from '@adire/contract'
import {
  blankFields,
  type DeliveryField,
  type DeliveryFieldErrors,
  type DeliveryForm,
  firstInvalidField,
} from './delivery-form.ts'
import { appliedDiscountTerms, orderItems } from './order-terms.ts'

/*
 * A checkout submit and the checks it passes before anything is sent (docs/product.md §5): the
 * order to place, or what to tell the shopper. The checkout machine (checkout.machine.ts) runs
 * them on SUBMIT; the page uses the payment methods and messages too.
 */

/** The texts of docs/product.md §4, §5 and §8 the checkout shows, word for word. */
export const CHECKOUT_MESSAGES = {
  missingFields: 'Please fill in all delivery information fields.',
  noMethod: 'Please select a payment method before placing your order.',
  paypal: 'PayPal payment is coming soon!',
  cash: 'Cash payment selected. Please prepare payment on delivery.',
  unsupported: 'Unsupported payment method selected.',
  placed: 'Order placed successfully!',
  windowClosed: 'Payment window closed',
  failedAfterPayment: 'Order placement failed after payment.',
  exception: 'Something went wrong while placing your order.',
  /** Beyond the original spec: nothing left to order (the cart emptied in another tab). */
  emptyCart: ORDER_MESSAGES.emptyOrder,
} as const

/**
 * The methods the picker shows. Only the card provider takes payments; PayPal and cash are
 * placeholders that create no order (docs/product.md §1, §5).
 */
export const PAYMENT_METHODS = ['paystack', 'paypal', 'cash'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
/** The card provider: the one method that opens the payment popup. */
export const CARD_PROVIDER = 'paystack' satisfies PaymentMethod

/**
 * docs/product.md §3, §9: what the shopper pays, in naira: the cart total, less what a code
 * applied takes off (§11.14), plus delivery to the address's state. A state no zone lists adds
 * nothing here: the server refuses it, saying so.
 */
export function orderAmount(
  lines: readonly CartLine[],
  delivery: DeliveryRules,
  state: string,
  discount?: OrderDiscount | null,
): number {
  const ordered = pricedCartLines(lines.filter((line) => line.quantity > 0))
  return koboToNaira(
    priceOrder({
      lines: ordered,
      delivery,
      state,
      discount: discount ? appliedDiscountTerms(discount) : undefined,
    }).totalKobo,
  )
}

/** What the place-order page hands over when the shopper submits. */
export interface CheckoutSubmission {
  address: DeliveryForm
  /** The method picked, or null when none is. */
  method: string | null
  /** The cart's lines with their products (for the prices the shopper saw). */
  lines: readonly CartLine[]
  /** How the store prices delivery, from its settings. */
  delivery: DeliveryRules
  /** The session token the calls carry. */
  token: string
  /**
   * The discount code on the cart as the server's summary applied it (docs/product.md §11.14):
   * sent with the order, and the amount is the total less what it takes off.
   */
  discount?: OrderDiscount | null
  /**
   * A new address the shopper asked to keep in their address book (docs/product.md §3.4): saved
   * once the order is placed, never holding up the payment.
   */
  saveAddress?: boolean
}

/** Where the checkout wants the shopper's attention after a refused submit. */
export type CheckoutFocus = DeliveryField | 'method'

/** What a submit leads to, before anything is sent. */
export type CheckoutVerdict =
  | { ok: true; request: PlaceOrderRequest }
  | {
      ok: false
      /** The toast to show, if any. */
      toast: { tone: 'error' | 'info'; message: string } | null
      fieldErrors: DeliveryFieldErrors
      focus: CheckoutFocus | null
    }

/**
 * The checks of docs/product.md §5, in its order: blank fields, then a method, then (beyond the original spec)
 * the contract's own rules for an address (an e-mail, a phone number, digits for a zip code),
 * then the method itself: only the card provider places an order.
 */
export function checkSubmission(submission: CheckoutSubmission): CheckoutVerdict {
  const refuse = (
    toast: { tone: 'error' | 'info'; message: string } | null,
    fieldErrors: DeliveryFieldErrors = {},
    focus: CheckoutFocus | null = firstInvalidField(fieldErrors),
  ): CheckoutVerdict => ({ ok: false, toast, fieldErrors, focus })

  const blank = blankFields(submission.address)
  if (blank.length > 0) {
    const errors = deliveryAddressErrors(submission.address)
    const fieldErrors = Object.fromEntries(blank.map((field) => [field, errors[field]]))
    return refuse({ tone: 'error', message: CHECKOUT_MESSAGES.missingFields }, fieldErrors)
  }
  if (!submission.method) {
    return refuse({ tone: 'error', message: CHECKOUT_MESSAGES.noMethod }, {}, 'method')
  }
  const parsed = DeliveryAddress.safeParse(submission.address)
  if (!parsed.success) return refuse(null, deliveryAddressErrors(submission.address))

  if (submission.method === 'paypal') {
    return refuse({ tone: 'info', message: CHECKOUT_MESSAGES.paypal }, {}, null)
  }
  if (submission.method === 'cash') {
    return refuse({ tone: 'info', message: CHECKOUT_MESSAGES.cash }, {}, null)
  }
  if (submission.method !== CARD_PROVIDER) {
    return refuse({ tone: 'error', message: CHECKOUT_MESSAGES.unsupported }, {}, 'method')
  }
  const items = orderItems(submission.lines)
  if (items.length === 0) {
    return refuse({ tone: 'error', message: CHECKOUT_MESSAGES.emptyCart }, {}, null)
  }
  return {
    ok: true,
    request: {
      address: parsed.data,
      items,
      amount: orderAmount(
        submission.lines,
        submission.delivery,
        parsed.data.state,
        submission.discount,
      ),
      ...(submission.discount ? { discountCode: submission.discount.code } : {}),
    },
  }
}
