export {
  AdminOrderList,
  type AdminOrderListItem,
  type AdminOrderListProps,
  type OrderSelection,
} from './AdminOrderList.tsx'
