import { useId } from 'react'
import { buttonVariants } from '../Button/Button.tsx'
import { CartTotals, type CartTotalsProps } from '../CartTotals/CartTotals.tsx'
import { Link } from '../Link/Link.tsx'
import { cn } from '../lib/cn.ts'
import { SectionTitle } from '../SectionTitle/SectionTitle.tsx'

export interface CartSummaryProps extends CartTotalsProps {
  /** Where PROCEED TO CHECKOUT goes: /place-order with a session, /login without (docs/product.md §2). */
  checkoutHref: string
  className?: string
}

/**
 * The cart's summary box (docs/product.md §2, §9): subtotal, delivery fee and the total with two
 * decimals (0 when there is nothing to pay for), and PROCEED TO CHECKOUT.
 */
export function CartSummary({
  subtotal,
  deliveryFee,
  pricesChanged,
  checkoutHref,
  className,
}: CartSummaryProps) {
  const titleId = useId()
  return (
    <section
      aria-labelledby={titleId}
      className={cn('rounded-card border border-line bg-surface-raised p-5 sm:p-6', className)}
    >
      <SectionTitle id={titleId} text1="CART" text2="TOTALS" compact />
      <CartTotals subtotal={subtotal} deliveryFee={deliveryFee} pricesChanged={pricesChanged} />
      <Link
        href={checkoutHref}
        className={cn(buttonVariants({ size: 'lg' }), 'mt-5 w-full text-sm sm:text-base')}
      >
        PROCEED TO CHECKOUT
      </Link>
    </section>
  )
}
