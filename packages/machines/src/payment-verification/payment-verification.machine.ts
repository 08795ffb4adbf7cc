import { PAGE_ROUTES, placedOrderPath, REFUND_TIME } from '@adire/contract'
import { assign, fromPromise, setup } from 'xstate'

/** The texts of docs/product.md §4, shown by the /verify screen, and those of a payment given back. */
export const VERIFY_MESSAGES = {
  pending: 'Verifying your payment...',
  /** Beyond the original spec: a bank transfer is on its way, not landed yet. */
  awaitingTransfer: 'We’re waiting for your transfer',
  transferNotice:
    'Your order is placed as soon as the money lands, and we’ll e-mail you then. There is no need to pay again.',
  /** Beyond the original spec: a USSD, bank or card payment Paystack reports still going through. */
  paymentUnderWay: 'Your payment is still going through',
  underWayNotice:
    'Your order is placed as soon as it completes, and we’ll e-mail you then. There is no need to pay again.',
  success: 'Payment verified! Redirecting to your orders...',
  failed: 'Payment verification failed. Redirecting to cart...',
  error: 'An error occurred during verification.',
  missing: 'Missing payment reference or authentication.',
  /** Beyond the original spec: the order was already paid, and this second payment is being refunded. */
  paidRefunding: 'Your order is paid.',
  /** Beyond the original spec: the order was cancelled, or this payment was not its amount. */
  refunding: "We're refunding your payment.",
  /** What the notice says should the server give no words of its own. */
  refundingNotice: `This payment is being refunded. It should reach your account ${REFUND_TIME}.`,
} as const

/** docs/product.md §9: how long each outcome stays on screen before redirecting. */
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
 * The server's answer (`VerifyPaymentResponse`): whether the order is paid, and whether this
 * payment is being given back (`refunding`, with `message` saying why).
 */
export interface VerifyOutcome {
  success: boolean
  message?: string
  refunding?: boolean
  /** A bank transfer the shopper sent is on its way: the order waits for it. */
  awaitingTransfer?: boolean
  /** Another payment is still going through: the order waits for it. */
  paymentUnderWay?: boolean
}

/** Why the payment is being given back, in the server's words. */
const noticeOf = (outcome: VerifyOutcome) =>
  outcome.message?.trim() || VERIFY_MESSAGES.refundingNotice

/**
 * Payment verification after a payment provider redirect (docs/product.md §4). Side effects are
 * provided by the app: `verifyPayment` (the API call), `clearCart`, `redirect` and `showErrorToast`.
 *
 * Beyond the original spec, a payment the store is giving back (`refunding`) is not a failure to try
 * again: the shopper reads why (`notice`, the server's words) and when the money returns, with
 * no redirect to take the page away. A second payment of a paid order leaves the order paid
 * (tags `success` and `refunding`) and the cart alone: it was emptied when the order was first
 * paid, and what is in it now is a new basket. A payment for a cancelled order, or of another
 * amount than the order's, is `refunding` only.
 */
export const paymentVerificationMachine = setup({
  types: {
    input: {} as PaymentVerificationInput,
    context: {} as { reference: string; token: string; message: string; notice: string | null },
  },
  actors: {
    verifyPayment: fromPromise<VerifyOutcome, VerifyParams>(async () => {
      throw new Error('verifyPayment must be provided by the app')
    }),
  },
  actions: {
    clearCart: () => {},
    /** To the paid order, opened at the top of My Orders, or back to the cart. */
    redirect: (_, _params: { to: string }) => {},
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
    notice: null,
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
          {
            guard: ({ event }) => event.output.refunding === true && event.output.success,
            target: 'paidRefunding',
            actions: assign({ notice: ({ event }) => noticeOf(event.output) }),
          },
          {
            guard: ({ event }) => event.output.refunding === true,
            target: 'refunding',
            actions: assign({ notice: ({ event }) => noticeOf(event.output) }),
          },
          {
            guard: ({ event }) => event.output.awaitingTransfer === true,
            target: 'awaitingTransfer',
          },
          {
            guard: ({ event }) => event.output.paymentUnderWay === true,
            target: 'paymentUnderWay',
          },
          { guard: ({ event }) => event.output.success, target: 'verified' },
          { target: 'declined' },
        ],
        onError: { target: 'failed' },
      },
    },
    verified: {
      tags: ['success'],
      entry: ['clearCart', assign({ message: VERIFY_MESSAGES.success })],
      after: {
        successRedirect: {
          actions: {
            type: 'redirect',
            params: ({ context }) => ({ to: placedOrderPath(context.reference) }),
          },
        },
      },
    },
    // The order is placed and waits for the money: no redirect takes the news away, and the
    // cart is emptied as for a paid order (its items are the order's).
    awaitingTransfer: {
      tags: ['transfer'],
      entry: [
        'clearCart',
        assign({
          message: VERIFY_MESSAGES.awaitingTransfer,
          notice: VERIFY_MESSAGES.transferNotice,
        }),
      ],
    },
    // As a transfer on its way: the order waits for a payment the shopper has started.
    paymentUnderWay: {
      tags: ['transfer'],
      entry: [
        'clearCart',
        assign({
          message: VERIFY_MESSAGES.paymentUnderWay,
          notice: VERIFY_MESSAGES.underWayNotice,
        }),
      ],
    },
    paidRefunding: {
      tags: ['success', 'refunding'],
      entry: assign({ message: VERIFY_MESSAGES.paidRefunding }),
    },
    refunding: {
      tags: ['refunding'],
      entry: assign({ message: VERIFY_MESSAGES.refunding }),
    },
    declined: {
      tags: ['error'],
      entry: assign({ message: VERIFY_MESSAGES.failed }),
      after: {
        failureRedirect: { actions: { type: 'redirect', params: { to: PAGE_ROUTES.cart } } },
      },
    },
    failed: {
      tags: ['error'],
      entry: [
        assign({ message: VERIFY_MESSAGES.error }),
        { type: 'showErrorToast', params: { message: VERIFY_MESSAGES.error } },
      ],
      after: {
        failureRedirect: { actions: { type: 'redirect', params: { to: PAGE_ROUTES.cart } } },
      },
    },
    missing: {
      tags: ['error'],
      entry: assign({ message: VERIFY_MESSAGES.missing }),
    },
  },
})

/**
 * What the /verify screen shows for the machine's current state: a payment given back is
 * `refunding` (its tag), whether or not the order itself is paid; a transfer on its way is
 * `transfer`.
 */
export type VerificationStatus = 'pending' | 'success' | 'refunding' | 'transfer' | 'error'
