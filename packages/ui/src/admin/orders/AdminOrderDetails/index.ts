export {
  AdminOrderDetails,
  type AdminOrderDetailsProps,
  moveLabel,
} from './AdminOrderDetails.tsx'
