import {
  DELIVERY_TEXTS,
  type DeliveryQuote,
  type DiscountTerms,
  flatDelivery,
  formatNaira,
  koboToNaira,
  nairaToKobo,
  type OrderDiscount,
  priceOrder,
} from '@adire/contract'
import { DiscountRow } from '../DiscountRow/DiscountRow.tsx'
import { PricesChangedNotice } from '../PriceChange/PriceChange.tsx'

export interface CartTotalsProps {
  /** The price of the lines, in naira. */
  subtotal: number
  /**
   * What delivery costs (docs/product.md §9: 0 unless the store sets a fee), or undefined while
   * it waits on the shopper's state.
   */
  delivery: DeliveryQuote | undefined
  /**
   * What the delivery line says while it waits: the cart's "Calculated at checkout" (the
   * default), the checkout's "Choose your state".
   */
  deliveryPending?: string
  /** Naira more the items need for free delivery, when the store offers it. */
  freeDeliveryShortfall?: number | undefined
  /**
   * The price of a line's product changed since the shopper added it: one notice above the
   * totals says so (docs/product.md §4.1).
   */
  pricesChanged?: boolean
  /**
   * The code on the order, as the server priced it (docs/product.md §11.14): a row with its
   * label and what it takes off the items; a free-delivery code's waived fee shows as ₦0 on the
   * delivery row, which `delivery` then carries.
   */
  discount?: OrderDiscount | null | undefined
}

/**
 * The page's subtotal, less what the code took off the items, and the quoted fee, added up by
 * the rule the server charges by.
 */
function totalOf(subtotal: number, fee: number, discount: OrderDiscount | null | undefined) {
  const off: DiscountTerms | undefined =
    discount && discount.itemsOff > 0
      ? { code: discount.code, kind: 'amount', amountKobo: nairaToKobo(discount.itemsOff) }
      : undefined
  return koboToNaira(
    priceOrder({
      lines: [{ priceKobo: nairaToKobo(subtotal), quantity: 1 }],
      delivery: flatDelivery(fee),
      discount: off,
    }).totalKobo,
  )
}

/**
 * Subtotal, delivery and total, as the cart and the checkout both show them (docs/product.md
 * §9): the delivery line names the zone and how long it takes when the store has zones, and a
 * nudge says how much more delivers free.
 */
export function CartTotals({
  subtotal,
  delivery,
  deliveryPending = DELIVERY_TEXTS.atCheckout,
  freeDeliveryShortfall,
  pricesChanged = false,
  discount,
}: CartTotalsProps) {
  const waived = discount?.kind === 'freeDelivery' ? discount : undefined
  return (
    <>
      {pricesChanged ? <PricesChangedNotice className="mt-3" /> : null}
      <dl className="divide-y divide-line text-sm">
        <div className="flex justify-between gap-4 py-3">
          <dt className="text-muted">Subtotal</dt>
          <dd className="tabular-nums">{formatNaira(subtotal)}</dd>
        </div>
        {discount && !waived ? (
          <DiscountRow discount={discount} className="flex justify-between gap-4 py-3" />
        ) : null}
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3">
          <dt className="text-muted">Delivery fee</dt>
          <dd className="tabular-nums">
            {/* Nothing to pay reads `Free`, never `₦0` (issue 41), but for the fee a code
                waived: ₦0, beside the code that waived it (issue 45). */}
            {!delivery
              ? deliveryPending
              : waived
                ? formatNaira(0)
                : delivery.free || delivery.fee === 0
                  ? DELIVERY_TEXTS.free
                  : formatNaira(delivery.fee)}
          </dd>
          {waived ? <dd className="w-full text-muted">{waived.label}</dd> : null}
          {delivery?.zone && delivery.estimate ? (
            <dd className="w-full text-muted">
              {DELIVERY_TEXTS.where(delivery.zone, delivery.estimate)}
            </dd>
          ) : null}
        </div>
        <div className="flex justify-between gap-4 py-3 text-base font-semibold">
          <dt>Total</dt>
          <dd className="tabular-nums">
            {delivery
              ? formatNaira(totalOf(subtotal, delivery.fee, discount))
              : `${formatNaira(totalOf(subtotal, 0, discount))} + delivery`}
          </dd>
        </div>
      </dl>
      {freeDeliveryShortfall !== undefined && subtotal > 0 && !waived ? (
        <p className="rounded-md bg-surface-sunken px-3 py-2 text-sm font-medium text-ink">
          {DELIVERY_TEXTS.addForFree(freeDeliveryShortfall)}
        </p>
      ) : null}
    </>
  )
}
