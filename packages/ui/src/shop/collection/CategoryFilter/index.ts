export { CategoryFilter, type CategoryFilterProps } from './CategoryFilter.tsx'
export { FilterDisclosure, type FilterDisclosureProps } from './FilterDisclosure.tsx'
export { PriceFilter, type PriceFilterProps, type PriceRange } from './PriceFilter.tsx'
export { SizeFilter, type SizeFilterProps } from './SizeFilter.tsx'
