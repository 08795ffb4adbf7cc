import { launchProducts } from '@adire/catalogue'
import type { Order, Product } from '@adire/contract'

const DAY = 24 * 60 * 60 * 1000
/** A fixed clock so stories and snapshots never change with the date they run on. */
export const FIXTURE_NOW = Date.UTC(2026, 10, 1, 12)

/**
 * The launch range, as the product list returns it (newest first): the same 56 products the
 * server seeds, so stories show the real catalogue with its artwork.
 */
export const fixtureProducts: Product[] = launchProducts(FIXTURE_NOW)

/** A fixture product by id; throws on a typo so a story cannot silently show nothing. */
export function fixtureProduct(id: string): Product {
  const product = fixtureProducts.find((p) => p._id === id)
  if (!product) throw new Error(`No fixture product with id ${id}`)
  return product
}

/** The account the mock login accepts. */
export const DEMO_USER = { name: 'Ada Okafor', email: 'ada@example.com', password: 'adire-demo-1' }

const address = {
  firstName: 'Ada',
  lastName: 'Okafor',
  email: DEMO_USER.email,
  street: '12 Admiralty Way',
  city: 'Lekki',
  state: 'Lagos',
  zipcode: '106104',
  country: 'Nigeria',
  phone: '08031234567',
}

export const fixtureOrders: Order[] = [
  {
    _id: 'order-2',
    status: 'Order Placed',
    payment: true,
    paymentMethod: 'Paystack',
    date: FIXTURE_NOW - DAY,
    amount:
      fixtureProduct('indigo-adire-hoodie').price + fixtureProduct('adire-circles-tee').price * 2,
    address,
    reference: 'ADR-FIXTURE-2',
    items: [
      { ...fixtureProduct('indigo-adire-hoodie'), selectedSize: 'L', quantity: 1 },
      { ...fixtureProduct('adire-circles-tee'), selectedSize: 'M', quantity: 2 },
    ],
  },
  {
    _id: 'order-1',
    status: 'Delivered',
    payment: true,
    paymentMethod: 'Paystack',
    date: FIXTURE_NOW - 20 * DAY,
    amount: fixtureProduct('danfo-yellow-shades').price,
    address,
    reference: 'ADR-FIXTURE-1',
    items: [{ ...fixtureProduct('danfo-yellow-shades'), selectedSize: 'One size', quantity: 1 }],
  },
]
