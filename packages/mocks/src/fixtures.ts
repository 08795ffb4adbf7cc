import { launchProducts } from '@adire/catalogue'
import {
  type AdminOrder,
  nextStatuses,
  ORDER_STATUSES,
  type Order,
  type OrderStatus,
  type Product,
  type TimelineEntry,
} from '@adire/contract'

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

/** A member of the store team: `MOCK_ADMIN_TOKEN` is theirs, and `me` answers role `admin`. */
export const ADMIN_USER = { name: 'Ngozi Eze', email: 'ngozi@adire.example' }

const address = {
  firstName: 'Ada',
  lastName: 'Okafor',
  email: DEMO_USER.email,
  street: '12 Admiralty Way',
  city: 'Lekki',
  state: 'Lagos',
  zipcode: '106104',
  country: 'Nigeria',
  phone: '+2348031234567',
}

const HOUR = 60 * 60 * 1000

export const fixtureOrders: Order[] = [
  {
    _id: '3c1f5a52-7a0e-4d6b-9c61-2f0a9b8e4d13',
    status: 'Awaiting payment',
    payment: false,
    paymentMethod: 'Paystack',
    date: FIXTURE_NOW - 2 * HOUR,
    amount: fixtureProduct('aso-oke-snapback').price,
    address,
    reference: 'ADR-FIXTURE-3',
    testPayment: false,
    paymentStatus: 'awaiting',
    timeline: [{ status: 'Awaiting payment', at: FIXTURE_NOW - 2 * HOUR, by: 'You' }],
    items: [{ ...fixtureProduct('aso-oke-snapback'), selectedSize: 'One size', quantity: 1 }],
  },
  {
    _id: '9b2e7c44-1d3a-4f8e-8a52-6c0d3e1f7a28',
    status: 'Packing',
    payment: true,
    paymentMethod: 'Paystack',
    date: FIXTURE_NOW - DAY,
    amount:
      fixtureProduct('indigo-adire-hoodie').price + fixtureProduct('adire-circles-tee').price * 2,
    address,
    reference: 'ADR-FIXTURE-2',
    testPayment: false,
    paymentStatus: 'paid',
    timeline: [
      { status: 'Awaiting payment', at: FIXTURE_NOW - DAY, by: 'You' },
      { status: 'Order Placed', at: FIXTURE_NOW - DAY + 60_000, by: 'Paystack' },
      { status: 'Packing', at: FIXTURE_NOW - DAY + 5 * HOUR, by: 'Adire' },
    ],
    items: [
      { ...fixtureProduct('indigo-adire-hoodie'), selectedSize: 'L', quantity: 1 },
      { ...fixtureProduct('adire-circles-tee'), selectedSize: 'M', quantity: 2 },
    ],
  },
  {
    _id: 'e4a9d0b1-58c2-4b7f-a3e6-0f9c2d7b1a64',
    status: 'Delivered',
    payment: true,
    paymentMethod: 'Paystack',
    date: FIXTURE_NOW - 20 * DAY,
    amount: fixtureProduct('danfo-yellow-shades').price,
    address,
    reference: 'ADR-FIXTURE-1',
    testPayment: false,
    paymentStatus: 'paid',
    timeline: [
      { status: 'Awaiting payment', at: FIXTURE_NOW - 20 * DAY, by: 'You' },
      { status: 'Order Placed', at: FIXTURE_NOW - 20 * DAY + 60_000, by: 'Paystack' },
      { status: 'Packing', at: FIXTURE_NOW - 19 * DAY, by: 'Adire' },
      { status: 'Shipped', at: FIXTURE_NOW - 18 * DAY, by: 'Adire' },
      { status: 'Out for delivery', at: FIXTURE_NOW - 16 * DAY, by: 'Adire' },
      { status: 'Delivered', at: FIXTURE_NOW - 16 * DAY + 3 * HOUR, by: 'Adire' },
    ],
    items: [{ ...fixtureProduct('danfo-yellow-shades'), selectedSize: 'One size', quantity: 1 }],
  },
]

/** Ada's order that was never paid and was given up on: no new payment can be started for it. */
export const fixtureExpiredOrder: Order = {
  _id: '5d8c1e07-2b4f-4a9d-8e3c-7f1a6b2d9c40',
  status: 'Awaiting payment',
  payment: false,
  paymentMethod: 'Paystack',
  date: FIXTURE_NOW - 4 * DAY,
  amount: fixtureProduct('indigo-adire-hoodie').price,
  address,
  reference: 'ADR-FIXTURE-EXPIRED',
  testPayment: false,
  paymentStatus: 'expired',
  timeline: [{ status: 'Awaiting payment', at: FIXTURE_NOW - 4 * DAY, by: 'You' }],
  items: [{ ...fixtureProduct('indigo-adire-hoodie'), selectedSize: 'M', quantity: 1 }],
}

