import { LinkProvider } from '@adire/ui'
import { Suspense, useEffect } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { PageLoading } from './PageLoading.tsx'
import { RouterLink } from './RouterLink.tsx'

/** The root of every route: router-aware links for the ui package, and scroll-to-top. */
export function RouterRoot() {
  const { pathname } = useLocation()

  // SPEC.md §2: every route change starts at the top of the page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the effect must run on each new path
  useEffect(() => {
    window.scrollTo(0, 0)
  }, [pathname])

  return (
    <LinkProvider component={RouterLink}>
      <Suspense fallback={<PageLoading />}>
        <Outlet />
      </Suspense>
    </LinkProvider>
  )
}
