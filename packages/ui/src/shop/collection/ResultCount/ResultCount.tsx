import { cn } from '../../../lib/cn.ts'

export interface ResultCountProps {
  /** How many products the list shows. */
  count: number
  /**
   * How many match in all, when the list shows them a page at a time.
   * @defaultValue `count`
   */
  total?: number
  className?: string
}

/**
 * "Showing 7 products", or "Showing 24 of 56 products" while more pages wait: a polite live
 * region, so a screen reader hears each new filter's result and each page loaded.
 */
export function ResultCount({ count, total = count, className }: ResultCountProps) {
  const noun = total === 1 ? 'product' : 'products'
  return (
    <p role="status" aria-live="polite" className={cn('text-sm text-muted', className)}>
      {count < total ? `Showing ${count} of ${total} ${noun}` : `Showing ${count} ${noun}`}
    </p>
  )
}
