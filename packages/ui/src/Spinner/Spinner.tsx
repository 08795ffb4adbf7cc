import { cn } from '../lib/cn.ts'

export interface SpinnerProps {
  /** What is loading, read out by screen readers. */
  label?: string
  className?: string
}

/** A loading indicator that announces itself politely (`role="status"`). */
export function Spinner({ label = 'Loading', className }: SpinnerProps) {
  return (
    <div role="status" className={cn('inline-flex items-center justify-center', className)}>
      <svg
        viewBox="0 0 24 24"
        width="32"
        height="32"
        aria-hidden="true"
        className="animate-spin text-brand"
      >
        <circle
          cx="12"
          cy="12"
          r="10"
          fill="none"
          stroke="currentColor"
          strokeOpacity="0.2"
          strokeWidth="3"
        />
        <path
          d="M22 12a10 10 0 0 0-10-10"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </svg>
      <span className="sr-only">{label}</span>
    </div>
  )
}
