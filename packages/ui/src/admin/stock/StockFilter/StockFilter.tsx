import type { AdminProductsQuery } from '@adire/contract'
import { ToolbarSelect } from '../../../primitives/SortSelect/ToolbarSelect.tsx'
import { STOCK_ADMIN_TEXTS as T } from '../texts.ts'

/** The stock levels the products list filters by (the query's `stock`). */
export type StockFilterValue = NonNullable<AdminProductsQuery['stock']>

const LABELS: Record<StockFilterValue, string> = { low: T.filterLow, soldout: T.filterSoldOut }

const isStockFilter = (value: string): value is StockFilterValue => value in LABELS

export interface StockFilterProps {
  /** The level shown, or `''` for every product. */
  value: StockFilterValue | ''
  /** Called with the level picked, or `''` for "All". */
  onValueChange: (value: StockFilterValue | '') => void
  className?: string
}

/**
 * A native select labelled "Stock": every product, those with a counted size low on stock, or
 * those with one sold out (docs/product.md §11.6): the store team's way to what to restock.
 */
export function StockFilter({ value, onValueChange, className }: StockFilterProps) {
  return (
    <ToolbarSelect
      label={T.filter}
      value={value}
      onChange={(next) => onValueChange(isStockFilter(next) ? next : '')}
      className={className}
      boxClassName="min-w-0 flex-1"
      selectClassName="h-11 w-full"
    >
      <option value="">{T.filterAll}</option>
      {Object.entries(LABELS).map(([level, label]) => (
        <option key={level} value={level}>
          {label}
        </option>
      ))}
    </ToolbarSelect>
  )
}
