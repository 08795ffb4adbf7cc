import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { AuthProvider } from '../providers/AuthProvider.tsx'
import { ThemeProvider } from '../providers/ThemeProvider.tsx'

export const createQueryClient = () => new QueryClient()

/** Everything a page needs around it; page stories use the same providers. */
export function AppProviders({
  children,
  queryClient,
}: {
  children: ReactNode
  queryClient: QueryClient
}) {
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider>
        <AuthProvider>{children}</AuthProvider>
      </ThemeProvider>
    </QueryClientProvider>
  )
}
