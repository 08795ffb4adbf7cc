import { type AdminOrder, formatTotal, type OrderStatus } from '@adire/contract'
import { useId, useState } from 'react'
import { Button } from '../Button/Button.tsx'
import { ConfirmDialog } from '../ConfirmDialog/ConfirmDialog.tsx'
import { FormAlert } from '../FormAlert/FormAlert.tsx'
import { cn } from '../lib/cn.ts'
import { formatOrderDateTime, isoDateTime } from '../lib/dates.ts'
import { OrderItems } from '../OrderItems/OrderItems.tsx'
import { OrderStatusBadge } from '../OrderStatusBadge/OrderStatusBadge.tsx'
import { StatusTimeline } from '../StatusTimeline/StatusTimeline.tsx'

const PAYMENT_STATES: Record<AdminOrder['paymentStatus'], string> = {
  paid: 'Paid',
  awaiting: 'Not paid yet',
  expired: 'Not paid (expired)',
}

/** The button that moves an order to a status. */
export const moveLabel = (status: OrderStatus) =>
  status === 'Cancelled' ? 'Cancel order' : `Mark as ${status}`

export interface AdminOrderDetailsProps {
  order: AdminOrder
  /**
   * Where the order may go from its status: `nextStatuses(order.status)` from the contract, the
   * rule the server applies. One button each; Cancelled asks for confirmation first.
   */
  nextStatuses: readonly OrderStatus[]
  /** The store team moves the order (after confirming, for Cancelled). */
  onMove: (status: OrderStatus) => void
  /** The status being set while the server answers: every button waits. */
  moving?: OrderStatus | null
  /** Why the last move was refused (e.g. the server's 409 when someone moved it first). */
  error?: string | null
  /** A message after a move went through. */
  notice?: string | null
  className?: string
}

/**
 * One order as the store team handles it: customer, items, delivery address, amount, payment
 * and its reference, the history with who made each change, and a button for each status the
 * order may move to.
 */
export function AdminOrderDetails({
  order,
  nextStatuses,
  onMove,
  moving = null,
  error,
  notice,
  className,
}: AdminOrderDetailsProps) {
  const headingId = useId()
  const [confirming, setConfirming] = useState(false)
  const { address } = order
  const busy = moving !== null

  return (
    <article
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      className={cn('rounded-card border border-line bg-surface-raised p-4 sm:p-6', className)}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-ink">
            {`Order ${order.reference}`}
          </h2>
          <p className="mt-0.5 text-sm text-muted">
            Placed <time dateTime={isoDateTime(order.date)}>{formatOrderDateTime(order.date)}</time>
          </p>
        </div>
        <OrderStatusBadge
          status={order.status}
          paymentStatus={order.paymentStatus}
          testPayment={order.testPayment}
        />
      </header>

      <section aria-labelledby={`${headingId}-actions`} className="mt-5 border-y border-line py-4">
        <h3 id={`${headingId}-actions`} className="mb-3 text-sm font-semibold text-ink">
          Move this order
        </h3>
        {nextStatuses.length === 0 ? (
          <p className="text-sm text-muted">
            {order.status === 'Cancelled'
              ? 'This order is cancelled: it cannot be moved again.'
              : `This order is ${order.status}: it cannot be moved any further.`}
          </p>
        ) : (
          <div className="flex flex-wrap gap-2">
            {nextStatuses.map((status) =>
              status === 'Cancelled' ? (
                // Not the store's Button: its variants set their own text colour, and this is red.
                <button
                  key={status}
                  type="button"
                  disabled={busy}
                  aria-busy={moving === status || undefined}
                  onClick={() => setConfirming(true)}
                  className="inline-flex h-9 items-center justify-center rounded-full border border-line px-4 text-sm font-semibold tracking-wide text-danger hover:bg-ink/5 disabled:cursor-not-allowed disabled:opacity-50"
                >
                  {moving === status ? `${moveLabel(status)}…` : moveLabel(status)}
                </button>
              ) : (
                <Button
                  key={status}
                  size="sm"
                  // The next step stands out; skipping ahead is there, but quieter.
                  variant={status === nextStatuses[0] ? 'primary' : 'secondary'}
                  disabled={busy}
                  aria-busy={moving === status || undefined}
                  onClick={() => onMove(status)}
                >
                  {moving === status ? `${moveLabel(status)}…` : moveLabel(status)}
                </Button>
              ),
            )}
          </div>
        )}
        {order.status === 'Awaiting payment' ? (
          <p className="mt-2 text-xs text-muted">
            Paying places an order: it moves on by itself once Paystack confirms the payment.
          </p>
        ) : null}
        {error && !busy ? <FormAlert className="mt-3">{error}</FormAlert> : null}
        {notice && !error && !busy ? (
          <p role="status" className="mt-3 text-sm font-medium text-success">
            {notice}
          </p>
        ) : null}
      </section>

      <div className="mt-5 grid gap-6 sm:grid-cols-2">
        <section aria-labelledby={`${headingId}-customer`}>
          <h3 id={`${headingId}-customer`} className="mb-2 text-sm font-semibold text-ink">
            Customer and delivery
          </h3>
          {/* Not <address>: that element is for the page's own contact details. */}
          <div className="text-sm text-ink">
            <span className="block font-medium">{order.customer.name}</span>
            <span className="block text-muted">{order.customer.email}</span>
            <span className="mt-2 block">
              {address.firstName} {address.lastName}
            </span>
            <span className="block">{address.street}</span>
            <span className="block">
              {address.city}, {address.state} {address.zipcode}
            </span>
            <span className="block">{address.country}</span>
            <span className="block tabular-nums">{address.phone}</span>
          </div>
        </section>
        <section aria-labelledby={`${headingId}-payment`}>
          <h3 id={`${headingId}-payment`} className="mb-2 text-sm font-semibold text-ink">
            Payment
          </h3>
          <dl className="flex flex-col gap-1 text-sm">
            <div className="flex gap-2">
              <dt className="text-muted">Amount</dt>
              <dd className="font-semibold text-ink tabular-nums">{formatTotal(order.amount)}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-muted">Method</dt>
              <dd className="text-ink">
                {order.paymentMethod} · {PAYMENT_STATES[order.paymentStatus]}
              </dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-muted">Reference</dt>
              <dd className="text-ink">{order.reference}</dd>
            </div>
          </dl>
        </section>
      </div>

      <div className="mt-6 grid gap-6 sm:grid-cols-2">
        <section aria-labelledby={`${headingId}-items`}>
          <h3 id={`${headingId}-items`} className="mb-3 text-sm font-semibold text-ink">
            Items
          </h3>
          <OrderItems items={order.items} />
        </section>
        <section aria-labelledby={`${headingId}-history`}>
          <h3 id={`${headingId}-history`} className="mb-3 text-sm font-semibold text-ink">
            History
          </h3>
          <StatusTimeline entries={order.timeline} />
        </section>
      </div>

      <ConfirmDialog
        open={confirming}
        title={`Cancel order ${order.reference}?`}
        confirmLabel="Cancel the order"
        cancelLabel="Keep the order"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          onMove('Cancelled')
        }}
      >
        A cancelled order cannot be moved again.
        {order.paymentStatus === 'paid' ? ' Its payment is not refunded automatically.' : null}
      </ConfirmDialog>
    </article>
  )
}
