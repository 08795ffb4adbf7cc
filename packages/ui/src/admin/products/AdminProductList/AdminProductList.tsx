import {
  type AdminProduct,
  CATEGORIES,
  type Department,
  departmentLabel,
  LOW_STOCK_THRESHOLD,
} from '@adire/contract'
import { cn } from '../../../lib/cn.ts'
import { Link } from '../../../primitives/Link/Link.tsx'
import { Price } from '../../../shop/product/Price/Price.tsx'
import { StockBadge } from '../../stock/StockEditor/StockBadge.tsx'
import { ProductThumbnail } from '../ProductThumbnail/ProductThumbnail.tsx'
import { PRODUCT_ADMIN_TEXTS as T } from '../texts.ts'
import { ProductStatusBadge } from './ProductStatusBadge.tsx'
import { UncountedWarning } from './UncountedWarning.tsx'

/** What a row of the store team's products shows. */
export type AdminProductListItem = Pick<
  AdminProduct,
  | '_id'
  | 'name'
  | 'price'
  | 'salePrice'
  | 'image'
  | 'sizes'
  | 'category'
  | 'bestseller'
  | 'status'
  | 'soldOut'
  | 'stock'
>

export interface AdminProductListProps {
  products: readonly AdminProductListItem[]
  /** The address of a product's editor. */
  hrefFor: (product: AdminProductListItem) => string
  /**
   * The store's low-stock threshold: a counted size with 1 to this many units is low.
   * @defaultValue LOW_STOCK_THRESHOLD
   */
  lowStockThreshold?: number | undefined
  /**
   * The store's departments, whose names the rows show (docs/product.md §11.13).
   * @defaultValue CATEGORIES, a new store's eight
   */
  departments?: readonly Department[] | undefined
  /**
   * The list's accessible name.
   * @defaultValue 'Products'
   */
  label?: string
  className?: string
}

const levelOf = (units: number, lowAt: number) =>
  units === 0 ? 'soldout' : units <= lowAt ? 'low' : 'ok'

/** The units of the counted sizes, in the product's order, low and sold-out ones said so. */
function StockLine({ product, lowAt }: { product: AdminProductListItem; lowAt: number }) {
  const stock = product.stock ?? {}
  const counted = product.sizes.filter((size) => stock[size] !== undefined)
  if (counted.length === 0) return null
  const total = counted.reduce((sum, size) => sum + (stock[size] ?? 0), 0)
  return (
    <p className="text-muted">
      {T.stockLine}{' '}
      {counted.map((size, index) => {
        const units = stock[size] ?? 0
        const level = levelOf(units, lowAt)
        return (
          <span key={size} className={cn('tabular-nums', level !== 'ok' && 'font-semibold')}>
            {index > 0 ? ', ' : null}
            <span
              className={
                level === 'soldout' ? 'text-danger' : level === 'low' ? 'text-accent' : undefined
              }
            >
              {T.unitsOf(size, units, level)}
            </span>
          </span>
        )
      })}
      {counted.length > 1 ? ` · ${T.totalUnits(total)}` : null}
    </p>
  )
}

/**
 * The store team's products, one row each: main photo, name (the link to its editor), id,
 * department, sizes with the units of each counted size (low and sold-out ones said so, and a
 * warning for the sizes never counted, which sell without limit), price (the sale price with
 * the price struck through), its status (Live, Draft or Archived), and "Sold out" when every
 * size is counted and none is left (docs/product.md §11.5, §11.6). The whole row answers a tap.
 */
export function AdminProductList({
  products,
  hrefFor,
  lowStockThreshold = LOW_STOCK_THRESHOLD,
  departments = CATEGORIES,
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
              {departmentLabel(departments, product.category)} · {T.sizesOf(product.sizes)}
            </p>
            {product.stock ? (
              <>
                <StockLine product={product} lowAt={lowStockThreshold} />
                <UncountedWarning sizes={product.sizes} stock={product.stock} className="mt-0.5" />
              </>
            ) : null}
          </div>
          <div className="flex shrink-0 flex-col items-end gap-1 text-right">
            {/* On a phone, one above the other: side by side they would squeeze the name. */}
            <span className="flex flex-col items-end gap-1 sm:flex-row sm:flex-wrap sm:justify-end">
              <ProductStatusBadge status={product.status} />
              {product.soldOut ? <StockBadge level="soldout" /> : null}
            </span>
            <Price
              amount={product.salePrice ?? product.price}
              was={product.salePrice === null ? undefined : product.price}
              className="flex flex-col items-end text-ink"
            />
            {product.bestseller ? <span className="text-xs text-muted">{T.bestseller}</span> : null}
          </div>
        </li>
      ))}
    </ul>
  )
}
