import type { ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'

/**
 * A field's validation message with its warning mark: under a labelled input (`FieldFrame`), and
 * under the editor's groups of controls (sizes, photos) that are not a single input.
 */
export function FieldMessage({
  id,
  children,
  className,
}: {
  id: string | undefined
  children: ReactNode
  className?: string
}) {
  return (
    <p
      id={id}
      className={cn('flex items-start gap-1.5 text-sm font-medium text-danger', className)}
    >
      <svg
        viewBox="0 0 16 16"
        width="16"
        height="16"
        aria-hidden="true"
        focusable="false"
        className="mt-0.5 shrink-0"
      >
        <circle cx="8" cy="8" r="7" fill="none" stroke="currentColor" strokeWidth="1.6" />
        <path
          d="M8 4.5v4.2M8 11.2v.3"
          stroke="currentColor"
          strokeWidth="1.8"
          strokeLinecap="round"
        />
      </svg>
      <span>{children}</span>
    </p>
  )
}
