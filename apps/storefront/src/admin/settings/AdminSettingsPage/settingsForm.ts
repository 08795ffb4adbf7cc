import {
  CONTACT_SETTINGS,
  DeliveryZone,
  type FormIssue,
  SETTING_NAMES,
  type SettingName,
  type StoreSettings,
  settingFromText,
} from '@adire/contract'
import {
  type SettingsFormErrors,
  type SettingsFormValues,
  type ZoneField,
  zoneFieldKey,
} from '@adire/ui'

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
    deliveryZones: settings.deliveryZones.map((zone) => ({
      name: zone.name,
      states: [...zone.states],
      fee: String(zone.fee),
      estimate: zone.estimate,
    })),
    paymentChannels: [...settings.paymentChannels],
    lowStockThreshold: String(settings.lowStockThreshold),
    paymentHoldMinutes: String(settings.paymentHoldMinutes),
    couriers: settings.couriers.join(', '),
    returnWindowDays: String(settings.returnWindowDays),
    returnPickupFee: String(settings.returnPickupFee),
    ...Object.fromEntries(CONTACT_SETTINGS.map((name) => [name, settings[name] ?? ''])),
  } as SettingsFormValues
}

/**
 * The change to check: every setting as typed, read as the command line reads it (empty is
 * none, a number as typed, "50,000" too), for the contract's schema to judge and turn into the
 * values sent. Unchanged values are sent too: the server records only those that differ.
 */
export function settingsChangeOf(values: SettingsFormValues): Record<SettingName, unknown> {
  return Object.fromEntries(
    SETTING_NAMES.map((name) => {
      if (name === 'paymentChannels') return [name, values.paymentChannels]
      if (name === 'deliveryZones') {
        return [
          name,
          values.deliveryZones.map((zone) => ({
            ...zone,
            fee: settingFromText('deliveryFee', zone.fee),
          })),
        ]
      }
      return [name, settingFromText(name, values[name])]
    }),
  ) as Record<SettingName, unknown>
}

const isSetting = (field: unknown): field is SettingName =>
  SETTING_NAMES.some((name) => name === field)

/** A zone's fields, as the contract names them (and its issue paths with them). */
const ZONE_FIELDS: readonly ZoneField[] = DeliveryZone.keyof().options

/**
 * The contract's complaints (or the server's), the first of each at its setting, or at a zone's
 * own field (`deliveryZones.2.fee`).
 */
export function settingsErrorsOf(issues: readonly FormIssue[]): SettingsFormErrors {
  const errors: SettingsFormErrors = {}
  for (const { path, message } of issues) {
    const [field, index, zoneField] = path
    if (!isSetting(field)) continue
    const inZone =
      field === 'deliveryZones' &&
      typeof index === 'number' &&
      ZONE_FIELDS.find((known) => known === zoneField)
    if (inZone) errors[zoneFieldKey(index as number, inZone)] ??= message
    else errors[field] ??= message
  }
  return errors
}

/** Puts the focus on the first field with a message, in the form's order. */
export function focusFirstSettingError(form: HTMLFormElement, errors: SettingsFormErrors) {
  for (const control of form.querySelectorAll<HTMLElement>('[data-field]')) {
    const key = control.dataset.field as keyof SettingsFormErrors
    if (errors[key]) {
      control.focus()
      return
    }
  }
}
