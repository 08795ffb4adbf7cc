import { type AdminProduct, categoryLabel, formatNaira } from '@adire/contract'
import { cn } from '../../../lib/cn.ts'
import { Link } from '../../../primitives/Link/Link.tsx'
import { StockBadge } from '../../stock/StockEditor/StockBadge.tsx'
import { ProductThumbnail } from '../ProductThumbnail/ProductThumbnail.tsx'
import { PRODUCT_ADMIN_TEXTS as T } from '../texts.ts'
import { ProductStatusBadge } from './ProductStatusBadge.tsx'

/** What a row of the store team's products shows. */
export type AdminProductListItem = Pick<
  AdminProduct,
  '_id' | 'name' | 'price' | 'image' | 'sizes' | 'category' | 'bestseller' | 'archived' | 'soldOut'
>

export interface AdminProductListProps {
  products: readonly AdminProductListItem[]
  /** The address of a product's editor. */
  hrefFor: (product: AdminProductListItem) => string
  /**
   * The list's accessible name.
   * @defaultValue 'Products'
   */
  label?: string
  className?: string
}

/**
 * The store team's products, one row each: main photo, name (the link to its editor), id,
 * department, sizes, price, whether it is on sale, and "Sold out" when every size is counted
 * and none is left (the stock the list knows of, docs/product.md §11.6). The whole row answers
 * a tap.
 */
export function AdminProductList({
  products,
  hrefFor,
  label = T.listLabel,
  className,
}: AdminProductListProps) {
  return (
    <ul
      aria-label={label}
      className={cn(
        'divide-y divide-line rounded-card border border-line bg-surface-raised',
        className,
      )}
    >
      {products.map((product) => (
        <li
          key={product._id}
          className="relative flex items-start gap-3 px-4 py-3 text-sm hover:bg-ink/5"
        >
          {/* The name beside it says what it is. */}
          <ProductThumbnail src={product.image[0] ?? ''} alt="" className="w-14 shrink-0 sm:w-16" />
          <div className="min-w-0 flex-1">
            <Link
              href={hrefFor(product)}
              className="font-semibold text-ink underline-offset-4 after:absolute after:inset-0 hover:underline"
            >
              {product.name}
            </Link>
            <p className="break-words text-muted">{product._id}</p>
            <p className="text-muted">
              {categoryLabel(product.category)} · {T.sizesOf(product.sizes)}
            </p>
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1 text-right">
            {/* On a phone, one above the other: side by side they would squeeze the name. */}
            <span className="flex flex-col items-end gap-1 sm:flex-row sm:flex-wrap sm:justify-end">
              <ProductStatusBadge archived={product.archived} />
              {product.soldOut ? <StockBadge level="soldout" /> : null}
            </span>
            <span className="font-medium text-ink tabular-nums">{formatNaira(product.price)}</span>
            {product.bestseller ? <span className="text-xs text-muted">{T.bestseller}</span> : null}
          </div>
        </li>
      ))}
    </ul>
  )
}
