import { setupWorker } from 'msw/browser'
import { allHandlers } from './handlers.ts'

/** The service worker for the storefront's `VITE_MOCKS=true` mode. */
export const worker = setupWorker(...allHandlers)
