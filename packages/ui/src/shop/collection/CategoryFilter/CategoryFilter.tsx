import { CATEGORIES, type CategoryId, type Department } from '@adire/contract'
import { cn } from '../../../lib/cn.ts'

export interface CategoryFilterProps {
  /** The ticked categories; none ticked means the shopper sees every category. */
  value: readonly CategoryId[]
  /** Called with the whole new selection, in the order of `departments`, when a box is ticked or cleared. */
  onValueChange: (value: CategoryId[]) => void
  /** The shop's departments in its order (docs/product.md §11.13); the eight seeded by default. */
  departments?: readonly Department[]
  className?: string
}

/** One checkbox per department of the store, grouped under "Categories". */
export function CategoryFilter({
  value,
  onValueChange,
  departments = CATEGORIES,
  className,
}: CategoryFilterProps) {
  const selected = new Set(value)

  const toggle = (id: CategoryId, checked: boolean) => {
    onValueChange(
      departments.map((d) => d.id).filter((d) => (d === id ? checked : selected.has(d))),
    )
  }

  return (
    <fieldset className={cn('min-w-0', className)}>
      <legend className="mb-2 text-sm font-semibold tracking-wider text-ink">Categories</legend>
      {/* Two columns on a phone keep eight boxes or more within one screen; one in a sidebar. */}
      <ul className="grid grid-cols-2 gap-x-2 md:grid-cols-1">
        {departments.map((category) => (
          <li key={category.id}>
            <label className="flex min-h-10 cursor-pointer items-center gap-3 rounded-lg px-2 text-sm text-ink hover:bg-ink/5">
              <input
                type="checkbox"
                name="category"
                value={category.id}
                checked={selected.has(category.id)}
                onChange={(event) => toggle(category.id, event.target.checked)}
                className="h-4 w-4 shrink-0 cursor-pointer accent-brand"
              />
              {category.label}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
