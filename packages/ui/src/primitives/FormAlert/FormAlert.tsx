import type { ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import { AlertIcon } from '../icons/icons.tsx'

export interface FormAlertProps {
  /** What went wrong, in words the shopper can act on (docs/product.md §8 has the texts). */
  children: ReactNode
  /** Classes for the box (spacing from its neighbours). */
  className?: string
}

/**
 * A form's failure as a whole (the server refused, the network dropped), in red beside the
 * fields. It is an alert: screen readers read it as soon as it appears, without moving focus.
 * Render it only while there is something to say.
 */
export function FormAlert({ children, className }: FormAlertProps) {
  return (
    <p
      role="alert"
      className={cn(
        'flex items-start gap-2 rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-sm font-medium text-danger',
        className,
      )}
    >
      <AlertIcon width={18} height={18} className="mt-px shrink-0" />
      <span>{children}</span>
    </p>
  )
}
