import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { AuthProvider } from '../providers/AuthProvider.tsx'
import { CartProvider } from '../providers/CartProvider.tsx'
import { ThemeProvider } from '../providers/ThemeProvider.tsx'
import { ToastProvider } from '../providers/ToastProvider.tsx'

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
        <ToastProvider>
          <AuthProvider>
            <CartProvider>{children}</CartProvider>
          </AuthProvider>
        </ToastProvider>
      </ThemeProvider>
    </QueryClientProvider>
  )
}
