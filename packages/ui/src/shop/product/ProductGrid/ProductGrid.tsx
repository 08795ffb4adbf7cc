import { type Product, SERVER_ERROR_MESSAGE } from '@adire/contract'
import { cn } from '../../../lib/cn.ts'
import { Spinner } from '../../../primitives/Spinner/Spinner.tsx'
import { ProductCard } from '../ProductCard/ProductCard.tsx'

/*
 * Each layout's columns, and how wide a card is in them (`<img sizes>`, so that a photo is
 * fetched at the width it is shown): the container's width less its padding (16 px a side on
 * phones, 24 from 640 px, 32 from 1024 px, at most 1280 px wide in all) and the 16 px gaps,
 * shared among the columns. Cards are two to a row on phones in every layout: at 360 px,
 * (360 - 32 - 16) / 2 = 156 px.
 */
const PHONE = 'calc((100vw - 48px) / 2)'

const columnLayouts = {
  /** The full width of a page (the home page's sections, at most 1100 px wide). */
  wide: {
    className: 'sm:grid-cols-3 lg:grid-cols-4 xl:grid-cols-5',
    sizes: `(min-width: 1280px) 195px, (min-width: 1100px) 247px, (min-width: 1024px) calc((100vw - 112px) / 4), (min-width: 640px) calc((100vw - 80px) / 3), ${PHONE}`,
  },
  /** Beside the collection's filter panel (12rem, and a gap of 32 px, 40 px from 1024 px). */
  'beside-filters': {
    className: 'sm:grid-cols-3 lg:grid-cols-3 xl:grid-cols-4',
    sizes: `(min-width: 1280px) 234px, (min-width: 1024px) calc((100vw - 328px) / 3), (min-width: 768px) calc((100vw - 304px) / 3), (min-width: 640px) calc((100vw - 80px) / 3), ${PHONE}`,
  },
  /** One row of four from tablet width up (a home page category, at most 1100 px wide). */
  'row-of-4': {
    className: 'sm:grid-cols-4',
    sizes: `(min-width: 1100px) 247px, (min-width: 1024px) calc((100vw - 112px) / 4), (min-width: 640px) calc((100vw - 96px) / 4), ${PHONE}`,
  },
  /** Up to six in a row on large screens (related products). */
  'row-of-6': {
    className: 'sm:grid-cols-3 lg:grid-cols-6',
    sizes: `(min-width: 1280px) 190px, (min-width: 1024px) calc((100vw - 144px) / 6), (min-width: 640px) calc((100vw - 80px) / 3), ${PHONE}`,
  },
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
        {errorMessage ?? SERVER_ERROR_MESSAGE}
      </p>
    )
  }
  if (products.length === 0) {
    return <p className="py-16 text-center text-muted">{emptyMessage}</p>
  }
  return (
    <ul
      className={cn(
        'grid grid-cols-2 gap-x-4 gap-y-8',
        columnLayouts[columns].className,
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
            imageSizes={columnLayouts[columns].sizes}
            imageLoading={
              index < priorityCount ? 'priority' : index < eagerCount ? 'eager' : 'lazy'
            }
          />
        </li>
      ))}
    </ul>
  )
}
