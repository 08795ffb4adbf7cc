import { cartTotal, formatTotal } from '@adire/contract'
import { useId } from 'react'
import { buttonVariants } from '../Button/Button.tsx'
import { Link } from '../Link/Link.tsx'
import { cn } from '../lib/cn.ts'
import { SectionTitle } from '../SectionTitle/SectionTitle.tsx'

export interface CartSummaryProps {
  /** The price of the lines, in naira. */
  subtotal: number
  /** The delivery fee, in naira (SPEC.md §9: 0 unless the store sets one). */
  deliveryFee: number
  /** Where PROCEED TO CHECKOUT goes: /place-order with a session, /login without (SPEC.md §2). */
  checkoutHref: string
  className?: string
}

/** Subtotal, delivery fee and total, as the cart and the checkout both show them (SPEC.md §9). */
export function CartTotals({
  subtotal,
  deliveryFee,
}: Pick<CartSummaryProps, 'subtotal' | 'deliveryFee'>) {
  return (
    <dl className="divide-y divide-line text-sm">
      <div className="flex justify-between gap-4 py-3">
        <dt className="text-muted">Subtotal</dt>
        <dd className="tabular-nums">{formatTotal(subtotal)}</dd>
      </div>
      <div className="flex justify-between gap-4 py-3">
        <dt className="text-muted">Delivery fee</dt>
        <dd className="tabular-nums">{formatTotal(deliveryFee)}</dd>
      </div>
      <div className="flex justify-between gap-4 py-3 text-base font-semibold">
        <dt>Total</dt>
        <dd className="tabular-nums">{formatTotal(cartTotal(subtotal, deliveryFee))}</dd>
      </div>
    </dl>
  )
}

/**
 * The cart's summary box (SPEC.md §2, §9): subtotal, delivery fee and the total with two
 * decimals (0 when there is nothing to pay for), and PROCEED TO CHECKOUT.
 */
export function CartSummary({ subtotal, deliveryFee, checkoutHref, className }: CartSummaryProps) {
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      className={cn('rounded-card border border-line bg-surface-raised p-5 sm:p-6', className)}
    >
      <SectionTitle id={titleId} text1="CART" text2="TOTALS" compact />
      <CartTotals subtotal={subtotal} deliveryFee={deliveryFee} />
      <Link
        href={checkoutHref}
        className={cn(buttonVariants({ size: 'lg' }), 'mt-5 w-full text-sm sm:text-base')}
      >
        PROCEED TO CHECKOUT
      </Link>
    </section>
  )
}
