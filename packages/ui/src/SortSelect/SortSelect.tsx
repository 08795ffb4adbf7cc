import type { ProductSort } from '@adire/contract'
import { useId } from 'react'
import { ChevronDownIcon } from '../icons/icons.tsx'
import { cn } from '../lib/cn.ts'

/** The label of each order the API sorts by (the contract's `PRODUCT_SORTS`, one each). */
const SORT_LABELS: Record<ProductSort, string> = {
  relevance: 'Relevance',
  'price-asc': 'Price: low to high',
  'price-desc': 'Price: high to low',
  newest: 'Newest',
}

/** The orders a shopper can pick for a product list, with their labels, in the menu's order. */
export const SORT_OPTIONS = (Object.keys(SORT_LABELS) as ProductSort[]).map((value) => ({
  value,
  label: SORT_LABELS[value],
}))

export type SortOrder = ProductSort

const isSortOrder = (value: string): value is SortOrder =>
  SORT_OPTIONS.some((option) => option.value === value)

export interface SortSelectProps {
  /** The order in use. */
  value: SortOrder
  /** Called with the order the shopper picks. */
  onValueChange: (value: SortOrder) => void
  className?: string
}

/**
 * A native `<select>` labelled "Sort by": the phone's own picker is the easiest one to use on a
 * small screen, and keyboards and screen readers know it.
 */
export function SortSelect({ value, onValueChange, className }: SortSelectProps) {
  const id = useId()
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="shrink-0 text-sm text-muted">
        Sort by
      </label>
      <div className="relative">
        <select
          id={id}
          value={value}
          onChange={(event) => {
            if (isSortOrder(event.target.value)) onValueChange(event.target.value)
          }}
          className="h-10 cursor-pointer appearance-none rounded-full border border-line bg-surface-raised py-0 pr-9 pl-4 text-base text-ink hover:border-ink/40"
        >
          {SORT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon
          width={18}
          height={18}
          className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted"
        />
      </div>
    </div>
  )
}
