import {
  type DeliveryAddress,
  ORDER_MESSAGES,
  type PlaceOrderRequest,
  type PlaceOrderResponse,
  placedOrderPath,
  type VerifyPaymentResponse,
} from '@adire/contract'
import { assertEvent, assign, enqueueActions, fromCallback, fromPromise, setup } from 'xstate'
import {
  type CheckoutContext,
  type CheckoutEmitted,
  type CheckoutEvent,
  isRefusal,
  type PaymentPopupInput,
} from './checkout.types.ts'
import { CHECKOUT_MESSAGES, checkSubmission } from './submission.ts'

export * from './checkout.types.ts'

const notProvided = (name: string) => async (): Promise<never> => {
  throw new Error(`${name} must be provided by the app`)
}

/** The order the checks accepted (only read in the states after them). */
function placedRequest(context: CheckoutContext): PlaceOrderRequest {
  if (!context.verdict?.ok) throw new Error('No checked order')
  return context.verdict.request
}

/** Whether two checked orders are the same order: items, address and amount alike. */
const sameOrder = (a: PlaceOrderRequest, b: PlaceOrderRequest) =>
  JSON.stringify(a) === JSON.stringify(b)

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Checkout (docs/product.md §4, §5, §8; ADR 014): the submit is checked (submission.ts, with
 * the delivery form's rules in delivery-form.ts), the server places the order and starts its
 * Paystack transaction, the popup takes the payment, the server confirms it, and the shopper
 * lands on their orders. The machine imports no network, popup, storage,
 * router or toasts: the app provides the actors `placeOrder`, `paymentPopup`, `verifyPayment`
 * and the actions `showErrorToast`, `showInfoToast`, `showSuccessToast`, `clearCart`,
 * `rememberAddress`, `saveAddress`, `redirect` with `machine.provide(...)`.
 *
 * Tags: `busy` from the server's first call until its last answer (a submit then does
 * nothing), `paying` while the popup is open.
 */
