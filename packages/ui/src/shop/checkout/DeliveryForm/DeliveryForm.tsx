import {
  DEFAULT_COUNTRY,
  type DeliveryAddressField,
  type FieldErrors,
  NIGERIAN_STATES,
} from '@adire/contract'
import type { ReactNode } from 'react'
import { TextField } from '../../../primitives/TextField/TextField.tsx'
import { NEW_ADDRESS, type SavedAddressChoice, SavedAddressPicker } from './SavedAddressPicker.tsx'
import { PostcodeHint, StateSelect } from './StateSelect.tsx'

/** The delivery form as typed: every field of the contract's delivery address, as text. */
export type DeliveryFormValues = Record<DeliveryAddressField, string>
export type DeliveryFormErrors = FieldErrors<DeliveryAddressField>

/** Whether the country typed is Nigeria, whose states are offered as a list. */
const isNigeria = (country: string) =>
  country.trim().toLowerCase() === DEFAULT_COUNTRY.toLowerCase()

/**
 * The form's values after the shopper changes one field. Moving to Nigeria from elsewhere drops
 * a state that is not one of Nigeria's, so the list never shows a value it does not offer.
 */
export function withDeliveryField(
  form: DeliveryFormValues,
  field: DeliveryAddressField,
  value: string,
): DeliveryFormValues {
  const next = { ...form, [field]: value }
  if (
    field === 'country' &&
    isNigeria(value) &&
    !NIGERIAN_STATES.some((state) => state === next.state)
  ) {
    next.state = ''
  }
  return next
}

export interface DeliveryFormProps {
  values: DeliveryFormValues
  /** A message per field refused, shown under it. */
  errors: DeliveryFormErrors
  onChange: (field: DeliveryAddressField, value: string) => void
  /** While the order is being paid for: every control shown as it is, none can be changed. */
  disabled?: boolean
  /**
   * For a shopper with saved addresses: the picker above the fields, which are shown only once
   * `Use a new address` is picked.
   */
  saved?: SavedAddressChoice | undefined
  /** A word above the fields (where the values came from), hidden with them. */
  notice?: ReactNode
}

/**
 * The delivery information of docs/product.md §2 and §3: every field required. Zip code and phone bring
 * up the phone's number pad (`inputMode`) rather than being `type="number"` inputs, which
 * would drop the leading 0 of 0803... and refuse "+234 803 ..." (both are accepted: the contract
 * writes every Nigerian number as +234...). Nigeria's states are a list; another country's
 * state is typed.
 */
export function DeliveryForm({
  values,
  errors,
  onChange,
  disabled = false,
  saved,
  notice,
}: DeliveryFormProps) {
  // An id no longer in the book (deleted elsewhere) leaves the shopper typing an address.
  const savedChosen =
    saved !== undefined &&
    saved.value !== NEW_ADDRESS &&
    saved.addresses.some((address) => address.id === saved.value)
  const field = (name: DeliveryAddressField) => ({
    name,
    required: true,
    disabled,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  })
  return (
    <>
      {saved ? <SavedAddressPicker {...saved} disabled={disabled} /> : null}
      {savedChosen ? null : notice}
      {savedChosen ? null : (
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField label="First name" autoComplete="given-name" {...field('firstName')} />
          <TextField label="Last name" autoComplete="family-name" {...field('lastName')} />
          <TextField
            label="Email"
            type="email"
            inputMode="email"
            autoComplete="email"
            className="sm:col-span-2"
            {...field('email')}
          />
          <TextField
            label="Street"
            autoComplete="street-address"
            className="sm:col-span-2"
            {...field('street')}
          />
          <TextField label="City" autoComplete="address-level2" {...field('city')} />
          {isNigeria(values.country) ? (
            <StateSelect
              value={values.state}
              error={errors.state}
              disabled={disabled}
              onChange={(value) => onChange('state', value)}
            />
          ) : (
            <TextField label="State" autoComplete="address-level1" {...field('state')} />
          )}
          <TextField
            label="Zip code"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete="postal-code"
            hint={
              // Only while the shopper has no postcode, or a wrong one: a code they typed is likely
              // nearer their door than their state's head office.
              isNigeria(values.country) && (!values.zipcode.trim() || errors.zipcode) ? (
                <PostcodeHint
                  state={values.state}
                  value={values.zipcode}
                  disabled={disabled}
                  onUse={(code) => onChange('zipcode', code)}
                />
              ) : undefined
            }
            {...field('zipcode')}
          />
          <TextField label="Country" autoComplete="country-name" {...field('country')} />
          <TextField
            label="Phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            hint="For the rider, e.g. 0803 123 4567"
            className="sm:col-span-2"
            {...field('phone')}
          />
        </div>
      )}
    </>
  )
}
