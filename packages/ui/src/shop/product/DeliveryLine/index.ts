export { DeliveryLine, type DeliveryLineProps } from './DeliveryLine.tsx'
