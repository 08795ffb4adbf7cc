import { type AdminOrder, formatOrderNumber, SITE_NAME } from '@adire/contract'
import { cn } from '../../../lib/cn.ts'
import { formatOrderDate, isoDateTime } from '../../../lib/dates.ts'
import { ORDERS_ADMIN_TEXTS } from '../texts.ts'

const T = ORDERS_ADMIN_TEXTS.slip

/** The paper a slip is printed on: an office printer's A4, or an 80 mm receipt printer's roll. */
export type SlipPaper = 'a4' | 'receipt'

/** What a slip shows of an order: no prices (docs/product.md §11.11 says why). */
export type PackingSlipOrder = Pick<
  AdminOrder,
  '_id' | 'orderNumber' | 'reference' | 'date' | 'address' | 'items'
>

/** How the store signs its slips: its name and how the customer reaches it. */
export interface SlipStore {
  name?: string
  phone?: string | null
  email?: string | null
  address?: string | null
}

export interface PackingSlipsProps {
  orders: readonly PackingSlipOrder[]
  store: SlipStore
  /**
   * A4 (one order a page) or an 80 mm receipt roll (one after another).
   * @defaultValue 'a4'
   */
  paper?: SlipPaper
  className?: string
}

/**
 * Packing slips for the store team to print with the browser (docs/product.md §11.11): per order
 * the store's name and contact, the order's number and reference, its date, the delivery address
 * and phone, and each line's name, size and quantity. On A4 each order starts a new page; on a
 * receipt roll they follow each other, cut by a dashed line. The sheet's size comes from
 * `data-paper` (styles.css's named pages: the store's content security policy allows no inline
 * style element).
 */
export function PackingSlips({ orders, store, paper = 'a4', className }: PackingSlipsProps) {
  const contact = [store.phone, store.email].filter(Boolean).join(' · ')
  return (
    <div
      data-paper={paper}
      className={cn(
        'flex flex-col gap-6 print:gap-0',
        paper === 'receipt' ? 'w-[80mm] max-w-full text-xs' : 'w-full max-w-[210mm] text-sm',
        className,
      )}
    >
      {orders.map((order, index) => {
        const { address } = order
        const last = index === orders.length - 1
        return (
          <article
            key={order._id}
            aria-label={`${T.order} ${formatOrderNumber(order.orderNumber)}`}
            className={cn(
              'bg-white text-black',
              paper === 'a4'
                ? 'rounded-card border border-line p-6 print:rounded-none print:border-0 print:p-0'
                : 'border-black border-b border-dashed px-1 pb-4',
              paper === 'a4' && !last && 'print:break-after-page',
            )}
          >
            <header className="flex flex-wrap items-start justify-between gap-2 border-black border-b pb-2">
              <div className="min-w-0">
                <p className="font-bold tracking-[0.2em]">
                  {(store.name ?? SITE_NAME).toUpperCase()}
                </p>
                {contact ? <p>{contact}</p> : null}
                {store.address ? <p>{store.address}</p> : null}
              </div>
              <div className={paper === 'receipt' ? 'w-full' : 'text-right'}>
                <h2 className="text-base font-bold">
                  {`${T.order} ${formatOrderNumber(order.orderNumber)}`}
                </h2>
                <p className="break-all">{order.reference}</p>
                <p>
                  {`${T.placed} `}
                  <time dateTime={isoDateTime(order.date)}>{formatOrderDate(order.date)}</time>
                </p>
              </div>
            </header>
            <section className="mt-3">
              <h3 className="font-semibold">{T.deliverTo}</h3>
              <p>
                {address.firstName} {address.lastName}
                <br />
                {address.street}
                <br />
                {address.city}, {address.state} {address.zipcode}
                <br />
                {address.country}
                <br />
                <span className="font-semibold tabular-nums">{address.phone}</span>
              </p>
            </section>
            <table className="mt-3 w-full border-collapse text-left">
              <caption className="text-left font-semibold">{T.items}</caption>
              <thead>
                <tr className="border-black border-b">
                  <th scope="col" className="py-1 pr-2 font-semibold">
                    {T.item}
                  </th>
                  <th scope="col" className="py-1 pr-2 font-semibold">
                    {T.size}
                  </th>
                  <th scope="col" className="py-1 text-right font-semibold">
                    {T.quantity}
                  </th>
                </tr>
              </thead>
              <tbody>
                {order.items.map((item) => (
                  <tr key={`${item._id}/${item.selectedSize}`} className="border-black/30 border-b">
                    <td className="py-1 pr-2 align-top">{item.name}</td>
                    <td className="py-1 pr-2 align-top">{item.selectedSize}</td>
                    <td className="py-1 text-right align-top tabular-nums">{item.quantity}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </article>
        )
      })}
    </div>
  )
}
