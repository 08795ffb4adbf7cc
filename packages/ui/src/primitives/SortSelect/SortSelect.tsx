import type { ProductSort } from '@adire/contract'
import { ToolbarSelect } from './ToolbarSelect.tsx'

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

/** The product lists' sort order: a native select labelled "Sort by" (see `ToolbarSelect`). */
export function SortSelect({ value, onValueChange, className }: SortSelectProps) {
  return (
    <ToolbarSelect
      label="Sort by"
      value={value}
      onChange={(next) => {
        if (isSortOrder(next)) onValueChange(next)
      }}
      className={className}
      selectClassName="h-10"
    >
      {SORT_OPTIONS.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </ToolbarSelect>
  )
}
