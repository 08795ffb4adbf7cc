import { type CartLine, cartSubtotal, formatTotal } from '@adire/contract'
import { CartTotals, PRODUCT_IMAGE_HEIGHT, PRODUCT_IMAGE_WIDTH } from '@adire/ui'
import { useId } from 'react'

export interface OrderSummaryProps {
  lines: readonly CartLine[]
  /** Naira. */
  subtotal: number
  /** Naira, from the store's settings. */
  deliveryFee: number
}

/** The cart being paid for (docs/product.md §2): its lines, subtotal, delivery fee and total. */
export function OrderSummary({ lines, subtotal, deliveryFee }: OrderSummaryProps) {
  const titleId = useId()
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="mb-3 text-xl font-semibold">
        Your order
      </h2>
      <ul aria-label="Items in your order" className="divide-y divide-line border-y border-line">
        {lines.map(({ product, size, quantity }) => (
          <li
            key={`${product._id}/${size}`}
            className="grid grid-cols-[3rem_1fr_auto] items-center gap-3 py-3"
          >
            <img
              src={product.image[0]}
              alt=""
              width={PRODUCT_IMAGE_WIDTH}
              height={PRODUCT_IMAGE_HEIGHT}
              decoding="async"
              className="aspect-[4/5] h-auto w-full rounded-md bg-surface-sunken object-cover"
            />
            <div className="min-w-0 text-sm">
              <p className="truncate font-medium">{product.name}</p>
              <p className="text-muted">
                Size {size} · {formatTotal(product.price)} x {quantity}
              </p>
            </div>
            <p className="text-sm font-medium tabular-nums">
              {formatTotal(cartSubtotal([{ product, quantity }]))}
            </p>
          </li>
        ))}
      </ul>
      <CartTotals subtotal={subtotal} deliveryFee={deliveryFee} />
    </section>
  )
}
