import type { ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import { Button } from '../Button/Button.tsx'

export interface LoadFailedProps {
  /** What could not be loaded, and why: `Your orders could not be loaded: {message}`. */
  children: ReactNode
  /** Asks again (the query's `refetch`). */
  onRetry: () => void
  /** Classes beside its own (no merging: not for its padding, the same on every page). */
  className?: string
}

/**
 * A page or list that could not be loaded (docs/product.md §8): what failed, in words, as an
 * alert, and `Try again`. One shape for every page that reads from the server.
 */
export function LoadFailed({ children, onRetry, className }: LoadFailedProps) {
  return (
    <div className={cn('flex flex-col items-center gap-4 py-16 text-center', className)}>
      <p role="alert" className="text-danger">
        {children}
      </p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  )
}
