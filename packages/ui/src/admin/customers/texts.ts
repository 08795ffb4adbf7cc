import { formatNaira } from '@adire/contract'

/*
 * Every word of the store team's customers screens (docs/product.md §11.12), in one place for
 * the components, the pages and the stories' checks.
 */
export const CUSTOMER_ADMIN_TEXTS = {
  heading: { text1: 'Store', text2: 'customers' },
  signIn: 'Log in with your team account to see the store’s customers.',
  search: 'Name, e-mail or phone',
  list: 'Customers',
  listSection: 'Customer list',
  loading: 'Loading customers',
  failed: (message: string) => `The customers could not be loaded: ${message}`,
  empty: 'No customers yet. Everyone who pays for an order shows here.',
  noMatch: 'No customers match.',
  showEvery: 'Show every customer',
  pages: 'Pages of customers',
  orders: (count: number) => (count === 1 ? '1 order' : `${count} orders`),
  paid: (amount: number) => `${formatNaira(amount)} paid`,
  lastOrder: (when: string) => `Last order ${when}`,
  firstOrder: (when: string) => `First order ${when}`,
  deleted: 'Account deleted by the shopper: nothing personal is kept.',
  // A customer's page.
  back: 'Back to the customers',
  loadingOne: 'Loading the customer',
  failedOne: (message: string) => `The customer could not be loaded: ${message}`,
  notFound: 'No customer has this id',
  since: (when: string) => `Customer since ${when}`,
  figures: {
    orders: 'Orders placed',
    paid: 'Paid, less refunds',
    first: 'First order',
    last: 'Last order',
  },
  ordersHeading: 'Orders',
  ordersList: (name: string) => `Orders of ${name}`,
  orderLink: (number: string) => `Order ${number}`,
  refunded: (amount: number) => `${formatNaira(amount)} refunded`,
  notPaid: 'Not paid',
  returnsHeading: 'Returns',
  returnsList: (name: string) => `Returns of ${name}`,
  returnLink: (label: string) => `Return ${label}`,
  returnOf: (orderNumber: string) => `Of order ${orderNumber}`,
  returnUnits: (units: number, exchanges: number) =>
    [
      `${units} ${units === 1 ? 'item' : 'items'}`,
      exchanges === 0 ? null : `${exchanges} for another size`,
    ]
      .filter(Boolean)
      .join(', '),
  returnRefund: (amount: string) => `${amount} refund`,
  addressesHeading: 'Saved addresses',
  noAddresses: 'No saved addresses.',
  defaultAddress: 'Default',
  call: (phone: string) => `Call ${phone}`,
  email: (email: string) => `E-mail ${email}`,
} as const
