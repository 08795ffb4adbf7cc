import type {
  AdminReturnResponse,
  AdminReturnsQuery,
  AdminReturnsResponse,
  ReturnReceiveRequest,
} from '@adire/contract'
import type { UseQueryOptions } from '@tanstack/react-query'
import { answered, call } from '../../api/client.ts'
import { worthRetrying } from '../../api/retry.ts'
import { ADMIN_CALL_FAILED } from '../orders/adminOrders.ts'

/*
 * The shoppers' returns as the store team handles them (docs/product.md §10.7). A refusal
 * rejects with the server's message (`ApiError`): a 409 for a step the return cannot take from
 * where it is, a 400 for a decline without words or a receipt without every item's condition.
 */

/** GET /api/admin/returns: a page of returns, newest first, by status (`open` by default here). */
export function fetchAdminReturns(
  token: string,
  query: AdminReturnsQuery,
  signal?: AbortSignal,
): Promise<AdminReturnsResponse> {
  return answered(
    call('adminReturns', { token, query, fallbackMessage: ADMIN_CALL_FAILED, signal }),
    ADMIN_CALL_FAILED,
  )
}

/** GET /api/admin/returns/:id: one return (404 for no such id or number). */
export function fetchAdminReturn(
  token: string,
  id: string,
  signal?: AbortSignal,
): Promise<AdminReturnResponse> {
  return answered(
    call('adminReturn', { token, params: { id }, fallbackMessage: ADMIN_CALL_FAILED, signal }),
    ADMIN_CALL_FAILED,
  )
}

/** The team's steps, each a POST on the return answering the return as it now is. */
export type ReturnStepCall =
  | { step: 'approve' | 'refund' | 'exchange' }
  | { step: 'decline'; reason: string }
  | { step: 'receive'; conditions: ReturnReceiveRequest['conditions'] }

const STEP_ENDPOINTS = {
  approve: 'adminReturnApprove',
  decline: 'adminReturnDecline',
  receive: 'adminReturnReceive',
  refund: 'adminReturnRefund',
  exchange: 'adminReturnExchange',
} as const

/** POST /api/admin/returns/:id/{approve,decline,receive,refund,exchange}. */
export function takeReturnStep(
  token: string,
  id: string,
  input: ReturnStepCall,
): Promise<AdminReturnResponse> {
  const options = { token, params: { id }, fallbackMessage: ADMIN_CALL_FAILED }
  switch (input.step) {
    case 'decline':
      return answered(
        call(STEP_ENDPOINTS.decline, { ...options, body: { reason: input.reason } }),
        ADMIN_CALL_FAILED,
      )
    case 'receive':
      return answered(
        call(STEP_ENDPOINTS.receive, { ...options, body: { conditions: input.conditions } }),
        ADMIN_CALL_FAILED,
      )
    default:
      return answered(call(STEP_ENDPOINTS[input.step], options), ADMIN_CALL_FAILED)
  }
}

/** Returns the open count reads at most: beyond it the link says `100+`. */
const OPEN_COUNT_LIMIT = 100

/** Typed as TanStack's `queryOptions` would, without importing it (see adminQueries.ts). */
const queryOptions = <T>(options: UseQueryOptions<T, Error, T, readonly unknown[]>) => options

/** The returns' queries, per token (another account never reads this cache). */
export const adminReturnQueries = {
  /** Every return read: a step makes all of it stale. */
  all: () => ['admin', 'returns'] as const,
  /** The list by status, a page at a time (`useInfiniteQuery`, older pages by cursor). */
  list: (token: string, status: AdminReturnsQuery['status']) => ({
    queryKey: [...adminReturnQueries.all(), 'list', token, status ?? 'all'] as const,
    queryFn: ({ pageParam, signal }: { pageParam: string | undefined; signal: AbortSignal }) =>
      fetchAdminReturns(token, { status, before: pageParam }, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last: AdminReturnsResponse) => last.nextCursor ?? undefined,
    retry: worthRetrying,
  }),
  one: (token: string, id: string) =>
    queryOptions({
      queryKey: [...adminReturnQueries.all(), 'one', token, id],
      queryFn: ({ signal }) => fetchAdminReturn(token, id, signal),
      retry: worthRetrying,
    }),
  /** How many returns wait for the team, for the link beside the orders' heading: `4`, `100+`. */
  openCount: (token: string) =>
    queryOptions({
      queryKey: [...adminReturnQueries.all(), 'open-count', token],
      queryFn: async ({ signal }): Promise<string> => {
        const found = await fetchAdminReturns(
          token,
          { status: 'open', limit: OPEN_COUNT_LIMIT },
          signal,
        )
        return found.nextCursor ? `${OPEN_COUNT_LIMIT}+` : String(found.returns.length)
      },
      retry: false,
    }),
}
