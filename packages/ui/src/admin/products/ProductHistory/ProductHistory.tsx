import type { ProductChange } from '@adire/contract'
import { cn } from '../../../lib/cn.ts'
import { formatOrderDateTime, isoDateTime } from '../../../lib/dates.ts'
import { describeProductChange, PRODUCT_ADMIN_TEXTS as T } from '../texts.ts'

export interface ProductHistoryProps {
  /** The product's saves, newest first, as the server answers them. */
  history: readonly ProductChange[]
  className?: string
}

/**
 * Every save of a product, newest first: who made it, when, and what it changed, in a
 * sentence each ("ngozi@adire.example changed the price from ₦26,000 to ₦28,500").
 */
export function ProductHistory({ history, className }: ProductHistoryProps) {
  if (history.length === 0) {
    return <p className={cn('text-sm text-muted', className)}>{T.noHistory}</p>
  }
  return (
    <ol aria-label={T.historyList} className={cn('flex flex-col gap-3 text-sm', className)}>
      {history.map((change) => (
        <li
          key={`${change.at}-${change.by}-${change.action}`}
          className="border-line border-b pb-3 last:border-b-0 last:pb-0"
        >
          <p className="break-words text-ink">{describeProductChange(change)}</p>
          <time dateTime={isoDateTime(change.at)} className="text-muted">
            {formatOrderDateTime(change.at)}
          </time>
        </li>
      ))}
    </ol>
  )
}
