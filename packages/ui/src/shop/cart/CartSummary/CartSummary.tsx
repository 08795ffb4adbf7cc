import { type ReactNode, useId } from 'react'
import { cn } from '../../../lib/cn.ts'
import { Button, buttonVariants } from '../../../primitives/Button/Button.tsx'
import { Link } from '../../../primitives/Link/Link.tsx'
import { SectionTitle } from '../../../primitives/SectionTitle/SectionTitle.tsx'
import { CartTotals, type CartTotalsProps } from '../CartTotals/CartTotals.tsx'

export interface CartSummaryProps extends CartTotalsProps {
  /** Where PROCEED TO CHECKOUT goes: /place-order with a session, /login without (docs/product.md §2). */
  checkoutHref: string
  /**
   * Why checkout waits, when it does (docs/product.md §11.6: a line whose size sold out is still
   * in the cart): PROCEED TO CHECKOUT cannot be pressed, and this is said under it.
   */
  checkoutWaits?: string | undefined
  /** The discount code field (docs/product.md §11.14), above the totals. */
  discountField?: ReactNode
  className?: string
}

/**
 * The cart's summary box (docs/product.md §2, §9): subtotal, delivery fee and the total with two
 * decimals (0 when there is nothing to pay for), and PROCEED TO CHECKOUT, or why it waits.
 */
export function CartSummary({
  checkoutHref,
  checkoutWaits,
  discountField,
  className,
  ...totals
}: CartSummaryProps) {
  const titleId = useId()
  const waitsId = useId()
  const buttonClass = 'mt-5 w-full text-sm sm:text-base'
  return (
    <section
      aria-labelledby={titleId}
      className={cn('rounded-card border border-line bg-surface-raised p-5 sm:p-6', className)}
    >
      <SectionTitle id={titleId} text1="CART" text2="TOTALS" compact />
      {discountField ? <div className="mt-4">{discountField}</div> : null}
      <CartTotals {...totals} />
      {checkoutWaits ? (
        // A link cannot be disabled: a button that cannot be pressed, and the reason beside it.
        <>
          <Button size="lg" disabled aria-describedby={waitsId} className={buttonClass}>
            PROCEED TO CHECKOUT
          </Button>
          <p id={waitsId} className="mt-3 text-center text-sm font-medium text-danger">
            {checkoutWaits}
          </p>
        </>
      ) : (
        <Link href={checkoutHref} className={cn(buttonVariants({ size: 'lg' }), buttonClass)}>
          PROCEED TO CHECKOUT
        </Link>
      )}
    </section>
  )
}
