import {
  CONTACT_SETTINGS,
  type ContactSetting,
  PAYMENT_CHANNELS,
  type PaymentChannel,
  SETTING_NAMES,
  type SettingName,
} from '@adire/contract'
import { useId } from 'react'
import { cn } from '../../../lib/cn.ts'
import { SaveActions, type SavingFormProps } from '../../../primitives/Button/SaveActions.tsx'
import { FieldMessage } from '../../../primitives/TextField/FieldMessage.tsx'
import { TextField } from '../../../primitives/TextField/TextField.tsx'
import { SETTINGS_ADMIN_TEXTS as T } from '../texts.ts'
import { DeliveryZonesField, type ZoneDraft, type ZoneFieldKey } from './DeliveryZonesField.tsx'

/** The settings as typed: text for each field, the ways to pay ticked, the zones as drafted. */
export type SettingsFormValues = Record<
  Exclude<SettingName, 'paymentChannels' | 'deliveryZones'>,
  string
> & {
  paymentChannels: PaymentChannel[]
  deliveryZones: ZoneDraft[]
}

/** Each setting's message, shown at its field; a zone's at its own field (`zoneFieldKey`). */
export type SettingsFormErrors = Partial<Record<SettingName | ZoneFieldKey, string>>

export interface SettingsFormProps extends SavingFormProps {
  values: SettingsFormValues
  onChange: (values: SettingsFormValues) => void
  errors?: SettingsFormErrors
}

/** How each typed setting's field asks for its value (the keyboard a phone brings up). */
const FIELD_KINDS: Record<
  Exclude<SettingName, 'paymentChannels' | 'deliveryZones'>,
  { type: 'text' | 'email' | 'tel'; inputMode?: 'decimal' | 'numeric'; autoComplete: string }
> = {
  storeEmail: { type: 'email', autoComplete: 'email' },
  deliveryFee: { type: 'text', inputMode: 'decimal', autoComplete: 'off' },
  freeDeliveryOver: { type: 'text', inputMode: 'decimal', autoComplete: 'off' },
  lowStockThreshold: { type: 'text', inputMode: 'numeric', autoComplete: 'off' },
  paymentHoldMinutes: { type: 'text', inputMode: 'numeric', autoComplete: 'off' },
  whatsappNumber: { type: 'tel', autoComplete: 'off' },
  storePhone: { type: 'tel', autoComplete: 'off' },
  contactEmail: { type: 'email', autoComplete: 'off' },
  storeAddress: { type: 'text', autoComplete: 'off' },
  instagramHandle: { type: 'text', autoComplete: 'off' },
  tiktokHandle: { type: 'text', autoComplete: 'off' },
  xHandle: { type: 'text', autoComplete: 'off' },
  facebookHandle: { type: 'text', autoComplete: 'off' },
  couriers: { type: 'text', autoComplete: 'off' },
  returnWindowDays: { type: 'text', inputMode: 'numeric', autoComplete: 'off' },
  returnPickupFee: { type: 'text', inputMode: 'decimal', autoComplete: 'off' },
}

const isContactSetting = (name: SettingName): name is ContactSetting =>
  (CONTACT_SETTINGS as readonly SettingName[]).includes(name)

/**
 * The store's settings as the team changes them (docs/product.md §11.7): its e-mail address,
 * the delivery fee and free-delivery amount, the delivery zones, the ways to pay, the low-stock threshold and the
 * payment hold. Presentational: the page keeps the values, checks them with the contract's
 * `StoreSettingsChange` and sends them.
 */
export function SettingsForm({
  values,
  onChange,
  errors = {},
  onSubmit,
  saving = false,
  status,
  alert,
  className,
}: SettingsFormProps) {
  const set = <K extends SettingName>(name: K, value: SettingsFormValues[K]) =>
    onChange({ ...values, [name]: value })
  const typed = (name: keyof typeof FIELD_KINDS) => (
    <TextField
      key={name}
      name={name}
      data-field={name}
      label={T.labels[name]}
      hint={T.hints[name]}
      error={errors[name]}
      {...FIELD_KINDS[name]}
      value={values[name]}
      onChange={(event) => set(name, event.target.value)}
    />
  )
  return (
    <form
      noValidate
      aria-busy={saving || undefined}
      onSubmit={(event) => {
        event.preventDefault()
        if (!saving) onSubmit(event.currentTarget)
      }}
      className={cn('flex flex-col gap-5', className)}
    >
      {SETTING_NAMES.filter((name) => !isContactSetting(name)).map((name) =>
        name === 'deliveryZones' ? (
          <DeliveryZonesField
            key={name}
            zones={values.deliveryZones}
            onChange={(zones) => set('deliveryZones', zones)}
            error={errors.deliveryZones}
            fieldErrors={errors}
          />
        ) : name === 'paymentChannels' ? (
          <ChannelsField
            key={name}
            value={values.paymentChannels}
            onChange={(channels) => set('paymentChannels', channels)}
            error={errors.paymentChannels}
          />
        ) : (
          typed(name)
        ),
      )}
      <fieldset className="flex flex-col gap-5 border-line border-t pt-5">
        <legend className="text-base font-semibold text-ink">{T.contactSection}</legend>
        <p className="text-sm text-muted">{T.contactSectionHint}</p>
        {CONTACT_SETTINGS.map(typed)}
      </fieldset>
      {alert}
      <SaveActions saving={saving} label={T.save} savingLabel={T.saving} status={status} />
    </form>
  )
}

/** The ways to pay: a checkbox each, at least one ticked (the contract says so otherwise). */
function ChannelsField({
  value,
  onChange,
  error,
}: {
  value: readonly PaymentChannel[]
  onChange: (value: PaymentChannel[]) => void
  error: string | undefined
}) {
  const id = useId()
  const hintId = `${id}-hint`
  const errorId = error ? `${id}-error` : undefined
  return (
    <fieldset
      aria-describedby={[hintId, errorId].filter(Boolean).join(' ')}
      aria-invalid={error ? true : undefined}
      className="flex min-w-0 flex-col gap-1.5"
    >
      <legend className="mb-1.5 text-sm font-semibold text-ink">{T.labels.paymentChannels}</legend>
      <p id={hintId} className="text-sm text-muted">
        {T.hints.paymentChannels}
      </p>
      <div className="flex flex-wrap gap-x-6 gap-y-2">
        {PAYMENT_CHANNELS.map((channel) => (
          <label key={channel} className="flex items-center gap-2 text-sm text-ink">
            <input
              type="checkbox"
              name="paymentChannels"
              data-field={channel === PAYMENT_CHANNELS[0] ? 'paymentChannels' : undefined}
              value={channel}
              checked={value.includes(channel)}
              onChange={(event) =>
                onChange(
                  event.target.checked
                    ? PAYMENT_CHANNELS.filter((c) => c === channel || value.includes(c))
                    : value.filter((c) => c !== channel),
                )
              }
              className="h-5 w-5 shrink-0 accent-brand"
            />
            {T.channels[channel]}
          </label>
        ))}
      </div>
      {error ? <FieldMessage id={errorId}>{error}</FieldMessage> : null}
    </fieldset>
  )
}
