import {
  DELIVERY_TEXTS,
  type DeliveryQuote,
  flatDelivery,
  formatNaira,
  koboToNaira,
  nairaToKobo,
  priceOrder,
} from '@adire/contract'
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
}

/** The page's subtotal and quoted fee, added up by the rule the server charges by. */
const totalOf = (subtotal: number, fee: number) =>
  koboToNaira(
    priceOrder({
      lines: [{ priceKobo: nairaToKobo(subtotal), quantity: 1 }],
      delivery: flatDelivery(fee),
    }).totalKobo,
  )

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
}: CartTotalsProps) {
  return (
    <>
      {pricesChanged ? <PricesChangedNotice className="mt-3" /> : null}
      <dl className="divide-y divide-line text-sm">
        <div className="flex justify-between gap-4 py-3">
          <dt className="text-muted">Subtotal</dt>
          <dd className="tabular-nums">{formatNaira(subtotal)}</dd>
        </div>
        <div className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-3">
          <dt className="text-muted">Delivery fee</dt>
          <dd className="tabular-nums">
            {/* Nothing to pay reads `Free`, never `₦0` (issue 41). */}
            {!delivery
              ? deliveryPending
              : delivery.free || delivery.fee === 0
                ? DELIVERY_TEXTS.free
                : formatNaira(delivery.fee)}
          </dd>
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
              ? formatNaira(totalOf(subtotal, delivery.fee))
              : `${formatNaira(subtotal)} + delivery`}
          </dd>
        </div>
      </dl>
      {freeDeliveryShortfall !== undefined && subtotal > 0 ? (
        <p className="rounded-md bg-surface-sunken px-3 py-2 text-sm font-medium text-ink">
          {DELIVERY_TEXTS.addForFree(freeDeliveryShortfall)}
        </p>
      ) : null}
    </>
  )
}
