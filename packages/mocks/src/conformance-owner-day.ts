// The conformance table's cases for the store team's Home, the shell's counts (docs/product.md
// §11.10), the customers and the CSV exports (§11.12): refused to shoppers, answered to the team.
import {
  AdminCountsResponse,
  AdminCustomersResponse,
  AdminHomeResponse,
  CUSTOMER_MESSAGES,
  EXPORT_MESSAGES,
  ORDER_MESSAGES,
} from '@adire/contract'
import { refused } from './conformance-refused.ts'
import type { ConformanceCase } from './conformance-run.ts'

export const OWNER_DAY_CASES: ConformanceCase[] = [
  // Home and the shell's counts (§11.10).
  {
    name: 'admin: Home refuses a shopper',
    caller: 'shopper',
    method: 'GET',
    path: '/api/admin/home',
    ...refused(403, ORDER_MESSAGES.adminOnly),
  },
  {
    name: 'admin: Home refuses a test-payments choice it does not know',
    caller: 'admin',
    method: 'GET',
    path: '/api/admin/home?tests=maybe',
    ...refused(400, 'tests is exclude or include'),
  },
  {
    name: 'admin: Home answers the store team',
    caller: 'admin',
    method: 'GET',
    path: '/api/admin/home?tests=include',
    status: 200,
    answer: AdminHomeResponse,
  },
  {
    name: "admin: the shell's counts refuse a shopper",
    caller: 'shopper',
    method: 'GET',
    path: '/api/admin/counts',
    ...refused(403, ORDER_MESSAGES.adminOnly),
  },
  {
    name: "admin: the shell's counts answer the store team",
    caller: 'admin',
    method: 'GET',
    path: '/api/admin/counts',
    status: 200,
    answer: AdminCountsResponse,
  },

  // The customers and the exports (§11.12).
  ...(
    [
      '/api/admin/customers',
      '/api/admin/customers/export',
      '/api/admin/orders/export',
      '/api/admin/products/export',
    ] as const
  ).map(
    (path): ConformanceCase => ({
      name: `admin: ${path} refuses a shopper`,
      caller: 'shopper',
      method: 'GET',
      path,
      ...refused(403, ORDER_MESSAGES.adminOnly),
    }),
  ),
  {
    name: 'admin: the customers answer the store team',
    caller: 'admin',
    method: 'GET',
    path: '/api/admin/customers?q=a',
    status: 200,
    answer: AdminCustomersResponse,
  },
  {
    name: 'admin: a page of customers that cannot exist is refused',
    caller: 'admin',
    method: 'GET',
    path: '/api/admin/customers?page=0',
    ...refused(400, CUSTOMER_MESSAGES.page),
  },
  {
    name: 'admin: a customer id that is no id is not found',
    caller: 'admin',
    method: 'GET',
    path: '/api/admin/customers/nobody',
    ...refused(404, CUSTOMER_MESSAGES.notFound),
  },
  {
    name: 'admin: an orders export from a day that does not exist is refused',
    caller: 'admin',
    method: 'GET',
    path: '/api/admin/orders/export?from=2026-02-30',
    ...refused(400, EXPORT_MESSAGES.from),
  },
  {
    name: 'admin: an orders export ending before it starts is refused',
    caller: 'admin',
    method: 'GET',
    path: '/api/admin/orders/export?from=2026-03-02&to=2026-03-01',
    ...refused(400, EXPORT_MESSAGES.order),
  },
]
