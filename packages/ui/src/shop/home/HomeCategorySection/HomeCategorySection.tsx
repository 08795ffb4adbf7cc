import type { Product } from '@adire/contract'
import { useId } from 'react'
import { ChevronLeftIcon } from '../../../primitives/icons/icons.tsx'
import { Link } from '../../../primitives/Link/Link.tsx'
import { ProductGrid } from '../../product/ProductGrid/ProductGrid.tsx'

export interface HomeCategorySectionProps {
  /** The department's name as shoppers read it, e.g. `Hoodies`. */
  label: string
  /** The collection filtered to this department, e.g. `/collection?filter=Hoodie`. */
  href: string
  /** A few of its products; the home page shows four. */
  products: readonly Product[]
  hrefFor: (product: Product) => string
  /**
   * Heading level: 3 when the section sits under a "shop by category" heading.
   * @defaultValue 3
   */
  headingLevel?: 2 | 3
  className?: string
}

/** One department on the home page: its name, a row of its products and a link to all of them. */
export function HomeCategorySection({
  label,
  href,
  products,
  hrefFor,
  headingLevel = 3,
  className,
}: HomeCategorySectionProps) {
  const headingId = useId()
  const Heading = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <section aria-labelledby={headingId} className={className}>
      <div className="mb-4 flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <Heading id={headingId} className="font-display text-xl text-ink sm:text-2xl">
          {label}
        </Heading>
        <Link
          href={href}
          className="group inline-flex items-center gap-1 text-sm font-semibold text-brand underline-offset-4 hover:underline"
        >
          Shop all {label}
          <ChevronLeftIcon
            width={16}
            height={16}
            className="rotate-180 transition-transform group-hover:translate-x-0.5"
          />
        </Link>
      </div>
      <ProductGrid
        products={products}
        status="success"
        emptyMessage={`No ${label.toLowerCase()} in stock right now.`}
        hrefFor={hrefFor}
        columns="row-of-4"
      />
    </section>
  )
}
