import type { LinkComponentProps } from '@adire/ui'
import { use, useCallback } from 'react'
import {
  type NavigateOptions,
  Link as RouterLink,
  UNSAFE_NavigationContext,
  useLocation,
  useSearchParams as useRouterSearchParams,
} from 'react-router-dom'

/**
 * The storefront's routing is React Router's (docs/decisions/036-react-router.md), in its
 * declarative form: `<BrowserRouter>` in the browser, `<StaticRouter>` on the server,
 * `<MemoryRouter>` in the stories, and the route table in `AppRoutes.tsx`. Pages import it from
 * here, where the two things the store adds to it live: the search-parameter guard below and the
 * link the ui package's `LinkProvider` renders.
 */
export {
  Navigate,
  type NavigateFunction,
  type NavigateOptions,
  useLocation,
  useNavigate,
  useParams,
} from 'react-router-dom'

/**
 * The query as `URLSearchParams`, and a way to change it on the current path. A change asked
 * for once the shopper has left the path is dropped: a search typed just before tapping a
 * product must not bring them back from it. (A move renders as a transition, so the collection
 * stays on screen, its search timer running, while the product's code arrives; the history
 * already has the product's address.)
 */
export function useSearchParams(): [
  URLSearchParams,
  (next: URLSearchParams, options?: NavigateOptions) => void,
] {
  const [params, setRouterParams] = useRouterSearchParams()
  const shownPath = useLocation().pathname
  const addressPath = useAddressPath()
  const setParams = useCallback(
    (next: URLSearchParams, options?: NavigateOptions) => {
      if (addressPath() !== shownPath) return
      setRouterParams(next, options)
    },
    [setRouterParams, shownPath, addressPath],
  )
  return [params, setParams]
}

/**
 * Where the history is now, which runs ahead of the page shown while the next page renders. The
 * browser's and the memory history both expose it as `location`; the server's has none (and
 * never moves).
 */
function useAddressPath(): () => string | undefined {
  const { navigator } = use(UNSAFE_NavigationContext)
  return useCallback(
    () => (navigator as { location?: { pathname: string } }).location?.pathname,
    [navigator],
  )
}

/**
 * A link to another address in the store or beyond, for the ui package's `LinkProvider`. React
 * Router's link follows a path of this store within the app, leaves full URLs (`https:`,
 * `mailto:`, `tel:`) to the browser, and replaces the history entry when it points at the page
 * already shown, so Back does not step through the same page.
 */
export function Link({ href, ...props }: LinkComponentProps) {
  return <RouterLink to={href} {...props} />
}
