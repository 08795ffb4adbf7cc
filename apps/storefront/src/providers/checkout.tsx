import { type DeliveryAddress, ORDER_MESSAGES } from '@adire/contract'
import {
  type CheckoutEvent,
  CheckoutRefusal,
  checkoutMachine,
  type PaymentPopupInput,
} from '@adire/machines'
import { useQueryClient } from '@tanstack/react-query'
import {
  createContext,
  type ReactNode,
  type RefObject,
  use,
  useEffect,
  useRef,
  useState,
} from 'react'
import { type CallbackActorLogic, fromCallback, fromPromise } from 'xstate'
import { isInBook } from '../account/address/savedAddress.ts'
import { addressQueries } from '../account/api/addressQueries.ts'
import { orderQueries } from '../account/api/orderQueries.ts'
import { storeQueries } from '../api/store.ts'
import { type NavigateFunction, useNavigate } from '../app/router.tsx'
import { cartSummaryQueries } from '../shop/api/cartSummary.ts'
import { productQueries } from '../shop/api/products.ts'
import { POPUP_LOAD_FAILED } from '../shop/payments/paymentWindow.ts'
import { paymentPopupFor } from '../shop/payments/popup.ts'
import { createActorContext } from './actorContext.tsx'
import { useCartActions } from './cart.tsx'
import { writeLastAddress } from './lastAddress.ts'
import { useAuth } from './session.tsx'
import { useToast } from './ToastProvider.tsx'

/** The checkout machine for the React tree (`CheckoutContext.useSelector`, `.useActorRef`). */
export const CheckoutContext = createActorContext(checkoutMachine)

/** The payment window as the machine runs it: opened on start, closed when stopped. */
export type PaymentPopupLogic = CallbackActorLogic<CheckoutEvent, PaymentPopupInput>

export interface CheckoutOverridesValue {
  /**
   * For stories: a payment window that reports what the story needs (paid, closed, failed to
   * open) instead of Paystack's popup or the emulator's.
   */
  paymentPopup?: PaymentPopupLogic
}

/** Effects a story replaces; the app leaves it empty. */
export const CheckoutOverrides = createContext<CheckoutOverridesValue>({})

// The API client and its schemas load with the first checkout call, not with the page.
const orders = () => import('../account/api/orders.ts')
const addressBookCalls = () => import('../account/api/addresses.ts')

/** Answers the shopper can act on: the server said why (a 4xx), or that payments are down (503). */
const isExplained = (status: number) => (status >= 400 && status < 500) || status === 503

interface Effects {
  navigate: NavigateFunction
  toast: ReturnType<typeof useToast>
  clearCart: () => void
  /** The session ended on the server (401): the page then sends the shopper to log in. */
  signOut: () => void
  /**
   * The server's prices differ from the ones shown, or it has too few units left (409,
   * docs/product.md §11.6): fetch the products again, with their availability (under the same
   * key), so the summary shows what changed.
   */
  refreshPrices: () => void
  /** The shopper's orders changed (paid, or found paid or expired): fetch them again. */
  refreshOrders: () => Promise<void>
  /** Adds an address to the shopper's book, unless it is there already; never throws. */
  saveAddress: (address: DeliveryAddress, token: string) => Promise<void>
  /** The signed-in shopper's e-mail, once the server has confirmed the session. */
  account: string | null
}

/** Paystack's popup, or the emulator's window for a test payment, for the server's transaction. */
const paymentWindow: PaymentPopupLogic = fromCallback(({ input, sendBack }) => {
  let close: (() => void) | undefined
  let stopped = false
  paymentPopupFor(input.order).then(
    (popup) => {
      if (stopped) return
      close = popup.open(input.order.accessCode, {
        onSuccess: (reference) => sendBack({ type: 'PAYMENT.SUCCESS', reference }),
        onCancel: () => sendBack({ type: 'PAYMENT.CANCEL' }),
        onError: (message) => sendBack({ type: 'PAYMENT.ERROR', message }),
      })
    },
    () => {
      if (!stopped) sendBack({ type: 'PAYMENT.ERROR', message: POPUP_LOAD_FAILED })
    },
  )
  return () => {
    stopped = true
    close?.()
  }
})

/**
 * The checkout machine with this app's effects: the API, the payment window, the cart, the
 * router, the toasts and storage. `effects` is a ref, so the logic is made once and still
 * reaches the current `navigate`.
 */
