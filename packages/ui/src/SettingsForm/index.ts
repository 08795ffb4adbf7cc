export {
  SettingsForm,
  type SettingsFormErrors,
  type SettingsFormProps,
  type SettingsFormValues,
} from './SettingsForm.tsx'
export { SettingsHistory, type SettingsHistoryProps } from './SettingsHistory.tsx'
