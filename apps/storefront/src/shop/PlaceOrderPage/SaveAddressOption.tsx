import { ADDRESS_MESSAGES } from '@adire/contract'

export interface SaveAddressOptionProps {
  checked: boolean
  onCheckedChange: (checked: boolean) => void
  /** The book holds all it may: nothing more is saved, and the shopper is told why. */
  full: boolean
  /** While the order is being paid for. */
  disabled?: boolean
}

/** Under a new address: whether it joins the book once the order is placed (ticked at first). */
export function SaveAddressOption({
  checked,
  onCheckedChange,
  full,
  disabled = false,
}: SaveAddressOptionProps) {
  if (full) return <p className="mt-4 text-sm text-muted">{ADDRESS_MESSAGES.full}</p>
  return (
    <label className="mt-4 flex cursor-pointer items-center gap-3 text-sm font-medium">
      <input
        type="checkbox"
        name="saveAddress"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onCheckedChange(event.target.checked)}
        className="h-5 w-5 shrink-0 accent-brand"
      />
      Save this address
    </label>
  )
}
