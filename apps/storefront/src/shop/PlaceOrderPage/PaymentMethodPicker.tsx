import { DEFAULT_STORE_SETTINGS, type PaymentChannel, paymentWaysText } from '@adire/contract'
import { CARD_PROVIDER, type PaymentMethod } from '@adire/machines'
import { cn } from '@adire/ui'

export interface PaymentMethodPickerProps {
  /** The method chosen, or null while none is (docs/product.md §5 asks for one). */
  value: string | null
  onValueChange: (method: PaymentMethod) => void
  /** Payments go to the built-in emulator: the option says that no money moves. */
  testPayments?: boolean
  /** The ways Paystack's window offers, as the store enabled them: the option names them. */
  channels?: readonly PaymentChannel[]
}

/**
 * How the shopper pays (docs/product.md §2.9): a radio group offering only what takes money,
 * the card provider, named by the ways its window offers ("Card or bank transfer"); none chosen
 * at first. The checkout machine still answers a submitted PayPal, cash or unknown method with
 * the specification's messages (a page from an older release could send one).
 */
export function PaymentMethodPicker({
  value,
  onValueChange,
  testPayments = false,
  channels = DEFAULT_STORE_SETTINGS.paymentChannels,
}: PaymentMethodPickerProps) {
  return (
    <fieldset>
      <legend className="mb-3 text-xl font-semibold">Payment method</legend>
      <label
        className={cn(
          'flex cursor-pointer items-center gap-3 rounded-lg border border-line bg-surface-raised px-4 py-3',
          'hover:border-ink/40 has-checked:border-brand has-checked:ring-1 has-checked:ring-brand',
          'has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus',
        )}
      >
        <input
          type="radio"
          name="method"
          value={CARD_PROVIDER}
          checked={value === CARD_PROVIDER}
          onChange={() => onValueChange(CARD_PROVIDER)}
          className="h-4 w-4 accent-brand focus-visible:outline-none"
        />
        <span className="flex flex-col">
          <span className="font-medium">{paymentWaysText(channels)}</span>
          <span className="text-sm text-muted">
            {testPayments
              ? 'Test payment with Paystack: no money moves'
              : 'Pay securely with Paystack'}
          </span>
        </span>
      </label>
    </fieldset>
  )
}
