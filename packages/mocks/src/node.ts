import { setupServer } from 'msw/node'
import { allHandlers } from './handlers.ts'

/** An MSW server for Node tests, serving the happy-path handlers; override per test with `server.use()`. */
export const server = setupServer(...allHandlers)
