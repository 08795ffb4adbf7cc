import { MESSAGE_FILTERS, type MessageFilter } from '@adire/contract'
import { ToolbarSelect } from '../../../primitives/SortSelect/ToolbarSelect.tsx'
import { INBOX_ADMIN_TEXTS as T } from '../texts.ts'

const isFilter = (value: string): value is MessageFilter =>
  MESSAGE_FILTERS.some((filter) => filter === value)

export interface MessageFilterSelectProps {
  value: MessageFilter
  onValueChange: (value: MessageFilter) => void
  className?: string
}

/** Which messages the inbox lists: all, the open ones, or the handled ones, labelled "Show". */
export function MessageFilterSelect({ value, onValueChange, className }: MessageFilterSelectProps) {
  return (
    <ToolbarSelect
      label={T.show}
      value={value}
      onChange={(next) => onValueChange(isFilter(next) ? next : 'all')}
      className={className}
      selectClassName="h-11"
    >
      {MESSAGE_FILTERS.map((filter) => (
        <option key={filter} value={filter}>
          {T.filters[filter]}
        </option>
      ))}
    </ToolbarSelect>
  )
}
