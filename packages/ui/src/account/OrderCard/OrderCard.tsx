import {
  deliveryWindow,
  formatNaira,
  formatOrderNumber,
  ORDER_MESSAGES,
  type Order,
  REFUND_DETAILS_TEXTS,
  TRANSFER_REJECTED_MESSAGES,
} from '@adire/contract'
import { type Ref, useId } from 'react'
import { cn } from '../../lib/cn.ts'
import { formatOrderDate, formatShortDay, isoDateTime } from '../../lib/dates.ts'
import { Button, buttonVariants } from '../../primitives/Button/Button.tsx'
import { FormAlert } from '../../primitives/FormAlert/FormAlert.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { DiscountRow } from '../../shop/cart/DiscountRow/DiscountRow.tsx'
import { PayButton } from '../../shop/checkout/PayButton/PayButton.tsx'
import { OrderItems, type OrderItemsProps } from '../OrderItems/OrderItems.tsx'
import { OrderStatusBadge } from '../OrderStatusBadge/OrderStatusBadge.tsx'
import { paymentSummary, refundNotes } from '../orderHistory.ts'
import { StatusTimeline } from '../StatusTimeline/StatusTimeline.tsx'

/** What an order card shows of an order. */
export type OrderCardOrder = Pick<
  Order,
  | 'orderNumber'
  | 'reference'
  | 'date'
  | 'status'
  | 'paymentMethod'
  | 'amount'
  | 'discount'
  | 'address'
  | 'delivery'
  | 'items'
  | 'testPayment'
  | 'outOfStock'
  | 'awaitingTransfer'
  | 'paymentUnderWay'
  | 'transferRejected'
  | 'paymentStatus'
  | 'timeline'
  | 'payments'
>

/**
 * Whether an order can still be paid: its payment never completed, nobody gave up on it, and no
 * payment for it is under way, a bank transfer or another (paying again would pay twice).
 */
export const canPayNow = (
  order: Pick<Order, 'status' | 'paymentStatus' | 'awaitingTransfer' | 'paymentUnderWay'>,
) =>
  order.paymentStatus === 'awaiting' &&
  order.status === 'Awaiting payment' &&
  !order.awaitingTransfer &&
  !order.paymentUnderWay

export interface OrderCardProps {
  order: OrderCardOrder
  /** Track Order (docs/product.md §2): the shopper asks for the latest news of their orders. */
  onTrack: () => void
  /**
   * The orders are being fetched again: the Track Order button shows it is working.
   * @defaultValue false
   */
  tracking?: boolean
  /**
   * Pay now, for an order whose payment never completed (see `canPayNow`): starts a new
   * payment for the same order. Without it, no button is offered.
   */
  onPayNow?: () => void
  /**
   * A payment for this order is under way: Pay now says so and ignores presses.
   * @defaultValue false
   */
  paying?: boolean
  /** Why the last Pay now did not go through, shown beside the button. */
  payError?: string | null
  /**
   * The payment window said this order was paid, but its confirmation got no answer: instead of
   * Pay now (which would take a second payment) the card offers to check the same payment again.
   */
  onCheckPayment?: () => void
  /**
   * The order the shopper has just placed (`/orders?reference=`): marked, and focusable so the
   * page can move the shopper's attention to it. Once paid and not yet moved on, it carries
   * the confirmation to keep: where it goes, when it should arrive, and the receipt e-mailed.
   * @defaultValue false
   */
  highlighted?: boolean
  /** Links the items to their product pages. */
  hrefFor?: OrderItemsProps['hrefFor']
  /**
   * E-mail me the link again, for a refund that waits for the shopper's bank account (§10.6):
   * the shopper cannot find the e-mail. Without it, no button is offered.
   */
  onSendRefundLink?: () => void
  /** How the last request for the link went: on its way, sent, or refused (the message). */
  refundLink?: { sending: boolean; sent: boolean; error: string | null }
  /** The order's own page (all of it, and its receipt): an `Order details` link beside Track Order. */
  detailsHref?: string
  /** The card's root element, e.g. to scroll the highlighted order into view. */
  ref?: Ref<HTMLElement>
  className?: string
}

/**
 * One order in My Orders (docs/product.md §2): its number (to read out on the phone), payment
 * reference and date, its items, its status, the
 * payment method and total, its history (with every payment and refund), and Track Order. An
 * order whose payment never completed says so and offers Pay now; one given up on says it was
 * not paid in time; money being (or that was) given back is explained in plain words.
 */
