import {
  formatNaira,
  formatOrderNumber,
  koboToNaira,
  type Order,
  type PaymentKind,
  pricedCartLines,
  priceOrder,
  SITE_NAME,
} from '@adire/contract'
import {
  DiscountRow,
  formatOrderDate,
  formatOrderDateTime,
  OrderItems,
  OrderShipment,
  OrderStatusBadge,
  StatusTimeline,
} from '@adire/ui'
import type { ReactNode } from 'react'

/** What each payment was, as the shopper reads it. */
const PAYMENT_KINDS: Record<PaymentKind, string> = {
  paid: 'Paid this order',
  duplicate: 'A second payment',
  'after cancellation': 'Arrived after the order was cancelled',
  mismatch: 'Not the order’s amount',
}

const REFUND_STATES = {
  pending: 'refund on its way',
  'needs-attention': 'refund waiting for your bank details',
  processed: 'refunded',
  failed: 'refund failed: we are on it',
} as const

/**
 * One order, whole (docs/product.md §2.14): what was bought at what price, the delivery and its
 * zone, the address, every payment and refund with its reference, and the history, with what
 * is live about it (`children`: its returns) under its heading. It is also the receipt: printed, the store's bars and buttons fall away and the store's name heads it.
 */
export function OrderReceipt({ order, children }: { order: Order; children?: ReactNode }) {
  // With a code, the items before it (the amount is after it); without, what was paid for them.
  const subtotal = order.discount
    ? koboToNaira(
        priceOrder({
          lines: pricedCartLines(
            order.items.map((item) => ({ product: item, quantity: item.quantity })),
          ),
        }).itemsKobo,
      )
    : order.amount - order.delivery.fee
  const where = [order.delivery.zone, order.delivery.estimate].filter(Boolean).join(', ')
  const { address } = order
  return (
    <article aria-labelledby="order-title" className="flex flex-col gap-6">
      <p className="hidden text-2xl font-bold tracking-[0.3em] print:block">
        {SITE_NAME.toUpperCase()}
      </p>
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div>
          <h1 id="order-title" className="text-2xl font-semibold text-ink">
            {`Order ${formatOrderNumber(order.orderNumber)}`}
          </h1>
          <p className="mt-1 text-sm text-muted">
            Placed on{' '}
            <time dateTime={new Date(order.date).toISOString()}>{formatOrderDate(order.date)}</time>
            {order.testPayment ? ' · a test payment: no money moved' : null}
          </p>
          <p className="text-sm break-all text-muted">Payment reference {order.reference}</p>
        </div>
        <OrderStatusBadge
          status={order.status}
          paymentStatus={order.paymentStatus}
          testPayment={order.testPayment}
          outOfStock={order.outOfStock}
        />
      </header>
      {/* What is live about the order (its returns) comes before the receipt's parts. */}
      {children}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] print:block">
        <div className="flex min-w-0 flex-col gap-6">
          <Part title="Items">
            <OrderItems items={order.items} />
            <dl className="mt-4 flex flex-col gap-1 border-t border-line pt-4 text-sm tabular-nums">
              <Row label="Items">{formatNaira(subtotal)}</Row>
              <DiscountRow
                discount={order.discount?.kind === 'freeDelivery' ? undefined : order.discount}
                termClassName=""
                className="flex justify-between gap-4 text-muted"
              />
              <Row label={where ? `Delivery (${where})` : 'Delivery'}>
                {order.discount?.kind === 'freeDelivery'
                  ? `${formatNaira(0)} · ${order.discount.label}`
                  : order.delivery.fee === 0
                    ? 'Free'
                    : formatNaira(order.delivery.fee)}
              </Row>
              <Row label="Total" strong>
                {formatNaira(order.amount)}
              </Row>
            </dl>
          </Part>
          <Part title="Delivery address">
            <address className="text-sm not-italic text-ink">
              {address.firstName} {address.lastName}
              <br />
              {address.street}
              <br />
              {address.city}, {address.state} {address.zipcode}
              <br />
              {address.country}
              <br />
              {address.phone} · {address.email}
            </address>
          </Part>
          <Part title="Payments">
            {order.payments.length === 0 ? (
              <p className="text-sm text-muted">No payment has arrived for this order.</p>
            ) : (
              <ul className="flex flex-col gap-2 text-sm">
                {order.payments.map((payment) => (
                  <li key={payment.reference} className="flex flex-col">
                    <span className="text-ink">
                      {formatNaira(payment.amount)} by {order.paymentMethod},{' '}
                      {formatOrderDateTime(payment.at)}: {PAYMENT_KINDS[payment.kind]}
                      {payment.refund
                        ? `; ${formatNaira(payment.refund.amount)} ${REFUND_STATES[payment.refund.status]}`
                        : null}
                    </span>
                    <span className="text-muted">Reference {payment.reference}</span>
                  </li>
                ))}
              </ul>
            )}
          </Part>
        </div>
        <Part title="Tracking">
          {/* Once shipped: the courier and the tracking the store gave (§11.11). */}
          {order.shipment ? (
            <OrderShipment shipment={order.shipment} className="mb-4 border-line border-b pb-4" />
          ) : null}
          <StatusTimeline entries={order.timeline} payments={order.payments} />
        </Part>
      </div>
    </article>
  )
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-card border border-line bg-surface-raised p-4 sm:p-6 print:border-0 print:p-0 print:pt-4">
      <h2 className="mb-3 font-semibold text-ink">{title}</h2>
      {children}
    </section>
  )
}

function Row({
  label,
  strong,
  children,
}: {
  label: string
  strong?: boolean
  children: ReactNode
}) {
  return (
    <div
      className={`flex justify-between gap-4 ${strong ? 'font-semibold text-ink' : 'text-muted'}`}
    >
      <dt>{label}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  )
}
