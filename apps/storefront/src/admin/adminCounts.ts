import { ADMIN_COUNTS_POLL_MS, type AdminCountsResponse, PAGE_ROUTES } from '@adire/contract'
import { type AdminSectionCounts, HOME_ADMIN_TEXTS } from '@adire/ui'
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { answered, call } from '../api/client.ts'
import { useToast } from '../providers/ToastProvider.tsx'
import { type NewestPaid, newPaidOrder } from './newOrders.ts'
import { ADMIN_CALL_FAILED } from './orders/adminOrders.ts'

/** GET /api/admin/counts: the navigation's counts and the newest paid order (§11.10). */
export function fetchAdminCounts(token: string, signal?: AbortSignal) {
  return answered(
    call('adminCounts', { token, fallbackMessage: ADMIN_CALL_FAILED, signal }),
    ADMIN_CALL_FAILED,
  )
}

/** The newest paid order each query cache (each tab) has seen, per token: kept across pages. */
const seenByCache = new WeakMap<QueryClient, Map<string, NewestPaid>>()

function seenIn(queryClient: QueryClient) {
  let seen = seenByCache.get(queryClient)
  if (!seen) {
    seen = new Map()
    seenByCache.set(queryClient, seen)
  }
  return seen
}

/**
 * The admin shell's counts, asked for every `ADMIN_COUNTS_POLL_MS` while the tab is in view
 * (TanStack Query pauses the interval in a hidden tab). When a newer paid order arrives, a quiet
 * notification names it, and Home and the orders list read again.
 */
export function useAdminCounts(token: string | null): AdminCountsResponse | undefined {
  const queryClient = useQueryClient()
  const toast = useToast()
  const counts = useQuery({
    queryKey: ['admin', 'counts', token],
    queryFn: ({ signal }) => fetchAdminCounts(token ?? '', signal),
    enabled: token !== null,
    refetchInterval: ADMIN_COUNTS_POLL_MS,
    // A failed poll is tried again at the next interval, not at once.
    retry: false,
  })
  const data = counts.data
  useEffect(() => {
    if (!data || token === null) return
    const seen = seenIn(queryClient)
    const arrived = newPaidOrder(seen.has(token) ? seen.get(token) : undefined, data.newestPaid)
    seen.set(token, data.newestPaid)
    if (!arrived) return
    toast.success(HOME_ADMIN_TEXTS.newOrder(arrived.reference), {
      action: {
        label: HOME_ADMIN_TEXTS.viewOrder,
        href: `${PAGE_ROUTES.adminOrders}?order=${encodeURIComponent(arrived.reference)}`,
      },
    })
    void queryClient.invalidateQueries({ queryKey: ['admin', 'home'] })
    void queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] })
  }, [data, token, queryClient, toast])
  return data
}

/** The counts beside the navigation's links. */
export const sectionCounts = (counts: AdminCountsResponse | undefined): AdminSectionCounts =>
  counts ? { orders: counts.toPack, messages: counts.unreadMessages } : {}
