import {
  type FormIssue,
  SETTING_NAMES,
  type SettingName,
  type StoreSettings,
  settingFromText,
} from '@adire/contract'
import type { SettingsFormErrors, SettingsFormValues } from '@adire/ui'

/*
 * The settings screen (docs/product.md §11.7), its logic apart from its screen: the inputs as
 * the settings are stored, the change made of them, and each refusal at its setting.
 */

/** The inputs for the settings as stored: an unset one empty. */
export function settingsValuesOf(settings: StoreSettings): SettingsFormValues {
  return {
    storeEmail: settings.storeEmail ?? '',
    deliveryFee: String(settings.deliveryFee),
    freeDeliveryOver: settings.freeDeliveryOver === null ? '' : String(settings.freeDeliveryOver),
    paymentChannels: [...settings.paymentChannels],
    lowStockThreshold: String(settings.lowStockThreshold),
    paymentHoldMinutes: String(settings.paymentHoldMinutes),
  }
}

/**
 * The change to send: every setting as typed, read as the command line reads it (empty is
 * none, numbers as numbers), for the contract's schema to judge. Unchanged values are sent too:
 * the server records only those that differ.
 */
export function settingsChangeOf(values: SettingsFormValues): Record<SettingName, unknown> {
  return Object.fromEntries(
    SETTING_NAMES.map((name) => [
      name,
      name === 'paymentChannels' ? values.paymentChannels : settingFromText(name, values[name]),
    ]),
  ) as Record<SettingName, unknown>
}

const isSetting = (field: unknown): field is SettingName =>
  SETTING_NAMES.some((name) => name === field)

/** The contract's complaints (or the server's), the first of each at its setting. */
export function settingsErrorsOf(issues: readonly FormIssue[]): SettingsFormErrors {
  const errors: SettingsFormErrors = {}
  for (const { path, message } of issues) {
    const [field] = path
    if (isSetting(field)) errors[field] ??= message
  }
  return errors
}

/** Puts the focus on the first setting with a message, in the form's order. */
export function focusFirstSettingError(form: HTMLFormElement, errors: SettingsFormErrors) {
  const first = SETTING_NAMES.find((name) => errors[name])
  if (!first) return
  const control = form.querySelector<HTMLInputElement>(`[name="${first}"]`)
  control?.focus()
}
