import { formatNaira } from '@adire/contract'
import { cn } from '../../../lib/cn.ts'

export interface PriceProps {
  /** Amount in naira. */
  amount: number
  className?: string
}

/** A naira amount as shoppers read it, e.g. ₦28,500. */
export function Price({ amount, className }: PriceProps) {
  return <span className={cn('font-medium tabular-nums', className)}>{formatNaira(amount)}</span>
}
