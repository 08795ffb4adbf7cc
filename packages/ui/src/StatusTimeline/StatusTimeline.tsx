import type { TimelineEntry } from '@adire/contract'
import { cn } from '../lib/cn.ts'
import { formatOrderDateTime, isoDateTime } from '../lib/dates.ts'

export interface StatusTimelineProps {
  /** Every change of status, oldest first, as the API gives them. */
  entries: readonly TimelineEntry[]
  /**
   * The list's accessible name.
   * @defaultValue 'Order history'
   */
  label?: string
  className?: string
}

/**
 * An order's history: each change of status with its date and time (en-GB, the store's time
 * zone) and who made it, oldest first, the latest marked as the current one.
 */
export function StatusTimeline({
  entries,
  label = 'Order history',
  className,
}: StatusTimelineProps) {
  return (
    <ol aria-label={label} className={cn('flex flex-col gap-4', className)}>
      {entries.map((entry, index) => {
        const current = index === entries.length - 1
        return (
          <li
            key={`${entry.at}/${entry.status}`}
            aria-current={current ? 'step' : undefined}
            className="flex gap-3"
          >
            <span
              aria-hidden="true"
              className={cn(
                'mt-1 h-2.5 w-2.5 shrink-0 rounded-full border-2',
                current ? 'border-brand bg-brand' : 'border-muted/70',
              )}
            />
            <div className="min-w-0">
              <p className={cn('text-sm', current ? 'font-semibold text-ink' : 'text-ink')}>
                {entry.status}
              </p>
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
