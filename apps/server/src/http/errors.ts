import type { ErrorResponse } from '@adire/contract'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { isDatabaseUnavailable } from '../db/errors.ts'

export const DATABASE_UNAVAILABLE =
  'The store cannot reach its database right now. Please try again in a moment.'

export function errorJson(c: Context, message: string, status: ContentfulStatusCode) {
  return c.json<ErrorResponse>({ success: false, message }, status)
}

/**
 * The last line of defence: known HTTP errors keep their status and message; anything else is
 * logged for the operator and answered without internals, so no stack trace ever reaches a client.
 */
export function handleError(error: Error, c: Context) {
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode
    return errorJson(c, error.message || 'Request failed', status)
  }
  if (isDatabaseUnavailable(error)) {
    console.warn(`[server] ${c.req.method} ${c.req.path}: the database is unavailable`)
    c.header('Retry-After', '5')
    return errorJson(c, DATABASE_UNAVAILABLE, 503)
  }
  console.error(`[server] ${c.req.method} ${c.req.path} failed:`, error)
  return errorJson(c, 'Something went wrong', 500)
}

interface RouteEntry {
  method: string
  path: string
}

/**
 * The answer for an API request no route took: 405 with `Allow` when the path exists for other
 * methods (a GET of the login), else 404. Built from the routes the app registered, so it never
 * drifts from them.
 */
export function apiFallback(routes: readonly RouteEntry[]) {
  const byPattern = new Map<string, Set<string>>()
  for (const { method, path } of routes) {
    if (method === 'ALL' || path.includes('*')) continue
    byPattern.set(path, (byPattern.get(path) ?? new Set()).add(method))
  }
  const patterns = [...byPattern].map(([path, methods]) => ({
    matches: new RegExp(`^${path.replace(/:[A-Za-z]+/g, '[^/]+')}/?$`),
    methods: [...methods].sort(),
  }))
  return (c: Context) => {
    const known = patterns.find(({ matches }) => matches.test(c.req.path))
    if (!known) return errorJson(c, `No API route for ${c.req.method} ${c.req.path}`, 404)
    c.header('Allow', known.methods.join(', '))
    return errorJson(
      c,
      `${c.req.method} is not allowed on ${c.req.path}; use ${known.methods.join(' or ')}`,
      405,
    )
  }
}
