import { cva, type VariantProps } from 'class-variance-authority'
import type { ButtonHTMLAttributes, MouseEvent, ReactNode } from 'react'
import { cn } from '../../../lib/cn.ts'
import { SpinnerIcon } from '../../../primitives/Spinner/SpinnerIcon.tsx'

/**
 * Paystack's own colours (its navy, and its blue on the dark theme), so the shopper recognises
 * the provider's button; the store's tokens only supply the greyed-out look.
 */
export const payButtonVariants = cva(
  [
    'inline-flex min-h-12 items-center justify-center gap-2 rounded-full px-6 text-base font-semibold tracking-wide transition-colors',
    // Greyed out unless enabled: the variants' colours apply to an enabled button only.
    'border disabled:cursor-not-allowed disabled:border-line disabled:bg-surface-sunken disabled:text-muted',
    'aria-busy:cursor-progress',
  ],
  {
    variants: {
      variant: {
        normal: [
          'enabled:border-transparent enabled:bg-[#011b33] enabled:text-white enabled:hover:bg-[#0b3157]',
          'enabled:dark:bg-[#3bb8e8] enabled:dark:text-[#011b33] enabled:dark:hover:bg-[#6ccbef]',
        ],
        light:
          'enabled:border-[#011b33]/40 enabled:bg-white enabled:text-[#011b33] enabled:hover:border-[#011b33] enabled:hover:bg-[#f2f8fc]',
      },
    },
    defaultVariants: { variant: 'normal' },
  },
)

type PayButtonVariantProps = VariantProps<typeof payButtonVariants>

export type PayButtonVariant = NonNullable<PayButtonVariantProps['variant']>

export interface PayButtonProps
  extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'>,
    PayButtonVariantProps {
  /**
   * `normal`: Paystack's filled button; `light`: white with a navy outline, for dark or busy
   * backgrounds.
   * @defaultValue 'normal'
   */
  variant?: PayButtonVariantProps['variant']
  /**
   * The label (docs/product.md §9: 'Pay' unless the store says more, e.g. the amount).
   * @defaultValue 'Pay'
   */
  children?: ReactNode
  /**
   * A payment is under way: the button says so, keeps its colours and its focus, and ignores
   * presses (a second press must never pay twice).
   * @defaultValue false
   */
  busy?: boolean
  /**
   * What the button says while busy.
   * @defaultValue 'Processing...'
   */
  busyLabel?: string
}

function LockIcon() {
  return (
    <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
      <rect x="4" y="9" width="12" height="8.5" rx="1.8" fill="currentColor" />
      <path
        d="M6.8 9V6.6a3.2 3.2 0 0 1 6.4 0V9"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
      />
    </svg>
  )
}

/**
 * The card provider's inline pay button (docs/product.md §9): variants `normal` and `light`, label
 * 'Pay' by default. Disabled, it is greyed out (the place-order form is not complete yet).
 * Busy, it stays focusable but inert (`aria-disabled`, `aria-busy`), so the focus is not lost
 * and the payment cannot start twice. `type` is `submit` by default: it pays for its form.
 */
export function PayButton({
  variant,
  children = 'Pay',
  busy = false,
  busyLabel = 'Processing...',
  className,
  type = 'submit',
  onClick,
  ...props
}: PayButtonProps) {
  function press(event: MouseEvent<HTMLButtonElement>) {
    if (busy) {
      event.preventDefault()
      return
    }
    onClick?.(event)
  }
  return (
    <button
      type={type}
      aria-busy={busy || undefined}
      aria-disabled={busy || undefined}
      data-variant={variant ?? 'normal'}
      className={cn(payButtonVariants({ variant }), className)}
      onClick={press}
      {...props}
    >
      {busy ? <SpinnerIcon size={18} /> : <LockIcon />}
      <span>{busy ? busyLabel : children}</span>
    </button>
  )
}
