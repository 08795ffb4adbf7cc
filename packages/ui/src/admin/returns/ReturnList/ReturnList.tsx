import { type AdminReturn, returnLabel } from '@adire/contract'
import { cn } from '../../../lib/cn.ts'
import { formatOrderDate, isoDateTime } from '../../../lib/dates.ts'
import { Link } from '../../../primitives/Link/Link.tsx'
import { RETURN_ADMIN_TEXTS as T } from '../texts.ts'
import { ReturnStatusBadge } from './ReturnStatusBadge.tsx'

export interface ReturnListProps {
  returns: readonly AdminReturn[]
  /** The address of a return's page. */
  hrefFor: (item: AdminReturn) => string
  className?: string
}

/** A return's lines in a few words: `2 × Owambe Pocket Tee (S)`, `1 × Hoodie (M → L)`. */
const itemsOf = (item: AdminReturn) =>
  item.lines.map((line) => T.item(line.quantity, line.name, line.size, line.exchangeSize))

const when = (at: number) => <time dateTime={isoDateTime(at)}>{formatOrderDate(at)}</time>

/**
 * The shoppers' returns (docs/product.md §10.7): each return's number (the link to its page),
 * its order, the customer, what comes back (and the size asked for instead), the reason, the
 * way back, its step and the day it was asked for. A table on a wide screen; a card per return
 * on a phone, the whole card its link.
 */
export function ReturnList({ returns, hrefFor, className }: ReturnListProps) {
  const numberLink = (item: AdminReturn, cover = false) => (
    <Link
      href={hrefFor(item)}
      className={cn(
        'font-semibold text-ink underline-offset-4 hover:underline',
        cover && 'after:absolute after:inset-0',
      )}
    >
      {returnLabel(item.returnNumber)}
    </Link>
  )
  return (
    <div className={className}>
      <table className="hidden w-full border-collapse rounded-card border border-line bg-surface-raised text-sm md:table">
        <caption className="sr-only">{T.listLabel}</caption>
        <thead>
          <tr className="border-line border-b text-left text-muted">
            {Object.values(T.columns).map((column) => (
              <th key={column} scope="col" className="px-3 py-2 font-semibold">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {returns.map((item) => (
            <tr key={item.id} className="align-top hover:bg-ink/5">
              <th scope="row" className="px-3 py-3 text-left font-normal">
                {numberLink(item)}
              </th>
              <td className="whitespace-nowrap px-3 py-3 text-ink">#{item.order.orderNumber}</td>
              <td className="px-3 py-3 text-ink">{item.customer.name}</td>
              <td className="px-3 py-3 text-ink">
                {itemsOf(item).map((text) => (
                  <span key={text} className="block">
                    {text}
                  </span>
                ))}
              </td>
              <td className="px-3 py-3 text-ink">{T.reasonLabels[item.reason]}</td>
              <td className="px-3 py-3 text-ink">{T.wayShort[item.way]}</td>
              <td className="px-3 py-3">
                <ReturnStatusBadge status={item.status} />
              </td>
              <td className="whitespace-nowrap px-3 py-3 text-muted">{when(item.createdAt)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul
        aria-label={T.listLabel}
        className="divide-y divide-line rounded-card border border-line bg-surface-raised md:hidden"
      >
        {returns.map((item) => (
          <li key={item.id} className="relative flex flex-col gap-1 px-4 py-3 text-sm">
            <div className="flex items-start justify-between gap-3">
              <span>
                {numberLink(item, true)}
                <span className="text-muted">
                  {' '}
                  · #{item.order.orderNumber} · {item.customer.name}
                </span>
              </span>
              <ReturnStatusBadge status={item.status} className="shrink-0" />
            </div>
            {itemsOf(item).map((text) => (
              <p key={text} className="text-ink">
                {text}
              </p>
            ))}
            <p className="text-muted">
              {T.reasonLabels[item.reason]} · {T.wayShort[item.way]} · {when(item.createdAt)}
            </p>
          </li>
        ))}
      </ul>
    </div>
  )
}