export function OrderCard({
  order,
  onTrack,
  tracking = false,
  onPayNow,
  paying = false,
  payError,
  onCheckPayment,
  onSendRefundLink,
  refundLink,
  highlighted = false,
  hrefFor,
  detailsHref,
  ref,
  className,
}: OrderCardProps) {
  const headingId = useId()
  const payable = canPayNow(order)
  const expired = order.paymentStatus === 'expired' && order.status === 'Awaiting payment'
  const refunds = refundNotes(order)
  // A refund still on its way, or one that failed, is news; one that reached the shopper is not.
  const refundUnderway = refunds.some((note) => note.status !== 'processed')

  return (
    <article
      ref={ref}
      aria-labelledby={headingId}
      data-highlighted={highlighted || undefined}
      tabIndex={highlighted ? -1 : undefined}
      className={cn(
        'rounded-card bg-surface-raised p-4 sm:p-6',
        highlighted ? 'border-2 border-brand' : 'border border-line',
        className,
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2">
        <div className="min-w-0">
          <h2 id={headingId} className="text-base font-semibold text-ink">
            {`Order ${formatOrderNumber(order.orderNumber)}`}
          </h2>
          <p className="mt-0.5 text-sm text-muted">
            Placed on <time dateTime={isoDateTime(order.date)}>{formatOrderDate(order.date)}</time>
          </p>
          <p className="text-xs break-all text-muted">Payment reference {order.reference}</p>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {highlighted ? (
            <span className="rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-brand-ink">
              Just placed
            </span>
          ) : null}
          <OrderStatusBadge
            status={order.status}
            paymentStatus={order.paymentStatus}
            testPayment={order.testPayment}
            outOfStock={order.outOfStock}
          />
        </div>
      </header>

      {highlighted && order.paymentStatus === 'paid' && order.status === 'Order Placed' ? (
        <OrderConfirmation order={order} />
      ) : null}

      <div className="mt-4 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="flex min-w-0 flex-col gap-4">
          <OrderItems items={order.items} hrefFor={hrefFor} />
          <dl className="flex flex-wrap gap-x-4 gap-y-1 border-t border-line pt-5 text-sm">
            <div className="flex gap-2">
              <dt className="text-muted">Payment method</dt>
              <dd className="text-ink">
                {order.paymentMethod} · {paymentSummary(order)}
              </dd>
            </div>
            <DiscountRow discount={order.discount} className="flex gap-2" />
            <div className="flex gap-2">
              <dt className="text-muted">Total</dt>
              <dd className="font-semibold text-ink tabular-nums">{formatNaira(order.amount)}</dd>
            </div>
          </dl>
          {refunds.length > 0 ? (
            <div
              data-state={refundUnderway ? 'refunding' : 'refunded'}
              className={cn(
                'flex flex-col gap-2 rounded-lg bg-surface-sunken px-4 py-3 text-sm text-ink',
                refundUnderway && 'border-l-4 border-accent',
              )}
            >
              {refunds.map((note) => (
                <p key={note.reference}>{note.text}</p>
              ))}
              {onSendRefundLink && refunds.some((note) => note.status === 'needs-attention') ? (
                <RefundLinkAgain
                  onSend={onSendRefundLink}
                  state={refundLink}
                  describedBy={headingId}
                />
              ) : null}
            </div>
          ) : null}
          {payable && order.transferRejected ? (
            <p
              data-state="transfer-rejected"
              className="rounded-lg border-l-4 border-accent bg-surface-sunken px-4 py-3 text-sm text-ink"
            >
              {TRANSFER_REJECTED_MESSAGES[order.transferRejected]}
            </p>
          ) : payable ? (
            <p className="rounded-lg border-l-4 border-accent bg-surface-sunken px-4 py-3 text-sm text-ink">
              The payment for this order was not completed. Pay now to place it.
            </p>
          ) : null}
          {order.awaitingTransfer && order.paymentStatus === 'awaiting' ? (
            <p
              data-state="awaiting-transfer"
              className="rounded-lg border-l-4 border-brand bg-surface-sunken px-4 py-3 text-sm text-ink"
            >
              {ORDER_MESSAGES.awaitingTransfer}
            </p>
          ) : null}
          {order.paymentUnderWay && order.paymentStatus === 'awaiting' ? (
            <p
              data-state="payment-under-way"
              className="rounded-lg border-l-4 border-brand bg-surface-sunken px-4 py-3 text-sm text-ink"
            >
              {ORDER_MESSAGES.paymentUnderWay}
            </p>
          ) : null}
          {expired ? (
            <p className="rounded-lg bg-surface-sunken px-4 py-3 text-sm text-ink">
              {ORDER_MESSAGES.expired}
            </p>
          ) : null}
          {payError && !paying ? (
            <FormAlert>
              {payError}
              {onCheckPayment ? ' If you paid, no new payment is needed.' : null}
            </FormAlert>
          ) : null}
        </div>
        {/* Not a named section: a page of orders would repeat the same landmark name. */}
        <div>
          <h3 className="mb-3 text-sm font-semibold text-ink">Tracking</h3>
          <StatusTimeline entries={order.timeline} payments={order.payments} />
        </div>
      </div>

      <footer className="mt-5 flex flex-wrap items-center gap-3 border-t border-line pt-5">
        {payable && onCheckPayment ? (
          <Button size="sm" onClick={onCheckPayment} aria-describedby={headingId}>
            Check my payment again
          </Button>
        ) : null}
        {payable && onPayNow && !onCheckPayment ? (
          <PayButton type="button" busy={paying} aria-describedby={headingId} onClick={onPayNow}>
            Pay now
          </PayButton>
        ) : null}
        <Button
          variant="secondary"
          size="sm"
          onClick={onTrack}
          aria-describedby={headingId}
          data-state={tracking ? 'tracking' : undefined}
        >
          <TrackIcon spinning={tracking} />
          Track Order
        </Button>
        {detailsHref ? (
          <Link
            href={detailsHref}
            aria-describedby={headingId}
            className={buttonVariants({ variant: 'ghost', size: 'sm' })}
          >
            Order details
          </Link>
        ) : null}
      </footer>
    </article>
  )
}

/** What the confirmation after paying says (issue 41), in one place for the card and its checks. */
export const ORDER_CONFIRMATION_TEXTS = {
  thanks: (firstName: string) => `Thank you, ${firstName}. Your order is confirmed.`,
  receipt: 'We have e-mailed you a receipt.',
  deliveringTo: 'Delivering to',
  expected: 'Expected',
  between: (first: string, last: string) => `Between ${first} and ${last}`,
  on: (day: string) => `On ${day}`,
} as const

/**
 * The confirmation to keep after paying: thanks, where the order goes and when it should
 * arrive (the zone's estimate counted from the payment, as dates), and the receipt e-mailed.
 * The items and the total follow in the card.
 */
function OrderConfirmation({ order }: { order: OrderCardOrder }) {
  const texts = ORDER_CONFIRMATION_TEXTS
  const { address, delivery } = order
  const placed = order.timeline.filter((entry) => entry.status === 'Order Placed').at(-1)
  const paidAt = placed?.at ?? order.date
  const days = delivery.estimate ? deliveryWindow(delivery.estimate, paidAt) : undefined
  let expected: string | null = delivery.estimate
  if (days) {
    const [first, last] = [formatShortDay(days.first), formatShortDay(days.last)]
    expected = first === last ? texts.on(first) : texts.between(first, last)
  }
  return (
    <div
      data-state="confirmation"
      className="mt-4 flex flex-col gap-3 rounded-lg border-l-4 border-success bg-surface-sunken px-4 py-3 text-sm text-ink"
    >
      <p className="text-base font-semibold">{texts.thanks(address.firstName)}</p>
      <dl className="grid gap-x-4 gap-y-1 sm:grid-cols-[auto_minmax(0,1fr)]">
        <dt className="text-muted">{texts.deliveringTo}</dt>
        <dd>
          {`${address.firstName} ${address.lastName}, ${address.street}, ${address.city}, ${address.state}`}
        </dd>
        {expected ? (
          <>
            <dt className="text-muted">{texts.expected}</dt>
            <dd>{expected}</dd>
          </>
        ) : null}
      </dl>
      <p>{texts.receipt}</p>
    </div>
  )
}

/** E-mail me the link again, and what became of the last press. */
function RefundLinkAgain({
  onSend,
  state,
  describedBy,
}: {
  onSend: () => void
  state: OrderCardProps['refundLink']
  describedBy: string
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <Button
        variant="secondary"
        size="sm"
        disabled={state?.sending}
        aria-describedby={describedBy}
        onClick={onSend}
      >
        {state?.sending ? REFUND_DETAILS_TEXTS.sendingLink : REFUND_DETAILS_TEXTS.sendLinkAgain}
      </Button>
      {/* Always there, so screen readers hear it change. */}
      <p role="status" className={state?.sent && !state.sending ? 'font-medium' : 'sr-only'}>
        {state?.sent && !state.sending ? REFUND_DETAILS_TEXTS.linkSent : ''}
      </p>
      {state?.error && !state.sending ? (
        <p role="alert" className="font-medium text-danger">
          {state.error}
        </p>
      ) : null}
    </div>
  )
}

function TrackIcon({ spinning }: { spinning: boolean }) {
  return (
    <svg
      viewBox="0 0 20 20"
      width="16"
      height="16"
      aria-hidden="true"
      focusable="false"
      className={spinning ? 'animate-spin' : undefined}
    >
      <path
        d="M16.5 10a6.5 6.5 0 1 1-1.9-4.6M16.5 3.5v3.5H13"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  )
}
