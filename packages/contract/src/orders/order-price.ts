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

export interface OrderToPrice {
  lines: readonly PricedLine[]
  /** How the store prices delivery; left out, the items alone are priced. */
  delivery?: DeliveryRules
  /** The state delivered to, or undefined while the shopper has not picked one. */
  state?: string | undefined
}

export interface OrderPrice {
  itemsKobo: number
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
 * Prices an order: every line at its price, delivery quoted for what the items come to (free at
 * or above the store's amount), and the total. Nothing to pay for is 0, whatever delivery would
 * cost (docs/product.md §9); a fee not known yet adds nothing.
 */
export function priceOrder({ lines, delivery, state }: OrderToPrice): OrderPrice {
  const itemsKobo = lines.reduce((sum, line) => sum + lineKobo(line), 0)
  const quote = delivery && deliveryQuote(delivery, state, koboToNaira(itemsKobo))
  const deliveryKobo = itemsKobo === 0 ? 0 : nairaToKobo(quote?.fee ?? 0)
  const totalKobo = itemsKobo + deliveryKobo
  return {
    itemsKobo,
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
