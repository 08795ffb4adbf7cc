import { type AdminReturn, formatNaira, returnLabel } from '@adire/contract'
import { type ReactNode, useId } from 'react'
import { cn } from '../../../lib/cn.ts'
import { formatOrderDate, formatOrderDateTime, isoDateTime } from '../../../lib/dates.ts'
import { Link } from '../../../primitives/Link/Link.tsx'
import { ReturnStatusBadge } from '../ReturnList/ReturnStatusBadge.tsx'
import { RETURN_ADMIN_TEXTS as T } from '../texts.ts'

export interface ReturnDetailsProps {
  item: AdminReturn
  /** The address of the return's order on the team's orders page. */
  orderHref: string
  /** The address of the exchange's replacement order, once made. */
  replacementHref?: (reference: string) => string
  /** The team's steps for where the return stands (`ReturnActions`), under its heading. */
  children?: ReactNode
  className?: string
}

const when = (at: number) => <time dateTime={isoDateTime(at)}>{formatOrderDate(at)}</time>

const refundLook = {
  pending: 'text-accent',
  'needs-attention': 'text-accent',
  processed: 'text-success',
  failed: 'text-danger',
} as const

/**
 * One return as the store team handles it (docs/product.md §10.7): its number, step, order and
 * shopper; each line with its size, the size asked for instead, its condition once received and
 * what became of it; the refund line by line with the delivery given back, the pickup fee kept
 * and the total, and where the refund stands; the shopper's reason, words and way back (and
 * where the courier collects); the team's reason for a decline; and its history.
 */
