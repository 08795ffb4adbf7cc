import type { Product } from '@adire/contract'
import { cn } from '../../../lib/cn.ts'
import { Link } from '../../../primitives/Link/Link.tsx'
import { Price } from '../Price/Price.tsx'
import { ProductImage, type ProductImageLoading } from '../ProductImage/ProductImage.tsx'
import { SoldOutBadge } from '../SoldOutBadge/SoldOutBadge.tsx'

export interface ProductCardProps {
  /**
   * With `soldOut` (docs/product.md §11.6), the card says "Sold out" under its price; with
   * `wasPrice` (§11.4), the price before the sale follows the price, struck through.
   */
  product: Pick<Product, 'name' | 'price' | 'wasPrice' | 'image' | 'soldOut'>
  /** The product's page. */
  href: string
  /**
   * How wide the card is at each screen width (`<img sizes>`): a card's width is its grid's
   * (`ProductGrid` gives it for each of its layouts).
   */
  imageSizes: string
  /**
   * `lazy` below the fold, `eager` in the first screenful, `priority` for the picture that is
   * the page's largest paint (fetched before everything else).
   * @defaultValue 'lazy'
   */
  imageLoading?: ProductImageLoading
  className?: string
}

/**
 * A product in a list: its first image, name and price, all one link to its page; "Sold out"
 * under the price when no size is left (part of the link's name).
 */
export function ProductCard({
  product,
  href,
  imageSizes,
  imageLoading = 'lazy',
  className,
}: ProductCardProps) {
  return (
    <Link href={href} className={cn('group block text-ink', className)}>
      <div className="overflow-hidden rounded-card bg-surface-sunken">
        <ProductImage
          src={product.image[0]}
          // The name follows as text: an alt would make screen readers say it twice.
          alt=""
          sizes={imageSizes}
          loading={imageLoading}
          className="aspect-[4/5] h-auto w-full object-cover transition-transform duration-300 ease-out group-hover:scale-105"
        />
      </div>
      <p className="mt-3 line-clamp-2 text-sm">{product.name}</p>
      <Price amount={product.price} was={product.wasPrice} className="mt-1 block text-sm" />
      {/* In the flow under the price rather than over the picture: nothing positioned, so the
          card reads and checks the same as every other. */}
      {product.soldOut ? <SoldOutBadge className="mt-1.5" /> : null}
    </Link>
  )
}
