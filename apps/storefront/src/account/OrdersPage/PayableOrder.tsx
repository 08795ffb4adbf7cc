import { flatDelivery, type Order } from '@adire/contract'
import { CARD_PROVIDER, CHECKOUT_MESSAGES, type DeliveryForm } from '@adire/machines'
import { OrderCard, type OrderCardProps } from '@adire/ui'
import { useEffect, useRef, useState } from 'react'
import { CheckoutContext, CheckoutProvider } from '../../providers/checkout.tsx'

export interface PayableOrderProps {
  /** The card as the list shows it. */
  card: Omit<OrderCardProps, 'onPayNow' | 'paying' | 'payError' | 'onCheckPayment'>
  order: Order
  token: string
  /**
   * Pay now was pressed while this code was loading (the orders page loads it on demand): the
   * payment starts as soon as it is here.
   */
  payNowPressed?: boolean
}

/**
 * An order whose payment never completed, with Pay now: the checkout machine of the place-order
 * page (ADR 015), started for this order (`POST /api/order/pay-again`: a new transaction, a new
 * reference), so the same window opens, the server confirms the payment the same way, and the
 * shopper lands on `/orders?reference=` with the order paid.
 */
export function PayableOrder(props: PayableOrderProps) {
  return (
    <CheckoutProvider orderId={props.order._id}>
      <PayNow {...props} />
    </CheckoutProvider>
  )
}

function PayNow({ card, order, token, payNowPressed = false }: PayableOrderProps) {
  const checkout = CheckoutContext.useActorRef()
  const busy = CheckoutContext.useSelector((s) => s.hasTag('busy'))
  const failure = CheckoutContext.useSelector((s) => s.context.error)
  const canRetry = CheckoutContext.useSelector(
    (s) => s.matches('error') && s.context.paidReference !== null,
  )
  // The order's own address failing today's checks would leave the machine editing in silence.
  const [refused, setRefused] = useState(false)
  useEffect(() => {
    const subscription = checkout.on('attention', () => setRefused(true))
    return () => subscription.unsubscribe()
  }, [checkout])

  function payNow() {
    if (busy) return
    setRefused(false)
    checkout.send({
      type: 'SUBMIT',
      // The order as it was placed: the server charges its own amount for it, not this one.
      address: { ...order.address } satisfies DeliveryForm,
      method: CARD_PROVIDER,
      lines: order.items.map((item) => ({
        product: item,
        size: item.selectedSize,
        quantity: item.quantity,
      })),
      // The server charges the order's own amount: this is not used for it.
      delivery: flatDelivery(0),
      token,
    })
  }

  // Once: a press made while the code loaded is one payment, whatever re-renders follow.
  const pressHandled = useRef(false)
  useEffect(() => {
    if (!payNowPressed || pressHandled.current) return
    pressHandled.current = true
    payNow()
  })

  return (
    <OrderCard
      {...card}
      onPayNow={payNow}
      paying={busy}
      payError={refused ? CHECKOUT_MESSAGES.exception : failure}
      onCheckPayment={canRetry ? () => checkout.send({ type: 'RETRY' }) : undefined}
    />
  )
}
