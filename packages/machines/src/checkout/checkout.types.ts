import type { PlaceOrderRequest, PlaceOrderResponse } from '@adire/contract'
import type { DeliveryField, DeliveryFieldErrors } from './delivery-form.ts'
import type { CheckoutFocus, CheckoutSubmission, CheckoutVerdict } from './submission.ts'

/**
 * A refusal the server explained (a 4xx with its message, e.g. 409 when the prices changed):
 * the app's `placeOrder` rejects with it, and the shopper sees the message and edits again.
 * Anything else thrown is an exception (docs/product.md §8).
 */
export class CheckoutRefusal extends Error {
  override name = 'CheckoutRefusal'
  readonly refused = true
}

export const isRefusal = (error: unknown): error is CheckoutRefusal =>
  error instanceof Error && (error as Partial<CheckoutRefusal>).refused === true

/** What the payment popup is opened with. */
export interface PaymentPopupInput {
  order: PlaceOrderResponse
  /** The payer's e-mail, from the delivery form. */
  email: string
}

export type CheckoutEvent =
  | ({ type: 'SUBMIT' } & CheckoutSubmission)
  /** The shopper changed a field: its message from the last submit goes. */
  | { type: 'FIELD.EDITED'; field: DeliveryField }
  /** The popup reports a paid transaction. */
  | { type: 'PAYMENT.SUCCESS'; reference: string }
  /** The shopper closed the popup without paying. */
  | { type: 'PAYMENT.CANCEL' }
  /** The popup could not be shown (its script failed to load, the provider refused). */
  | { type: 'PAYMENT.ERROR'; message?: string }
  /** After an exception while confirming a paid transaction: ask the server again. */
  | { type: 'RETRY' }

/** What the checkout tells the page, with `actorRef.on(type, ...)`. */
export type CheckoutEmitted = { type: 'attention'; focus: CheckoutFocus }

export interface CheckoutContext {
  /** The last submit, as the page handed it over. */
  submission: CheckoutSubmission | null
  /** What the checks made of it: the order to place, or why not. */
  verdict: CheckoutVerdict | null
  /** The server's answer: the order and its Paystack transaction. */
  order: PlaceOrderResponse | null
  /** The reference the popup reported paid, to confirm (again, after an exception). */
  paidReference: string | null
  /**
   * The order a closed (or failed) payment window left awaiting its payment, and what placed
   * it: the same order submitted again is paid again rather than placed a second time, so no
   * second "Awaiting payment" order of the same items is left behind (issue 41).
   */
  waiting: { request: PlaceOrderRequest; orderId: string } | null
  /** The delivery fields' messages from the last submit. */
  fieldErrors: DeliveryFieldErrors
  /** The last failure, for the page to show beside the form until the next submit. */
  error: string | null
}
