import type { StockShort } from '../products/stock-holds.ts'

export type OrderErrorCode =
  | 'productNotFound'
  | 'sizeNotOffered'
  | 'amountChanged'
  | 'orderTooLarge'
  | 'noDeliveryZone'
  | 'orderNotFound'
  | 'providerUnavailable'
  | 'alreadyPaid'
  | 'payingAlready'
  | 'expired'
  | 'cancelled'
  | 'statusNotAllowed'
  | 'paymentNotMatched'
  | 'stockShort'

/** Why an order call was refused; the routes turn each into a status and a message. */
export class OrderError extends Error {
  override name = 'OrderError'
  constructor(
    readonly code: OrderErrorCode,
    /**
     * What the message names: the size not offered, the statuses of a refused move, or the
     * product, size and units left of a line that no longer fits, or the state not delivered to.
     */
    readonly detail: {
      size?: string
      from?: string
      to?: string
      name?: string
      units?: number
      /** The address's state no delivery zone lists. */
      state?: string
    } = {},
  ) {
    super(code)
  }
}

/** A line that does not fit the stock left, as the order routes refuse it. */
export function stockShortError(short: StockShort): OrderError {
  return new OrderError('stockShort', { name: short.product, size: short.size, units: short.units })
}
