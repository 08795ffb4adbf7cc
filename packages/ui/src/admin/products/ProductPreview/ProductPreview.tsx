import type { AdminProduct } from '@adire/contract'
import { cn } from '../../../lib/cn.ts'
import { Price } from '../../../shop/product/Price/Price.tsx'
import { ProductImage } from '../../../shop/product/ProductImage/ProductImage.tsx'
import { PRODUCT_ADMIN_TEXTS as T } from '../texts.ts'

export interface ProductPreviewProps {
  /** The product as saved: its main photo, name, price and sale price. */
  product: Pick<AdminProduct, 'name' | 'price' | 'salePrice' | 'image'>
  className?: string
}

/**
 * A product as the shop's lists will show it once it is live (the shop's card: main photo,
 * name, price, and on sale the price struck through), for the store team to check a draft
 * that shoppers cannot see yet. Not a link: the product has no page for shoppers until it is
 * published.
 */
export function ProductPreview({ product, className }: ProductPreviewProps) {
  return (
    <figure aria-label={T.preview} className={cn('flex flex-col gap-2', className)}>
      <figcaption className="text-sm text-muted">
        <span className="font-semibold text-ink">{T.preview}</span> · {T.previewHint}
      </figcaption>
      <div className="w-40 text-ink">
        <div className="overflow-hidden rounded-card bg-surface-sunken">
          <ProductImage
            src={product.image[0]}
            // The name follows as text.
            alt=""
            sizes="160px"
            className="aspect-[4/5] h-auto w-full object-cover"
          />
        </div>
        <p className="mt-3 line-clamp-2 text-sm">{product.name}</p>
        <Price
          amount={product.salePrice ?? product.price}
          was={product.salePrice === null ? undefined : product.price}
          className="mt-1 block text-sm"
        />
      </div>
    </figure>
  )
}
