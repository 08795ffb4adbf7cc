import { z } from 'zod'
import { SavedAddress } from '../account/addresses.ts'
import { RETURN_STATUSES } from '../orders/return-rules.ts'
import type { AdminReturn } from '../orders/returns.ts'
import { allowedCharacters } from '../shared/text.ts'

/*
 * The store team's customers (docs/product.md §11.12): every account that has placed an order
 * (an order is always an account's: there is no guest checkout), with how often and how much it
 * bought, searched by name, e-mail or phone. An account deleted by its shopper stays a customer,
 * shown as `Deleted shopper` with nothing that names or reaches a person.
 */

/** Customers per page of the list. */
export const ADMIN_CUSTOMERS_PAGE_SIZE = 20

/** The words the customers' calls refuse with. */
export const CUSTOMER_MESSAGES = {
  notFound: 'No customer has this id',
  page: 'This page of customers does not exist',
} as const

export const AdminCustomersQuery = z.object({
  /** Part of the name, the e-mail or a phone number (any spacing, `0803…` or `+234 803…`). */
  q: z.string().trim().max(254).check(allowedCharacters('The search')).optional(),
  page: z.coerce
    .number({ error: CUSTOMER_MESSAGES.page })
    .int(CUSTOMER_MESSAGES.page)
    .min(1, CUSTOMER_MESSAGES.page)
    .max(10_000, CUSTOMER_MESSAGES.page)
    .default(1),
})
export type AdminCustomersQuery = z.infer<typeof AdminCustomersQuery>

/** One customer in the list: who, how to reach them, and what they bought. */
export const CustomerSummary = z.object({
  /** The account's id: the customer's page is `/admin/customers/{id}`. */
  id: z.string(),
  /** The account's name, or `Deleted shopper`. */
  name: z.string(),
  /** The account's e-mail; null once the account is deleted. */
  email: z.string().nullable(),
  /** The phone of their latest order's delivery address; null once deleted. */
  phone: z.string().nullable(),
  /** The shopper deleted the account: nothing personal is shown. */
  deleted: z.boolean(),
  /** Orders placed (paid, whatever happened after: a cancelled one counts). */
  orders: z.number().int(),
  /** Naira: every payment received for their orders, less every refund made or on its way. */
  paid: z.number(),
  /** When the first and the latest of those orders were placed, epoch milliseconds. */
  firstOrderAt: z.number().int(),
  lastOrderAt: z.number().int(),
})
export type CustomerSummary = z.infer<typeof CustomerSummary>

export const AdminCustomersResponse = z.object({
  success: z.literal(true),
  /** Latest order first. */
  customers: z.array(CustomerSummary),
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int(),
})
export type AdminCustomersResponse = z.infer<typeof AdminCustomersResponse>

/** One of a customer's orders, as their page lists it (the order itself is on /admin/orders). */
export const CustomerOrder = z.object({
  id: z.string(),
  orderNumber: z.number().int(),
  reference: z.string(),
  /** Epoch milliseconds. */
  date: z.number().int(),
  status: z.string(),
  /** Naira: the order's total, what was paid for it, and what was refunded. */
  amount: z.number(),
  paid: z.number(),
  refunded: z.number(),
})
export type CustomerOrder = z.infer<typeof CustomerOrder>

/** One of a customer's returns, as their page lists it (the return itself is on /admin/returns). */
export const CustomerReturn = z.object({
  id: z.string(),
  returnNumber: z.number().int().positive(),
  status: z.enum(RETURN_STATUSES),
  /** The order it brings back. */
  order: z.object({ reference: z.string(), orderNumber: z.number().int() }),
  /** Epoch milliseconds: when the shopper asked. */
  createdAt: z.number().int(),
  /** Units coming back, and how many of them are exchanges. */
  units: z.number().int().positive(),
  exchanges: z.number().int().nonnegative(),
  /** Naira: what it refunds (or will, once received). */
  refundTotal: z.number().nonnegative(),
})
export type CustomerReturn = z.infer<typeof CustomerReturn>

/** A return as a customer's page lists it, from the return as the team reads it. */
export function customerReturnOf(given: AdminReturn): CustomerReturn {
  const units = (lines: AdminReturn['lines']) => lines.reduce((sum, line) => sum + line.quantity, 0)
  return {
    id: given.id,
    returnNumber: given.returnNumber,
    status: given.status,
    order: { reference: given.order.reference, orderNumber: given.order.orderNumber },
    createdAt: given.createdAt,
    units: units(given.lines),
    exchanges: units(given.lines.filter((line) => line.exchangeSize !== null)),
    refundTotal: given.refundTotal,
  }
}

export const AdminCustomerResponse = z.object({
  success: z.literal(true),
  customer: CustomerSummary.extend({
    /** When the account was made, epoch milliseconds. */
    since: z.number().int(),
  }),
  /** Every order of the account, newest first, the unpaid ones too. */
  orders: z.array(CustomerOrder),
  /** Every return the account asked for, newest first. */
  returns: z.array(CustomerReturn),
  /** The account's saved addresses, the default first (none once deleted). */
  addresses: z.array(SavedAddress),
})
export type AdminCustomerResponse = z.infer<typeof AdminCustomerResponse>
