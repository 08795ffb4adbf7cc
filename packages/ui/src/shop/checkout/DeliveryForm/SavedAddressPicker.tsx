import type { DeliveryAddress, SavedAddress } from '@adire/contract'
import type { ReactNode } from 'react'
import { cn } from '../../../lib/cn.ts'

/** The picker's value for the typed address rather than a saved one. */
export const NEW_ADDRESS = 'new'

/**
 * A saved address as the shopper reads it on an envelope: the name, the street, the town with
 * its state and zip code, the country, then the phone the rider calls.
 */
export function AddressLines({ address }: { address: DeliveryAddress }) {
  return (
    <span className="flex flex-col text-sm">
      <span className="font-semibold text-ink">
        {address.firstName} {address.lastName}
      </span>
      <span>{address.street}</span>
      <span>
        {address.city}, {address.state} {address.zipcode}
      </span>
      <span>{address.country}</span>
      <span className="text-muted">{address.phone}</span>
    </span>
  )
}

const cardClasses = cn(
  'flex cursor-pointer items-start gap-3 rounded-lg border border-line bg-surface-raised px-4 py-3',
  'hover:border-ink/40 has-checked:border-brand has-checked:ring-1 has-checked:ring-brand',
  'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus',
  'has-disabled:cursor-not-allowed has-disabled:opacity-60',
)

function Option({
  value,
  checked,
  disabled,
  onChoose,
  children,
}: {
  value: string
  checked: boolean
  disabled: boolean
  onChoose: (value: string) => void
  children: ReactNode
}) {
  return (
    <label className={cardClasses}>
      <input
        type="radio"
        name="deliverTo"
        value={value}
        checked={checked}
        disabled={disabled}
        onChange={() => onChoose(value)}
        className="mt-1 h-4 w-4 shrink-0 accent-brand focus-visible:outline-none"
      />
      {children}
    </label>
  )
}

export interface SavedAddressChoice {
  /** The shopper's saved addresses, the default first. */
  addresses: readonly SavedAddress[]
  /** A saved address's id, or NEW_ADDRESS. */
  value: string
  onValueChange: (value: string) => void
}

/**
 * Where the order goes, for a shopper with saved addresses (docs/product.md §2.9, §3.4): one of
 * them, as radio cards (arrow keys move between them), or `Use a new address`, which shows the
 * delivery form.
 */
export function SavedAddressPicker({
  addresses,
  value,
  onValueChange,
  disabled,
}: SavedAddressChoice & { disabled: boolean }) {
  return (
    <fieldset className="mb-4">
      <legend className="mb-3 text-sm font-semibold text-ink">Deliver to</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {addresses.map((address) => (
          <Option
            key={address.id}
            value={address.id}
            checked={value === address.id}
            disabled={disabled}
            onChoose={onValueChange}
          >
            <span className="flex min-w-0 flex-col gap-1">
              {address.isDefault ? (
                <span className="self-start rounded-full bg-brand px-2 py-0.5 text-xs font-semibold text-brand-ink">
                  Default
                </span>
              ) : null}
              <AddressLines address={address} />
            </span>
          </Option>
        ))}
        <Option
          value={NEW_ADDRESS}
          checked={value === NEW_ADDRESS}
          disabled={disabled}
          onChoose={onValueChange}
        >
          <span className="font-medium">Use a new address</span>
        </Option>
      </div>
    </fieldset>
  )
}
