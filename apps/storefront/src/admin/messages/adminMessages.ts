import type {
  AdminMessagesQuery,
  AdminMessagesResponse,
  MessageHandledResponse,
} from '@adire/contract'
import type { UseQueryOptions } from '@tanstack/react-query'
import { answered, call } from '../../api/client.ts'
import { worthRetrying } from '../../api/retry.ts'
import { ADMIN_CALL_FAILED } from '../orders/adminOrders.ts'

/** GET /api/admin/messages: a page of the inbox (docs/product.md §11.8). */
export function fetchAdminMessages(
  token: string,
  query: AdminMessagesQuery,
  signal?: AbortSignal,
): Promise<AdminMessagesResponse> {
  return answered(
    call('adminMessages', { token, query, fallbackMessage: ADMIN_CALL_FAILED, signal }),
    ADMIN_CALL_FAILED,
  )
}

/** PUT /api/admin/messages/:id/handled: marks one handled, or open again. */
export function markMessage(
  token: string,
  id: string,
  handled: boolean,
): Promise<MessageHandledResponse> {
  return answered(
    call('adminMessageHandled', {
      token,
      params: { id },
      body: { handled },
      fallbackMessage: ADMIN_CALL_FAILED,
    }),
    ADMIN_CALL_FAILED,
  )
}

/** The inbox's query, per token and page (another account never reads this cache). */
export const adminMessagesQuery = (
  token: string,
  query: AdminMessagesQuery,
): UseQueryOptions<AdminMessagesResponse, Error, AdminMessagesResponse, readonly unknown[]> => ({
  queryKey: ['admin', 'messages', token, query.show, query.page],
  queryFn: ({ signal }) => fetchAdminMessages(token, query, signal),
  retry: worthRetrying,
})
