import { cn } from '../lib/cn.ts'

export interface ResultCountProps {
  /** How many products the list shows. */
  count: number
  className?: string
}

/** "Showing 7 products": a polite live region, so a screen reader hears each new filter's result. */
export function ResultCount({ count, className }: ResultCountProps) {
  return (
    <p role="status" aria-live="polite" className={cn('text-sm text-muted', className)}>
      {`Showing ${count} ${count === 1 ? 'product' : 'products'}`}
    </p>
  )
}
