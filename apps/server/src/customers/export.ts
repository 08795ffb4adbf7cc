import { lagosDateTime } from '@adire/contract'
import { nairaCell } from '../csv/naira.ts'
import { writeCsv } from '../csv/write.ts'
import type { Customers } from './customers.ts'

/** The customers CSV's columns (docs/product.md §11.12), in this order. */
export const CUSTOMER_CSV_COLUMNS = [
  'customer',
  'email',
  'phone',
  'orders',
  'paid',
  'first_order',
  'last_order',
] as const

/**
 * Every customer as CSV, latest order first: the screen's download and `npm run admin --
 * customers export` alike. Money in naira with two decimals, times in Lagos time; a deleted
 * account is `Deleted shopper` with its e-mail and phone left empty.
 */
export async function customersCsv(customers: Customers): Promise<{ csv: string; count: number }> {
  const all = await customers.all()
  const rows = all.map((customer) => [
    customer.name,
    customer.email ?? '',
    customer.phone ?? '',
    String(customer.orders),
    nairaCell(Math.round(customer.paid * 100)),
    lagosDateTime(customer.firstOrderAt),
    lagosDateTime(customer.lastOrderAt),
  ])
  return { csv: writeCsv([[...CUSTOMER_CSV_COLUMNS], ...rows]), count: rows.length }
}
