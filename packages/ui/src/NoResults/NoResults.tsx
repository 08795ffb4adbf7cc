import { CATEGORIES, collectionPath, type Product, productPath } from '@adire/contract'
import { useId } from 'react'
import { Button } from '../Button/Button.tsx'
import { Link } from '../Link/Link.tsx'
import { cn } from '../lib/cn.ts'

export interface NoResultsProps {
  /** Called when the shopper asks to drop every filter and search. */
  onClear: () => void
  /**
   * The products whose names come nearest to the search (the search's `nearest`), offered as
   * `Did you mean`; none, and the line is left out.
   */
  nearest?: readonly Pick<Product, '_id' | 'name'>[]
  className?: string
}

const linkClassName = 'font-medium text-ink underline underline-offset-4 hover:text-accent'

/**
 * What a filtered list shows when nothing matches: say so, offer the way back, and (issue 41)
 * what the shopper may have meant: the nearest names, and every department.
 */
export function NoResults({ onClear, nearest = [], className }: NoResultsProps) {
  const nearestId = useId()
  const departmentsId = useId()
  return (
    <div className={cn('flex flex-col items-center gap-4 py-16 text-center', className)}>
      <p className="text-muted">No products match your filters.</p>
      <Button variant="secondary" onClick={onClear}>
        Clear filters
      </Button>
      {nearest.length > 0 ? (
        <div className="mt-4">
          <p id={nearestId} className="text-sm font-semibold tracking-wider text-ink">
            Did you mean
          </p>
          <ul
            aria-labelledby={nearestId}
            className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-2"
          >
            {nearest.map((product) => (
              <li key={product._id}>
                <Link href={productPath(product._id)} className={linkClassName}>
                  {product.name}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-4">
        <p id={departmentsId} className="text-sm font-semibold tracking-wider text-ink">
          Shop a department
        </p>
        <ul
          aria-labelledby={departmentsId}
          className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-2"
        >
          {CATEGORIES.map((category) => (
            <li key={category.id}>
              <Link href={collectionPath(category.id)} className={linkClassName}>
                {category.label}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </div>
  )
}
