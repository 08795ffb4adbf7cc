import { type AdminOrder, type AdminOrdersResponse, formatNaira } from '@adire/contract'
import { useEffect, useState } from 'react'

/*
 * The orders page's small helpers, apart from the page so that it reads at once: the notice of
 * a move, the minute clock of a dispute's deadline, a dispute's evidence, and the cache update.
 */

/** What the team reads once a move went through; cancelling a paid order also refunds it. */
export function movedNotice(order: AdminOrder): string {
  const refund =
    order.status === 'Cancelled'
      ? order.payments.find((p) => p.kind === 'paid' && p.refund?.status === 'pending')?.refund
      : undefined
  return refund
    ? `Order ${order.reference} is now Cancelled. The refund of ${formatNaira(refund.amount)} is on its way to the shopper.`
    : `Order ${order.reference} is now ${order.status}.`
}

/** The time, read again each minute: a dispute's deadline counts down while the page is open. */
export function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000)
    return () => clearInterval(timer)
  }, [])
  return now
}

/** The delivery details a dispute's answer starts from: the order's own address. */
export const evidenceFrom = ({ address, items }: AdminOrder) => ({
  customer_name: `${address.firstName} ${address.lastName}`,
  customer_email: address.email,
  customer_phone: address.phone,
  delivery_address: [address.street, address.city, address.state].join(', '),
  service_details: items
    .map((item) => `${item.quantity} × ${item.name}, size ${item.selectedSize}`)
    .join('; ')
    .slice(0, 500),
})

/** Replaces an order in every cached page that holds it. */
export function withOrder(list: AdminOrdersResponse | undefined, order: AdminOrder) {
  if (!list) return list
  return { ...list, orders: list.orders.map((o) => (o._id === order._id ? order : o)) }
}
