import { assign, fromPromise, setup } from 'xstate'

/** The texts of SPEC.md §4, shown by the /verify screen. */
export const VERIFY_MESSAGES = {
  pending: 'Verifying your payment...',
  success: 'Payment verified! Redirecting to your orders...',
  failed: 'Payment verification failed. Redirecting to cart...',
  error: 'An error occurred during verification.',
  missing: 'Missing payment reference or authentication.',
} as const

/** SPEC.md §9: how long each outcome stays on screen before redirecting. */
export const VERIFY_REDIRECT_DELAYS = { success: 2000, failure: 2500 } as const

export interface PaymentVerificationInput {
  reference: string | null | undefined
  token: string | null | undefined
}

interface VerifyParams {
  reference: string
  token: string
}

/**
 * Payment verification after a payment provider redirect (SPEC.md §4). Side effects are
 * provided by the app: `verifyPayment` (the API call), `clearCart`, `redirect` and `showErrorToast`.
 */
export const paymentVerificationMachine = setup({
  types: {
    input: {} as PaymentVerificationInput,
    context: {} as { reference: string; token: string; message: string },
  },
  actors: {
    verifyPayment: fromPromise<{ success: boolean }, VerifyParams>(async () => {
      throw new Error('verifyPayment must be provided by the app')
    }),
  },
  actions: {
    clearCart: () => {},
    redirect: (_, _params: { to: '/orders' | '/cart' }) => {},
    showErrorToast: (_, _params: { message: string }) => {},
  },
  delays: {
    successRedirect: VERIFY_REDIRECT_DELAYS.success,
    failureRedirect: VERIFY_REDIRECT_DELAYS.failure,
  },
  guards: {
    canVerify: ({ context }) => context.reference !== '' && context.token !== '',
  },
}).createMachine({
  id: 'paymentVerification',
  context: ({ input }) => ({
    reference: input.reference?.trim() ?? '',
    token: input.token ?? '',
    message: VERIFY_MESSAGES.pending,
  }),
  initial: 'checking',
  states: {
    checking: {
      // Without a reference or a session there is nothing to verify and no call is made.
      always: [{ guard: 'canVerify', target: 'verifying' }, { target: 'missing' }],
    },
    verifying: {
      tags: ['pending'],
      invoke: {
        src: 'verifyPayment',
        input: ({ context }) => ({ reference: context.reference, token: context.token }),
        onDone: [
          { guard: ({ event }) => event.output.success, target: 'verified' },
          { target: 'declined' },
        ],
        onError: { target: 'failed' },
      },
    },
    verified: {
      tags: ['success'],
      entry: ['clearCart', assign({ message: VERIFY_MESSAGES.success })],
      after: { successRedirect: { actions: { type: 'redirect', params: { to: '/orders' } } } },
    },
    declined: {
      tags: ['error'],
      entry: assign({ message: VERIFY_MESSAGES.failed }),
      after: { failureRedirect: { actions: { type: 'redirect', params: { to: '/cart' } } } },
    },
    failed: {
      tags: ['error'],
      entry: [
        assign({ message: VERIFY_MESSAGES.error }),
        { type: 'showErrorToast', params: { message: VERIFY_MESSAGES.error } },
      ],
      after: { failureRedirect: { actions: { type: 'redirect', params: { to: '/cart' } } } },
    },
    missing: {
      tags: ['error'],
      entry: assign({ message: VERIFY_MESSAGES.missing }),
    },
  },
})

/** What the /verify screen shows for the machine's current state. */
export type VerificationStatus = 'pending' | 'success' | 'error'
