import type { LinkComponentProps } from '@adire/ui'
import {
  createContext,
  type MouseEvent,
  type ReactNode,
  startTransition,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
} from 'react'

/**
 * The storefront's router: the address, moving to another, links, and path patterns such as
 * `/orders/:reference`. It is all the pages need from a router, in about a kilobyte that every
 * first visit downloads (a general-purpose router weighed twelve: docs/decisions/029-own-router.md).
 * Pages import routing from here only.
 */

export interface RouterLocation {
  pathname: string
  /** The query, with its `?`, or ''. */
  search: string
  /** What the page that navigated here handed over (`navigate(to, { state })`), else null. */
  state: unknown
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one (Back skips it). */
  replace?: boolean
  state?: unknown
}

/** Goes to a path (absolute, with an optional query), or moves through history by a number of steps. */
export type NavigateFunction = (to: string | number, options?: NavigateOptions) => void

/** Where the address lives: the browser's history, or memory (server rendering, stories). */
export interface History {
  readonly location: RouterLocation
  push(to: string, state: unknown): void
  replace(to: string, state: unknown): void
  go(delta: number): void
  /** Calls `listener` after each change; returns the unsubscribe. */
  listen(listener: () => void): () => void
}

function listeners() {
  const set = new Set<() => void>()
  return {
    notify: () => {
      for (const listener of set) listener()
    },
    listen: (listener: () => void) => {
      set.add(listener)
      return () => void set.delete(listener)
    },
  }
}

/** The browser's address bar and history (one per page load). */
export function createBrowserHistory(): History {
  const read = (): RouterLocation => ({
    pathname: window.location.pathname,
    search: window.location.search,
    state: window.history.state ?? null,
  })
  let location = read()
  const { notify, listen } = listeners()
  const changed = () => {
    location = read()
    notify()
  }
  window.addEventListener('popstate', changed)
  return {
    get location() {
      return location
    },
    push(to, state) {
      window.history.pushState(state ?? null, '', to)
      changed()
    },
    replace(to, state) {
      window.history.replaceState(state ?? null, '', to)
      changed()
    },
    go: (delta) => window.history.go(delta),
    listen,
  }
}

/** A history kept in memory, starting at `url`: for server rendering and the stories. */
export function createMemoryHistory(url: string): History {
  const at = (to: string, from: string, state: unknown): RouterLocation => {
    const { pathname, search } = new URL(to, new URL(from, 'http://store'))
    return { pathname, search, state: state ?? null }
  }
  const entries = [at(url, '/', null)]
  let index = 0
  const { notify, listen } = listeners()
  const current = () => entries[index] as RouterLocation
  const href = () => current().pathname + current().search
  return {
    get location() {
      return current()
    },
    push(to, state) {
      entries.splice(index + 1, entries.length, at(to, href(), state))
      index += 1
      notify()
    },
    replace(to, state) {
      entries[index] = at(to, href(), state)
      notify()
    },
    go(delta) {
      const next = Math.min(Math.max(index + delta, 0), entries.length - 1)
      if (next === index) return
      index = next
      notify()
    },
    listen,
  }
}

interface RouterValue {
  location: RouterLocation
  navigate: NavigateFunction
  /** Where the address is now: ahead of `location` while the next page renders. */
  history: History
}

const RouterContext = createContext<RouterValue | null>(null)

/**
 * Provides the address to everything inside. A change renders as a transition, so the page on
 * screen stays until the next one's code has arrived rather than giving way to a spinner.
 */
export function Router({ history, children }: { history: History; children: ReactNode }) {
  const [location, setLocation] = useState(history.location)
  // A layout effect subscribes before any child's effect can navigate.
  useLayoutEffect(() => {
    setLocation(history.location)
    return history.listen(() => startTransition(() => setLocation(history.location)))
  }, [history])
  const navigate = useCallback<NavigateFunction>(
    (to, { replace = false, state = null } = {}) => {
      if (typeof to === 'number') history.go(to)
      else if (replace) history.replace(to, state)
      else history.push(to, state)
    },
    [history],
  )
  const value = useMemo(() => ({ location, navigate, history }), [location, navigate, history])
  return <RouterContext value={value}>{children}</RouterContext>
}

function useRouter(): RouterValue {
  const router = use(RouterContext)
  if (!router) throw new Error('Routing is used outside <Router>')
  return router
}

export const useLocation = (): RouterLocation => useRouter().location

export const useNavigate = (): NavigateFunction => useRouter().navigate

/**
 * The query as `URLSearchParams`, and a way to change it on the current path. A change asked
 * for once the shopper has left the path is dropped: a search typed just before tapping a
 * product must not bring them back from it (the page stays on screen while the next renders).
 */
export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams, options?: NavigateOptions) => void,
] {
  const { location, navigate, history } = useRouter()
  const { pathname, search } = location
  const params = useMemo(() => new URLSearchParams(search), [search])
  const setParams = useCallback(
    (next: URLSearchParams, options?: NavigateOptions) => {
      if (history.location.pathname !== pathname) return
      const query = next.toString()
      navigate(query ? `${pathname}?${query}` : pathname, options)
    },
    [navigate, pathname, history],
  )
  return [params, setParams]
}

export type RouteParams = Readonly<Record<string, string | undefined>>

const ParamsContext = createContext<RouteParams>({})

/** Hands the matched route's parameters (`:reference` and the like) to the page inside. */
export function ParamsProvider({ params, children }: { params: RouteParams; children: ReactNode }) {
  return <ParamsContext value={params}>{children}</ParamsContext>
}

export const useParams = (): RouteParams => use(ParamsContext)

/**
 * The parameters of `pattern` (such as `/orders/:reference`) found in `pathname`, or null when
 * it does not match. Letter case and a trailing slash do not matter: `/Cart/` is the cart.
 */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const wanted = pattern.split('/').filter(Boolean)
  const given = pathname.split('/').filter(Boolean)
  if (wanted.length !== given.length) return null
  const params: Record<string, string> = {}
  for (const [index, segment] of wanted.entries()) {
    const value = given[index] as string
    if (segment.startsWith(':')) params[segment.slice(1)] = decodeSegment(value)
    else if (segment.toLowerCase() !== value.toLowerCase()) return null
  }
  return params
}

function decodeSegment(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    // A malformed escape (`%E0`) is kept as typed: the page then finds nothing by it.
    return value
  }
}

/** Goes to `to` once rendered (a page that is not for this shopper sends them on). */
export function Navigate({ to, replace = false }: { to: string; replace?: boolean }) {
  const navigate = useNavigate()
  useEffect(() => navigate(to, { replace }), [navigate, to, replace])
  return null
}

/** A link to another address in the store or beyond, for the ui package's `LinkProvider`. */
export function Link({ href, onClick, target, ...props }: LinkComponentProps) {
  const { location, navigate } = useRouter()
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey
    const elsewhere = /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href) || (target && target !== '_self')
    if (event.defaultPrevented || event.button !== 0 || modified || elsewhere) return
    event.preventDefault()
    // A link to the page already shown replaces it: Back does not step through the same page.
    navigate(href, { replace: href === location.pathname + location.search })
  }
  return <a {...props} href={href} target={target} onClick={follow} />
}
