import type { OrderRefusal, OrderRefusalDetail } from '@adire/contract'
import type { StockShort } from '../products/stock-holds.ts'

/** Why an order call was refused; the routes turn each into a status and a message. */
export class OrderError extends Error {
  override name = 'OrderError'
  constructor(
    readonly code: OrderRefusal,
    /** What the message names (see `OrderRefusalDetail`). */
    readonly detail: OrderRefusalDetail = {},
  ) {
    super(code)
  }
}

/** A line that does not fit the stock left, as the order routes refuse it. */
export function stockShortError(short: StockShort): OrderError {
  return new OrderError('stockShort', { name: short.product, size: short.size, units: short.units })
}
