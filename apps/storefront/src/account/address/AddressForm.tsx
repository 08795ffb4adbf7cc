import { DEFAULT_COUNTRY, mainPostcodeOf, NIGERIAN_STATES } from '@adire/contract'
import type { DeliveryField, DeliveryFieldErrors, DeliveryForm } from '@adire/machines'
import { cn, SelectChevron, TextField } from '@adire/ui'
import { useId } from 'react'

/** Whether the country typed is Nigeria, whose states are offered as a list. */
export const isNigeria = (country: string) =>
  country.trim().toLowerCase() === DEFAULT_COUNTRY.toLowerCase()

/**
 * The form's values after the shopper changes one field. Moving to Nigeria from elsewhere drops
 * a state that is not one of Nigeria's, so the list never shows a value it does not offer.
 */
export function withField(form: DeliveryForm, field: DeliveryField, value: string): DeliveryForm {
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

interface StateSelectProps {
  value: string
  error: string | undefined
  onChange: (value: string) => void
}

/** Nigeria's 36 states and the FCT as a native select: the phone's own picker. */
function StateSelect({ value, error, onChange }: StateSelectProps) {
  const id = useId()
  const errorId = `${id}-error`
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-ink">
        State
      </label>
      <div className="relative">
        <select
          id={id}
          name="state"
          required
          autoComplete="address-level1"
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
          className={cn(
            'h-11 w-full cursor-pointer appearance-none rounded-lg border border-muted/70 bg-surface-raised pr-10 pl-3 text-base text-ink',
            'hover:border-ink/70 aria-invalid:border-2 aria-invalid:border-danger',
          )}
        >
          <option value="">Choose a state</option>
          {NIGERIAN_STATES.map((state) => (
            <option key={state} value={state}>
              {state}
            </option>
          ))}
        </select>
        <SelectChevron />
      </div>
      {error ? (
        <p id={errorId} className="text-sm font-medium text-danger">
          {error}
        </p>
      ) : null}
    </div>
  )
}

interface PostcodeHintProps {
  state: string
  value: string
  onUse: (code: string) => void
}

/**
 * Help for the many shoppers who do not know their postcode (docs/product.md §3): the chosen
 * state's main post office code, with a button that fills it in; for a state whose code the
 * published lists disagree on, how a postcode is made instead (contract `state-postcodes.ts`).
 */
function PostcodeHint({ state, value, onUse }: PostcodeHintProps) {
  if (!state) return <>Six digits. Choose your state to see its main post office’s code.</>
  const main = mainPostcodeOf(state)
  if (!main) return <>Six digits. Your nearest post office can tell you yours.</>
  return (
    <>
      Not sure? {main.town}’s main post office uses {main.code}.
      {value.trim() === main.code ? null : (
        <>
          {' '}
          <button
            type="button"
            onClick={() => onUse(main.code)}
            className="font-semibold text-ink underline underline-offset-2 hover:text-accent"
          >
            Use {main.code}
          </button>
        </>
      )}
    </>
  )
}

export interface AddressFormProps {
  values: DeliveryForm
  errors: DeliveryFieldErrors
  onChange: (field: DeliveryField, value: string) => void
}

/**
 * The delivery information of docs/product.md §2 and §3: every field required. Zip code and phone bring
 * up the phone's number pad (`inputMode`) rather than being `type="number"` inputs, which
 * would drop the leading 0 of 0803... and refuse "+234 803 ..." (both are accepted: the contract
 * writes every Nigerian number as +234...). Nigeria's states are a list; another country's
 * state is typed.
 */
export function AddressForm({ values, errors, onChange }: AddressFormProps) {
  const field = (name: DeliveryField) => ({
    name,
    required: true,
    value: values[name],
    error: errors[name],
    onChange: (event: { target: { value: string } }) => onChange(name, event.target.value),
  })
  return (
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
  )
}
