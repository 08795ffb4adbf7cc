import { cn } from '../../lib/cn.ts'
import { SpinnerIcon } from './SpinnerIcon.tsx'

export interface SpinnerProps {
  /** What is loading, read out by screen readers. */
  label?: string
  className?: string
}

/** A loading indicator that announces itself politely (`role="status"`). */
export function Spinner({ label = 'Loading', className }: SpinnerProps) {
  return (
    <div role="status" className={cn('inline-flex items-center justify-center', className)}>
      <SpinnerIcon className="text-brand" />
      <span className="sr-only">{label}</span>
    </div>
  )
}
