import type { CustomerSummary } from '@adire/contract'
import { cn } from '../../../lib/cn.ts'
import { formatOrderDate, isoDateTime } from '../../../lib/dates.ts'
import { Link } from '../../../primitives/Link/Link.tsx'
import { CUSTOMER_ADMIN_TEXTS as T } from '../texts.ts'

export interface CustomerListProps {
  customers: readonly CustomerSummary[]
  /** The address of a customer's page. */
  hrefFor: (customer: CustomerSummary) => string
  className?: string
}

/**
 * The store team's customers, one row each: the name (the link to their page), e-mail and
 * phone, then how many orders, the money kept (refunds taken off) and the latest order's day.
 * A deleted account reads `Deleted shopper`, with nothing that names or reaches the person.
 */
export function CustomerList({ customers, hrefFor, className }: CustomerListProps) {
  return (
    <ul
      aria-label={T.list}
      className={cn(
        'divide-y divide-line rounded-card border border-line bg-surface-raised',
        className,
      )}
    >
      {customers.map((customer) => (
        <li
          key={customer.id}
          className="relative flex justify-between gap-4 px-4 py-3 text-sm hover:bg-ink/5"
        >
          <div className="min-w-0 flex-1">
            <Link
              href={hrefFor(customer)}
              className={cn(
                'font-semibold underline-offset-4 after:absolute after:inset-0 hover:underline',
                customer.deleted ? 'text-muted' : 'text-ink',
              )}
            >
              {customer.name}
            </Link>
            {customer.deleted ? (
              <p className="text-muted">{T.deleted}</p>
            ) : (
              <>
                <p className="break-all text-muted">{customer.email}</p>
                {customer.phone ? <p className="text-muted">{customer.phone}</p> : null}
              </>
            )}
          </div>
          <div className="flex shrink-0 flex-col gap-1 text-right">
            <span className="text-ink">{T.orders(customer.orders)}</span>
            <span className="font-medium text-ink tabular-nums">{T.paid(customer.paid)}</span>
            {/* Two lines, so that on a phone the name and e-mail keep most of the row. */}
            <span className="text-muted">
              {T.lastOrder('')}
              <time dateTime={isoDateTime(customer.lastOrderAt)} className="block">
                {formatOrderDate(customer.lastOrderAt)}
              </time>
            </span>
          </div>
        </li>
      ))}
    </ul>
  )
}
