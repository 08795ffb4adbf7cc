import { cn } from '../../../lib/cn.ts'
import { PRODUCT_ADMIN_TEXTS as T } from '../texts.ts'

// The order badge's classes: one stylesheet serves every page, shoppers' too.
const pill =
  'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold tracking-wide'

export interface ProductStatusBadgeProps {
  /** Archived: no longer sold. Otherwise on sale. */
  archived: boolean
  className?: string
}

/** Whether shoppers can buy the product: "On sale" or "Archived". */
export function ProductStatusBadge({ archived, className }: ProductStatusBadgeProps) {
  return (
    <span
      data-status={archived ? 'archived' : 'on-sale'}
      className={cn(
        pill,
        archived ? 'border-line bg-surface-sunken text-muted' : 'border-brand text-brand',
        className,
      )}
    >
      {archived ? T.archived : T.onSale}
    </span>
  )
}
