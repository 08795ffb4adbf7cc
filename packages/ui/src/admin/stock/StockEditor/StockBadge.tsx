import { cn } from '../../../lib/cn.ts'
import { type StockLevel, STOCK_ADMIN_TEXTS as T } from '../texts.ts'

// The product badges' shape (ProductStatusBadge): one stylesheet serves every page.
const pill =
  'inline-flex items-center rounded-full border px-2 py-0.5 text-xs font-semibold tracking-wide'

export interface StockBadgeProps {
  /** The size's level (`stockLevelOf`): only a low or sold-out size has a badge. */
  level: StockLevel
  className?: string
}

/**
 * "Low" or "Sold out" beside a size: said in words, the colour only repeats it, so it reads the
 * same without colour and to a screen reader (docs/product.md §11.6). Nothing for other sizes.
 */
export function StockBadge({ level, className }: StockBadgeProps) {
  if (level !== 'low' && level !== 'soldout') return null
  return (
    <span
      data-stock={level}
      className={cn(
        pill,
        level === 'soldout'
          ? 'border-danger/40 bg-danger/10 text-danger'
          : 'border-accent text-accent',
        className,
      )}
    >
      {level === 'soldout' ? T.soldOut : T.low}
    </span>
  )
}
