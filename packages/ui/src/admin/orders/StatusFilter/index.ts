export { StatusFilter, type StatusFilterProps } from './StatusFilter.tsx'
