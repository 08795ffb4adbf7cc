/*
 * What an order costs (docs/product.md §9), worked out one way for everyone who adds it up: the
 * server charges it, the mocks answer with it, the checkout machine sends it, and the cart and
 * the checkout show it. Kobo throughout, so naira with kobo never meets floating-point sums.
 * No zod here: the cart's first visit prices its lines.
 */

import {
  koboToNaira,
  lineKobo,
  MAX_ORDER_AMOUNT,
  nairaToKobo,
  type PricedLine,
} from '../shared/money.ts'
import { type DeliveryQuote, type DeliveryRules, deliveryQuote } from './delivery-rules.ts'
import {
  type AppliedDiscount,
  type DiscountableLine,
  type DiscountRefusal,
  type DiscountTerms,
  discountOnItems,
  isDiscountRefusal,
} from './discount-rules.ts'

export interface OrderToPrice {
  lines: readonly (PricedLine & DiscountableLine)[]
  /** How the store prices delivery; left out, the items alone are priced. */
  delivery?: DeliveryRules
  /** The state delivered to, or undefined while the shopper has not picked one. */
  state?: string | undefined
  /**
   * A code's terms (discount-rules.ts); its dates, uses and customers are judged by the server
   * before it is priced, here only what the items decide (the minimum, the items it applies to).
   */
  discount?: DiscountTerms | undefined
}

export interface OrderPrice {
  /** The items at their prices, before any discount. */
  itemsKobo: number
  /** What the code takes off; undefined without one, or when it does not apply. */
  discount: AppliedDiscount | undefined
  /** Why the code given does not apply to these items (its minimum, its items). */
  discountRefusal: DiscountRefusal | undefined
  /**
   * Delivery as quoted for these items and this state: undefined while the fee waits on a state,
   * or for a state no zone lists.
   */
  delivery: DeliveryQuote | undefined
  deliveryKobo: number
  totalKobo: number
  /** Beyond the store's limit (`MAX_ORDER_AMOUNT`): a bulk deal, not a card payment. */
  tooLarge: boolean
}

/**
 * Prices an order: every line at its price, less what a discount code takes off the items,
 * delivery quoted for what the items then come to (free at or above the store's amount, or
 * waived by a free-delivery code), and the total. Nothing to pay for is 0, whatever delivery
 * would cost (docs/product.md §9); a fee not known yet adds nothing.
 */
export function priceOrder({ lines, delivery, state, discount }: OrderToPrice): OrderPrice {
  const itemsKobo = lines.reduce((sum, line) => sum + lineKobo(line), 0)
  const onItems = discount && itemsKobo > 0 ? discountOnItems(discount, lines) : undefined
  const refusal = onItems && isDiscountRefusal(onItems) ? onItems : undefined
  const applied = onItems && !isDiscountRefusal(onItems) ? onItems : undefined
  const payableItemsKobo = itemsKobo - (applied?.itemsOffKobo ?? 0)
  const quote = delivery && deliveryQuote(delivery, state, koboToNaira(payableItemsKobo))
  const quotedKobo = itemsKobo === 0 ? 0 : nairaToKobo(quote?.fee ?? 0)
  const deliveryOffKobo = applied?.kind === 'freeDelivery' ? quotedKobo : 0
  const deliveryKobo = quotedKobo - deliveryOffKobo
  const totalKobo = payableItemsKobo + deliveryKobo
  return {
    itemsKobo,
    discount: applied && { ...applied, deliveryOffKobo },
    discountRefusal: refusal,
    delivery: quote,
    deliveryKobo,
    totalKobo,
    tooLarge: totalKobo > nairaToKobo(MAX_ORDER_AMOUNT),
  }
}

/** Why the server will not charge an order: the checks of `toCharge`, in the order it makes them. */
export type PriceRefusal = 'noDeliveryZone' | 'amountChanged' | 'orderTooLarge'

/** An order priced with its delivery known: what the server charges. */
export type ChargedPrice = OrderPrice & { delivery: DeliveryQuote }

/**
 * The order as the server charges it, or why it will not: no zone delivers to the state, the
 * shopper's `amount` (naira) is not the total (they saw old prices; the figure is checked, never
 * used), or the total passes the store's limit.
 */
export function toCharge(price: OrderPrice, amount: number): ChargedPrice | PriceRefusal {
  const { delivery } = price
  if (!delivery) return 'noDeliveryZone'
  if (nairaToKobo(amount) !== price.totalKobo) return 'amountChanged'
  if (price.tooLarge) return 'orderTooLarge'
  return { ...price, delivery }
}
