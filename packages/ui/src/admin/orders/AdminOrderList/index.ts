export {
  AdminOrderList,
  type AdminOrderListItem,
  type AdminOrderListProps,
} from './AdminOrderList.tsx'
