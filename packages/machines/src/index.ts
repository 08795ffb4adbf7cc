export * from './cart/cart.machine.ts'
export * from './checkout/checkout.machine.ts'
export * from './payment-verification/paymentVerification.machine.ts'
export * from './session/session.machine.ts'
