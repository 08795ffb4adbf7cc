// The conformance table's cases for discount codes (docs/product.md §11.14): the team's calls,
// refused to shoppers, and each rule the server refuses a code by. The mocks start each case
// from their fixtures and the server from its seeded store with no code: every case here holds
// either way (none needs a code the other side lacks).
import {
  AdminDiscountResponse,
  AdminDiscountsResponse,
  DISCOUNT_ADMIN_MESSAGES,
  ORDER_MESSAGES,
} from '@adire/contract'
import { refused } from './conformance-refused.ts'
import type { ConformanceCase } from './conformance-run.ts'

/** An id shaped like the server's, which no code has. */
const NO_CODE = '/api/admin/discounts/00000000-0000-4000-8000-000000000000'

export const DISCOUNT_CASES: ConformanceCase[] = [
  {
    name: 'admin: the discount codes refuse a shopper',
    caller: 'shopper',
    method: 'GET',
    path: '/api/admin/discounts',
    ...refused(403, ORDER_MESSAGES.adminOnly),
  },
  {
    name: 'admin: the discount codes are listed',
    caller: 'admin',
    method: 'GET',
    path: '/api/admin/discounts',
    status: 200,
    answer: AdminDiscountsResponse,
  },
  {
    name: 'admin: a code of two letters is refused',
    caller: 'admin',
    method: 'POST',
    path: '/api/admin/discounts',
    body: () => ({ code: 'AB', kind: 'freeDelivery' }),
    ...refused(400, DISCOUNT_ADMIN_MESSAGES.code),
  },
  {
    name: 'admin: a percentage code without its percentage is refused',
    caller: 'admin',
    method: 'POST',
    path: '/api/admin/discounts',
    body: () => ({ code: 'NOPERCENT', kind: 'percent' }),
    ...refused(400, DISCOUNT_ADMIN_MESSAGES.percent),
  },
  {
    name: 'admin: a code whose last day is before its first is refused',
    caller: 'admin',
    method: 'POST',
    path: '/api/admin/discounts',
    body: () => ({
      code: 'BACKWARDS',
      kind: 'freeDelivery',
      startsOn: '2026-12-10',
      endsOn: '2026-12-01',
    }),
    ...refused(400, DISCOUNT_ADMIN_MESSAGES.days),
  },
  {
    name: 'admin: a code for a department the store lacks is refused',
    caller: 'admin',
    method: 'POST',
    path: '/api/admin/discounts',
    body: () => ({ code: 'KAFTANS10', kind: 'percent', percent: 10, departments: ['Kaftans'] }),
    ...refused(400, DISCOUNT_ADMIN_MESSAGES.department),
  },
  {
    name: 'admin: a change to no code is not found',
    caller: 'admin',
    method: 'PATCH',
    path: NO_CODE,
    body: () => ({ paused: true }),
    ...refused(404, DISCOUNT_ADMIN_MESSAGES.notFound),
  },
  {
    name: 'admin: ending no code is not found',
    caller: 'admin',
    method: 'POST',
    path: `${NO_CODE}/end`,
    ...refused(404, DISCOUNT_ADMIN_MESSAGES.notFound),
  },
  {
    name: 'admin: deleting no code is not found',
    caller: 'admin',
    method: 'DELETE',
    path: NO_CODE,
    ...refused(404, DISCOUNT_ADMIN_MESSAGES.notFound),
  },
  {
    name: 'admin: a new code is made, its name upper-cased',
    caller: 'admin',
    method: 'POST',
    path: '/api/admin/discounts',
    body: () => ({ code: 'conform10', kind: 'percent', percent: '10', minItems: '20,000' }),
    status: 201,
    answer: AdminDiscountResponse,
  },
]