export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    emitted: {} as CheckoutEmitted,
  },
  actors: {
    /**
     * POST /api/order/paystack, or with `waitingOrderId` POST /api/order/pay-again for that
     * order (placing anew should it have expired meanwhile). Rejects with a `CheckoutRefusal`
     * when the server explains why not.
     */
    placeOrder: fromPromise<
      PlaceOrderResponse,
      { request: PlaceOrderRequest; token: string; waitingOrderId?: string }
    >(notProvided('placeOrder')),
    /**
     * Opens the payment popup for the transaction and sends back `PAYMENT.SUCCESS`,
     * `PAYMENT.CANCEL` or `PAYMENT.ERROR`; stopping it closes the popup.
     */
    paymentPopup: fromCallback<CheckoutEvent, PaymentPopupInput>(() => () => {}),
    /**
     * POST /api/order/verifyPaystack: whether the server found the transaction paid, is
     * giving the money back (`refunding`, with its message), or waits for a bank transfer the
     * shopper sent (`awaitingTransfer`).
     */
    verifyPayment: fromPromise<
      Pick<
        VerifyPaymentResponse,
        'success' | 'refunding' | 'awaitingTransfer' | 'paymentUnderWay'
      > & {
        message?: string
      },
      { reference: string; token: string }
    >(notProvided('verifyPayment')),
  },
  actions: {
    showErrorToast: (_, _params: { message: string }) => {},
    showInfoToast: (_, _params: { message: string }) => {},
    showSuccessToast: (_, _params: { message: string }) => {},
    clearCart: () => {},
    /** Keeps the address for the next order's form. */
    rememberAddress: (_, _params: { address: DeliveryAddress }) => {},
    /**
     * Adds the address to the shopper's address book. The order is placed by then: the app
     * lets a failure pass, as nothing about the order depends on it.
     */
    saveAddress: (_, _params: { address: DeliveryAddress; token: string }) => {},
    redirect: (_, _params: { to: string }) => {},
    takeSubmission: assign(({ event }) => {
      assertEvent(event, 'SUBMIT')
      const { type: _, ...submission } = event
      return {
        submission,
        verdict: checkSubmission(submission),
        order: null,
        paidReference: null,
        error: null,
      }
    }),
    /** The order placed stays awaiting its payment: kept, to be paid again if submitted again. */
    keepWaitingOrder: assign(({ context }) => ({
      waiting: context.order
        ? { request: placedRequest(context), orderId: context.order.orderId }
        : context.waiting,
    })),
    fail: assign((_, params: { message: string }) => ({ error: params.message })),
  },
  guards: {
    accepted: ({ context }) => context.verdict?.ok === true,
  },
}).createMachine({
  id: 'checkout',
  context: {
    submission: null,
    verdict: null,
    order: null,
    paidReference: null,
    waiting: null,
    fieldErrors: {},
    error: null,
  },
  on: {
    'FIELD.EDITED': {
      guard: ({ context, event }) => Boolean(context.fieldErrors[event.field]),
      actions: assign({
        fieldErrors: ({ context, event }) => {
          const { [event.field]: _, ...rest } = context.fieldErrors
          return rest
        },
      }),
    },
  },
  initial: 'editing',
  states: {
    editing: {
      on: { SUBMIT: { target: 'validating', actions: 'takeSubmission' } },
    },

    validating: {
      always: [
        {
          guard: 'accepted',
          target: 'starting',
          actions: assign({ fieldErrors: {} }),
        },
        {
          target: 'editing',
          actions: enqueueActions(({ context, enqueue }) => {
            const verdict = context.verdict
            if (!verdict || verdict.ok) return
            enqueue.assign({ fieldErrors: verdict.fieldErrors })
            if (verdict.toast) {
              const { tone, message } = verdict.toast
              enqueue({
                type: tone === 'info' ? 'showInfoToast' : 'showErrorToast',
                params: { message },
              })
            }
            if (verdict.focus) enqueue.emit({ type: 'attention', focus: verdict.focus })
          }),
        },
      ],
    },

    starting: {
      tags: ['busy'],
      invoke: {
        src: 'placeOrder',
        input: ({ context }) => {
          const request = placedRequest(context)
          const { waiting } = context
          return {
            request,
            token: context.submission?.token ?? '',
            // The same items, address and amount as the order left waiting: that order.
            ...(waiting && sameOrder(waiting.request, request)
              ? { waitingOrderId: waiting.orderId }
              : {}),
          }
        },
        onDone: {
          target: 'awaitingPayment',
          actions: assign({ order: ({ event }) => event.output }),
        },
        onError: [
          {
            // The server said why (prices changed, a product gone): the shopper can act on it.
            guard: ({ event }) => isRefusal(event.error),
            target: 'editing',
            actions: [
              { type: 'fail', params: ({ event }) => ({ message: messageOf(event.error) }) },
              {
                type: 'showErrorToast',
                params: ({ event }) => ({ message: messageOf(event.error) }),
              },
            ],
          },
          { target: 'error' },
        ],
      },
    },

    awaitingPayment: {
      tags: ['busy', 'paying'],
      invoke: {
        src: 'paymentPopup',
        input: ({ context }) => ({
          order: context.order as PlaceOrderResponse,
          email: placedRequest(context).address.email,
        }),
      },
      on: {
        'PAYMENT.SUCCESS': {
          target: 'confirming',
          actions: assign({
            // The popup's word for the reference, else the one the payment was started with.
            paidReference: ({ context, event }) =>
              event.reference || (context.order as PlaceOrderResponse).reference,
          }),
        },
        'PAYMENT.CANCEL': { target: 'closed', actions: 'keepWaitingOrder' },
        'PAYMENT.ERROR': { target: 'error', actions: 'keepWaitingOrder' },
      },
    },

    closed: {
      always: {
        target: 'editing',
        actions: { type: 'showInfoToast', params: { message: CHECKOUT_MESSAGES.windowClosed } },
      },
    },

    confirming: {
      tags: ['busy'],
      invoke: {
        src: 'verifyPayment',
        input: ({ context }) => ({
          reference: context.paidReference ?? '',
          token: context.submission?.token ?? '',
        }),
        onDone: [
          // The payment arrived for an order that will not take it (cancelled meanwhile, or
          // already paid by another window): the money is on its way back, which the shopper
          // reads on the order itself, not as a failure to try again.
          {
            guard: ({ event }) => event.output.refunding === true,
            target: 'refunding',
            actions: assign({ error: ({ event }) => event.output.message ?? null }),
          },
          // A bank transfer on its way, or another payment still going through: the order is
          // placed and waits for the money, which the shopper follows on My Orders (and is
          // e-mailed about when it lands); the server's words say which.
          {
            guard: ({ event }) =>
              event.output.awaitingTransfer === true || event.output.paymentUnderWay === true,
            target: 'awaitingTransfer',
            actions: assign({ error: ({ event }) => event.output.message ?? null }),
          },
          { guard: ({ event }) => event.output.success, target: 'done' },
          { target: 'failed' },
        ],
        onError: { target: 'error' },
      },
    },

    refunding: {
      type: 'final',
      entry: [
        {
          type: 'showInfoToast',
          params: ({ context }) => ({
            message: context.error ?? ORDER_MESSAGES.refundingCancelled,
          }),
        },
        {
          type: 'redirect',
          params: ({ context }) => ({
            to: placedOrderPath(context.paidReference ?? ''),
          }),
        },
      ],
    },

    awaitingTransfer: {
      type: 'final',
      entry: [
        // The items are the order's now, as on any paid order: the cart starts afresh.
        'clearCart',
        {
          type: 'rememberAddress',
          params: ({ context }) => ({ address: placedRequest(context).address }),
        },
        // Into the book only if the shopper asked, and only now that the order is placed.
        enqueueActions(({ context, enqueue }) => {
          const { submission } = context
          if (!submission?.saveAddress) return
          const { address } = placedRequest(context)
          enqueue({ type: 'saveAddress', params: { address, token: submission.token } })
        }),
        {
          type: 'showInfoToast',
          params: ({ context }) => ({
            message: context.error ?? ORDER_MESSAGES.awaitingTransfer,
          }),
        },
        {
          type: 'redirect',
          params: ({ context }) => ({ to: placedOrderPath(context.paidReference ?? '') }),
        },
      ],
    },

    done: {
      type: 'final',
      entry: [
        'clearCart',
        {
          type: 'rememberAddress',
          params: ({ context }) => ({ address: placedRequest(context).address }),
        },
        // Into the book only if the shopper asked, and only now that the order is placed.
        enqueueActions(({ context, enqueue }) => {
          const { submission } = context
          if (!submission?.saveAddress) return
          const { address } = placedRequest(context)
          enqueue({ type: 'saveAddress', params: { address, token: submission.token } })
        }),
        { type: 'showSuccessToast', params: { message: CHECKOUT_MESSAGES.placed } },
        {
          type: 'redirect',
          params: ({ context }) => ({
            to: placedOrderPath(context.paidReference ?? ''),
          }),
        },
      ],
    },

    failed: {
      entry: [
        { type: 'fail', params: { message: CHECKOUT_MESSAGES.failedAfterPayment } },
        { type: 'showErrorToast', params: { message: CHECKOUT_MESSAGES.failedAfterPayment } },
      ],
      on: { SUBMIT: { target: 'validating', actions: 'takeSubmission' } },
    },

    error: {
      entry: [
        { type: 'fail', params: { message: CHECKOUT_MESSAGES.exception } },
        { type: 'showErrorToast', params: { message: CHECKOUT_MESSAGES.exception } },
      ],
      on: {
        SUBMIT: { target: 'validating', actions: 'takeSubmission' },
        // Paid, then the connection dropped: the same payment is checked again, never paid twice.
        RETRY: { guard: ({ context }) => context.paidReference !== null, target: 'confirming' },
      },
    },
  },
})

export type CheckoutMachine = typeof checkoutMachine
