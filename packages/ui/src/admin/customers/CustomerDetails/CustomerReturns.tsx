import { type CustomerReturn, formatNaira, formatOrderNumber, returnLabel } from '@adire/contract'
import { formatOrderDate, isoDateTime } from '../../../lib/dates.ts'
import { Link } from '../../../primitives/Link/Link.tsx'
import { ReturnStatusBadge } from '../../returns/ReturnList/ReturnStatusBadge.tsx'
import { CUSTOMER_ADMIN_TEXTS as T } from '../texts.ts'

export interface CustomerReturnsProps {
  /** The customer's name, as the list is read out. */
  name: string
  /** Their returns, newest first. */
  returns: readonly CustomerReturn[]
  /** The address of a return's page. */
  returnHref: (item: CustomerReturn) => string
}

/**
 * The returns a customer asked for (docs/product.md §11.12, §10.7): each one's number (the way to
 * its page), its step, the order it brings back, what comes back and what it refunds. Nothing
 * for a customer who never asked.
 */
export function CustomerReturns({ name, returns, returnHref }: CustomerReturnsProps) {
  if (returns.length === 0) return null
  return (
    <section aria-labelledby="customer-returns" className="flex flex-col gap-3">
      <h2 id="customer-returns" className="text-lg font-semibold text-ink">
        {T.returnsHeading}
      </h2>
      <ul
        aria-label={T.returnsList(name)}
        className="divide-y divide-line rounded-card border border-line bg-surface-raised"
      >
        {returns.map((item) => (
          <li key={item.id} className="relative flex justify-between gap-4 px-4 py-3 text-sm">
            <div className="min-w-0">
              <Link
                href={returnHref(item)}
                className="font-semibold text-ink underline-offset-4 after:absolute after:inset-0 hover:underline"
              >
                {T.returnLink(returnLabel(item.returnNumber))}
              </Link>
              <p className="text-muted">
                {T.returnOf(formatOrderNumber(item.order.orderNumber))} ·{' '}
                <time dateTime={isoDateTime(item.createdAt)}>
                  {formatOrderDate(item.createdAt)}
                </time>
              </p>
              <p className="text-muted">{T.returnUnits(item.units, item.exchanges)}</p>
            </div>
            <div className="flex shrink-0 flex-col items-end gap-1 text-right">
              <ReturnStatusBadge status={item.status} />
              {item.refundTotal > 0 ? (
                <span className="font-medium text-ink tabular-nums">
                  {T.returnRefund(formatNaira(item.refundTotal))}
                </span>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  )
}
