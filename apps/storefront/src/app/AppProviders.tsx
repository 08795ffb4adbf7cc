import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { ThemeProvider } from '../providers/ThemeProvider.tsx'
import { ToastProvider } from '../providers/ToastProvider.tsx'

export const createQueryClient = () => new QueryClient()

/**
 * What every page needs around the router; page stories use the same providers. The session
 * and the cart need the router (the session navigates), so they sit inside it, in `RouterRoot`.
 */
export function AppProviders({
  children,
  queryClient,
  toastDurationMs,
}: {
  children: ReactNode
  queryClient: QueryClient
  toastDurationMs?: number
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <ToastProvider durationMs={toastDurationMs}>{children}</ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  )
}
