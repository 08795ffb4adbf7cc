import type { StockChange } from '@adire/contract'
import { cn } from '../../../lib/cn.ts'
import { formatOrderDateTime, isoDateTime } from '../../../lib/dates.ts'
import { describeStockReason, signedUnits, STOCK_ADMIN_TEXTS as T } from '../texts.ts'

export interface StockHistoryProps {
  /** The product's stock changes, newest first, as the server answers them. */
  history: readonly StockChange[]
  className?: string
}

/**
 * Every change of a product's stock, newest first (docs/product.md §11.6): the size, by how
 * much with its sign ("+5", "−2"), the units after it, why and by whom (a team member, the
 * command line, or the order that sold or gave back the units), and when.
 */
export function StockHistory({ history, className }: StockHistoryProps) {
  if (history.length === 0) {
    return <p className={cn('text-sm text-muted', className)}>{T.noHistory}</p>
  }
  return (
    <ol aria-label={T.historyList} className={cn('flex flex-col gap-3 text-sm', className)}>
      {history.map((change, index) => (
        <li
          // One save changes several sizes at the same moment: the place keeps them apart.
          // biome-ignore lint/suspicious/noArrayIndexKey: the list is only ever read, never reordered.
          key={`${change.at}-${change.size}-${index}`}
          className="border-line border-b pb-3 last:border-b-0 last:pb-0"
        >
          <p className="break-words text-ink">
            <span className="font-semibold">Size {change.size}</span>:{' '}
            <span className="font-semibold tabular-nums">{signedUnits(change.delta)}</span>{' '}
            <span className="tabular-nums">({T.inStock(change.quantity)})</span>
          </p>
          <p className="break-words text-muted">{describeStockReason(change)}</p>
          <time dateTime={isoDateTime(change.at)} className="text-muted">
            {formatOrderDateTime(change.at)}
          </time>
        </li>
      ))}
    </ol>
  )
}
