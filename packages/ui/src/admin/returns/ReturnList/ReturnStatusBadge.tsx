import type { ReturnStatus } from '@adire/contract'
import { cn } from '../../../lib/cn.ts'
import { RETURN_ADMIN_TEXTS as T } from '../texts.ts'

// The product badge's shape: one stylesheet serves every page.
const pill =
  'inline-flex items-center whitespace-nowrap rounded-full border px-2 py-0.5 text-xs font-semibold tracking-wide'

const looks: Record<ReturnStatus, string> = {
  // Waiting for the team: the accent that asks for a look.
  requested: 'border-accent bg-accent/10 text-ink',
  approved: 'border-brand text-brand',
  received: 'border-brand bg-brand/10 text-ink',
  closed: 'border-success text-success',
  declined: 'border-line bg-surface-sunken text-muted',
  cancelled: 'border-dashed border-line text-muted',
}

export interface ReturnStatusBadgeProps {
  /** The return's step: requested, approved, received, closed, declined or cancelled. */
  status: ReturnStatus
  className?: string
}

/** A return's step in the contract's words: Return requested, Return approved... */
export function ReturnStatusBadge({ status, className }: ReturnStatusBadgeProps) {
  return (
    <span data-state={status} className={cn(pill, looks[status], className)}>
      {T.statusLabels[status]}
    </span>
  )
}
