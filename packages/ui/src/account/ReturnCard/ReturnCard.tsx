import {
  formatNaira,
  formatOrderNumber,
  type OrderReturn,
  RETURN_REASON_LABELS,
  RETURN_STATUS_LABELS,
  RETURN_WAY_LABELS,
  type ReturnStatus,
  returnLabel,
} from '@adire/contract'
import { useId } from 'react'
import { cn } from '../../lib/cn.ts'
import { formatOrderDate, formatOrderDateTime, isoDateTime } from '../../lib/dates.ts'
import { Button } from '../../primitives/Button/Button.tsx'
import { FormAlert } from '../../primitives/FormAlert/FormAlert.tsx'
import { Link } from '../../primitives/Link/Link.tsx'
import { returnRefundNote, returnStepLabel, RETURN_UI_TEXTS as T } from '../returnTexts.ts'

type Tone = 'progress' | 'done' | 'stopped'

/** How each step reads at a glance: under way, done, or stopped (as the order's badge). */
const TONES: Record<ReturnStatus, Tone> = {
  requested: 'progress',
  approved: 'progress',
  received: 'progress',
  closed: 'done',
  declined: 'stopped',
  cancelled: 'stopped',
}

const toneClasses: Record<Tone, string> = {
  progress: 'border-brand text-brand',
  done: 'border-line bg-surface-sunken text-success',
  stopped: 'border-line bg-surface-sunken text-muted',
}

export interface ReturnCardProps {
  /** The return, as the order's page reads it. */
  value: OrderReturn
  /**
   * Cancels the return; offered while it is requested or approved (before the store has it).
   * Without it, no button.
   */
  onCancel?: (() => void) | undefined
  /** The cancel is on its way: the button says so and waits. @defaultValue false */
  cancelling?: boolean
  /** Why the cancel was refused, in the server's words. */
  cancelError?: string | undefined
  /** The page of the replacement order an exchange made. @defaultValue `/orders/{reference}` */
  orderHref?: (reference: string) => string
  className?: string
}

/**
 * One return of an order (docs/product.md §10.7), as the shopper follows it: its number and step,
 * its lines with the refund or size asked for, the fee and refund total, the refund's news, the
 * store's reason for declining, the replacement order an exchange made, and its own history.
 */
