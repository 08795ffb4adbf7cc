import { ORDER_STATUSES, type OrderStatus } from '@adire/contract'
import { useId } from 'react'
import { ChevronDownIcon } from '../icons/icons.tsx'
import { cn } from '../lib/cn.ts'

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
  const id = useId()
  return (
    <div className={cn('flex items-center gap-2', className)}>
      <label htmlFor={id} className="shrink-0 text-sm text-muted">
        Status
      </label>
      <div className="relative min-w-0 flex-1">
        <select
          id={id}
          value={value}
          onChange={(event) => {
            const next = event.target.value
            onValueChange(isStatus(next) ? next : '')
          }}
          className="h-11 w-full cursor-pointer appearance-none rounded-full border border-line bg-surface-raised py-0 pr-9 pl-4 text-base text-ink hover:border-ink/40"
        >
          <option value="">All statuses</option>
          {ORDER_STATUSES.map((status) => (
            <option key={status} value={status}>
              {status}
            </option>
          ))}
        </select>
        <ChevronDownIcon
          width={18}
          height={18}
          className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-muted"
        />
      </div>
    </div>
  )
}
