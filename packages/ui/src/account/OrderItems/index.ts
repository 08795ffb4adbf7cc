export { OrderItems, type OrderItemsItem, type OrderItemsProps } from './OrderItems.tsx'
