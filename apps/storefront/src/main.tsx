import '@adire/ui/styles.css'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router-dom'
import { AppProviders, createQueryClient } from './app/AppProviders.tsx'
import { createRouter } from './app/router.tsx'

async function start() {
  if (import.meta.env.VITE_MOCKS === 'true') {
    // Mock mode: the API is answered in the browser by the same MSW handlers the stories use.
    const { worker } = await import('@adire/mocks/browser')
    await worker.start({ onUnhandledRequest: 'bypass' })
  }
  const root = document.getElementById('root')
  if (!root) throw new Error('index.html has no #root element')
  createRoot(root).render(
    <StrictMode>
      <AppProviders queryClient={createQueryClient()}>
        <RouterProvider router={createRouter()} />
      </AppProviders>
    </StrictMode>,
  )
}

void start()
