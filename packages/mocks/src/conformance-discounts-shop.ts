// The conformance table's cases for discount codes as shoppers meet them (docs/product.md §11.14): the cart's summary
// answers why a code does not apply, placing an order refuses it, with the same words.
import { CartSummaryResponse, DISCOUNT_FIELD_TEXTS, discountRefusalMessage } from '@adire/contract'
import { refused } from './conformance-refused.ts'
import type { ConformanceCase, ConformanceWorld } from './conformance-run.ts'

/** A code no store has. */
const UNKNOWN_CODE = 'NOSUCHCODE42'

const items = ({ product }: ConformanceWorld) => [
  { _id: product.id, selectedSize: product.size, quantity: 1 },
]

export const DISCOUNT_SHOPPER_CASES: ConformanceCase[] = [
  {
    name: 'cart summary: a guest gets the cart priced, with no code',
    caller: 'none',
    method: 'POST',
    path: '/api/cart/summary',
    body: (world) => ({ items: items(world) }),
    status: 200,
    answer: CartSummaryResponse,
  },
  {
    name: 'cart summary: an unknown code is answered 200 with why it does not apply',
    caller: 'shopper',
    method: 'POST',
    path: '/api/cart/summary',
    body: (world) => ({ items: items(world), discountCode: UNKNOWN_CODE }),
    status: 200,
    answer: CartSummaryResponse.refine(
      (summary) =>
        summary.discount === null &&
        summary.discountRefusal?.message ===
          discountRefusalMessage({ reason: 'unknown', code: UNKNOWN_CODE }),
    ),
  },
  {
    name: 'cart summary: a code that is not 3 to 20 letters and digits is refused',
    caller: 'none',
    method: 'POST',
    path: '/api/cart/summary',
    body: (world) => ({ items: items(world), discountCode: 'a!' }),
    ...refused(400, DISCOUNT_FIELD_TEXTS.invalid),
  },
  {
    name: 'place order: an unknown code is refused (409), never dropped',
    caller: 'shopper',
    method: 'POST',
    path: '/api/order/paystack',
    body: (world) => ({
      address: {
        firstName: 'Ada',
        lastName: 'Okafor',
        email: 'ada@example.com',
        street: '12 Admiralty Way',
        city: 'Lekki',
        state: 'Lagos',
        zipcode: '106104',
        country: 'Nigeria',
        phone: '0803 123 4567',
      },
      amount: world.product.price + world.deliveryFee,
      items: items(world),
      discountCode: UNKNOWN_CODE.toLowerCase(),
    }),
    ...refused(409, discountRefusalMessage({ reason: 'unknown', code: UNKNOWN_CODE })),
  },
]
