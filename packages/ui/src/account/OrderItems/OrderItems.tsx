import type { OrderItem } from '@adire/contract'
import { cn } from '../../lib/cn.ts'
import { Link } from '../../primitives/Link/Link.tsx'
import { Price } from '../../shop/product/Price/Price.tsx'
import { ProductImage } from '../../shop/product/ProductImage/ProductImage.tsx'

/** What a line of an order shows: a copy of the product at the price paid. */
export type OrderItemsItem = Pick<
  OrderItem,
  '_id' | 'name' | 'price' | 'wasPrice' | 'image' | 'selectedSize' | 'quantity'
>

export interface OrderItemsProps {
  items: readonly OrderItemsItem[]
  /** The product's page for an item; without it the names are plain text. */
  hrefFor?: (item: OrderItemsItem) => string
  /**
   * The list's accessible name.
   * @defaultValue 'Items in this order'
   */
  label?: string
  className?: string
}

/**
 * The items of an order (docs/product.md §2): each with its first image, its name, the price paid times
 * the quantity (`₦28,500 x 2`; bought on sale, the price before it struck through after it) and
 * the size.
 */
export function OrderItems({
  items,
  hrefFor,
  label = 'Items in this order',
  className,
}: OrderItemsProps) {
  return (
    <ul aria-label={label} className={cn('flex flex-col gap-3', className)}>
      {items.map((item) => (
        <li key={`${item._id}/${item.selectedSize}`} className="flex items-center gap-3">
          <ProductImage
            src={item.image[0]}
            // The name follows: an alt would make screen readers say it twice.
            alt=""
            // w-14, at every width.
            sizes="56px"
            className="aspect-[4/5] h-auto w-14 shrink-0 rounded-md bg-surface-sunken object-cover"
          />
          <div className="min-w-0">
            {hrefFor ? (
              <Link
                href={hrefFor(item)}
                className="line-clamp-2 font-medium text-ink hover:underline"
              >
                {item.name}
              </Link>
            ) : (
              <p className="line-clamp-2 font-medium text-ink">{item.name}</p>
            )}
            <p className="mt-0.5 flex flex-wrap gap-x-3 text-sm text-muted">
              <span className="tabular-nums">
                <Price amount={item.price} was={item.wasPrice} className="font-normal" /> x{' '}
                {item.quantity}
              </span>
              <span>Size {item.selectedSize}</span>
            </p>
          </div>
        </li>
      ))}
    </ul>
  )
}
