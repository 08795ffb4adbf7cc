export { type FilterOption, FilterSelect, type FilterSelectProps } from './FilterSelect.tsx'
export {
  type AdminFilter,
  DEPARTMENT_FILTER,
  departmentFilter,
  MESSAGE_FILTER,
  ORDER_STATUS_FILTER,
  PRODUCT_STATUS_FILTER,
  REFUND_FILTER,
  STOCK_FILTER,
  type StockFilterValue,
} from './filters.ts'
