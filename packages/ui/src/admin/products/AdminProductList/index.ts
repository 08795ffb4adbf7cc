export {
  AdminProductList,
  type AdminProductListItem,
  type AdminProductListProps,
} from './AdminProductList.tsx'
export { ProductStatusBadge, type ProductStatusBadgeProps } from './ProductStatusBadge.tsx'
