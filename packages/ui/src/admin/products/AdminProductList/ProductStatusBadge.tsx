import type { ProductStatus } from '@adire/contract'
import { cn } from '../../../lib/cn.ts'
import { PRODUCT_ADMIN_TEXTS as T } from '../texts.ts'

// The order badge's classes: one stylesheet serves every page, shoppers' too.
const pill =
  'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold tracking-wide'

const looks: Record<ProductStatus, string> = {
  live: 'border-brand text-brand',
  // Dashed: not finished yet. The word says it; the line only repeats it.
  draft: 'border-dashed border-accent text-accent',
  archived: 'border-line bg-surface-sunken text-muted',
}

export interface ProductStatusBadgeProps {
  /** Where the product stands with shoppers: `draft`, `live` or `archived`. */
  status: ProductStatus
  className?: string
}

/**
 * Whether shoppers see the product: "Live", "Draft" (saved, shown to no shopper) or "Archived"
 * (no longer sold), in words.
 */
export function ProductStatusBadge({ status, className }: ProductStatusBadgeProps) {
  return (
    <span data-status={status} className={cn(pill, looks[status], className)}>
      {T.statusLabels[status]}
    </span>
  )
}
