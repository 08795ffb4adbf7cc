import type { ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import { AlertIcon } from '../icons/icons.tsx'

export interface AlertPanelProps {
  /** What is wrong, read out at once (an alert). */
  message: ReactNode
  /** What to do about it, under the message: an explanation, a link, a button. */
  children?: ReactNode
  /** Classes for the panel (spacing from its neighbours). */
  className?: string
  /** Classes for the column of the message and its children (e.g. a row that wraps). */
  bodyClassName?: string
}

/**
 * A problem someone must act on, with the means to act: the red panel of `FormAlert`, where
 * only the message is the alert and what follows it (a link, a button) is not read with it.
 */
export function AlertPanel({ message, children, className, bodyClassName }: AlertPanelProps) {
  return (
    <div
      className={cn(
        'flex items-start gap-2 rounded-lg border border-danger/40 bg-danger/10 px-4 py-3 text-sm',
        className,
      )}
    >
      <AlertIcon width={18} height={18} className="mt-px shrink-0 text-danger" />
      <div className={cn('min-w-0', bodyClassName)}>
        <p role="alert" className="font-medium text-danger">
          {message}
        </p>
        {children}
      </div>
    </div>
  )
}
