import type { QueryClient } from '@tanstack/react-query'
import type { ReactElement } from 'react'
import { AppProviders } from './AppProviders.tsx'
import { AppRoutes } from './AppRoutes.tsx'
import { type History, Router } from './router.tsx'

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
 */
export function AppRoot({
  queryClient,
  history,
  after,
}: {
  queryClient: QueryClient
  history: History
  after: ReactElement
}) {
  return (
    <>
      <AppProviders queryClient={queryClient}>
        <Router history={history}>
          <AppRoutes />
        </Router>
      </AppProviders>
      {after}
    </>
  )
}
