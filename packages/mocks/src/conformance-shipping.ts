// The conformance table's cases for packing and shipping (docs/product.md §11.11): the courier a
// move to Shipped needs, bulk moves and the team's notes, refused to shoppers.
import {
  BulkStatusResponse,
  ORDER_MESSAGES,
  SHIPPING_LIMITS,
  SHIPPING_MESSAGES,
} from '@adire/contract'
import { refused } from './conformance-refused.ts'
import type { ConformanceCase } from './conformance-run.ts'

/** An order id no store has. */
const UNKNOWN_ORDER = '00000000-0000-4000-a000-999999999999'

export const SHIPPING_CASES: ConformanceCase[] = [
  {
    name: 'admin: marking an order Shipped without a courier is refused',
    caller: 'admin',
    method: 'PATCH',
    path: ({ othersOrder }) => `/api/admin/orders/${othersOrder.id}/status`,
    body: () => ({ status: 'Shipped', tracking: 'KW-1234' }),
    ...refused(400, SHIPPING_MESSAGES.courierRequired),
  },
  {
    name: 'admin: a tracking link that is not http or https is refused',
    caller: 'admin',
    method: 'PATCH',
    path: ({ othersOrder }) => `/api/admin/orders/${othersOrder.id}/status`,
    body: () => ({ status: 'Shipped', courier: 'Kwik', tracking: 'javascript://alert(1)' }),
    ...refused(400, SHIPPING_MESSAGES.trackingLink),
  },
  {
    name: 'admin: bulk moves refuse a shopper',
    caller: 'shopper',
    method: 'POST',
    path: '/api/admin/orders/bulk-status',
    body: ({ othersOrder }) => ({ ids: [othersOrder.id], status: 'Packing' }),
    ...refused(403, ORDER_MESSAGES.adminOnly),
  },
  {
    name: 'admin: a bulk move names the order it could not find',
    caller: 'admin',
    method: 'POST',
    path: '/api/admin/orders/bulk-status',
    body: () => ({ ids: [UNKNOWN_ORDER], status: 'Packing' }),
    status: 200,
    message: '0 moved, 1 could not: an order was not found',
    answer: BulkStatusResponse,
  },
  {
    name: 'admin: a note on an order refuses a shopper',
    caller: 'shopper',
    method: 'POST',
    path: ({ othersOrder }) => `/api/admin/orders/${othersOrder.id}/notes`,
    body: () => ({ text: 'Called the customer' }),
    ...refused(403, ORDER_MESSAGES.adminOnly),
  },
  {
    name: 'admin: a note over the limit is refused',
    caller: 'admin',
    method: 'POST',
    path: ({ othersOrder }) => `/api/admin/orders/${othersOrder.id}/notes`,
    body: () => ({ text: 'a'.repeat(SHIPPING_LIMITS.note + 1) }),
    ...refused(400, SHIPPING_MESSAGES.noteTooLong),
  },
  {
    name: 'admin: a note on an order that does not exist is not found',
    caller: 'admin',
    method: 'POST',
    path: `/api/admin/orders/${UNKNOWN_ORDER}/notes`,
    body: () => ({ text: 'Called the customer' }),
    ...refused(404, ORDER_MESSAGES.orderNotFound),
  },
]
