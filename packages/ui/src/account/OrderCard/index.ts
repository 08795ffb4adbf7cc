export {
  canPayNow,
  ORDER_CONFIRMATION_TEXTS,
  OrderCard,
  type OrderCardOrder,
  type OrderCardProps,
} from './OrderCard.tsx'
