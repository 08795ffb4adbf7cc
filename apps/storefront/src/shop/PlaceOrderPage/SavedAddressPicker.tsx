import { ADDRESS_MESSAGES, type SavedAddress } from '@adire/contract'
import { cn } from '@adire/ui'
import type { ReactNode } from 'react'
import { AddressLines } from '../../account/address/savedAddress.tsx'

/** The picker's value for the typed address rather than a saved one. */
export const NEW_ADDRESS = 'new'

/** What the picker starts on: the default address (listed first), else a new one. */
export const firstChoice = (book: readonly SavedAddress[]) =>
  book.find((address) => address.isDefault)?.id ?? book[0]?.id ?? NEW_ADDRESS

const cardClasses = cn(
  'flex cursor-pointer items-start gap-3 rounded-lg border border-line bg-surface-raised px-4 py-3',
  'hover:border-ink/40 has-checked:border-brand has-checked:ring-1 has-checked:ring-brand',
  'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus',
)

function Option({
  value,
  checked,
  onChoose,
  children,
}: {
  value: string
  checked: boolean
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
        onChange={() => onChoose(value)}
        className="mt-1 h-4 w-4 shrink-0 accent-brand focus-visible:outline-none"
      />
      {children}
    </label>
  )
}

export interface SavedAddressPickerProps {
  /** The shopper's saved addresses, the default first. */
  book: readonly SavedAddress[]
  /** A saved address's id, or NEW_ADDRESS. */
  value: string
  onValueChange: (value: string) => void
}

/**
 * Where the order goes, for a shopper with saved addresses (docs/product.md §2.9, §3.4): one of
 * them, as radio cards (arrow keys move between them), or `Use a new address`, which shows the
 * delivery form.
 */
export function SavedAddressPicker({ book, value, onValueChange }: SavedAddressPickerProps) {
  return (
    <fieldset className="mb-4">
      <legend className="mb-3 text-sm font-semibold text-ink">Deliver to</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {book.map((address) => (
          <Option
            key={address.id}
            value={address.id}
            checked={value === address.id}
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
        <Option value={NEW_ADDRESS} checked={value === NEW_ADDRESS} onChoose={onValueChange}>
          <span className="font-medium">Use a new address</span>
        </Option>
      </div>
    </fieldset>
  )
}

export interface SaveAddressOptionProps {
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  /** The book holds all it may: nothing more is saved, and the shopper is told why. */
  full: boolean
}

/** Under a new address: whether it joins the book once the order is placed (ticked at first). */
export function SaveAddressOption({ checked, onCheckedChange, full }: SaveAddressOptionProps) {
  if (full) return <p className="mt-4 text-sm text-muted">{ADDRESS_MESSAGES.full}</p>
  return (
    <label className="mt-4 flex cursor-pointer items-center gap-3 text-sm font-medium">
      <input
        type="checkbox"
        name="saveAddress"
        checked={checked}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className="h-5 w-5 shrink-0 accent-brand"
      />
      Save this address
    </label>
  )
}
