import { cartTotal, formatTotal } from '@adire/contract'
import { PricesChangedNotice } from '../PriceChange/PriceChange.tsx'

export interface CartTotalsProps {
  /** The price of the lines, in naira. */
  subtotal: number
  /** The delivery fee, in naira (docs/product.md §9: 0 unless the store sets one). */
  deliveryFee: number
  /**
   * The price of a line's product changed since the shopper added it: one notice above the
   * totals says so (docs/product.md §4.1).
   */
  pricesChanged?: boolean
}

/** Subtotal, delivery fee and total, as the cart and the checkout both show them (docs/product.md §9). */
export function CartTotals({ subtotal, deliveryFee, pricesChanged = false }: CartTotalsProps) {
  return (
    <>
      {pricesChanged ? <PricesChangedNotice className="mt-3" /> : null}
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
    </>
  )
}
