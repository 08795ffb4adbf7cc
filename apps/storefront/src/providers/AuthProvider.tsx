import { CURRENCY_SYMBOL } from '@adire/contract'
import { createContext, type ReactNode, use, useCallback, useMemo, useState } from 'react'

const TOKEN_KEY = 'token'

interface AuthContextValue {
  token: string | null
  setToken: (token: string) => void
  clearToken: () => void
  currency: string
}

const AuthContext = createContext<AuthContextValue | null>(null)

function storedToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY)
  } catch {
    return null
  }
}

/** The shared session state of SPEC.md §3: the token lives in local storage under `token`. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [token, setTokenState] = useState<string | null>(storedToken)

  const setToken = useCallback((next: string) => {
    localStorage.setItem(TOKEN_KEY, next)
    setTokenState(next)
  }, [])
  const clearToken = useCallback(() => {
    localStorage.removeItem(TOKEN_KEY)
    setTokenState(null)
  }, [])

  const value = useMemo(
    () => ({ token, setToken, clearToken, currency: CURRENCY_SYMBOL }),
    [token, setToken, clearToken],
  )
  return <AuthContext value={value}>{children}</AuthContext>
}

export function useAuth(): AuthContextValue {
  const context = use(AuthContext)
  if (!context) throw new Error('useAuth must be used within an AuthProvider')
  return context
}
