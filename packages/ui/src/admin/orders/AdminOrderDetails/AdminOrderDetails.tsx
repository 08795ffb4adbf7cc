import {
  type AdminOrder,
  formatNaira,
  formatOrderNumber,
  type OrderPayment,
  type OrderRefund,
  type OrderStatus,
  type PaymentKind,
  REFUND_DETAILS_TEXTS,
} from '@adire/contract'
import { type ReactNode, useId, useState } from 'react'
import { OrderItems } from '../../../account/OrderItems/OrderItems.tsx'
import { OrderShipment } from '../../../account/OrderShipment/OrderShipment.tsx'
import { OrderStatusBadge } from '../../../account/OrderStatusBadge/OrderStatusBadge.tsx'
import { StatusTimeline } from '../../../account/StatusTimeline/StatusTimeline.tsx'
import { cn } from '../../../lib/cn.ts'
import { formatOrderDateTime, isoDateTime } from '../../../lib/dates.ts'
import { AlertPanel } from '../../../primitives/AlertPanel/AlertPanel.tsx'
import { Button } from '../../../primitives/Button/Button.tsx'
import { ConfirmDialog } from '../../../primitives/ConfirmDialog/ConfirmDialog.tsx'
import { FormAlert } from '../../../primitives/FormAlert/FormAlert.tsx'
import { DiscountRow } from '../../../shop/cart/DiscountRow/DiscountRow.tsx'
import { PhoneLinks } from '../PhoneLinks/PhoneLinks.tsx'

const PAYMENT_STATES: Record<AdminOrder['paymentStatus'], string> = {
  paid: 'Paid',
  awaiting: 'Not paid yet',
  expired: 'Not paid (expired)',
}

/** What each payment was, as the store team reads it (see `PAYMENT_KINDS`). */
const PAYMENT_KIND_LABELS: Record<PaymentKind, string> = {
  paid: 'Paid the order',
  duplicate: 'Second charge',
  'after cancellation': 'Arrived after cancelling',
  mismatch: 'Wrong amount',
}

/**
 * The button that moves an order to a status. Cancelling a paid order refunds its payment (the
 * server does both in one step), and the button says so.
 */
export const moveLabel = (status: OrderStatus, paid = false) =>
  status === 'Cancelled' ? (paid ? 'Cancel and refund' : 'Cancel order') : `Mark as ${status}`

/** The payment that paid the order and is not being refunded yet: what cancelling gives back. */
const paymentToRefund = (order: AdminOrder): OrderPayment | undefined =>
  order.payments.find((payment) => payment.kind === 'paid' && payment.refund === null)

/** The sentence the store team reads about the order's failed refunds. */
function failedRefundsText(failed: readonly OrderRefund[]): string {
  const total = formatNaira(failed.reduce((sum, refund) => sum + refund.amount, 0))
  return failed.length === 1
    ? `The refund of ${total} failed: the shopper has not got the money back.`
    : `${failed.length} refunds, ${total} in all, failed: the shopper has not got the money back.`
}

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
  /**
   * The store team sends the order's failed refunds to Paystack again (offered only while one
   * has failed).
   */
  onRetryRefund: () => void
  /**
   * The retry is on its way to the server: its button waits.
   * @defaultValue false
   */
  retrying?: boolean
  /** Why the last retry was refused (e.g. the server's 409 when there was nothing to retry). */
  retryError?: string | null
  /**
   * The last retry went through: says so.
   * @defaultValue false
   */
  retried?: boolean
  /** What follows the history: the team's notes (`OrderNotes`), the packing slip's link. */
  children?: ReactNode
  className?: string
}

/**
 * One order as the store team handles it: customer, items, delivery address, amount, payment
 * and its reference, every payment that arrived and its refund, the history with who made each
 * change, and a button for each status the order may move to. Cancelling a paid order refunds
 * it ("Cancel and refund"); a refund that failed is shown as an alert, with a way to try again.
 */
