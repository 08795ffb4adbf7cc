import {
  COLLECTION_PARAMS,
  chatLinkOf,
  NO_STORE_CONTACT,
  PAGE_ROUTES,
  paymentWaysText,
} from '@adire/contract'
import { ChatLink, Footer, Navbar } from '@adire/ui'
import { useQuery } from '@tanstack/react-query'
import { type ReactNode, Suspense, useCallback, useEffect, useMemo, useState } from 'react'
import { storeQueries } from '../api/store.ts'
import { useCart } from '../providers/cart.tsx'
import { useAuth } from '../providers/session.tsx'
import { useTheme } from '../providers/ThemeProvider.tsx'
import { PageLoading } from './PageLoading.tsx'
import { useLocation, useNavigate } from './router.tsx'

/** docs/product.md §2: the bar blurs once the page has scrolled more than this many pixels. */
const NAV_BLUR_THRESHOLD_PX = 50

function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false)
  useEffect(() => {
    const update = () => setScrolled(window.scrollY > threshold)
    update()
    window.addEventListener('scroll', update, { passive: true })
    return () => window.removeEventListener('scroll', update)
  }, [threshold])
  return scrolled
}

/** The shared layout of docs/product.md §2: navigation bar, page, footer and the floating chat link. */
export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  const navigate = useNavigate()
  const { token, user, logout } = useAuth()
  const { cartCount } = useCart()
  const { theme, toggleTheme } = useTheme()
  const scrolled = useScrolledPast(NAV_BLUR_THRESHOLD_PX)
  // The store's contact and ways to pay, in every page's footer and chat button (issue 41).
  const settings = useQuery(storeQueries.settings()).data
  const contact = settings?.contact ?? NO_STORE_CONTACT
  // The same element while the page is the same, so that the layout's own re-renders (the
  // shopper's view known right after hydration, the bar blurring) stop at this boundary. A
  // boundary still waiting to hydrate that receives new props is hydrated at once, at the
  // update's priority: the whole page in one task that does not yield, 150–250 ms on an
  // entry-level phone (issue 47), instead of in React's time-sliced passes.
  const page = useMemo(() => <Suspense fallback={<PageLoading />}>{children}</Suspense>, [children])
  // Likewise the footer and the chat link, and the bar's contents (its callbacks kept stable):
  // scrolling past the blur's threshold re-renders the bar alone, not every link of the layout,
  // which on an entry-level phone held up a tap that followed the scroll (issue 47).
  const paymentWays = settings && paymentWaysText(settings.paymentChannels)
  const departments = settings?.departments
  const footer = useMemo(
    () => (
      <>
        <Footer
          year={new Date().getFullYear()}
          contact={contact}
          paymentWays={paymentWays}
          departments={departments}
        />
        <ChatLink {...chatLinkOf(contact)} />
      </>
    ),
    [contact, paymentWays, departments],
  )
  // The header's search shows the collection searched (issue 41).
  const onSearch = useCallback(
    (query: string) => {
      const search = new URLSearchParams(query ? { [COLLECTION_PARAMS.query]: query } : {})
      navigate(`${PAGE_ROUTES.collection}${query ? `?${search}` : ''}`)
    },
    [navigate],
  )

  return (
    <div className="flex min-h-dvh flex-col">
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-surface focus:px-3 focus:py-2"
      >
        Skip to content
      </a>
      <Navbar
        activePath={pathname}
        cartCount={cartCount}
        isLoggedIn={Boolean(token)}
        isAdmin={user?.role === 'admin'}
        // docs/product.md §4: the session clears the token and goes to /login; the cart empties itself.
        onLogout={logout}
        scrolled={scrolled}
        theme={theme}
        onToggleTheme={toggleTheme}
        onSearch={onSearch}
      />
      <main id="main" className="flex-1">
        {page}
      </main>
      {footer}
    </div>
  )
}
