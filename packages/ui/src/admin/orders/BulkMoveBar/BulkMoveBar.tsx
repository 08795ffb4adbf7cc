import type { OrderStatus } from '@adire/contract'
import { useState } from 'react'
import { cn } from '../../../lib/cn.ts'
import { Button, buttonVariants } from '../../../primitives/Button/Button.tsx'
import { FormAlert } from '../../../primitives/FormAlert/FormAlert.tsx'
import { Link } from '../../../primitives/Link/Link.tsx'
import { ToolbarSelect } from '../../../primitives/SortSelect/ToolbarSelect.tsx'
import { ORDERS_ADMIN_TEXTS } from '../texts.ts'

const T = ORDERS_ADMIN_TEXTS.bulk

/** The statuses the team may move a selection to: paying places an order, never a hand. */
export const BULK_STATUSES: readonly OrderStatus[] = [
  'Packing',
  'Shipped',
  'Out for delivery',
  'Delivered',
  'Cancelled',
]

/** What the server said of the last bulk move. */
export interface BulkOutcome {
  /** "3 moved, 1 could not: ADR-… is Cancelled". */
  message: string
  /** Whether some orders stayed where they were. */
  someRefused: boolean
}

export interface BulkMoveBarProps {
  /** How many orders are ticked. */
  count: number
  /** The team moves the selection (Shipped asks for the courier first: the page's dialog). */
  onMove: (status: OrderStatus) => void
  /** Unticks every order. */
  onClear: () => void
  /** The packing slips of the selection (`/admin/orders/packing-slips?ids=…`). */
  slipsHref: string
  /**
   * The move is on its way: the buttons wait.
   * @defaultValue false
   */
  moving?: boolean
  /** The last move's outcome, which orders moved and which could not. */
  outcome?: BulkOutcome | null
  /** Why the whole move was refused (the network, the server). */
  error?: string | null
  className?: string
}

/**
 * The bar over the orders list while orders are ticked (docs/product.md §11.11): how many, the
 * status to move them to, the packing slips of the selection, and the last move's outcome.
 */
export function BulkMoveBar({
  count,
  onMove,
  onClear,
  slipsHref,
  moving = false,
  outcome,
  error,
  className,
}: BulkMoveBarProps) {
  const [status, setStatus] = useState<OrderStatus | ''>('')
  return (
    <section
      aria-label={T.bar}
      aria-busy={moving || undefined}
      className={cn(
        'flex flex-col gap-3 rounded-card border border-line bg-surface-sunken p-4 text-sm',
        className,
      )}
    >
      {count > 0 ? (
        <>
          <p role="status" className="font-semibold text-ink">
            {T.selected(count)}
          </p>
          <form
            className="flex flex-wrap items-center gap-3"
            onSubmit={(event) => {
              event.preventDefault()
              if (status && !moving) onMove(status)
            }}
          >
            <ToolbarSelect
              label={T.moveTo}
              value={status}
              onChange={(next) => setStatus(next as OrderStatus | '')}
              selectClassName="h-11"
            >
              <option value="">{T.choose}</option>
              {BULK_STATUSES.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </ToolbarSelect>
            <Button
              type="submit"
              size="sm"
              disabled={!status || moving}
              aria-busy={moving || undefined}
            >
              {moving ? T.moving : T.move}
            </Button>
            <Link href={slipsHref} className={buttonVariants({ variant: 'secondary', size: 'sm' })}>
              {T.slips}
            </Link>
            <Button type="button" size="sm" variant="ghost" onClick={onClear} disabled={moving}>
              {T.clear}
            </Button>
          </form>
        </>
      ) : null}
      {error && !moving ? <FormAlert>{error}</FormAlert> : null}
      {outcome && !moving ? (
        <p
          role={outcome.someRefused ? 'alert' : 'status'}
          className={cn('font-medium', outcome.someRefused ? 'text-danger' : 'text-success')}
        >
          {outcome.message}
        </p>
      ) : null}
    </section>
  )
}
