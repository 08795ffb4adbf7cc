export {
  ShipDialog,
  type ShipDialogOrder,
  type ShipDialogProps,
  type ShipmentChoice,
} from './ShipDialog.tsx'
