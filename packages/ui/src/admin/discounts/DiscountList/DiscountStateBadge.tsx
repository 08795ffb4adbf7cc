import type { DiscountState } from '@adire/contract'
import { cn } from '../../../lib/cn.ts'
import { DISCOUNT_STATE_LABELS } from '../texts.ts'

// The product badge's shape: one stylesheet serves every page.
const pill =
  'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold tracking-wide'

const looks: Record<DiscountState, string> = {
  active: 'border-brand text-brand',
  // Dashed: not running yet. The word says it; the line only repeats it.
  scheduled: 'border-dashed border-accent text-accent',
  paused: 'border-accent bg-accent/10 text-ink',
  ended: 'border-line bg-surface-sunken text-muted',
}

export interface DiscountStateBadgeProps {
  /** Where the code stands now: `scheduled`, `active`, `paused` or `ended`. */
  state: DiscountState
  className?: string
}

/** Whether shoppers can use a code now, in words: Scheduled, Active, Paused or Ended. */
export function DiscountStateBadge({ state, className }: DiscountStateBadgeProps) {
  return (
    <span data-state={state} className={cn(pill, looks[state], className)}>
      {DISCOUNT_STATE_LABELS[state]}
    </span>
  )
}