/**
 * How the store team reads a shopper's timeline: the shopper is 'Customer', and a change the
 * shopper sees as 'Adire' carries the team member's name (the server's two views of one log).
 */
export function toAdminOrder(
  order: Order,
  customer: AdminOrder['customer'] = { name: DEMO_USER.name, email: DEMO_USER.email },
): AdminOrder {
  const by = (entry: TimelineEntry) =>
    entry.by === 'You' ? 'Customer' : entry.by === 'Adire' ? ADMIN_USER.name : entry.by
  return {
    ...order,
    customer,
    timeline: order.timeline.map((entry) => ({ ...entry, by: by(entry) })),
  }
}

/** The shopper's view of an order the store team sees: no customer, 'You' and 'Adire'. */
export function toShopperOrder({ customer: _, ...order }: AdminOrder): Order {
  const by = (entry: TimelineEntry) =>
    entry.by === 'Customer' ? 'You' : entry.by === 'Paystack' ? 'Paystack' : 'Adire'
  return { ...order, timeline: order.timeline.map((entry) => ({ ...entry, by: by(entry) })) }
}

const CUSTOMERS: AdminOrder['customer'][] = [
  { name: 'Tunde Bakare', email: 'tunde.bakare@example.com' },
  { name: 'Amaka Nwosu', email: 'amaka.nwosu@example.com' },
  { name: 'Bola Adeyemi', email: 'bola@example.ng' },
  { name: 'Ifeoma Obi', email: 'ifeoma.obi@example.com' },
  { name: 'Musa Garba', email: 'musa.garba@example.ng' },
]

/** The steps an order took to reach `status`, for a generated timeline. */
function pathTo(status: OrderStatus, index: number): OrderStatus[] {
  if (status === 'Cancelled') {
    // Cancelled before paying, or after, as the store team may do before it ships.
    return index % 2 === 0
      ? ['Awaiting payment', 'Cancelled']
      : ['Awaiting payment', 'Order Placed', 'Cancelled']
  }
  const steps: OrderStatus[] = ['Awaiting payment']
  while (steps.at(-1) !== status) {
    const next = nextStatuses(steps.at(-1) as OrderStatus).find((s) => s !== 'Cancelled')
    steps.push(next ?? 'Order Placed')
  }
  return steps
}

function generatedOrder(index: number): AdminOrder {
  const status = ORDER_STATUSES[index % ORDER_STATUSES.length] as OrderStatus
  const customer = CUSTOMERS[index % CUSTOMERS.length] as AdminOrder['customer']
  const product = fixtureProducts[(index * 7) % fixtureProducts.length] as Product
  const quantity = (index % 3) + 1
  const date = FIXTURE_NOW - (3 + index * 11) * HOUR
  const steps = pathTo(status, index)
  const paid = steps.includes('Order Placed')
  const [firstName = '', lastName = ''] = customer.name.split(' ')
  return {
    _id: `00000000-0000-4000-a000-${String(index + 1).padStart(12, '0')}`,
    status,
    payment: paid,
    paymentMethod: 'Paystack',
    date,
    amount: product.price * quantity,
    address: { ...address, firstName, lastName, email: customer.email },
    reference: `ADR-FIXTURE-${String(100 + index)}`,
    testPayment: paid && index % 3 === 1,
    paymentStatus: paid ? 'paid' : 'awaiting',
    customer,
    timeline: steps.map((step, i) => ({
      status: step,
      at: date + i * 3 * HOUR,
      by:
        step === 'Awaiting payment'
          ? 'Customer'
          : step === 'Order Placed'
            ? 'Paystack'
            : ADMIN_USER.name,
    })),
    items: [{ ...product, selectedSize: product.sizes[0] ?? 'One size', quantity }],
  }
}

/**
 * Every order as the store team sees it: Ada's three and 22 from other customers, in every
 * status, newest first: 25 orders, two pages of `ADMIN_PAGE_SIZE`.
 */
export const fixtureAdminOrders: AdminOrder[] = [
  ...fixtureOrders.map((order) => toAdminOrder(order)),
  ...Array.from({ length: 22 }, (_, index) => generatedOrder(index)),
].sort((a, b) => b.date - a.date)
