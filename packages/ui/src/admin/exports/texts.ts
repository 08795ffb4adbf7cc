/*
 * Every word of the store team's CSV downloads (docs/product.md §11.12): the orders' date range,
 * and the customers' and products' buttons.
 */
export const EXPORT_ADMIN_TEXTS = {
  orders: 'Export orders (CSV)',
  ordersForm: 'Export orders',
  from: 'From',
  to: 'To',
  rangeHint: 'Lagos days; leave a date empty to start at the first order or end today.',
  customers: 'Export customers (CSV)',
  products: 'Export products (CSV)',
  busy: 'Preparing the file…',
  failed: (message: string) => `The file could not be made: ${message}`,
  done: (fileName: string) => `Downloaded ${fileName}.`,
} as const
