export { REFUND_FILTER_LABELS, RefundFilter, type RefundFilterProps } from './RefundFilter.tsx'
