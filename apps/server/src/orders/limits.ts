import { MINUTE_MS } from '@adire/contract'
import type { RateLimitRule } from '../http/rate-limit.ts'

/**
 * Checkout's limits. Every order placed and every payment tried again starts a Paystack
 * transaction (a call to Paystack, a row kept for the reconciler to ask about), so an account
 * cannot start them without bound. A real shopper places an order and, when a card is declined,
 * tries again a few times: ten in ten minutes leaves room for that and for a second order,
 * while a script on one account starts at most one a minute on average.
 */
export const ORDER_LIMITS = {
  /** Orders placed and payments tried again, together, per account. */
  paymentsPerAccount: {
    name: 'order-payments-account',
    limit: 10,
    windowMs: 10 * MINUTE_MS,
    message: 'Too many payment attempts. Please try again in {minutes}.',
  },
} as const satisfies Record<string, RateLimitRule>
