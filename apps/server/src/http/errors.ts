import type { ErrorResponse } from '@adire/contract'
import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { ContentfulStatusCode } from 'hono/utils/http-status'

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
  console.error(`[server] ${c.req.method} ${c.req.path} failed:`, error)
  return errorJson(c, 'Something went wrong', 500)
}

export function apiNotFound(c: Context) {
  return errorJson(c, `No API route for ${c.req.method} ${c.req.path}`, 404)
}
