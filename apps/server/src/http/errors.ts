import { type ErrorResponse, SERVER_ERROR_MESSAGE } from '@adire/contract'
import { DrizzleQueryError } from 'drizzle-orm'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { isDatabaseUnavailable } from '../db/errors.ts'

export const DATABASE_UNAVAILABLE =
  'The store cannot reach its database right now. Please try again in a moment.'

/** The one error answer: its message, and the request's field it is about when there is one. */
export function errorJson(
  c: Context,
  message: string,
  status: ContentfulStatusCode,
  field?: string,
) {
  return c.json<ErrorResponse>({ success: false, message, ...(field ? { field } : {}) }, status)
}

/** A refusal about one field of a request: a form shows its message at that field. */
export class FieldRefused extends HTTPException {
  constructor(
    status: ContentfulStatusCode,
    message: string,
    readonly field: string,
  ) {
    super(status, { message })
  }
}

/**
 * The last line of defence: known HTTP errors keep their status and message; anything else is
 * logged for the operator and answered without internals, so no stack trace ever reaches a client.
 */
export function handleError(error: Error, c: Context) {
  if (error instanceof HTTPException) {
    const status = error.status as ContentfulStatusCode
    // A 408 leaves the rest of a body on the wire: close the connection rather than read on.
    if (status === 408) c.header('Connection', 'close')
    const field = error instanceof FieldRefused ? error.field : undefined
    return errorJson(c, error.message || 'Request failed', status, field)
  }
  if (isDatabaseUnavailable(error)) {
    console.warn(`[server] ${c.req.method} ${c.req.path}: the database is unavailable`)
    c.header('Retry-After', '5')
    return errorJson(c, DATABASE_UNAVAILABLE, 503)
  }
  console.error(`[server] ${c.req.method} ${c.req.path} failed: ${describeError(error)}`)
  return errorJson(c, SERVER_ERROR_MESSAGE, 500)
}

/** A database error's fields that name things in the schema or the error class, never values. */
const SAFE_FIELDS = ['code', 'constraint', 'table', 'column', 'routine'] as const
/** Anything shaped like an e-mail address (a mail server's refusal quotes the recipient). */
const EMAIL_ADDRESS = /[^\s@<>()[\]"',;:]+@[^\s@<>()[\]"',;:]+\.[^\s@<>()[\]"',;:]+/g
/** Parameters shorter than this are left in messages: too common to be anyone's details. */
const SHORTEST_REDACTED = 3
const MAX_FRAMES = 10

/**
 * An error as the log may show it: each message down the chain of causes, the SQL text of a
 * failed query and the database's code and constraint, and where it was thrown; never the
 * query's parameters (drizzle puts them in its message: a shopper's name, e-mail, phone and
 * address when an order fails) nor the database's `detail` (it quotes the failing row). A
 * parameter a database message quotes anyway, and anything shaped like an e-mail address, is
 * blanked out.
 */
export function describeError(error: unknown, { stack = true }: { stack?: boolean } = {}) {
  const lines: string[] = []
  const params: string[] = []
  let frames = ''
  let cause = error
  for (let depth = 0; cause !== undefined && cause !== null && depth < 8; depth += 1) {
    if (!(cause instanceof Error)) {
      lines.push(typeof cause === 'string' ? cause : `a thrown ${typeof cause}`)
      break
    }
    // drizzle's error, and the embedded database's own, carry the query's parameters.
    const values = (cause as { params?: unknown }).params
    if (Array.isArray(values)) params.push(...values.map(String))
    const line =
      cause instanceof DrizzleQueryError
        ? `Failed query: ${cause.query}`
        : cause.name === 'Error'
          ? cause.message
          : `${cause.name}: ${cause.message}`
    const fields = SAFE_FIELDS.flatMap((field) => {
      const value = (cause as unknown as Record<string, unknown>)[field]
      return typeof value === 'string' && value !== '' ? [`${field} ${value}`] : []
    })
    lines.push(fields.length > 0 ? `${line} (${fields.join(', ')})` : line)
    if (stack && !frames) {
      frames = (cause.stack ?? '')
        .split('\n')
        .filter((text) => /^\s+at /.test(text))
        .slice(0, MAX_FRAMES)
        .join('\n')
    }
    cause = cause.cause
  }
  let text = lines.join('\n  caused by: ')
  // Longest first, so a parameter that contains another is blanked out whole.
  for (const param of params.sort((a, b) => b.length - a.length)) {
    if (param.length >= SHORTEST_REDACTED) text = text.replaceAll(param, '[parameter]')
  }
  text = text.replace(EMAIL_ADDRESS, '[e-mail]')
  return frames ? `${text}\n${frames}` : text
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