export function AdminOrderDetails({
  order,
  nextStatuses,
  onMove,
  moving = null,
  error,
  notice,
  onRetryRefund,
  retrying = false,
  retryError,
  retried = false,
  children,
  className,
}: AdminOrderDetailsProps) {
  const headingId = useId()
  const [confirming, setConfirming] = useState(false)
  const { address } = order
  const busy = moving !== null
  const paid = order.paymentStatus === 'paid'
  const refundAmount = paymentToRefund(order)?.amount ?? order.amount
  const failedRefunds = order.payments.flatMap((payment) =>
    payment.refund?.status === 'failed' ? [payment.refund] : [],
  )

  return (
    <article
      aria-labelledby={headingId}
      aria-busy={busy || undefined}
      className={cn('rounded-card border border-line bg-surface-raised p-4 sm:p-6', className)}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="text-lg font-semibold text-ink">
            {`Order ${formatOrderNumber(order.orderNumber)}`}
          </h2>
          <p className="mt-0.5 text-sm text-muted">
            Placed <time dateTime={isoDateTime(order.date)}>{formatOrderDateTime(order.date)}</time>
          </p>
        </div>
        <OrderStatusBadge
          status={order.status}
          paymentStatus={order.paymentStatus}
          testPayment={order.testPayment}
          outOfStock={order.outOfStock}
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
                  {moving === status ? `${moveLabel(status, paid)}…` : moveLabel(status, paid)}
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
            <PhoneLinks phone={address.phone} className="mt-1" />
          </div>
          {order.shipment ? <OrderShipment shipment={order.shipment} className="mt-3" /> : null}
        </section>
        <section aria-labelledby={`${headingId}-payment`}>
          <h3 id={`${headingId}-payment`} className="mb-2 text-sm font-semibold text-ink">
            Payment
          </h3>
          <dl className="flex flex-col gap-1 text-sm">
            <div className="flex gap-2">
              <dt className="text-muted">Amount</dt>
              <dd className="font-semibold text-ink tabular-nums">{formatNaira(order.amount)}</dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-muted">Delivery</dt>
              <dd className="text-ink tabular-nums">
                {formatNaira(order.delivery.fee)}
                {order.delivery.zone ? ` · ${order.delivery.zone}` : ''}
              </dd>
            </div>
            <DiscountRow discount={order.discount} className="flex gap-2" />
            <div className="flex gap-2">
              <dt className="text-muted">Method</dt>
              <dd className="text-ink">
                {order.paymentMethod} · {PAYMENT_STATES[order.paymentStatus]}
              </dd>
            </div>
            <div className="flex gap-2">
              <dt className="text-muted">Reference</dt>
              <dd className="break-all text-ink">{order.reference}</dd>
            </div>
          </dl>
        </section>
      </div>

      <section
        aria-labelledby={`${headingId}-payments`}
        aria-busy={retrying || undefined}
        className="mt-6"
      >
        <h3 id={`${headingId}-payments`} className="mb-2 text-sm font-semibold text-ink">
          Payments
        </h3>
        {failedRefunds.length > 0 ? (
          <AlertPanel className="mb-3" message={failedRefundsText(failedRefunds)}>
            <p className="mt-1 text-ink">
              Paystack could not give it back. Try the refund again; if it fails again, contact
              Paystack.
            </p>
            <Button
              size="sm"
              variant="secondary"
              className="mt-3"
              disabled={retrying || busy}
              aria-busy={retrying || undefined}
              onClick={onRetryRefund}
            >
              {retrying ? 'Trying the refund again…' : 'Try the refund again'}
            </Button>
          </AlertPanel>
        ) : null}
        {order.payments.length === 0 ? (
          <p className="text-sm text-muted">No payment has arrived.</p>
        ) : (
          <ul aria-label="Payments received" className="flex flex-col gap-3 text-sm">
            {order.payments.map((payment) => (
              <li
                key={payment.reference}
                data-kind={payment.kind}
                className="flex flex-wrap justify-between gap-x-4 border-line border-b pb-3 last:border-b-0 last:pb-0"
              >
                <span className="min-w-0 font-medium break-all text-ink">{payment.reference}</span>
                <span className="font-semibold text-ink tabular-nums">
                  {formatNaira(payment.amount)}
                </span>
                <span className="w-full text-muted">
                  {PAYMENT_KIND_LABELS[payment.kind]} ·{' '}
                  <time dateTime={isoDateTime(payment.at)}>{formatOrderDateTime(payment.at)}</time>
                </span>
                {payment.fee ? (
                  <span className="w-full text-muted" data-part="fee">
                    Includes {formatNaira(payment.fee)} of Paystack’s fee, paid by the shopper
                  </span>
                ) : null}
                {payment.refund ? <RefundLine refund={payment.refund} /> : null}
              </li>
            ))}
          </ul>
        )}
        {retryError && !retrying ? <FormAlert className="mt-3">{retryError}</FormAlert> : null}
        {retried && !retryError && !retrying ? (
          <p role="status" className="mt-3 text-sm font-medium text-success">
            The refund was sent to Paystack again: it is on its way.
          </p>
        ) : null}
      </section>

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
      {children}

      <ConfirmDialog
        open={confirming}
        title={
          paid ? `Cancel and refund order ${order.reference}?` : `Cancel order ${order.reference}?`
        }
        confirmLabel={paid ? 'Cancel and refund' : 'Cancel the order'}
        cancelLabel="Keep the order"
        onCancel={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false)
          onMove('Cancelled')
        }}
      >
        {paid
          ? `The payment of ${formatNaira(refundAmount)} will be refunded to the shopper. A cancelled order cannot be moved again.`
          : 'A cancelled order cannot be moved again. A payment that arrives after it is refunded automatically.'}
      </ConfirmDialog>
    </article>
  )
}

/** What became of a refund: on its way since it started, refunded, or failed (and when). */
function RefundLine({ refund }: { refund: OrderRefund }) {
  const amount = formatNaira(refund.amount)
  const when = (at: number) => <time dateTime={isoDateTime(at)}>{formatOrderDateTime(at)}</time>
  return (
    <span
      data-refund-status={refund.status}
      className={cn(
        'w-full font-medium',
        refund.status === 'pending' && 'text-accent',
        refund.status === 'processed' && 'text-success',
        refund.status === 'failed' && 'text-danger',
        refund.status === 'needs-attention' && 'text-accent',
      )}
    >
      {refund.status === 'needs-attention' ? (
        <>
          Refund of {amount} waiting for the shopper’s bank details (Paystack could not pay it back
          to the card), started {when(refund.at)}
        </>
      ) : refund.status === 'pending' ? (
        <>
          Refund of {amount} on its way, started {when(refund.at)}
        </>
      ) : refund.status === 'processed' ? (
        <>
          Refunded {amount} on {when(refund.updatedAt)}
        </>
      ) : (
        <>
          Refund of {amount} failed on {when(refund.updatedAt)}
        </>
      )}
      {refund.madeOnPaystack ? ` (${REFUND_DETAILS_TEXTS.madeOnPaystack})` : null}
    </span>
  )
}
