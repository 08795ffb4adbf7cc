import { PAGE_ROUTES } from '@adire/contract'
import { matchPage } from './AppRoutes.tsx'
import { useLocation } from './router.tsx'

/**
 * Where a login or signup returns the shopper to (docs/product.md §4.3): `/login?next=/place-order`
 * from the cart brings them back to the checkout once signed in, their cart merged.
 */
const NEXT = 'next'

/**
 * The account screen at `route` (login or signup), returning to `next` once signed in. The
 * path stays readable in the address bar (`?next=/place-order`).
 */
export function authPathReturningTo(route: string, next: string | null): string {
  if (!next) return route
  return `${route}?${NEXT}=${encodeURIComponent(next).replaceAll('%2F', '/')}`
}

/**
 * The `?next=` of an account screen's address, if it names a page of this store under the
 * shared layout; else null, and the screen goes home as specified. Nothing else is followed: not
 * another site (`https://…`, `//host`, `/\host`), not an account screen, not an unknown path.
 */
export function returnPathOf(params: URLSearchParams): string | null {
  const next = params.get(NEXT)
  if (!next?.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null
  const url = new URL(next, 'http://store')
  if (url.host !== 'store') return null
  const { page, layout } = matchPage(url.pathname)
  if (!layout || page === 'NotFoundPage') return null
  return url.pathname + url.search
}

/** The checkout's own `next`: the account screens then say why the shopper is there. */
export const isCheckout = (next: string | null) =>
  next !== null && new URL(next, 'http://store').pathname === PAGE_ROUTES.placeOrder

/** The login that comes back to the page shown, for its `Log in` link (a signed-in page). */
export function useLoginReturningHere(): string {
  const { pathname, search } = useLocation()
  return authPathReturningTo(PAGE_ROUTES.login, pathname + search)
}
