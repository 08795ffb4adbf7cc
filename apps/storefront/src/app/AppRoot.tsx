import type { QueryClient } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import { BrowserRouter, StaticRouter } from 'react-router-dom'
import { AppProviders } from './AppProviders.tsx'
import { AppRoutes } from './AppRoutes.tsx'

/** Renders nothing: the server's stand-in for the browser's `after`, which only runs effects. */
export function NothingAfter() {
  return null
}

/**
 * The app as the server renders it and the browser hydrates it: one tree for both. React names
 * `useId`s by their place in the tree, so the two must have the same shape, siblings included:
 * with one more sibling in the browser, every id differed, and an element made after hydration
 * (a sheet's heading) got an id that the server's markup (the sheet's `aria-labelledby`) did not
 * name. `after` is the browser's `MarkInteractive`, and `NothingAfter` on the server.
 *
 * The server renders the page at `url` (React Router's `StaticRouter`); the browser reads and
 * moves the address bar (`BrowserRouter`, whose changes render as transitions, so the page on
 * screen stays until the next one's code has arrived).
 */
export function AppRoot({
  queryClient,
  url,
  after,
}: {
  queryClient: QueryClient
  /** The page the server renders; undefined in the browser. */
  url?: string
  after: ReactElement
}) {
  return (
    <>
      <AppProviders queryClient={queryClient}>
        {url === undefined ? (
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        ) : (
          <StaticRouter location={url}>
            <AppRoutes />
          </StaticRouter>
        )}
      </AppProviders>
      {after}
    </>
  )
}
