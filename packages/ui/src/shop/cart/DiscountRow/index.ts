export { DiscountRow, type DiscountRowProps, discountOff } from './DiscountRow.tsx'
