export { SORT_OPTIONS, type SortOrder, SortSelect, type SortSelectProps } from './SortSelect.tsx'
