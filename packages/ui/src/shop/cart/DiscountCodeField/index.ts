export { DiscountCodeField, type DiscountCodeFieldProps } from './DiscountCodeField.tsx'
