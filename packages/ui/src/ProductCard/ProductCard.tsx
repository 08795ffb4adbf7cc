import type { Product } from '@adire/contract'
import { Link } from '../Link/Link.tsx'
import { cn } from '../lib/cn.ts'
import { Price } from '../Price/Price.tsx'

/** Product artwork is drawn at 4:5; width and height stop the grid jumping as images arrive. */
export const PRODUCT_IMAGE_WIDTH = 600
export const PRODUCT_IMAGE_HEIGHT = 750

export interface ProductCardProps {
  product: Pick<Product, 'name' | 'price' | 'image'>
  /** The product's page. */
  href: string
  /**
   * `lazy` below the fold, `eager` in the first screenful, `priority` for the picture that is
   * the page's largest paint (fetched before everything else).
   * @defaultValue 'lazy'
   */
  imageLoading?: 'lazy' | 'eager' | 'priority'
  className?: string
}

/** A product in a list: its first image, name and price, all one link to its page. */
export function ProductCard({ product, href, imageLoading = 'lazy', className }: ProductCardProps) {
  return (
    <Link href={href} className={cn('group block text-ink', className)}>
      <div className="overflow-hidden rounded-card bg-surface-sunken">
        <img
          src={product.image[0]}
          // The name follows as text: an alt would make screen readers say it twice.
          alt=""
          width={PRODUCT_IMAGE_WIDTH}
          height={PRODUCT_IMAGE_HEIGHT}
          loading={imageLoading === 'lazy' ? 'lazy' : 'eager'}
          decoding="async"
          fetchPriority={imageLoading === 'priority' ? 'high' : 'auto'}
          className="aspect-[4/5] h-auto w-full object-cover transition-transform duration-300 ease-out group-hover:scale-105"
        />
      </div>
      <p className="mt-3 line-clamp-2 text-sm">{product.name}</p>
      <Price amount={product.price} className="mt-1 block text-sm" />
    </Link>
  )
}
