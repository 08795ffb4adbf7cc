import { ORDER_STATUSES, type OrderStatus } from '@adire/contract'
import { ToolbarSelect } from '../../../primitives/SortSelect/ToolbarSelect.tsx'

const isStatus = (value: string): value is OrderStatus =>
  (ORDER_STATUSES as readonly string[]).includes(value)

export interface StatusFilterProps {
  /** The status shown, or `''` for every status. */
  value: OrderStatus | ''
  /** Called with the status picked, or `''` for "All statuses". */
  onValueChange: (value: OrderStatus | '') => void
  className?: string
}

/** A native select of the order statuses (and "All statuses"), labelled "Status". */
export function StatusFilter({ value, onValueChange, className }: StatusFilterProps) {
  return (
    <ToolbarSelect
      label="Status"
      value={value}
      onChange={(next) => onValueChange(isStatus(next) ? next : '')}
      className={className}
      boxClassName="min-w-0 flex-1"
      selectClassName="h-11 w-full"
    >
      <option value="">All statuses</option>
      {ORDER_STATUSES.map((status) => (
        <option key={status} value={status}>
          {status}
        </option>
      ))}
    </ToolbarSelect>
  )
}
