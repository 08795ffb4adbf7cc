/*
 * A shopper's order as a return reads it (docs/product.md §10.7): what each line was paid, what
 * is left to send back, and what a request would refund. The form's summary and the mocks price
 * with these, from the order as the shopper's calls answer it, so the summary a shopper reads is
 * the refund the team's screen starts.
 */
import { nairaToKobo } from '../shared/money.ts'
import type { Order } from './order.ts'
import {
  isWholeOrder,
  linesUnderReturn,
  type ReturnPricing,
  type ReturnRefund,
  returnableQuantities,
  returnRefundKobo,
} from './return-rules.ts'
import type { ReturnRequest } from './returns.ts'

/** What pricing reads of an order: its lines at the price paid, its code, its delivery. */
interface PricedOrder {
  items: readonly { price: number; quantity: number }[]
  discount?: Pick<NonNullable<Order['discount']>, 'itemsOff' | 'eligible'> | undefined
  delivery: Pick<Order['delivery'], 'fee'>
}

/**
 * The order as `returnRefundKobo` prices it: its lines at the price paid, the lines its code took
 * off (every line when the order does not say), and the delivery paid.
 */
export function returnPricingOf(order: PricedOrder): ReturnPricing {
  const lines = order.items.map((item) => ({
    priceKobo: nairaToKobo(item.price),
    quantity: item.quantity,
  }))
  const itemsOffKobo = nairaToKobo(order.discount?.itemsOff ?? 0)
  const eligible = order.items.map((_, index) =>
    itemsOffKobo > 0 ? (order.discount?.eligible?.[index] ?? true) : false,
  )
  return { lines, eligible, itemsOffKobo, deliveryKobo: nairaToKobo(order.delivery.fee) }
}

type WithReturns = { items: readonly { quantity: number }[]; returns?: Order['returns'] }

const returnedLinesOf = (order: WithReturns) =>
  (order.returns ?? []).flatMap((ret) =>
    ret.lines.map((line) => ({ index: line.index, quantity: line.quantity, status: ret.status })),
  )

/** How many units of each of the order's lines are still to be returned (its returns counted). */
export const leftToReturn = (order: WithReturns): number[] =>
  returnableQuantities(order.items, returnedLinesOf(order))

/** The order's lines an open return holds (the form says so rather than "Already returned"). */
export const underReturnOf = (order: WithReturns): Set<number> =>
  linesUnderReturn(returnedLinesOf(order))

/**
 * What a request would refund: its lines asking for money back (exchanges refund nothing), the
 * delivery when they are the whole order and the store was at fault, less the pickup fee
 * (`pickupFeeKobo`) where it applies.
 */
export function requestRefundKobo(
  order: PricedOrder,
  request: Pick<ReturnRequest, 'lines' | 'reason' | 'way'>,
  pickupFeeKobo: number,
): ReturnRefund {
  const refunded = request.lines
    .filter((line) => !line.exchangeSize)
    .map(({ index, quantity }) => ({ index, quantity }))
  return returnRefundKobo(returnPricingOf(order), refunded, {
    reason: request.reason,
    way: request.way,
    pickupFeeKobo,
    wholeOrder: refunded.length > 0 && isWholeOrder(order.items, refunded),
  })
}
