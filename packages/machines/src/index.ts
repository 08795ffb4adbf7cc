export { type CartMachine, cartMachine } from './cart/cart.machine.ts'
export { applyChange, applyChanges, changeOf } from './cart/cart-changes.ts'
export type {
  CartChange,
  CartContext,
  CartEvent,
  CartHandover,
  StoredCart,
} from './cart/cart-types.ts'
export { MERGE_RETRY_DELAY, mergeRetryDelay } from './cart/guest-cart-handover.ts'
export * from './checkout/checkout.machine.ts'
export {
  blankFields,
  DELIVERY_FIELDS,
  type DeliveryField,
  type DeliveryFieldErrors,
  type DeliveryForm,
  EMPTY_DELIVERY_FORM,
  firstInvalidField,
  isReadyToPay,
} from './checkout/delivery-form.ts'
export { appliedDiscountTerms, orderItems } from './checkout/order-terms.ts'
export {
  CARD_PROVIDER,
  CHECKOUT_MESSAGES,
  type CheckoutFocus,
  type CheckoutSubmission,
  type CheckoutVerdict,
  checkSubmission,
  orderAmount,
  PAYMENT_METHODS,
  type PaymentMethod,
} from './checkout/submission.ts'
export * from './payment-verification/payment-verification.machine.ts'
export * from './session/session.machine.ts'
