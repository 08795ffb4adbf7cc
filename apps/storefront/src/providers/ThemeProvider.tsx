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

export type Theme = 'light' | 'dark'
const STORAGE_KEY = 'theme'

interface ThemeContextValue {
  theme: Theme
  toggleTheme: () => void
}

const ThemeContext = createContext<ThemeContextValue | null>(null)

function storedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(STORAGE_KEY)
    return value === 'dark' || value === 'light' ? value : null
  } catch {
    return null
  }
}

// index.html applies the stored or system theme before first paint (no flash). React picks it
// up from there after mounting: the server cannot know it, and the first render must match the
// server's. (Storybook's theme switch sets the same class.)
const appliedTheme = (): Theme =>
  document.documentElement.classList.contains('dark') ? 'dark' : 'light'

/**
 * Light/dark theme (docs/product.md §3): kept under `theme` in local storage, applied as the `dark`
 * class on <html>. Until the shopper chooses, it follows the system setting, live.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const [theme, setTheme] = useState<Theme | null>(null)

  useEffect(() => {
    if (theme === null) startTransition(() => setTheme(appliedTheme()))
    else document.documentElement.classList.toggle('dark', theme === 'dark')
  }, [theme])

  useEffect(() => {
    const system = matchMedia('(prefers-color-scheme: dark)')
    const follow = (event: MediaQueryListEvent) => {
      if (!storedTheme()) setTheme(event.matches ? 'dark' : 'light')
    }
    system.addEventListener('change', follow)
    return () => system.removeEventListener('change', follow)
  }, [])

  const toggleTheme = useCallback(() => {
    setTheme((current) => {
      const next = (current ?? appliedTheme()) === 'dark' ? 'light' : 'dark'
      try {
        localStorage.setItem(STORAGE_KEY, next)
      } catch {
        // Private browsing may refuse storage; the choice still applies for this visit.
      }
      return next
    })
  }, [])

  // A new value only when the theme shown changes: picking up the light theme index.html
  // applied is no change, and a changed context reaching a page still waiting to hydrate makes
  // React hydrate it out of turn (issue 47).
  const shown = theme ?? 'light'
  const value = useMemo(() => ({ theme: shown, toggleTheme }), [shown, toggleTheme])
  return <ThemeContext value={value}>{children}</ThemeContext>
}

export function useTheme(): ThemeContextValue {
  const context = use(ThemeContext)
  if (!context) throw new Error('useTheme must be used within a ThemeProvider')
  return context
}
