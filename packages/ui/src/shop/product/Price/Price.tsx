import { formatNaira } from '@adire/contract'
import { cn } from '../../../lib/cn.ts'

/** The words a price says beside its figures. */
export const PRICE_TEXTS = {
  /** Read before the struck-through price: strikethrough alone is not announced. */
  was: 'was',
} as const

export interface PriceProps {
  /** Amount in naira: what one costs now. */
  amount: number
  /**
   * The price before a sale (docs/product.md §11.4), in naira: shown struck through after
   * `amount`, and read as "was ₦18,500".
   */
  was?: number | undefined
  className?: string
}

/** A naira amount as shoppers read it, e.g. ₦28,500; on sale, ₦15,000 with ~~₦18,500~~ after it. */
export function Price({ amount, was, className }: PriceProps) {
  if (was === undefined) {
    return <span className={cn('font-medium tabular-nums', className)}>{formatNaira(amount)}</span>
  }
  return (
    <span data-sale="" className={cn('font-medium tabular-nums', className)}>
      <span className="text-brand">{formatNaira(amount)}</span>{' '}
      <s className="text-[0.85em] font-normal text-muted">
        <span className="sr-only">{PRICE_TEXTS.was} </span>
        {formatNaira(was)}
      </s>
    </span>
  )
}
