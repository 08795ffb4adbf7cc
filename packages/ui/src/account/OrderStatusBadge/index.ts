export {
  OrderStatusBadge,
  type OrderStatusBadgeProps,
  PAYMENT_EXPIRED_LABEL,
} from './OrderStatusBadge.tsx'
