import type { CartData } from '@adire/contract'
import { LinkProvider } from '@adire/ui'
import { type ReactNode, Suspense, useEffect, useRef } from 'react'
import { ShopperProvider } from '../providers/shopper.tsx'
import { ToastOutlet } from '../providers/ToastProvider.tsx'
import { PageLoading } from './PageLoading.tsx'
import { firstPageShown } from './pages.tsx'
import { Link, useLocation } from './router.tsx'

export interface RouterRootProps {
  /** For stories: the token the session finds on load instead of reading storage. */
  storedToken?: string | undefined
  /** For stories: the cart the shopper finds on load instead of reading storage. */
  storedCart?: CartData | undefined
}

/**
 * The root of every route, in the browser, on the server and in the stories alike: the session
 * and the cart (the session navigates, so they live inside the router),
 * router-aware links for the ui package, and scroll-to-top.
 */
export function RouterRoot({
  storedToken,
  storedCart,
  children,
}: RouterRootProps & { children: ReactNode }) {
  const { pathname } = useLocation()
  const shownPath = useRef(pathname)

  // docs/product.md §2: every route change starts at the top of the page. Only a change: the
  // first page stays where the shopper has scrolled it while its code arrived, so that a tap
  // aimed at what they see still lands on it.
  useEffect(() => {
    if (shownPath.current === pathname) return
    shownPath.current = pathname
    window.scrollTo(0, 0)
  }, [pathname])

  return (
    <ShopperProvider storedToken={storedToken} storedCart={storedCart} hydrated={firstPageShown}>
      <LinkProvider component={Link}>
        <Suspense fallback={<PageLoading />}>{children}</Suspense>
        <ToastOutlet />
      </LinkProvider>
    </ShopperProvider>
  )
}
