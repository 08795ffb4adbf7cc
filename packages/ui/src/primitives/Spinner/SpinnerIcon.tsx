import { cn } from '../../lib/cn.ts'

export interface SpinnerIconProps {
  /** Width and height in pixels. @defaultValue 32 */
  size?: number
  /** Its colour, as a text colour class; without one it takes the text colour around it. */
  className?: string
}

/** The turning ring alone, hidden from screen readers: for a control that says it is busy. */
export function SpinnerIcon({ size = 32, className }: SpinnerIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      aria-hidden="true"
      className={cn('animate-spin', className)}
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
  )
}
