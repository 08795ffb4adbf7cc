import { formatNaira, type OrderDiscount } from '@adire/contract'

/** The naira a code took off: its items' share, or the delivery it waived (a code is one kind). */
export const discountOff = (discount: OrderDiscount) =>
  discount.kind === 'freeDelivery' ? discount.deliveryOff : discount.itemsOff

export interface DiscountRowProps {
  /** The order's discount; without one, nothing is drawn. */
  discount: OrderDiscount | null | undefined
  /**
   * Classes for the row (a `<div>` inside the caller's `<dl>`), laid out as its other rows are.
   * @defaultValue 'flex justify-between gap-4'
   */
  className?: string
  /** Classes for the term, the code's label. @defaultValue 'text-muted' */
  termClassName?: string
}

/**
 * An order's discount as a row of its totals (docs/product.md §11.14): the code's label,
 * "ADIRE10 (10% off)", and what it took off, "−₦4,100". Drawn the same in the cart, the
 * checkout, the shopper's orders and receipt, and the store team's order page.
 */
export function DiscountRow({
  discount,
  className = 'flex justify-between gap-4',
  termClassName = 'text-muted',
}: DiscountRowProps) {
  if (!discount) return null
  return (
    <div data-discount={discount.code} className={className}>
      <dt className={termClassName}>{discount.label}</dt>
      <dd className="text-ink tabular-nums">{`−${formatNaira(discountOff(discount))}`}</dd>
    </div>
  )
}
