import type { ReactNode } from 'react'
import { cn } from '../../../lib/cn.ts'
import { formatOrderDateTime, isoDateTime } from '../../../lib/dates.ts'

/** One change as the list shows it. */
export interface ChangeEntry {
  /** Unique in its list. */
  key: string
  /** When, in milliseconds since the epoch. */
  at: number
  /** What changed, in the ink colour. */
  summary: ReactNode
  /** Why or by whom, muted under it. */
  detail?: ReactNode
}

export interface ChangeHistoryProps {
  /** The changes, newest first (see `productChangeEntries`, `stockChangeEntries`...). */
  entries: readonly ChangeEntry[]
  /** The list's accessible name. */
  label: string
  /** Said instead of the list while there is no change. */
  empty: string
  className?: string
}

/**
 * A record of changes read by the store team, newest first: each one what changed, then why or
 * by whom, then when. The same list for a product's saves, its stock and the store's settings.
 */
export function ChangeHistory({ entries, label, empty, className }: ChangeHistoryProps) {
  if (entries.length === 0) {
    return <p className={cn('text-sm text-muted', className)}>{empty}</p>
  }
  return (
    <ol aria-label={label} className={cn('flex flex-col gap-3 text-sm', className)}>
      {entries.map((entry) => (
        <li key={entry.key} className="border-line border-b pb-3 last:border-b-0 last:pb-0">
          <p className="break-words text-ink">{entry.summary}</p>
          {entry.detail ? <p className="break-words text-muted">{entry.detail}</p> : null}
          <time dateTime={isoDateTime(entry.at)} className="text-muted">
            {formatOrderDateTime(entry.at)}
          </time>
        </li>
      ))}
    </ol>
  )
}
