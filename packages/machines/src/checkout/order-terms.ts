import {
  type CartLine,
  type DiscountTerms,
  nairaToKobo,
  type OrderDiscount,
  type OrderItemInput,
} from '@adire/contract'

/*
 * What the cart and the checkout both read of an order before it is placed: its items and the
 * terms of the code the server applied. Apart from `submission.ts` on purpose: the cart's
 * first visit imports these, and `submission.ts` checks the delivery address with the
 * contract's schemas, so sharing its module would load the schema library with the cart.
 */

/** docs/product.md §5: only lines with a quantity above 0 become order items. */
export function orderItems(lines: readonly CartLine[]): OrderItemInput[] {
  return lines
    .filter((line) => line.quantity > 0)
    .map((line) => ({ _id: line.product._id, selectedSize: line.size, quantity: line.quantity }))
}

/**
 * The terms that price a code the server applied (docs/product.md §11.14) as it priced it: the
 * naira it took off these items, or the delivery it waives wherever the order goes. The server
 * alone knows a code's terms; what it answered for the cart is all the client prices with.
 */
export function appliedDiscountTerms(discount: OrderDiscount): DiscountTerms {
  return discount.kind === 'freeDelivery'
    ? { code: discount.code, kind: 'freeDelivery' }
    : { code: discount.code, kind: 'amount', amountKobo: nairaToKobo(discount.itemsOff) }
}
