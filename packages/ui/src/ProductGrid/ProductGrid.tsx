import type { Product } from '@adire/contract'
import { cn } from '../lib/cn.ts'
import { ProductCard } from '../ProductCard/ProductCard.tsx'
import { Spinner } from '../Spinner/Spinner.tsx'

const columnLayouts = {
  /** The full width of a page. */
  wide: 'sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5',
  /** Beside the collection's filter panel. */
  'beside-filters': 'sm:grid-cols-3 lg:grid-cols-3 xl:grid-cols-4',
  /** One row of four from tablet width up (a home page category). */
  'row-of-4': 'sm:grid-cols-4',
  /** Up to six in a row on large screens (related products). */
  'row-of-6': 'sm:grid-cols-3 lg:grid-cols-6',
}

export interface ProductGridProps {
  products: readonly Product[]
  /** The state of the request behind the list, as TanStack Query names it. */
  status: 'pending' | 'error' | 'success'
  /** Shown in the error state. */
  errorMessage?: string | undefined
  /** Shown when the list loaded but is empty. */
  emptyMessage: string
  hrefFor: (product: Product) => string
  /**
   * How many leading cards load their image eagerly (the first screenful).
   * @defaultValue 0
   */
  eagerCount?: number
  /**
   * How many leading cards hold the page's largest paint: their images are fetched first.
   * @defaultValue 0
   */
  priorityCount?: number
  /**
   * How many cards sit in a row as the screen widens (two on phones in every layout).
   * @defaultValue 'wide'
   */
  columns?: keyof typeof columnLayouts
  className?: string
}

/** A responsive grid of product cards, with its loading, error and empty states. */
export function ProductGrid({
  products,
  status,
  errorMessage,
  emptyMessage,
  hrefFor,
  eagerCount = 0,
  priorityCount = 0,
  columns = 'wide',
  className,
}: ProductGridProps) {
  if (status === 'pending') {
    return (
      <div className="flex justify-center py-16">
        <Spinner label="Loading products" />
      </div>
    )
  }
  if (status === 'error') {
    return (
      <p role="alert" className="py-16 text-center text-danger">
        {errorMessage ?? 'Something went wrong'}
      </p>
    )
  }
  if (products.length === 0) {
    return <p className="py-16 text-center text-muted">{emptyMessage}</p>
  }
  return (
    <ul className={cn('grid grid-cols-2 gap-x-4 gap-y-8', columnLayouts[columns], className)}>
      {products.map((product, index) => (
        // Cards beyond the first screenful skip layout and paint until they near the screen.
        <li
          key={product._id}
          className={
            index < eagerCount
              ? undefined
              : 'render-when-visible [contain-intrinsic-size:auto_340px]'
          }
        >
          <ProductCard
            product={product}
            href={hrefFor(product)}
            imageLoading={
              index < priorityCount ? 'priority' : index < eagerCount ? 'eager' : 'lazy'
            }
          />
        </li>
      ))}
    </ul>
  )
}
