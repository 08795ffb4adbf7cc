export {
  AdminProductList,
  type AdminProductListItem,
  type AdminProductListProps,
} from './AdminProductList.tsx'
export { ProductStatusBadge, type ProductStatusBadgeProps } from './ProductStatusBadge.tsx'
export {
  UncountedWarning,
  type UncountedWarningProps,
  uncountedSizes,
} from './UncountedWarning.tsx'
