import { CARD_PROVIDER, type PaymentMethod } from '@adire/machines'
import { cn } from '@adire/ui'

const OPTIONS: { value: PaymentMethod; label: string; detail: string }[] = [
  { value: CARD_PROVIDER, label: 'Card', detail: 'Pay securely with Paystack' },
  { value: 'paypal', label: 'PayPal', detail: 'Coming soon' },
  { value: 'cash', label: 'Cash on delivery', detail: 'Where available' },
]

export interface PaymentMethodPickerProps {
  /** The method chosen, or null while none is (docs/product.md §5 asks for one). */
  value: string | null
  onValueChange: (method: PaymentMethod) => void
  /** Payments go to the built-in emulator: the card option says that no money moves. */
  testPayments?: boolean
}

/**
 * How the shopper pays: a group of radio buttons (arrow keys move between them), none chosen
 * at first. Only the card provider takes payments; PayPal and cash say so when submitted.
 */
export function PaymentMethodPicker({
  value,
  onValueChange,
  testPayments = false,
}: PaymentMethodPickerProps) {
  return (
    <fieldset>
      <legend className="mb-3 text-xl font-semibold">Payment method</legend>
      <div className="grid gap-2">
        {OPTIONS.map((option) => (
          <label
            key={option.value}
            className={cn(
              'flex cursor-pointer items-center gap-3 rounded-lg border border-line bg-surface-raised px-4 py-3',
              'hover:border-ink/40 has-checked:border-brand has-checked:ring-1 has-checked:ring-brand',
              'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus',
            )}
          >
            <input
              type="radio"
              name="method"
              value={option.value}
              checked={value === option.value}
              onChange={() => onValueChange(option.value)}
              className="h-4 w-4 accent-brand focus-visible:outline-none"
            />
            <span className="flex flex-col">
              <span className="font-medium">{option.label}</span>
              <span className="text-sm text-muted">
                {option.value === CARD_PROVIDER && testPayments
                  ? 'Test payment with Paystack: no money moves'
                  : option.detail}
              </span>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  )
}
