export { ProductHistory, type ProductHistoryProps } from './ProductHistory.tsx'
