/*
 * How the server refuses an order call (placing, paying again, moving an order on): each
 * refusal's status and message, in one table that the server answers from and the mocks answer
 * from too, so a story's refusal is the server's word for word. No zod here.
 */
import { CART_MESSAGES, sizeNotOffered } from '../shop/cart-rules.ts'
import { STOCK_SHOPPER_MESSAGES } from '../shop/stock-rules.ts'
import { DELIVERY_TEXTS } from './delivery-rules.ts'
import { type DiscountRefusal, discountRefusalMessage } from './discount-rules.ts'
import type { PriceRefusal } from './order-price.ts'
import { ORDER_MESSAGES } from './order-rules.ts'

export type OrderRefusal =
  | PriceRefusal
  | 'productNotFound'
  | 'sizeNotOffered'
  | 'orderNotFound'
  | 'providerUnavailable'
  | 'alreadyPaid'
  | 'payingAlready'
  | 'expired'
  | 'cancelled'
  | 'statusNotAllowed'
  | 'paymentNotMatched'
  | 'stockShort'
  | 'discountRefused'

/**
 * What a refusal's message names: the size not offered, the statuses of a refused move, or the
 * product, size and units left of a line that no longer fits, or the state not delivered to.
 */
export interface OrderRefusalDetail {
  size?: string
  from?: string
  to?: string
  name?: string
  units?: number
  /** The address's state no delivery zone lists. */
  state?: string
  /** Why the order's discount code does not apply. */
  discount?: DiscountRefusal
}

/** The status and message the server answers a refusal with. */
export function orderRefusalAnswer(
  code: OrderRefusal,
  detail: OrderRefusalDetail = {},
): { status: 400 | 404 | 409 | 410 | 503; message: string } {
  switch (code) {
    case 'productNotFound':
      return { status: 400, message: CART_MESSAGES.productNotFound }
    case 'sizeNotOffered':
      return { status: 400, message: sizeNotOffered(detail.size ?? '') }
    case 'amountChanged':
      return { status: 409, message: ORDER_MESSAGES.amountChanged }
    case 'orderTooLarge':
      return { status: 400, message: ORDER_MESSAGES.orderTooLarge }
    case 'noDeliveryZone':
      return { status: 400, message: DELIVERY_TEXTS.noZone(detail.state ?? '') }
    case 'orderNotFound':
      return { status: 404, message: ORDER_MESSAGES.orderNotFound }
    case 'providerUnavailable':
      return { status: 503, message: ORDER_MESSAGES.providerUnavailable }
    case 'alreadyPaid':
      return { status: 409, message: ORDER_MESSAGES.alreadyPaid }
    case 'payingAlready':
      return { status: 409, message: ORDER_MESSAGES.payingAlready }
    case 'expired':
      return { status: 410, message: ORDER_MESSAGES.expired }
    case 'cancelled':
      return { status: 410, message: ORDER_MESSAGES.cancelled }
    case 'stockShort':
      return {
        status: 409,
        message: STOCK_SHOPPER_MESSAGES.lineShort(
          detail.name ?? '',
          detail.size ?? '',
          detail.units ?? 0,
        ),
      }
    case 'discountRefused':
      return {
        status: 409,
        message: detail.discount
          ? discountRefusalMessage(detail.discount)
          : ORDER_MESSAGES.amountChanged,
      }
    case 'paymentNotMatched':
      return { status: 409, message: ORDER_MESSAGES.paymentNotMatched }
    case 'statusNotAllowed':
      return {
        status: 409,
        message: ORDER_MESSAGES.statusNotAllowed(detail.from ?? '', detail.to ?? ''),
      }
  }
}
