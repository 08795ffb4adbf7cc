import { type OrderReturn, returnLabel } from '@adire/contract'
import { useId } from 'react'
import { cn } from '../../../lib/cn.ts'
import { Link } from '../../../primitives/Link/Link.tsx'
import { RETURN_ADMIN_TEXTS as T } from '../texts.ts'
import { ReturnStatusBadge } from './ReturnStatusBadge.tsx'

export interface OrderReturnLinksProps {
  /** The order's returns, oldest first, as the order answer holds them. */
  returns: readonly OrderReturn[]
  /** The address of a return's page. */
  hrefFor: (item: OrderReturn) => string
  className?: string
}

/**
 * An order's returns on the team's order page (docs/product.md §10.7): each return's number
 * (the way to its page), its step and what comes back. Nothing when the order has none.
 */
export function OrderReturnLinks({ returns, hrefFor, className }: OrderReturnLinksProps) {
  const headingId = useId()
  if (returns.length === 0) return null
  return (
    <section aria-labelledby={headingId} className={cn('flex flex-col gap-2', className)}>
      <h3 id={headingId} className="text-sm font-semibold text-ink">
        {T.orderReturns}
      </h3>
      <ul aria-label={T.orderReturnsLabel} className="flex flex-col gap-2 text-sm">
        {returns.map((item) => (
          <li key={item.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Link
              href={hrefFor(item)}
              className="font-semibold text-ink underline underline-offset-4"
            >
              {returnLabel(item.returnNumber)}
            </Link>
            <ReturnStatusBadge status={item.status} />
            <span className="text-muted">
              {item.lines
                .map((line) => T.item(line.quantity, line.name, line.size, line.exchangeSize))
                .join(', ')}
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
