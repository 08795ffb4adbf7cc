import { type AdminOrder, DISPUTE_MESSAGES, formatNaira, formatOrderNumber } from '@adire/contract'
import { OrderStatusBadge } from '../../../account/OrderStatusBadge/OrderStatusBadge.tsx'
import { cn } from '../../../lib/cn.ts'
import { formatOrderDate, isoDateTime } from '../../../lib/dates.ts'
import { Link } from '../../../primitives/Link/Link.tsx'
import { ORDERS_ADMIN_TEXTS } from '../texts.ts'

const T = ORDERS_ADMIN_TEXTS.bulk

/** The orders ticked for a bulk move or packing slips, and how ticking changes them. */
export interface OrderSelection {
  /** The ids ticked. */
  selected: ReadonlySet<string>
  /** One order ticked or unticked. */
  onToggle: (id: string, checked: boolean) => void
  /** Every order on the page ticked or unticked. */
  onToggleAll: (checked: boolean) => void
}

/** What a row of the store team's list shows of an order. */
export type AdminOrderListItem = Pick<
  AdminOrder,
  | '_id'
  | 'orderNumber'
  | 'reference'
  | 'customer'
  | 'date'
  | 'amount'
  | 'status'
  | 'paymentStatus'
  | 'testPayment'
  | 'outOfStock'
  | 'disputes'
>

export interface AdminOrderListProps {
  orders: readonly AdminOrderListItem[]
  /** The address of an order's details. */
  hrefFor: (order: AdminOrderListItem) => string
  /** The reference of the order whose details are open: its row is marked. */
  selected?: string | null
  /**
   * The list's accessible name.
   * @defaultValue 'Orders'
   */
  label?: string
  /** When given, each row has a checkbox, and a box above the list ticks the whole page. */
  selection?: OrderSelection
  className?: string
}

/**
 * The store team's orders, one row each: number and reference, customer, date, amount and
 * status. The number is the row's link to the order's details, and the whole row answers a tap.
 */
export function AdminOrderList({
  orders,
  hrefFor,
  selected,
  label = 'Orders',
  selection,
  className,
}: AdminOrderListProps) {
  const ticked = selection ? orders.filter((order) => selection.selected.has(order._id)).length : 0
  const list = (
    <ul
      aria-label={label}
      className={cn(
        'divide-y divide-line rounded-card border border-line bg-surface-raised',
        className,
      )}
    >
      {orders.map((order) => {
        const current = order.reference === selected
        return (
          <li
            key={order._id}
            className={cn(
              'relative flex justify-between gap-4 px-4 py-3 text-sm',
              current ? 'bg-surface-sunken' : 'hover:bg-ink/5',
            )}
          >
            {selection ? (
              // Above the row's link, which covers the row: ticking never opens the order.
              <input
                type="checkbox"
                aria-label={T.select(order.orderNumber)}
                checked={selection.selected.has(order._id)}
                onChange={(event) => selection.onToggle(order._id, event.target.checked)}
                className="relative z-10 mt-1 h-5 w-5 shrink-0 accent-brand"
              />
            ) : null}
            <div className="min-w-0 flex-1">
              <Link
                href={hrefFor(order)}
                aria-current={current ? 'true' : undefined}
                className="font-semibold text-ink underline-offset-4 after:absolute after:inset-0 hover:underline"
              >
                {`Order ${formatOrderNumber(order.orderNumber)}`}
              </Link>
              <p className="break-all text-xs text-muted">{order.reference}</p>
              <p className="truncate text-ink">{order.customer.name}</p>
              <p className="truncate text-muted">{order.customer.email}</p>
            </div>
            <div className="flex shrink-0 flex-col gap-1 text-right">
              {/* In a block, so the inline badge lines up on the right like the text. */}
              <div>
                <OrderStatusBadge
                  status={order.status}
                  paymentStatus={order.paymentStatus}
                  testPayment={order.testPayment}
                  outOfStock={order.outOfStock}
                />
              </div>
              {/* A dispute still undecided: the team may have hours to answer (§11.9). */}
              {order.disputes?.some((d) => d.state === 'open' || d.state === 'responded') ? (
                <span className="font-bold text-danger">{DISPUTE_MESSAGES.badge}</span>
              ) : null}
              <span className="font-medium text-ink tabular-nums">{formatNaira(order.amount)}</span>
              <time dateTime={isoDateTime(order.date)} className="text-muted">
                {formatOrderDate(order.date)}
              </time>
            </div>
          </li>
        )
      })}
    </ul>
  )
  if (!selection) return list
  return (
    <div className="flex flex-col gap-2">
      <label className="flex items-center gap-3 px-4 text-sm text-ink">
        <input
          type="checkbox"
          checked={orders.length > 0 && ticked === orders.length}
          ref={(box) => {
            // Some ticked, not all: the box says so.
            if (box) box.indeterminate = ticked > 0 && ticked < orders.length
          }}
          onChange={(event) => selection.onToggleAll(event.target.checked)}
          className="h-5 w-5 shrink-0 accent-brand"
        />
        {T.selectAll}
      </label>
      {list}
    </div>
  )
}
