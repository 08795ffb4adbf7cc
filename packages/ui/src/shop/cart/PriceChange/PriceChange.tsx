import { formatNaira } from '@adire/contract'
import { cn } from '../../../lib/cn.ts'
import { AlertIcon } from '../../../primitives/icons/icons.tsx'

/*
 * What the cart and the checkout say when the store changed the price of a product in the cart
 * after the shopper added it (docs/product.md §4.1). The cart keeps no prices: it shows today's,
 * which is what the server charges; these words make sure the change is not missed. Both are
 * status messages, read out politely.
 */

export interface PriceChangedNoteProps {
  /** The naira price the product had when the shopper added it. */
  from: number
  /** Its price now. */
  to: number
  className?: string
}

/** Beside a line: `Price changed from ₦12,500 to ₦13,000`. */
export function PriceChangedNote({ from, to, className }: PriceChangedNoteProps) {
  return (
    <p role="status" className={cn('text-sm font-medium text-accent', className)}>
      Price changed from {formatNaira(from)} to {formatNaira(to)}
    </p>
  )
}

/** Above the totals, once however many lines changed. */
export function PricesChangedNotice({ className }: { className?: string }) {
  return (
    <div
      className={cn(
        'flex items-start gap-2 rounded-lg border border-accent/40 bg-accent/10 px-3 py-2 text-sm text-ink',
        className,
      )}
    >
      <AlertIcon width={18} height={18} className="mt-px shrink-0 text-accent" />
      <p role="status">The price of an item in your cart has changed since you added it.</p>
    </div>
  )
}
