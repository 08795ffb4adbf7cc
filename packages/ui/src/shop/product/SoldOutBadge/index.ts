export { SoldOutBadge, type SoldOutBadgeProps } from './SoldOutBadge.tsx'
