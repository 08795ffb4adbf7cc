import type { Product } from '@adire/contract'
import { cn } from '../lib/cn.ts'
import { ProductCard } from '../ProductCard/ProductCard.tsx'
import { Spinner } from '../Spinner/Spinner.tsx'

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
    <ul
      className={cn(
        'grid grid-cols-2 gap-x-4 gap-y-8 sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5',
        className,
      )}
    >
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
