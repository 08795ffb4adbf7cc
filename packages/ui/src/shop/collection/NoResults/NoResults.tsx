import {
  CATEGORIES,
  collectionPath,
  type Department,
  type Product,
  productPath,
} from '@adire/contract'
import { useId } from 'react'
import { cn } from '../../../lib/cn.ts'
import { Button } from '../../../primitives/Button/Button.tsx'
import { Link } from '../../../primitives/Link/Link.tsx'

export interface NoResultsProps {
  /** Called when the shopper asks to drop every filter and search. */
  onClear: () => void
  /**
   * The products whose names come nearest to the search (the search's `nearest`), offered as
   * `Did you mean`; none, and the line is left out.
   */
  nearest?: readonly Pick<Product, '_id' | 'name'>[]
  /** The shop's departments in its order (docs/product.md §11.13); the eight seeded by default. */
  departments?: readonly Department[]
  className?: string
}

/** A titled row of links: the list is named by its title. */
function LinkRow({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  const titleId = useId()
  return (
    <div className="mt-4">
      <p id={titleId} className="text-sm font-semibold tracking-wider text-ink">
        {title}
      </p>
      <ul aria-labelledby={titleId} className="mt-2 flex flex-wrap justify-center gap-x-4 gap-y-2">
        {links.map((link) => (
          <li key={link.href}>
            <Link
              href={link.href}
              className="font-medium text-ink underline underline-offset-4 hover:text-accent"
            >
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  )
}

const departmentLinks = (departments: readonly Department[]) =>
  departments.map((department) => ({
    href: collectionPath(department.slug),
    label: department.label,
  }))

/**
 * What a filtered list shows when nothing matches: say so, offer the way back, and (issue 41)
 * what the shopper may have meant: the nearest names, and every department.
 */
export function NoResults({
  onClear,
  nearest = [],
  departments = CATEGORIES,
  className,
}: NoResultsProps) {
  return (
    <div className={cn('flex flex-col items-center gap-4 py-16 text-center', className)}>
      <p className="text-muted">No products match your filters.</p>
      <Button variant="secondary" onClick={onClear}>
        Clear filters
      </Button>
      {nearest.length > 0 ? (
        <LinkRow
          title="Did you mean"
          links={nearest.map((product) => ({
            href: productPath(product._id),
            label: product.name,
          }))}
        />
      ) : null}
      <LinkRow title="Shop a department" links={departmentLinks(departments)} />
    </div>
  )
}
