import {
  type AdminCustomerResponse,
  type CustomerOrder,
  type CustomerReturn,
  formatNaira,
  formatOrderNumber,
  type SavedAddress,
} from '@adire/contract'
import { OrderStatusBadge } from '../../../account/OrderStatusBadge/OrderStatusBadge.tsx'
import { cn } from '../../../lib/cn.ts'
import { formatOrderDate, isoDateTime } from '../../../lib/dates.ts'
import { Link } from '../../../primitives/Link/Link.tsx'
import { CUSTOMER_ADMIN_TEXTS as T } from '../texts.ts'
import { CustomerReturns } from './CustomerReturns.tsx'

export interface CustomerDetailsProps {
  customer: AdminCustomerResponse['customer']
  orders: readonly CustomerOrder[]
  /** Their returns, newest first (the section shows only when there is one). */
  returns: readonly CustomerReturn[]
  addresses: readonly SavedAddress[]
  /** The address of an order on the store team's orders screen. */
  orderHref: (order: CustomerOrder) => string
  /** The address of a return's page. */
  returnHref: (item: CustomerReturn) => string
  className?: string
}

const card = 'rounded-card border border-line bg-surface-raised p-4'

/**
 * One customer as the store team sees them (docs/product.md §11.12): how to reach them (a call
 * or an e-mail away), what they bought in all, each of their orders (the way to it on the orders
 * screen), the returns they asked for and their saved addresses. A deleted account shows its
 * orders and nothing personal.
 */
export function CustomerDetails({
  customer,
  orders,
  returns,
  addresses,
  orderHref,
  returnHref,
  className,
}: CustomerDetailsProps) {
  return (
    <div className={cn('flex flex-col gap-6', className)}>
      <section aria-labelledby="customer-name" className={cn(card, 'flex flex-col gap-2')}>
        <h2 id="customer-name" className="text-xl font-semibold text-ink">
          {customer.name}
        </h2>
        {customer.deleted ? (
          <p className="text-muted">{T.deleted}</p>
        ) : (
          <ul className="flex flex-col gap-1 text-sm">
            {customer.email ? (
              <li>
                <a
                  href={`mailto:${customer.email}`}
                  aria-label={T.email(customer.email)}
                  className="break-all text-ink underline underline-offset-4"
                >
                  {customer.email}
                </a>
              </li>
            ) : null}
            {customer.phone ? (
              <li>
                <a
                  href={`tel:${customer.phone}`}
                  aria-label={T.call(customer.phone)}
                  className="text-ink underline underline-offset-4"
                >
                  {customer.phone}
                </a>
              </li>
            ) : null}
            <li className="text-muted">{T.since(formatOrderDate(customer.since))}</li>
          </ul>
        )}
        <dl className="mt-2 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
          <Figure term={T.figures.orders} value={String(customer.orders)} />
          <Figure term={T.figures.paid} value={formatNaira(customer.paid)} />
          <Figure term={T.figures.first} value={formatOrderDate(customer.firstOrderAt)} />
          <Figure term={T.figures.last} value={formatOrderDate(customer.lastOrderAt)} />
        </dl>
      </section>

      <section aria-labelledby="customer-orders" className="flex flex-col gap-3">
        <h2 id="customer-orders" className="text-lg font-semibold text-ink">
          {T.ordersHeading}
        </h2>
        <ul
          aria-label={T.ordersList(customer.name)}
          className="divide-y divide-line rounded-card border border-line bg-surface-raised"
        >
          {orders.map((order) => (
            <li key={order.id} className="relative flex justify-between gap-4 px-4 py-3 text-sm">
              <div className="min-w-0">
                <Link
                  href={orderHref(order)}
                  className="font-semibold text-ink underline-offset-4 after:absolute after:inset-0 hover:underline"
                >
                  {T.orderLink(formatOrderNumber(order.orderNumber))}
                </Link>
                <p className="break-all text-xs text-muted">{order.reference}</p>
                <time dateTime={isoDateTime(order.date)} className="text-muted">
                  {formatOrderDate(order.date)}
                </time>
              </div>
              <div className="flex shrink-0 flex-col items-end gap-1 text-right">
                <OrderStatusBadge
                  status={order.status}
                  paymentStatus={order.paid > 0 ? 'paid' : 'awaiting'}
                />
                <span className="font-medium text-ink tabular-nums">
                  {formatNaira(order.amount)}
                </span>
                {order.paid === 0 ? <span className="text-muted">{T.notPaid}</span> : null}
                {order.refunded > 0 ? (
                  <span className="text-muted">{T.refunded(order.refunded)}</span>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      </section>

      <CustomerReturns name={customer.name} returns={returns} returnHref={returnHref} />

      <section aria-labelledby="customer-addresses" className="flex flex-col gap-3">
        <h2 id="customer-addresses" className="text-lg font-semibold text-ink">
          {T.addressesHeading}
        </h2>
        {addresses.length === 0 ? (
          <p className="text-muted">{T.noAddresses}</p>
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {addresses.map((address) => (
              <li key={address.id} className={cn(card, 'text-sm')}>
                <p className="font-semibold text-ink">
                  {address.firstName} {address.lastName}
                  {address.isDefault ? (
                    <span className="ml-2 rounded-full border border-line px-2 py-0.5 text-xs font-medium text-muted">
                      {T.defaultAddress}
                    </span>
                  ) : null}
                </p>
                <p className="text-ink">{address.street}</p>
                <p className="text-ink">
                  {address.city}, {address.state} {address.zipcode}
                </p>
                <p className="text-muted">{address.phone}</p>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  )
}

function Figure({ term, value }: { term: string; value: string }) {
  return (
    <div>
      <dt className="text-muted">{term}</dt>
      <dd className="font-semibold text-ink tabular-nums">{value}</dd>
    </div>
  )
}
