export {
  DeliveryForm,
  type DeliveryFormErrors,
  type DeliveryFormProps,
  type DeliveryFormValues,
  withDeliveryField,
} from './DeliveryForm.tsx'
export { AddressLines, NEW_ADDRESS, type SavedAddressChoice } from './SavedAddressPicker.tsx'