function provideCheckout(
  effects: RefObject<Effects>,
  overrides: CheckoutOverridesValue,
  orderId: string | undefined,
) {
  // The address being saved to the book, if any: the landing on My Orders waits for it, as a
  // shopper may leave that page at once (a save still loading its code was lost that way).
  let savingAddress: Promise<void> = Promise.resolve()
  return checkoutMachine.provide({
    actors: {
      placeOrder: fromPromise(async ({ input, signal }) => {
        const { placeOrder, payAgain, ApiError } = await orders()
        try {
          if (orderId !== undefined) return await payAgain(orderId, input.token, signal)
          if (input.waitingOrderId === undefined) {
            return await placeOrder(input.request, input.token, signal)
          }
          // The order a closed window left waiting, paid again; placed anew only if it was
          // given up on or cancelled meanwhile (paid, or a payment under way: the server's
          // refusal says so, and nothing is paid twice).
          try {
            return await payAgain(input.waitingOrderId, input.token, signal)
          } catch (error) {
            const gone = [ORDER_MESSAGES.expired, ORDER_MESSAGES.cancelled] as string[]
            if (!(error instanceof ApiError) || !gone.includes(error.message)) throw error
            return await placeOrder(input.request, input.token, signal)
          }
        } catch (error) {
          if (!(error instanceof ApiError) || !isExplained(error.status)) throw error
          if (error.status === 401) effects.current.signOut()
          // Placing: the prices or the stock changed. Paying again: the order is paid or
          // expired meanwhile.
          if (error.status === 409 && orderId === undefined) effects.current.refreshPrices()
          if (orderId !== undefined || input.waitingOrderId !== undefined) {
            void effects.current.refreshOrders()
          }
          throw new CheckoutRefusal(error.message)
        }
      }),
      verifyPayment: fromPromise(async ({ input, signal }) => {
        const { verifyPayment } = await orders()
        return verifyPayment(input.reference, input.token, signal)
      }),
      paymentPopup: overrides.paymentPopup ?? paymentWindow,
    },
    actions: {
      showErrorToast: (_, { message }) => effects.current.toast.error(message),
      showInfoToast: (_, { message }) => effects.current.toast.info(message),
      showSuccessToast: (_, { message }) => effects.current.toast.success(message),
      clearCart: () => effects.current.clearCart(),
      rememberAddress: (_, { address }: { address: DeliveryAddress }) => {
        // Kept for this account only: another shopper on the same device never sees it.
        const account = effects.current.account
        if (account) writeLastAddress(account, address)
      },
      saveAddress: (_, { address, token }) => {
        savingAddress = effects.current.saveAddress(address, token)
      },
      // Replaced: going back must not land on a checkout whose cart is gone. The orders are
      // fetched again first, so the list the shopper lands on shows the order paid, and the
      // address asked for is in the book.
      redirect: (_, { to }) => {
        const { navigate, refreshOrders } = effects.current
        void Promise.allSettled([refreshOrders(), savingAddress]).finally(() =>
          navigate(to, { replace: true }),
        )
      },
    },
  })
}

export interface CheckoutProviderProps {
  children: ReactNode
  /**
   * Pays an order already placed whose payment never completed (the orders page's Pay now):
   * the transaction is started with `POST /api/order/pay-again` for this order instead of
   * placing a new one; the rest (window, confirmation, toasts, landing on the order) is the
   * same checkout. The submit then carries the order's own address and items.
   */
  orderId?: string
}

/**
 * Runs the checkout machine (docs/product.md §4, §5) with the app's effects: for the place-order page,
 * or with `orderId` for paying an order again.
 */
export function CheckoutProvider({ children, orderId }: CheckoutProviderProps) {
  const navigate = useNavigate()
  const toast = useToast()
  const { clearCart } = useCartActions()
  const queryClient = useQueryClient()
  const { user, clearToken } = useAuth()
  const overrides = use(CheckoutOverrides)
  const current = (): Effects => ({
    account: user?.email ?? null,
    navigate,
    toast,
    clearCart,
    signOut: clearToken,
    // A 409 means a price, the delivery fee or the discount code's standing moved: all are
    // asked again (a code that no longer applies is then taken off, saying why).
    refreshPrices: () => {
      void queryClient.invalidateQueries({ queryKey: cartSummaryQueries.all() })
      void queryClient.invalidateQueries({ queryKey: productQueries.all() })
      void queryClient.invalidateQueries({ queryKey: storeQueries.settings().queryKey })
    },
    refreshOrders: () => queryClient.invalidateQueries({ queryKey: orderQueries.all() }),
    saveAddress: async (address, token) => {
      const book = queryClient.getQueryData(addressQueries.book(token).queryKey) ?? []
      if (isInBook(address, book)) return
      try {
        const { addAddress } = await addressBookCalls()
        // Kept alive: the shopper may leave My Orders as soon as they land on it.
        const { addresses } = await addAddress(token, address, { keepalive: true })
        queryClient.setQueryData(addressQueries.book(token).queryKey, addresses)
      } catch (error) {
        // The order is placed and paid: a book that is full or out of reach changes nothing
        // about it, and the shopper can add the address from the address book later.
        console.warn(`Address book: ${(error as Error).message}`)
      }
    },
  })
  const effects = useRef<Effects>(current())
  useEffect(() => {
    effects.current = current()
  })
  const [logic] = useState(() => provideCheckout(effects, overrides, orderId))
  // A new address may be saved once the order is paid, and the landing waits for it: its code
  // is fetched now, while the shopper fills the form, not then.
  useEffect(() => {
    if (orderId === undefined) void addressBookCalls()
  }, [orderId])
  return <CheckoutContext.Provider logic={logic}>{children}</CheckoutContext.Provider>
}
