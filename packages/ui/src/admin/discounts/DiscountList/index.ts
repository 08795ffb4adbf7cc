export { DiscountList, type DiscountListProps } from './DiscountList.tsx'
export { DiscountStateBadge, type DiscountStateBadgeProps } from './DiscountStateBadge.tsx'
