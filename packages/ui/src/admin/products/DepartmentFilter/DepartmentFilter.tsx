import { CATEGORIES, type CategoryId, categoryIds } from '@adire/contract'
import { ToolbarSelect } from '../../../primitives/SortSelect/ToolbarSelect.tsx'
import { PRODUCT_ADMIN_TEXTS as T } from '../texts.ts'

const isCategory = (value: string): value is CategoryId => categoryIds.some((id) => id === value)

export interface DepartmentFilterProps {
  /** The department shown, or `''` for every department. */
  value: CategoryId | ''
  /** Called with the department picked, or `''` for "All departments". */
  onValueChange: (value: CategoryId | '') => void
  className?: string
}

/** A native select of the eight departments (and "All departments"), labelled "Department". */
export function DepartmentFilter({ value, onValueChange, className }: DepartmentFilterProps) {
  return (
    <ToolbarSelect
      label={T.department}
      value={value}
      onChange={(next) => onValueChange(isCategory(next) ? next : '')}
      className={className}
      boxClassName="min-w-0 flex-1"
      selectClassName="h-11 w-full"
    >
      <option value="">{T.allDepartments}</option>
      {CATEGORIES.map((category) => (
        <option key={category.id} value={category.id}>
          {category.label}
        </option>
      ))}
    </ToolbarSelect>
  )
}
