import type { AdminSettingsResponse, StoreSettingsChange } from '@adire/contract'
import type { UseQueryOptions } from '@tanstack/react-query'
import { answered, call } from '../../api/client.ts'
import { worthRetrying } from '../../api/retry.ts'
import { ADMIN_CALL_FAILED } from '../orders/adminOrders.ts'

/** GET /api/admin/settings: every setting and the latest changes (docs/product.md §11.7). */
export function fetchAdminSettings(
  token: string,
  signal?: AbortSignal,
): Promise<AdminSettingsResponse> {
  return answered(
    call('adminSettings', { token, fallbackMessage: ADMIN_CALL_FAILED, signal }),
    ADMIN_CALL_FAILED,
  )
}

/**
 * PUT /api/admin/settings: the settings changed, all or none. Rejects with the server's message
 * and the setting it is about (`ApiError.field`).
 */
export function saveAdminSettings(
  token: string,
  change: StoreSettingsChange,
): Promise<AdminSettingsResponse> {
  return answered(
    call('adminSettingsUpdate', { token, body: change, fallbackMessage: ADMIN_CALL_FAILED }),
    ADMIN_CALL_FAILED,
  )
}

/** The settings screen's query, per token (another account never reads this cache). */
export const adminSettingsQuery = (
  token: string,
): UseQueryOptions<AdminSettingsResponse, Error, AdminSettingsResponse, readonly unknown[]> => ({
  queryKey: ['admin', 'settings', token],
  queryFn: ({ signal }) => fetchAdminSettings(token, signal),
  retry: worthRetrying,
})
