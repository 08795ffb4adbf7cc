// The conformance table's cases for returns and exchanges (docs/product.md §10.7): the
// shopper's request refused by the contract's rules before any order is judged, another
// shopper's order as missing as an unknown one, and the team's calls refused to shoppers and for
// a return no one has. The mocks start from their fixtures and the server from its seeded store
// with no return: every case holds either way.
import {
  ACCOUNT_MESSAGES,
  AdminReturnsResponse,
  ORDER_MESSAGES,
  RETURN_MESSAGES,
  USER_MESSAGES,
} from '@adire/contract'
import { refused } from './conformance-refused.ts'
import type { ConformanceCase, ConformanceWorld } from './conformance-run.ts'

/** An id shaped like the server's, which no return has. */
const NO_RETURN = '00000000-0000-4000-8000-000000000000'

/** A return of the first line of another shopper's order, for a refund. */
const ofOthersOrder = ({ othersOrder }: ConformanceWorld) => ({
  reference: othersOrder.reference,
  lines: [{ index: 0, quantity: 1 }],
  reason: 'tooSmall',
  way: 'dropOff',
})

export const RETURN_CASES: ConformanceCase[] = [
  {
    name: 'returns: asking without a session is refused',
    caller: 'none',
    method: 'POST',
    path: '/api/order/returns',
    body: ofOthersOrder,
    ...refused(401, USER_MESSAGES.notAuthorised),
  },
  {
    name: "returns: another shopper's order is as missing as an unknown one",
    caller: 'shopper',
    method: 'POST',
    path: '/api/order/returns',
    body: ofOthersOrder,
    ...refused(404, ACCOUNT_MESSAGES.orderNotFound),
  },
  {
    name: 'returns: a request with no item is refused',
    caller: 'shopper',
    method: 'POST',
    path: '/api/order/returns',
    body: (world) => ({ ...ofOthersOrder(world), lines: [] }),
    ...refused(400, RETURN_MESSAGES.noLines),
  },
  {
    name: 'returns: "other" without the shopper\'s words is refused',
    caller: 'shopper',
    method: 'POST',
    path: '/api/order/returns',
    body: (world) => ({ ...ofOthersOrder(world), reason: 'other' }),
    ...refused(400, RETURN_MESSAGES.otherText),
  },
  {
    name: 'returns: cancelling a return no one has is refused',
    caller: 'shopper',
    method: 'POST',
    path: `/api/order/returns/${NO_RETURN}/cancel`,
    ...refused(404, RETURN_MESSAGES.notFound),
  },
  {
    name: 'admin: the returns refuse a shopper',
    caller: 'shopper',
    method: 'GET',
    path: '/api/admin/returns',
    ...refused(403, ORDER_MESSAGES.adminOnly),
  },
  {
    name: 'admin: the open returns are listed',
    caller: 'admin',
    method: 'GET',
    path: '/api/admin/returns?status=open',
    status: 200,
    answer: AdminReturnsResponse,
  },
  {
    name: 'admin: a return no one has is not found',
    caller: 'admin',
    method: 'GET',
    path: `/api/admin/returns/${NO_RETURN}`,
    ...refused(404, RETURN_MESSAGES.notFound),
  },
  {
    name: 'admin: approving a return no one has is refused',
    caller: 'admin',
    method: 'POST',
    path: `/api/admin/returns/${NO_RETURN}/approve`,
    ...refused(404, RETURN_MESSAGES.notFound),
  },
  {
    name: 'admin: declining without a reason is refused',
    caller: 'admin',
    method: 'POST',
    path: `/api/admin/returns/${NO_RETURN}/decline`,
    body: () => ({ reason: '  ' }),
    ...refused(400, RETURN_MESSAGES.declineReason),
  },
]
