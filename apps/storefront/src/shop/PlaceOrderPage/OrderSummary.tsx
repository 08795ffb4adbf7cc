import {
  type CartLine,
  DELIVERY_TEXTS,
  type DeliveryQuote,
  formatNaira,
  koboToNaira,
  type OrderDiscount,
  pricedCartLines,
  priceOrder,
} from '@adire/contract'
import { CartTotals, cn, PriceChangedNote, ProductImage } from '@adire/ui'
import { type ReactNode, useId } from 'react'
import { type LineFlag, lineKey } from '../../providers/lineStock.ts'

export interface OrderSummaryProps {
  lines: readonly CartLine[]
  /** Naira. */
  subtotal: number
  /** What delivery to the state picked costs; undefined until one is. */
  delivery: DeliveryQuote | undefined
  /** Naira more for free delivery, when the store offers it. */
  freeDeliveryShortfall: number | undefined
  /** Product id → the naira price it was added at, for the lines whose price changed since. */
  priceChanges: ReadonlyMap<string, number>
  /** What the stock left means for each line, by `lineKey` (docs/product.md §11.6). */
  stockFlags: ReadonlyMap<string, LineFlag>
  /** The code the server applied (docs/product.md §11.14), a row of the totals. */
  discount: OrderDiscount | null
  /** The discount code field, above the totals. */
  discountField: ReactNode
}

/**
 * The cart being paid for (docs/product.md §2): its lines, subtotal, delivery fee and total, and
 * what changed price since it was added (§4.1) or has too little stock left (§11.6), told
 * before the shopper pays.
 */
export function OrderSummary({
  lines,
  subtotal,
  delivery,
  freeDeliveryShortfall,
  priceChanges,
  stockFlags,
  discount,
  discountField,
}: OrderSummaryProps) {
  const titleId = useId()
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="mb-3 text-xl font-semibold">
        Your order
      </h2>
      <ul aria-label="Items in your order" className="divide-y divide-line border-y border-line">
        {lines.map(({ product, size, quantity }) => {
          const priceWas = priceChanges.get(product._id)
          const stock = stockFlags.get(lineKey(product._id, size))
          return (
            <li
              key={`${product._id}/${size}`}
              className="grid grid-cols-[3rem_1fr_auto] items-center gap-3 py-3"
            >
              <ProductImage
                src={product.image[0]}
                // The name follows: an alt would make screen readers say it twice.
                alt=""
                // The row's first column, 3rem at every width.
                sizes="48px"
                className="aspect-[4/5] h-auto w-full rounded-md bg-surface-sunken object-cover"
              />
              <div className="min-w-0 text-sm">
                <p className="truncate font-medium">{product.name}</p>
                <p className="text-muted">
                  Size {size} · {formatNaira(product.price)} x {quantity}
                </p>
                {priceWas !== undefined ? (
                  <PriceChangedNote from={priceWas} to={product.price} />
                ) : null}
                {stock ? (
                  <p
                    role="status"
                    className={cn(
                      'font-medium',
                      stock.kind === 'soldOut' ? 'text-danger' : 'text-accent',
                    )}
                  >
                    {stock.message}
                  </p>
                ) : null}
              </div>
              <p className="text-sm font-medium tabular-nums">
                {formatNaira(
                  koboToNaira(
                    priceOrder({ lines: pricedCartLines([{ product, quantity }]) }).itemsKobo,
                  ),
                )}
              </p>
            </li>
          )
        })}
      </ul>
      <div className="mt-4">{discountField}</div>
      <CartTotals
        subtotal={subtotal}
        discount={discount}
        delivery={delivery}
        deliveryPending={DELIVERY_TEXTS.pickState}
        freeDeliveryShortfall={freeDeliveryShortfall}
        pricesChanged={priceChanges.size > 0}
      />
    </section>
  )
}
