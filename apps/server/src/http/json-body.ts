import type { Env, MiddlewareHandler } from 'hono'
import type { z } from 'zod'
import { errorJson } from './errors.ts'

/** The largest JSON body any endpoint reads; far above every valid request of the contract. */
export const MAX_JSON_BODY_BYTES = 100 * 1024

const JSON_MEDIA_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i

export const BODY_MESSAGES = {
  wrongType: 'Send the request body as JSON (Content-Type: application/json)',
  tooLarge: 'The request body is too large',
  malformed: 'The request body is not valid JSON',
} as const

type Validated<S extends z.ZodType> = {
  in: { json: z.input<S> }
  out: { json: z.output<S> }
}

/** A body over the limit (answered 413). */
export class TooLarge extends Error {}

/**
 * Reads at most `limit` bytes of the body, whatever Content-Length claims, so a client can
 * neither make the server buffer a huge body nor slip one in with chunked encoding.
 */
export async function readLimited(request: Request, limit: number): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length'))
  if (declared > limit) throw new TooLarge()
  if (!request.body) return new Uint8Array()
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body.getReader()
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      await reader.cancel()
      throw new TooLarge()
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks)
}

/**
 * The one JSON-body validator of the API: content type (415), size (413), syntax (400) and the
 * contract schema (400 with the schema's first message), each answered as
 * `{ success: false, message }`. The handler reads the parsed body with `c.req.valid('json')`.
 */
export function jsonBody<S extends z.ZodType, E extends Env = Env>(
  schema: S,
  { limit = MAX_JSON_BODY_BYTES }: { limit?: number } = {},
): MiddlewareHandler<E, string, Validated<S>> {
  return async (c, next) => {
    if (!JSON_MEDIA_TYPE.test(c.req.header('content-type') ?? '')) {
      return errorJson(c, BODY_MESSAGES.wrongType, 415)
    }
    let body: unknown
    try {
      const bytes = await readLimited(c.req.raw, limit)
      body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
    } catch (error) {
      if (error instanceof TooLarge) return errorJson(c, BODY_MESSAGES.tooLarge, 413)
      return errorJson(c, BODY_MESSAGES.malformed, 400)
    }
    const parsed = schema.safeParse(body)
    if (!parsed.success) {
      return errorJson(c, parsed.error.issues[0]?.message ?? 'The request is not valid', 400)
    }
    c.req.addValidatedData('json', parsed.data as object)
    await next()
  }
}
