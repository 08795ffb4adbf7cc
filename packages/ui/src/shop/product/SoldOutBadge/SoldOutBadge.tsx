import { STOCK_SHOPPER_MESSAGES } from '@adire/contract'
import { cn } from '../../../lib/cn.ts'

export interface SoldOutBadgeProps {
  /** For a control the badge explains (`aria-describedby`). */
  id?: string
  className?: string
}

/**
 * "Sold out" (docs/product.md §11.6): a product with no size left, on its card in a grid and on
 * its page. Words, not a colour alone, so every shopper reads it; dark text on the raised
 * surface, legible over a photo too.
 */
export function SoldOutBadge({ id, className }: SoldOutBadgeProps) {
  return (
    <span
      id={id}
      className={cn(
        'inline-flex items-center rounded-full border border-line bg-surface-raised px-2 py-0.5 text-xs font-semibold tracking-wide text-ink',
        className,
      )}
    >
      {STOCK_SHOPPER_MESSAGES.soldOut}
    </span>
  )
}
