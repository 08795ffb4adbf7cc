import type { OrderPayment, TimelineEntry } from '@adire/contract'
import { cn } from '../../lib/cn.ts'
import { formatOrderDateTime, isoDateTime } from '../../lib/dates.ts'
import { orderHistory } from '../orderHistory.ts'

export interface StatusTimelineProps {
  /** Every change of status, oldest first, as the API gives them. */
  entries: readonly TimelineEntry[]
  /**
   * Every payment that arrived for the order, oldest first, as the API gives them: each, and
   * its refund, is shown among the changes of status, in time order, with its amount and
   * Paystack reference.
   * @defaultValue []
   */
  payments?: readonly OrderPayment[]
  /**
   * The list's accessible name.
   * @defaultValue 'Order history'
   */
  label?: string
  className?: string
}

/**
 * An order's history: each change of status, and each payment and refund, with its date and
 * time (en-GB, the store's time zone) and who made it, oldest first. The latest change of status
 * is marked as the current one.
 */
export function StatusTimeline({
  entries,
  payments = [],
  label = 'Order history',
  className,
}: StatusTimelineProps) {
  const history = orderHistory(entries, payments)
  const currentKey = history.filter((entry) => entry.kind === 'status').at(-1)?.key
  return (
    <ol aria-label={label} className={cn('flex flex-col gap-4', className)}>
      {history.map((entry) => {
        const current = entry.key === currentKey
        const money = entry.kind !== 'status'
        return (
          <li
            key={entry.key}
            aria-current={current ? 'step' : undefined}
            data-kind={entry.kind}
            className="flex gap-3"
          >
            <span
              aria-hidden="true"
              className={cn(
                'mt-1 h-2.5 w-2.5 shrink-0 border-2',
                // Money is a square, so it reads apart from the steps of the order's journey.
                money ? 'rounded-[2px]' : 'rounded-full',
                current
                  ? 'border-brand bg-brand'
                  : entry.problem
                    ? 'border-danger bg-danger'
                    : money
                      ? 'border-accent'
                      : 'border-muted/70',
              )}
            />
            <div className="min-w-0">
              <p
                className={cn(
                  'text-sm',
                  current ? 'font-semibold text-ink' : entry.problem ? 'text-danger' : 'text-ink',
                )}
              >
                {entry.title}
              </p>
              {entry.detail ? (
                <p className="text-xs break-words text-ink tabular-nums">{entry.detail}</p>
              ) : null}
              <p className="text-xs text-muted">
                <time dateTime={isoDateTime(entry.at)}>{formatOrderDateTime(entry.at)}</time>
                <span> · by {entry.by}</span>
              </p>
            </div>
          </li>
        )
      })}
    </ol>
  )
}
