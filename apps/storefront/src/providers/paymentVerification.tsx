import { paymentVerificationMachine } from '@adire/machines'
import { type ReactNode, type RefObject, useEffect, useRef, useState } from 'react'
import { fromPromise } from 'xstate'
import { type NavigateFunction, useNavigate } from '../app/router.tsx'
import { createActorContext } from './actorContext.tsx'
import { useCartActions } from './cart.tsx'
import { useToast } from './ToastProvider.tsx'

/** The payment verification of /verify (docs/product.md §4), for the React tree. */
export const PaymentVerificationContext = createActorContext(paymentVerificationMachine)

// The API client and its schemas load with the call, not with the page.
const orders = () => import('../account/api/orders.ts')

interface Effects {
  navigate: NavigateFunction
  toast: ReturnType<typeof useToast>
  clearCart: () => void
}

/**
 * The machine with this app's effects: the API, the cart, the router and the toasts, reached
 * through a ref so the logic is made once and still uses the current `navigate`.
 */
function provideVerification(effects: RefObject<Effects>) {
  return paymentVerificationMachine.provide({
    actors: {
      verifyPayment: fromPromise(async ({ input, signal }) => {
        const { verifyPayment } = await orders()
        return verifyPayment(input.reference, input.token, signal)
      }),
    },
    actions: {
      clearCart: () => effects.current.clearCart(),
      // Replaced, not pushed: going back must not verify the same payment again.
      redirect: (_, { to }) => effects.current.navigate(to, { replace: true }),
      showErrorToast: (_, { message }) => effects.current.toast.error(message),
    },
  })
}

export interface PaymentVerificationProviderProps {
  /** The `reference` query parameter, as the provider's redirect gave it. */
  reference: string | null
  /** The session token; mount the provider only once the session has been restored. */
  token: string | null
  children: ReactNode
}

/**
 * Runs one verification. The machine decides at start (no token or no reference: no call), so
 * this is mounted only once the session knows its token; remount it (a `key`) for another.
 */
export function PaymentVerificationProvider({
  reference,
  token,
  children,
}: PaymentVerificationProviderProps) {
  const navigate = useNavigate()
  const toast = useToast()
  const { clearCart } = useCartActions()
  const effects = useRef<Effects>({ navigate, toast, clearCart })
  useEffect(() => {
    effects.current = { navigate, toast, clearCart }
  })
  const [logic] = useState(() => provideVerification(effects))
  return (
    <PaymentVerificationContext.Provider logic={logic} options={{ input: { reference, token } }}>
      {children}
    </PaymentVerificationContext.Provider>
  )
}
