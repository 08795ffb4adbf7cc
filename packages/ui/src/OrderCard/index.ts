export { canPayNow, OrderCard, type OrderCardOrder, type OrderCardProps } from './OrderCard.tsx'
