export { OrderShipment, type OrderShipmentProps, SHIPMENT_TEXTS } from './OrderShipment.tsx'
