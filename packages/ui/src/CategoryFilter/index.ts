export { CategoryFilter, type CategoryFilterProps } from './CategoryFilter.tsx'
export { FilterDisclosure, type FilterDisclosureProps } from './FilterDisclosure.tsx'