export function ReturnDetails({
  item,
  orderHref,
  replacementHref,
  children,
  className,
}: ReturnDetailsProps) {
  const id = useId()
  const refunded = item.lines.filter((line) => line.exchangeSize === null)
  const linesTotal = refunded.reduce((sum, line) => sum + line.refund, 0)
  return (
    <article
      aria-labelledby={`${id}-title`}
      className={cn(
        'flex flex-col gap-6 rounded-card border border-line bg-surface-raised p-4 sm:p-6',
        className,
      )}
    >
      <header className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={`${id}-title`} className="text-lg font-semibold text-ink">
            {returnLabel(item.returnNumber)}
          </h2>
          <p className="mt-0.5 text-sm text-muted">
            <Link href={orderHref} className="text-ink underline underline-offset-4">
              {T.openOrder(item.order.orderNumber)}
            </Link>
            {' · '}
            {item.customer.name} · {item.customer.email}
          </p>
          <p className="text-sm text-muted">
            {T.requestedOn} {when(item.createdAt)}
            {item.order.deliveredAt ? (
              <>
                {' · '}
                {T.deliveredOn} {when(item.order.deliveredAt)}
              </>
            ) : null}
          </p>
        </div>
        <ReturnStatusBadge status={item.status} />
      </header>

      {children}

      <section aria-labelledby={`${id}-lines`}>
        <h3 id={`${id}-lines`} className="mb-2 text-sm font-semibold text-ink">
          {T.lines}
        </h3>
        <ul className="flex flex-col divide-y divide-line rounded-lg border border-line text-sm">
          {item.lines.map((line) => (
            <li key={line.index} className="flex flex-wrap justify-between gap-x-4 gap-y-1 p-3">
              <div className="min-w-0">
                <p className="font-medium text-ink">
                  {line.quantity} × {line.name}
                </p>
                <p className="text-muted">
                  {T.size} {line.size} ·{' '}
                  {line.exchangeSize ? T.exchangeFor(line.exchangeSize) : T.forRefund}
                </p>
                <p className="text-muted">
                  {T.condition}:{' '}
                  {line.condition ? (
                    <span
                      className={cn(
                        'font-medium',
                        line.condition === 'damaged' ? 'text-danger' : 'text-ink',
                      )}
                    >
                      {T.conditionLabels[line.condition]}
                    </span>
                  ) : (
                    T.notChecked
                  )}
                  {line.outcome ? ` · ${T.outcome[line.outcome]}` : null}
                </p>
              </div>
              {line.exchangeSize ? null : (
                <p className="font-semibold text-ink tabular-nums">{formatNaira(line.refund)}</p>
              )}
            </li>
          ))}
        </ul>
      </section>

      <div className="grid gap-6 sm:grid-cols-2">
        <section aria-labelledby={`${id}-money`}>
          <h3 id={`${id}-money`} className="mb-2 text-sm font-semibold text-ink">
            {T.money}
          </h3>
          {refunded.length === 0 ? (
            <p className="text-sm text-muted">{T.noRefund}</p>
          ) : (
            <dl className="flex flex-col gap-1 text-sm">
              {[
                [T.linesTotal, formatNaira(linesTotal)],
                ...(item.deliveryRefund
                  ? [[T.deliveryRefund, formatNaira(item.deliveryRefund)]]
                  : []),
                ...(item.fee ? [[T.fee, `− ${formatNaira(item.fee)}`]] : []),
              ].map(([term, value]) => (
                <div key={term} className="flex justify-between gap-2">
                  <dt className="text-muted">{term}</dt>
                  <dd className="text-ink tabular-nums">{value}</dd>
                </div>
              ))}
              <div className="flex justify-between gap-2 border-line border-t pt-1">
                <dt className="font-semibold text-ink">{T.total}</dt>
                <dd className="font-semibold text-ink tabular-nums">
                  {formatNaira(item.refundTotal)}
                </dd>
              </div>
            </dl>
          )}
          {item.refund ? (
            <p
              data-refund-status={item.refund.status}
              className={cn('mt-2 text-sm font-medium', refundLook[item.refund.status])}
            >
              {T.refundState[item.refund.status](formatNaira(item.refund.amount))}
            </p>
          ) : null}
          {item.replacement ? (
            <p className="mt-2 text-sm">
              {replacementHref ? (
                <Link
                  href={replacementHref(item.replacement.reference)}
                  className="font-medium text-ink underline underline-offset-4"
                >
                  {T.replacement(item.replacement.orderNumber)}
                </Link>
              ) : (
                T.replacement(item.replacement.orderNumber)
              )}
            </p>
          ) : null}
        </section>

        <section aria-labelledby={`${id}-shopper`}>
          <h3 id={`${id}-shopper`} className="mb-2 text-sm font-semibold text-ink">
            {T.shopper}
          </h3>
          <dl className="flex flex-col gap-1 text-sm">
            {[
              [T.reason, T.reasonLabels[item.reason]],
              ...(item.note ? [[T.note, `“${item.note}”`]] : []),
              [T.way, T.wayLabels[item.way]],
              ...(item.way === 'pickup' && item.zone ? [[T.zone, item.zone]] : []),
              ...(item.declineReason ? [[T.declineReason, item.declineReason]] : []),
            ].map(([term, value]) => (
              <div key={term}>
                <dt className="inline text-muted">{term}: </dt>
                <dd className="inline text-ink">{value}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>

      <section aria-labelledby={`${id}-timeline`}>
        <h3 id={`${id}-timeline`} className="mb-2 text-sm font-semibold text-ink">
          {T.timeline}
        </h3>
        <ol aria-label={T.timelineLabel} className="flex flex-col gap-2 text-sm">
          {item.timeline.map((event) => (
            <li key={`${event.at}-${event.step}`} className="flex flex-col">
              <span className="font-medium text-ink">
                {T.step(event.step)}{' '}
                <span className="font-normal text-muted">{T.by(event.by)}</span>
              </span>
              <time dateTime={isoDateTime(event.at)} className="text-muted">
                {formatOrderDateTime(event.at)}
              </time>
              {event.detail ? <span className="text-ink">{event.detail}</span> : null}
            </li>
          ))}
        </ol>
      </section>
    </article>
  )
}
