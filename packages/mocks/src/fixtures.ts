import { launchProducts } from '@adire/catalogue'
import {
  type AdminOrder,
  nextStatuses,
  ORDER_STATUSES,
  type Order,
  type OrderPayment,
  type OrderStatus,
  type Product,
  type RefundStatus,
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
    payments: [],
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
    payments: [
      {
        reference: 'ADR-FIXTURE-2',
        amount:
          fixtureProduct('indigo-adire-hoodie').price +
          fixtureProduct('adire-circles-tee').price * 2,
        kind: 'paid',
        at: FIXTURE_NOW - DAY + 60_000,
        refund: null,
      },
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
    payments: [
      {
        reference: 'ADR-FIXTURE-1',
        amount: fixtureProduct('danfo-yellow-shades').price,
        kind: 'paid',
        at: FIXTURE_NOW - 20 * DAY + 60_000,
        refund: null,
      },
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
  payments: [],
  items: [{ ...fixtureProduct('indigo-adire-hoodie'), selectedSize: 'M', quantity: 1 }],
}

interface ShopperOrderSpec {
  /** The last part of the order's id (a UUID, as pay-again checks). */
  serial: number
  reference: string
  productId: string
  size: string
  placed: number
  status: OrderStatus
  /** The changes after 'Awaiting payment' (at `placed`), each with its time. */
  steps: [OrderStatus, number][]
  payments: OrderPayment[]
}

/** One of Ada's orders of one product, as the server shows it to her. */
function shopperOrder(spec: ShopperOrderSpec): Order {
  const product = fixtureProduct(spec.productId)
  const paid = spec.payments.some((payment) => payment.kind === 'paid')
  return {
    _id: `00000000-0000-4000-9000-${String(spec.serial).padStart(12, '0')}`,
    status: spec.status,
    payment: paid,
    paymentMethod: 'Paystack',
    date: spec.placed,
    amount: product.price,
    address,
    reference: spec.reference,
    testPayment: false,
    paymentStatus: paid ? 'paid' : 'awaiting',
    timeline: [
      { status: 'Awaiting payment', at: spec.placed, by: 'You' },
      ...spec.steps.map(([status, at]) => ({
        status,
        at,
        by: status === 'Order Placed' ? 'Paystack' : 'Adire',
      })),
    ],
    payments: spec.payments,
    items: [{ ...product, selectedSize: spec.size, quantity: 1 }],
  }
}

/** Money that arrived for an order, with the refund it got, if any (of the whole amount). */
function paymentOf(
  reference: string,
  amount: number,
  kind: OrderPayment['kind'],
  at: number,
  refund?: { status: RefundStatus; at: number; updatedAt?: number },
): OrderPayment {
  return {
    reference,
    amount,
    kind,
    at,
    refund: refund
      ? { amount, status: refund.status, at: refund.at, updatedAt: refund.updatedAt ?? refund.at }
      : null,
  }
}

const price = (productId: string) => fixtureProduct(productId).price

/**
 * Ada's orders whose money is being (or was) given back, one per state a shopper may see: a
 * story puts the one it shows among her orders with `resetMockOrders`.
 */
export const fixtureShopperRefunds = {
  /** Cancelled by the store team after she paid: the refund is on its way. */
  cancelledRefundPending: shopperOrder({
    serial: 1,
    reference: 'ADR-FIXTURE-CANCELLED',
    productId: 'zuma-rock-heavyweight-hoodie',
    size: 'L',
    placed: FIXTURE_NOW - 6 * HOUR,
    status: 'Cancelled',
    steps: [
      ['Order Placed', FIXTURE_NOW - 6 * HOUR + 60_000],
      ['Cancelled', FIXTURE_NOW - HOUR],
    ],
    payments: [
      paymentOf(
        'ADR-FIXTURE-CANCELLED',
        price('zuma-rock-heavyweight-hoodie'),
        'paid',
        FIXTURE_NOW - 6 * HOUR + 60_000,
        { status: 'pending', at: FIXTURE_NOW - HOUR },
      ),
    ],
  }),
  /** Cancelled while being packed; Paystack has since paid the money back. */
  cancelledRefunded: shopperOrder({
    serial: 2,
    reference: 'ADR-FIXTURE-REFUNDED',
    productId: 'tortoise-aviators',
    size: 'One size',
    placed: FIXTURE_NOW - 6 * DAY,
    status: 'Cancelled',
    steps: [
      ['Order Placed', FIXTURE_NOW - 6 * DAY + 60_000],
      ['Packing', FIXTURE_NOW - 5 * DAY],
      ['Cancelled', FIXTURE_NOW - 5 * DAY + 4 * HOUR],
    ],
    payments: [
      paymentOf(
        'ADR-FIXTURE-REFUNDED',
        price('tortoise-aviators'),
        'paid',
        FIXTURE_NOW - 6 * DAY + 60_000,
        {
          status: 'processed',
          at: FIXTURE_NOW - 5 * DAY + 4 * HOUR,
          updatedAt: FIXTURE_NOW - 2 * DAY,
        },
      ),
    ],
  }),
  /**
   * Paid twice (a second window, paid again): the order goes ahead on the first payment and
   * the second was refunded.
   */
  duplicateRefunded: shopperOrder({
    serial: 3,
    reference: 'ADR-FIXTURE-TWICE-2',
    productId: 'super-eagles-home-jersey',
    size: 'M',
    placed: FIXTURE_NOW - 2 * DAY,
    status: 'Packing',
    steps: [
      ['Order Placed', FIXTURE_NOW - 2 * DAY + 2 * 60_000],
      ['Packing', FIXTURE_NOW - DAY],
    ],
    payments: [
      paymentOf(
        'ADR-FIXTURE-TWICE-1',
        price('super-eagles-home-jersey'),
        'paid',
        FIXTURE_NOW - 2 * DAY + 2 * 60_000,
      ),
      paymentOf(
        'ADR-FIXTURE-TWICE-2',
        price('super-eagles-home-jersey'),
        'duplicate',
        FIXTURE_NOW - 2 * DAY + 3 * 60_000,
        {
          status: 'processed',
          at: FIXTURE_NOW - 2 * DAY + 3 * 60_000,
          updatedAt: FIXTURE_NOW - DAY - 2 * HOUR,
        },
      ),
    ],
  }),
  /** Cancelled after she paid, and Paystack could not pay the money back: the team acts. */
  refundFailed: shopperOrder({
    serial: 4,
    reference: 'ADR-FIXTURE-REFUND-FAILED',
    productId: 'ankara-panel-hoodie',
    size: 'XL',
    placed: FIXTURE_NOW - 3 * DAY,
    status: 'Cancelled',
    steps: [
      ['Order Placed', FIXTURE_NOW - 3 * DAY + 60_000],
      ['Cancelled', FIXTURE_NOW - 2 * DAY],
    ],
    payments: [
      paymentOf(
        'ADR-FIXTURE-REFUND-FAILED',
        price('ankara-panel-hoodie'),
        'paid',
        FIXTURE_NOW - 3 * DAY + 60_000,
        { status: 'failed', at: FIXTURE_NOW - 2 * DAY, updatedAt: FIXTURE_NOW - 2 * DAY + HOUR },
      ),
    ],
  }),
  /**
   * A charge of another amount than the order's (₦3,200.00 for ₦32,000.00): refunded, and the
   * order still awaits its payment.
   */
  wrongAmountRefunded: shopperOrder({
    serial: 5,
    reference: 'ADR-FIXTURE-WRONG-AMOUNT',
    productId: 'harmattan-zip-hoodie',
    size: 'M',
    placed: FIXTURE_NOW - 3 * HOUR,
    status: 'Awaiting payment',
    steps: [],
    payments: [
      paymentOf('ADR-FIXTURE-WRONG-AMOUNT', 3200, 'mismatch', FIXTURE_NOW - 3 * HOUR + 60_000, {
        status: 'pending',
        at: FIXTURE_NOW - 3 * HOUR + 60_000,
      }),
    ],
  }),
} satisfies Record<string, Order>

/**
 * Twelve of Ada's older orders, all delivered, a month and more before her three: with those,
 * fifteen orders, two pages of `USER_ORDERS_PAGE_SIZE` in My Orders.
 */
export const fixtureOrderHistory: Order[] = Array.from({ length: 12 }, (_, index) => {
  const product = fixtureProducts[(index * 5 + 3) % fixtureProducts.length] as Product
  const placed = FIXTURE_NOW - (30 + index * 9) * DAY
  const paidAt = placed + 60_000
  const reference = `ADR-FIXTURE-H${String(index + 1).padStart(2, '0')}`
  return shopperOrder({
    serial: 100 + index,
    reference,
    productId: product._id,
    size: product.sizes[0] ?? 'One size',
    placed,
    status: 'Delivered',
    steps: [
      ['Order Placed', paidAt],
      ['Packing', placed + DAY],
      ['Shipped', placed + 2 * DAY],
      ['Out for delivery', placed + 3 * DAY],
      ['Delivered', placed + 3 * DAY + 4 * HOUR],
    ],
    payments: [paymentOf(reference, product.price, 'paid', paidAt)],
  })
})

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
    payments: paid
      ? [
          {
            reference: `ADR-FIXTURE-${String(100 + index)}`,
            amount: product.price * quantity,
            kind: 'paid',
            at: date + 3 * HOUR,
            // Cancelling a paid order refunds it: long since given back.
            refund:
              status === 'Cancelled'
                ? {
                    amount: product.price * quantity,
                    status: 'processed',
                    at: date + 6 * HOUR,
                    updatedAt: date + 30 * HOUR,
                  }
                : null,
          },
        ]
      : [],
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

/** An order of another customer's, for the refund fixtures: paid (or not) for one product. */
function refundOrder(
  reference: string,
  customer: AdminOrder['customer'],
  productId: string,
  placed: number,
  rest: Pick<AdminOrder, 'status' | 'payments'> & { steps: [OrderStatus, number][] },
): AdminOrder {
  const product = fixtureProduct(productId)
  const paid = rest.payments.some((payment) => payment.kind === 'paid')
  const [firstName = '', lastName = ''] = customer.name.split(' ')
  return {
    _id: `00000000-0000-4000-b000-${reference.replace(/\D/g, '').padStart(12, '0')}`,
    status: rest.status,
    payment: paid,
    paymentMethod: 'Paystack',
    date: placed,
    amount: product.price,
    address: { ...address, firstName, lastName, email: customer.email },
    reference,
    testPayment: false,
    paymentStatus: paid ? 'paid' : 'awaiting',
    customer,
    payments: rest.payments,
    timeline: [
      { status: 'Awaiting payment', at: placed, by: 'Customer' },
      ...rest.steps.map(([status, at]) => ({
        status,
        at,
        by: status === 'Order Placed' ? 'Paystack' : ADMIN_USER.name,
      })),
    ],
    items: [{ ...product, selectedSize: product.sizes[0] ?? 'One size', quantity: 1 }],
  }
}

const customer = (name: string, email: string) => ({ name, email })
const MINUTE = 60 * 1000

/**
 * Orders whose money is being (or was) given back, one for each state of a refund, all from the
 * last day so they head the list: ADR-REFUND-1 cancelled and refund on its way, -2 cancelled
 * and refunded, -3 paid twice with the second charge refunded, -4 cancelled with its refund
 * failed, -5 paid after it was cancelled with that refund failed too, -6 paid the wrong amount
 * and refund on its way. Not among `fixtureAdminOrders`: a story that wants them loads them with
 * `resetMockOrders(fixtureAdminOrdersWithRefunds)`, so the other stories' screens stay as they are.
 */
export const fixtureRefundOrders: AdminOrder[] = [
  refundOrder(
    'ADR-REFUND-1',
    customer('Kemi Adebayo', 'kemi.adebayo@example.com'),
    'zuma-rock-heavyweight-hoodie',
    FIXTURE_NOW - 5 * HOUR,
    {
      status: 'Cancelled',
      steps: [
        ['Order Placed', FIXTURE_NOW - 5 * HOUR + MINUTE],
        ['Cancelled', FIXTURE_NOW - 30 * MINUTE],
      ],
      payments: [
        {
          reference: 'ADR-REFUND-1',
          amount: fixtureProduct('zuma-rock-heavyweight-hoodie').price,
          kind: 'paid',
          at: FIXTURE_NOW - 5 * HOUR + MINUTE,
          refund: {
            amount: fixtureProduct('zuma-rock-heavyweight-hoodie').price,
            status: 'pending',
            at: FIXTURE_NOW - 30 * MINUTE,
            updatedAt: FIXTURE_NOW - 30 * MINUTE,
          },
        },
      ],
    },
  ),
  refundOrder(
    'ADR-REFUND-2',
    customer('Emeka Nnadi', 'emeka.nnadi@example.com'),
    'tortoise-aviators',
    FIXTURE_NOW - 23 * HOUR,
    {
      status: 'Cancelled',
      steps: [
        ['Order Placed', FIXTURE_NOW - 23 * HOUR + MINUTE],
        ['Packing', FIXTURE_NOW - 20 * HOUR],
        ['Cancelled', FIXTURE_NOW - 19 * HOUR],
      ],
      payments: [
        {
          reference: 'ADR-REFUND-2',
          amount: fixtureProduct('tortoise-aviators').price,
          kind: 'paid',
          at: FIXTURE_NOW - 23 * HOUR + MINUTE,
          refund: {
            amount: fixtureProduct('tortoise-aviators').price,
            status: 'processed',
            at: FIXTURE_NOW - 19 * HOUR,
            updatedAt: FIXTURE_NOW - 3 * HOUR,
          },
        },
      ],
    },
  ),
  refundOrder(
    'ADR-REFUND-3',
    customer('Zainab Bello', 'zainab.bello@example.ng'),
    'super-eagles-home-jersey',
    FIXTURE_NOW - 8 * HOUR,
    {
      status: 'Packing',
      steps: [
        ['Order Placed', FIXTURE_NOW - 8 * HOUR + MINUTE],
        ['Packing', FIXTURE_NOW - 6 * HOUR],
      ],
      payments: [
        {
          reference: 'ADR-REFUND-3',
          amount: fixtureProduct('super-eagles-home-jersey').price,
          kind: 'paid',
          at: FIXTURE_NOW - 8 * HOUR + MINUTE,
          refund: null,
        },
        {
          reference: 'ADR-REFUND-3-AGAIN',
          amount: fixtureProduct('super-eagles-home-jersey').price,
          kind: 'duplicate',
          at: FIXTURE_NOW - 8 * HOUR + 4 * MINUTE,
          refund: {
            amount: fixtureProduct('super-eagles-home-jersey').price,
            status: 'processed',
            at: FIXTURE_NOW - 8 * HOUR + 4 * MINUTE,
            updatedAt: FIXTURE_NOW - 7 * HOUR,
          },
        },
      ],
    },
  ),
  refundOrder(
    'ADR-REFUND-4',
    customer('Segun Alade', 'segun.alade@example.com'),
    'ankara-panel-hoodie',
    FIXTURE_NOW - 10 * HOUR,
    {
      status: 'Cancelled',
      steps: [
        ['Order Placed', FIXTURE_NOW - 10 * HOUR + MINUTE],
        ['Cancelled', FIXTURE_NOW - 9 * HOUR],
      ],
      payments: [
        {
          reference: 'ADR-REFUND-4',
          amount: fixtureProduct('ankara-panel-hoodie').price,
          kind: 'paid',
          at: FIXTURE_NOW - 10 * HOUR + MINUTE,
          refund: {
            amount: fixtureProduct('ankara-panel-hoodie').price,
            status: 'failed',
            at: FIXTURE_NOW - 9 * HOUR,
            updatedAt: FIXTURE_NOW - 9 * HOUR + 2 * MINUTE,
          },
        },
      ],
    },
  ),
  refundOrder(
    'ADR-REFUND-5',
    customer('Halima Yusuf', 'halima.yusuf@example.ng'),
    'lagoon-round-sunglasses',
    FIXTURE_NOW - 4 * HOUR,
    {
      status: 'Cancelled',
      steps: [['Cancelled', FIXTURE_NOW - 3 * HOUR]],
      payments: [
        {
          reference: 'ADR-REFUND-5',
          amount: fixtureProduct('lagoon-round-sunglasses').price,
          kind: 'after cancellation',
          at: FIXTURE_NOW - 2 * HOUR,
          refund: {
            amount: fixtureProduct('lagoon-round-sunglasses').price,
            status: 'failed',
            at: FIXTURE_NOW - 2 * HOUR,
            updatedAt: FIXTURE_NOW - 2 * HOUR + 3 * MINUTE,
          },
        },
      ],
    },
  ),
  refundOrder(
    'ADR-REFUND-6',
    customer('Obinna Eze', 'obinna.eze@example.com'),
    'harmattan-zip-hoodie',
    FIXTURE_NOW - HOUR,
    {
      status: 'Awaiting payment',
      steps: [],
      payments: [
        {
          reference: 'ADR-REFUND-6',
          amount: 3200,
          kind: 'mismatch',
          at: FIXTURE_NOW - 50 * MINUTE,
          refund: {
            amount: 3200,
            status: 'pending',
            at: FIXTURE_NOW - 50 * MINUTE,
            updatedAt: FIXTURE_NOW - 50 * MINUTE,
          },
        },
      ],
    },
  ),
]

/** `fixtureAdminOrders` and `fixtureRefundOrders`, newest first: 31 orders. */
export const fixtureAdminOrdersWithRefunds: AdminOrder[] = [
  ...fixtureAdminOrders,
  ...fixtureRefundOrders,
].sort((a, b) => b.date - a.date)
