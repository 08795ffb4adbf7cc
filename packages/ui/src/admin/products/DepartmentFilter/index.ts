export { DepartmentFilter, type DepartmentFilterProps } from './DepartmentFilter.tsx'
