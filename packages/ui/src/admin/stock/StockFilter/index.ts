export {
  StockFilter,
  type StockFilterProps,
  type StockFilterValue,
} from './StockFilter.tsx'
