import { Button } from '../Button/Button.tsx'
import { cn } from '../lib/cn.ts'

export interface NoResultsProps {
  /** Called when the shopper asks to drop every filter and search. */
  onClear: () => void
  className?: string
}

/** What a filtered list shows when nothing matches: say so, and offer the way back. */
export function NoResults({ onClear, className }: NoResultsProps) {
  return (
    <div className={cn('flex flex-col items-center gap-4 py-16 text-center', className)}>
      <p className="text-muted">No products match your filters.</p>
      <Button variant="secondary" onClick={onClear}>
        Clear filters
      </Button>
    </div>
  )
}
