import type { StockLevels } from '@adire/contract'
import { cn } from '../../../lib/cn.ts'
import { PRODUCT_ADMIN_TEXTS as T } from '../texts.ts'

export interface UncountedWarningProps {
  /** The product's sizes. */
  sizes: readonly string[]
  /** The units of its counted sizes: a size not named here is not counted. */
  stock: StockLevels
  className?: string
}

/** The sizes never counted, which the store sells without limit (docs/product.md §11.6). */
export const uncountedSizes = (sizes: readonly string[], stock: StockLevels) =>
  sizes.filter((size) => stock[size] === undefined)

/**
 * "2 sizes not counted: they sell without limit (XL, XXL)"; nothing when every size is counted.
 * In words, with a warning sign that only repeats them.
 */
export function UncountedWarning({ sizes, stock, className }: UncountedWarningProps) {
  const uncounted = uncountedSizes(sizes, stock)
  if (uncounted.length === 0) return null
  return (
    <p data-uncounted={uncounted.length} className={cn('font-medium text-accent', className)}>
      <span aria-hidden="true">⚠ </span>
      {T.uncounted(uncounted.length)} ({uncounted.join(', ')})
    </p>
  )
}
