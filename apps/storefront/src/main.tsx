import '@adire/ui/styles.css'
import { StrictMode, startTransition, useEffect } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router-dom'
import { primeProductList } from './api/products.ts'
import { AppProviders, createQueryClient } from './app/AppProviders.tsx'
import { AppRoutes, matchPage } from './app/AppRoutes.tsx'
import { preloadPage } from './app/pages.tsx'

/**
 * Marks the document once React has taken over the page: from then on its buttons and forms
 * work. The end-to-end tests wait for it before they interact.
 */
function MarkInteractive() {
  useEffect(() => {
    document.documentElement.dataset.interactive = 'true'
  }, [])
  return null
}

async function start() {
  if (import.meta.env.VITE_MOCKS === 'true') {
    // Mock mode: the API is answered in the browser by the same MSW handlers the stories use.
    const { worker } = await import('@adire/mocks/browser')
    await worker.start({ onUnhandledRequest: 'bypass' })
  }
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')

  const queryClient = createQueryClient()

  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
      <MarkInteractive />
    </StrictMode>
  )

  if (root.hasChildNodes()) {
    // Server-rendered: the page's chunk (and the product list, for pages showing products) is
    // already requested by the document's loader, which runs after the server's HTML has been
    // painted; with both in hand the first render matches the server's markup exactly.
    // Hydration runs as a transition, in slices rather than one long task.
    const route = matchPage(window.location.pathname)
    await Promise.all([
      preloadPage(route.page),
      route.products ? primeProductList(queryClient) : undefined,
    ])
    startTransition(() => {
      hydrateRoot(root, app)
    })
  } else {
    // The dev server (and a server without the render bundle) sends an empty shell.
    createRoot(root).render(app)
  }
}

void start()
