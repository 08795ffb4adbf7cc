import { endpoint } from '../shared/endpoint.ts'
import {
  AdminReturnResponse,
  AdminReturnsQuery,
  AdminReturnsResponse,
  ReturnDeclineRequest,
  ReturnReceiveRequest,
  ReturnRequest,
  ReturnResponse,
} from './returns.ts'

/** The calls of returns and size exchanges (docs/product.md §10.7): the shopper's, then the team's. */
export const returnsApi = {
  /**
   * Beyond the original spec (§10.7): a return or size exchange of some lines of one of the
   * shopper's delivered orders, within the store's return window. 201; 409 with the shopper's
   * words when it cannot be (not delivered, window closed, more than is left, a size sold out).
   */
  returnRequest: endpoint({
    method: 'POST',
    path: '/api/order/returns',
    auth: true,
    request: ReturnRequest,
    response: ReturnResponse,
  }),
  /** Beyond the original spec (§10.7): the shopper's own return, cancelled before it is received. */
  returnCancel: endpoint({
    method: 'POST',
    path: '/api/order/returns/:id/cancel',
    auth: true,
    request: undefined,
    response: ReturnResponse,
  }),
  /** Beyond the original spec (§10.7), store team only: returns, newest first, by status. */
  adminReturns: endpoint({
    method: 'GET',
    path: '/api/admin/returns',
    auth: true,
    request: undefined,
    query: AdminReturnsQuery,
    response: AdminReturnsResponse,
  }),
  /** Beyond the original spec (§10.7), store team only: one return by its id or number. */
  adminReturn: endpoint({
    method: 'GET',
    path: '/api/admin/returns/:id',
    auth: true,
    request: undefined,
    response: AdminReturnResponse,
  }),
  /** Beyond the original spec (§10.7): a requested return approved; the shopper is e-mailed. */
  adminReturnApprove: endpoint({
    method: 'POST',
    path: '/api/admin/returns/:id/approve',
    auth: true,
    request: undefined,
    response: AdminReturnResponse,
  }),
  /** Beyond the original spec (§10.7): a requested return declined, with the shopper's reason. */
  adminReturnDecline: endpoint({
    method: 'POST',
    path: '/api/admin/returns/:id/decline',
    auth: true,
    request: ReturnDeclineRequest,
    response: AdminReturnResponse,
  }),
  /**
   * Beyond the original spec (§10.7): an approved return's items arrived, each as new (back to
   * stock) or damaged. Never refunds by itself.
   */
  adminReturnReceive: endpoint({
    method: 'POST',
    path: '/api/admin/returns/:id/receive',
    auth: true,
    request: ReturnReceiveRequest,
    response: AdminReturnResponse,
  }),
  /** Beyond the original spec (§10.7): a received return's refund lines refunded, through the one refund path. */
  adminReturnRefund: endpoint({
    method: 'POST',
    path: '/api/admin/returns/:id/refund',
    auth: true,
    request: undefined,
    response: AdminReturnResponse,
  }),
  /** Beyond the original spec (§10.7): a received return's exchanges made a ₦0 order to pack and ship. */
  adminReturnExchange: endpoint({
    method: 'POST',
    path: '/api/admin/returns/:id/exchange',
    auth: true,
    request: undefined,
    response: AdminReturnResponse,
  }),
} as const
