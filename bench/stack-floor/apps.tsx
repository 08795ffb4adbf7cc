/**
 * The floors' apps, rendered by the bench (on the server's side) and hydrated by the entries
 * beside this file. The stack's is wired as the store's entry wires it
 * (apps/storefront/src/main.tsx, app/AppRoot.tsx): TanStack Query's provider around React
 * Router's `BrowserRouter` and routes, hydrated as a transition. XState is left out: the store
 * starts its machines after the first tap, not on load (providers/shopper.tsx).
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { StrictMode } from 'react'
import { BrowserRouter, Route, Routes, StaticRouter } from 'react-router-dom'
import { FloorPage } from './page.tsx'

export function reactDomApp() {
  return (
    <StrictMode>
      <FloorPage stack="React and React DOM" />
    </StrictMode>
  )
}

/** `url`: the page the server renders; undefined in the browser. */
export function stackApp(url?: string) {
  const routes = (
    <Routes>
      <Route path="*" element={<FloorPage stack="React, React Router and TanStack Query" />} />
    </Routes>
  )
  return (
    <StrictMode>
      <QueryClientProvider client={new QueryClient()}>
        {url === undefined ? (
          <BrowserRouter>{routes}</BrowserRouter>
        ) : (
          <StaticRouter location={url}>{routes}</StaticRouter>
        )}
      </QueryClientProvider>
    </StrictMode>
  )
}
