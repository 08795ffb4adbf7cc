export * from './payment-verification/paymentVerification.machine.ts'