export function ReturnCard({
  value,
  onCancel,
  cancelling = false,
  cancelError,
  orderHref = (reference) => `/orders/${reference}`,
  className,
}: ReturnCardProps) {
  const titleId = useId()
  const label = returnLabel(value.returnNumber)
  const cancellable = value.status === 'requested' || value.status === 'approved'
  return (
    <article
      aria-labelledby={titleId}
      className={cn('flex flex-col gap-4 rounded-card border border-line p-4', className)}
    >
      <header className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h3 id={titleId} className="font-semibold text-ink">
            {T.returnTitle(label)}
          </h3>
          <p className="text-sm text-muted">
            {T.requestedOn(formatOrderDate(value.createdAt))} · {RETURN_REASON_LABELS[value.reason]}{' '}
            · {RETURN_WAY_LABELS[value.way]}
          </p>
          {value.note ? <p className="mt-1 text-sm text-ink">“{value.note}”</p> : null}
        </div>
        <span
          data-status={value.status}
          className={cn(
            'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold tracking-wide',
            toneClasses[TONES[value.status]],
          )}
        >
          {RETURN_STATUS_LABELS[value.status]}
        </span>
      </header>

      <ul aria-label={T.items(label)} className="flex flex-col gap-2 text-sm">
        {value.lines.map((line) => (
          <li key={line.index} className="flex flex-wrap justify-between gap-x-4">
            <span className="text-ink">
              {line.name}, size {line.size} × {line.quantity}
            </span>
            <span className="text-ink tabular-nums">
              {line.exchangeSize
                ? T.exchangeLine(line.exchangeSize)
                : `${T.refundLine} ${formatNaira(line.refund)}`}
              {/* A refund's news is the note below (pending, processed, failed), not the line's. */}
              {line.outcome === 'exchanged' ? (
                <span className="text-success"> · {T.exchangeShipped}</span>
              ) : null}
            </span>
          </li>
        ))}
      </ul>

      {value.refundTotal > 0 || value.fee > 0 ? (
        <dl className="flex flex-col gap-1 border-line border-t pt-3 text-sm tabular-nums">
          {value.deliveryRefund > 0 ? (
            <Row label={T.deliveryBack}>{formatNaira(value.deliveryRefund)}</Row>
          ) : null}
          {value.fee > 0 ? <Row label={T.fee}>−{formatNaira(value.fee)}</Row> : null}
          <Row label={T.total} strong>
            {formatNaira(value.refundTotal)}
          </Row>
        </dl>
      ) : null}

      {value.refund ? (
        <p
          className={cn(
            'text-sm',
            value.refund.status === 'failed' ? 'font-medium text-danger' : 'text-ink',
          )}
        >
          {returnRefundNote(value.refund.amount, value.refund.status)}
        </p>
      ) : null}
      {value.status === 'declined' && value.declineReason ? (
        <p className="text-sm text-ink">{T.declined(value.declineReason)}</p>
      ) : null}
      {value.replacement ? (
        <p className="text-sm text-ink">
          {T.replacement}{' '}
          <Link href={orderHref(value.replacement.reference)} className="font-medium underline">
            {`Order ${formatOrderNumber(value.replacement.orderNumber)}`}
          </Link>
        </p>
      ) : null}

      <ReturnTimeline value={value} />

      {cancellable && onCancel ? (
        <div className="flex flex-col items-start gap-2 print:hidden">
          <Button
            variant="secondary"
            size="sm"
            disabled={cancelling}
            aria-describedby={cancelError ? `${titleId}-cancel` : undefined}
            onClick={onCancel}
          >
            {cancelling ? T.cancelling : T.cancel}
          </Button>
          {cancelError ? (
            <span id={`${titleId}-cancel`} className="w-full">
              <FormAlert>{cancelError}</FormAlert>
            </span>
          ) : null}
        </div>
      ) : null}
    </article>
  )
}

/** A return's own history, oldest first, the latest step marked as the current one. */
export function ReturnTimeline({
  value,
}: {
  value: Pick<OrderReturn, 'returnNumber' | 'timeline'>
}) {
  const last = value.timeline.length - 1
  return (
    <ol aria-label={T.history(returnLabel(value.returnNumber))} className="flex flex-col gap-3">
      {value.timeline.map((event, index) => (
        <li
          key={`${event.step}/${event.at}`}
          aria-current={index === last ? 'step' : undefined}
          className="flex gap-3"
        >
          <span
            aria-hidden="true"
            className={cn(
              'mt-1 h-2.5 w-2.5 shrink-0 rounded-full border-2',
              index === last ? 'border-brand bg-brand' : 'border-muted/70',
            )}
          />
          <div className="min-w-0">
            <p className={cn('text-sm text-ink', index === last && 'font-semibold')}>
              {returnStepLabel(event.step)}
            </p>
            {event.detail ? <p className="text-xs break-words text-ink">{event.detail}</p> : null}
            <p className="text-xs text-muted">
              <time dateTime={isoDateTime(event.at)}>{formatOrderDateTime(event.at)}</time>
              <span> · by {event.by}</span>
            </p>
          </div>
        </li>
      ))}
    </ol>
  )
}

function Row({
  label,
  strong,
  children,
}: {
  label: string
  strong?: boolean
  children: React.ReactNode
}) {
  return (
    <div
      className={cn('flex justify-between gap-4', strong ? 'font-semibold text-ink' : 'text-muted')}
    >
      <dt>{label}</dt>
      <dd className="text-ink">{children}</dd>
    </div>
  )
}
