import { CURRENCY_SYMBOL } from '@adire/contract'
import {
  createContext,
  type ReactNode,
  startTransition,
  use,
  useCallback,
  useEffect,
  useMemo,
  useState,
} from 'react'

const TOKEN_KEY = 'token'

interface AuthContextValue {
  token: string | null
  /** True until the stored session has been read (SPEC.md §3: the loading flag starts true). */
  loading: boolean
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

/**
 * The shared session state of SPEC.md §3: the token lives in local storage under `token`. It is
 * read after mounting, so the server-rendered page and the browser's first render agree.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [token, setTokenState] = useState<string | null>(null)
  const [loading, setLoading] = useState(true)

  useEffect(() => {
    // A transition: the update may re-render much of the page, and can wait a moment.
    startTransition(() => {
      setTokenState(storedToken())
      setLoading(false)
    })
  }, [])

  const setToken = useCallback((next: string) => {
    localStorage.setItem(TOKEN_KEY, next)
    setTokenState(next)
  }, [])
  const clearToken = useCallback(() => {
    localStorage.removeItem(TOKEN_KEY)
    setTokenState(null)
  }, [])

  const value = useMemo(
    () => ({ token, loading, setToken, clearToken, currency: CURRENCY_SYMBOL }),
    [token, loading, setToken, clearToken],
  )
  return <AuthContext value={value}>{children}</AuthContext>
}

export function useAuth(): AuthContextValue {
  const context = use(AuthContext)
  if (!context) throw new Error('useAuth must be used within an AuthProvider')
  return context
}
