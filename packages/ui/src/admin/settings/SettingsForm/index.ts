export {
  DeliveryZonesField,
  type DeliveryZonesFieldProps,
  type ZoneDraft,
  type ZoneField,
  type ZoneFieldKey,
  zoneFieldKey,
} from './DeliveryZonesField.tsx'
export {
  SettingsForm,
  type SettingsFormErrors,
  type SettingsFormProps,
  type SettingsFormValues,
} from './SettingsForm.tsx'
