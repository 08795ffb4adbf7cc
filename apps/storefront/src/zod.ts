/**
 * `zod` as the browser build sees it (an alias in vite.config.ts): zod itself, told not to
 * compile parsers before any schema is defined. Zod builds a fast parser for object schemas with
 * `new Function`, and probes whether it may when the first object schema is defined. The store's
 * Content-Security-Policy allows no 'unsafe-eval' (the server's `pageContentSecurityPolicy`), so
 * the probe is refused, and although zod catches that, Chrome reports the violation as an issue
 * (Lighthouse, Best Practices: `inspector-issues`, on every page that loads the contract's
 * schemas). Zod skips the probe under `jitless`. The server keeps the compiled parsers.
 */
import * as zod from 'zod/v4'

zod.config({ jitless: true })

export * from 'zod/v4'
export default zod
