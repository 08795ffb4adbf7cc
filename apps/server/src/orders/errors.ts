export type OrderErrorCode =
  | 'productNotFound'
  | 'sizeNotOffered'
  | 'amountChanged'
  | 'orderTooLarge'
  | 'orderNotFound'
  | 'providerUnavailable'
  | 'alreadyPaid'
  | 'expired'
  | 'cancelled'
  | 'statusNotAllowed'
  | 'paymentNotMatched'

/** Why an order call was refused; the routes turn each into a status and a message. */
export class OrderError extends Error {
  override name = 'OrderError'
  constructor(
    readonly code: OrderErrorCode,
    /** What the message names: the size not offered, or the statuses of a refused move. */
    readonly detail: { size?: string; from?: string; to?: string } = {},
  ) {
    super(code)
  }
}
