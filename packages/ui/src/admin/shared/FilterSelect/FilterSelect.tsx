import { ToolbarSelect } from '../../../primitives/SortSelect/ToolbarSelect.tsx'

/** One choice of a filter: the value the list is asked for, and what the team reads. */
export interface FilterOption<Value extends string> {
  value: Value
  label: string
}

export interface FilterSelectProps<Value extends string> {
  /** The short label beside the select ("Status", "Department"...). */
  label: string
  /** The choices in their order; a filter that can show everything starts with `''`. */
  options: readonly FilterOption<Value>[]
  /** The choice shown. */
  value: Value
  /** Called with the value of the choice picked. */
  onValueChange: (value: Value) => void
  /**
   * `fill`: the select takes the width its wrapper is given (toolbars laid out on a grid);
   * `content`: as wide as its longest choice.
   * @defaultValue 'fill'
   */
  width?: 'fill' | 'content'
  className?: string
}

/**
 * An admin list's filter: a native select of its choices, labelled, in the list's toolbar (see
 * `ToolbarSelect`). The options come with the filter (`ORDER_STATUS_FILTER`, `STOCK_FILTER`...).
 */
export function FilterSelect<Value extends string>({
  label,
  options,
  value,
  onValueChange,
  width = 'fill',
  className,
}: FilterSelectProps<Value>) {
  return (
    <ToolbarSelect
      label={label}
      value={value}
      onChange={(next) => {
        // Only the choices offered can be picked: the list gives back the typed value.
        const picked = options.find((option) => option.value === next)
        if (picked) onValueChange(picked.value)
      }}
      className={className}
      {...(width === 'fill'
        ? { boxClassName: 'min-w-0 flex-1', selectClassName: 'h-11 w-full' }
        : { selectClassName: 'h-11' })}
    >
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </ToolbarSelect>
  )
}
