import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { MAX_JSON_BODY_BYTES, readBodyLimited } from './json-body.ts'

const FORM_MEDIA_TYPE = /^application\/x-www-form-urlencoded\s*(?:;|$)/i

export const FORM_MESSAGES = {
  wrongType: 'Send the form as application/x-www-form-urlencoded',
} as const

/**
 * A posted HTML form's fields (the emulator's checkout), read by the one body reader: the same
 * limit and read timeout as every JSON body, where Hono's `parseBody()` would read a body of any
 * size for as long as it takes. Throws an `HTTPException` (415, 413 or 408) for `handleError`.
 */
export async function readForm(c: Context, limit = MAX_JSON_BODY_BYTES): Promise<URLSearchParams> {
  if (!FORM_MEDIA_TYPE.test(c.req.header('content-type') ?? '')) {
    throw new HTTPException(415, { message: FORM_MESSAGES.wrongType })
  }
  return new URLSearchParams(new TextDecoder().decode(await readBodyLimited(c, limit)))
}
