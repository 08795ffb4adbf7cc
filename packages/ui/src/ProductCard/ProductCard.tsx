import type { Product } from '@adire/contract'
import { Link } from '../Link/Link.tsx'
import { cn } from '../lib/cn.ts'
import { Price } from '../Price/Price.tsx'
import { ProductImage, type ProductImageLoading } from '../ProductImage/ProductImage.tsx'

export interface ProductCardProps {
  product: Pick<Product, 'name' | 'price' | 'image'>
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

/** A product in a list: its first image, name and price, all one link to its page. */
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
      <Price amount={product.price} className="mt-1 block text-sm" />
    </Link>
  )
}
