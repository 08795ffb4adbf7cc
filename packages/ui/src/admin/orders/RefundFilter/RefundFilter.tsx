import { REFUND_STATUSES, type RefundStatus } from '@adire/contract'
import { ToolbarSelect } from '../../../primitives/SortSelect/ToolbarSelect.tsx'

const isRefundStatus = (value: string): value is RefundStatus =>
  (REFUND_STATUSES as readonly string[]).includes(value)

/** Each refund state as the store team reads it in the filter. */
export const REFUND_FILTER_LABELS: Record<RefundStatus, string> = {
  pending: 'Refund on its way',
  'needs-attention': 'Needs bank details',
  processed: 'Refunded',
  failed: 'Refund failed',
}

export interface RefundFilterProps {
  /** The refund state shown, or `''` for every order. */
  value: RefundStatus | ''
  /** Called with the refund state picked, or `''` for "All orders". */
  onValueChange: (value: RefundStatus | '') => void
  className?: string
}

/**
 * A native select of the refund states (and "All orders"), labelled "Refunds": the store team's
 * way to the orders whose money is on its way back, was given back, or failed to go back.
 */
export function RefundFilter({ value, onValueChange, className }: RefundFilterProps) {
  return (
    <ToolbarSelect
      label="Refunds"
      value={value}
      onChange={(next) => onValueChange(isRefundStatus(next) ? next : '')}
      className={className}
      boxClassName="min-w-0 flex-1"
      selectClassName="h-11 w-full"
    >
      <option value="">All orders</option>
      {REFUND_STATUSES.map((status) => (
        <option key={status} value={status}>
          {REFUND_FILTER_LABELS[status]}
        </option>
      ))}
    </ToolbarSelect>
  )
}
