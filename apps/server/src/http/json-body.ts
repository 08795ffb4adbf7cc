import { IncomingMessage, type ServerOptions } from 'node:http'
import { REFUSAL_FALLBACKS, refusalOf } from '@adire/contract'
import type { Context, Env, MiddlewareHandler } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { z } from 'zod'
import { errorJson, handleError } from './errors.ts'

/**
 * The largest body any route reads (JSON bodies, Paystack's webhook, the emulator's forms); far
 * above every valid request of the contract.
 */
export const MAX_JSON_BODY_BYTES = 100 * 1024

/**
 * How long a route waits for a whole body, counted from when it starts reading it (before any
 * slow work: only the session lookup and rate limits come first). 100 KB in 30 s is 3 KB/s, a
 * poor mobile connection; a body that trickles slower than that only holds a connection open.
 */
export const BODY_READ_TIMEOUT_MS = 30_000

/**
 * Node's own limits, for what no route reads: the headers must arrive within 20 s and the whole
 * request within 35 s of its first byte (past a route's 30 s, so a route that reads its body
 * answers first, with its clearer 408). Node checks them every second rather than every 30 s
 * (its default), so a cut comes on time. Node answers 408 and closes the connection.
 */
export const SERVER_TIMEOUTS = {
  headersTimeout: 20_000,
  requestTimeout: BODY_READ_TIMEOUT_MS + 5_000,
  connectionsCheckingInterval: 1_000,
} as const satisfies ServerOptions

const JSON_MEDIA_TYPE = /^application\/(?:[\w.-]+\+)?json\s*(?:;|$)/i

export const BODY_MESSAGES = {
  wrongType: 'Send the request body as JSON (Content-Type: application/json)',
  tooLarge: 'The request body is too large',
  tooSlow: 'The request body took too long to arrive. Please try again.',
  malformed: 'The request body is not valid JSON',
} as const

type Validated<S extends z.ZodType> = {
  in: { json: z.input<S> }
  out: { json: z.output<S> }
}

/**
 * A body the reader would not take. Thrown, it is answered by `handleError` like any
 * `HTTPException`: `{ success: false, message }` with its status.
 */
export class BodyRefused extends HTTPException {}

/** A body over the limit (answered 413). */
export class TooLarge extends BodyRefused {
  constructor() {
    super(413, { message: BODY_MESSAGES.tooLarge })
  }
}

/** A body still arriving when the read timeout is over (answered 408, the connection closed). */
export class TooSlow extends BodyRefused {
  constructor() {
    super(408, { message: BODY_MESSAGES.tooSlow })
  }
}

let readTimeoutMs = BODY_READ_TIMEOUT_MS

/**
 * For tests: a shorter read timeout for every route, so that a trickling body is cut off in a
 * second rather than in 30. Returns the function that puts the timeout back.
 */
export function setBodyReadTimeout(ms: number): () => void {
  const before = readTimeoutMs
  readTimeoutMs = ms
  return () => {
    readTimeoutMs = before
  }
}

/**
 * Reads at most `limit` bytes of the body, whatever Content-Length claims, so a client can
 * neither make the server buffer a huge body nor slip one in with chunked encoding; and gives
 * up on a body that has not all come within the read timeout (`TooSlow`).
 */
export async function readLimited(
  request: Request,
  limit: number,
  timeoutMs = readTimeoutMs,
): Promise<Uint8Array> {
  const declared = Number(request.headers.get('content-length'))
  if (declared > limit) throw new TooLarge()
  if (!request.body) return new Uint8Array()
  const chunks: Uint8Array[] = []
  let size = 0
  const reader = request.body.getReader()
  let timedOut = false
  // Cancelling ends the pending read, which then finds `timedOut` set.
  const timer = setTimeout(() => {
    timedOut = true
    reader.cancel().catch(() => {})
  }, timeoutMs)
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (timedOut) throw new TooSlow()
      if (done) break
      size += value.byteLength
      if (size > limit) {
        await reader.cancel()
        throw new TooLarge()
      }
      chunks.push(value)
    }
  } finally {
    clearTimeout(timer)
  }
  return Buffer.concat(chunks)
}

/**
 * `readLimited` straight from Node's request stream, for a request @hono/node-server is serving:
 * the same limit, timeout and answers, without the web `Request` and `ReadableStream` that
 * reading `c.req.raw.body` makes the adapter build around the stream (a tenth of the CPU of a
 * small cart write, by profile). Past the limit it stops listening; the adapter drains or closes
 * the rest after the answer, as it does for a body left unread. Past the timeout the 408 closes
 * the connection (see `handleError`).
 */
function readIncomingLimited(
  incoming: IncomingMessage,
  limit: number,
  timeoutMs: number,
): Promise<Uint8Array> {
  const declared = Number(incoming.headers['content-length'])
  if (declared > limit) return Promise.reject(new TooLarge())
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    const done = (settle: () => void) => {
      clearTimeout(timer)
      incoming.off('data', onData)
      incoming.off('end', onEnd)
      incoming.off('error', onError)
      incoming.off('close', onClose)
      settle()
    }
    const timer = setTimeout(() => done(() => reject(new TooSlow())), timeoutMs)
    const onData = (chunk: Buffer) => {
      size += chunk.byteLength
      if (size > limit) done(() => reject(new TooLarge()))
      else chunks.push(chunk)
    }
    const onEnd = () =>
      done(() => resolve(chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)))
    const onError = (error: Error) => done(() => reject(error))
    const onClose = () => {
      if (!incoming.readableEnded) done(() => reject(new Error('The client closed the request')))
    }
    incoming.on('data', onData)
    incoming.on('end', onEnd)
    incoming.on('error', onError)
    incoming.on('close', onClose)
  })
}

/**
 * The request's body, at most `limit` bytes, all of it within the read timeout (see
 * `readLimited`): the one reader of every route that reads a body. Throws `TooLarge` or
 * `TooSlow` (answered by `handleError`) when it will not take the body.
 */
export function readBodyLimited(c: Context, limit = MAX_JSON_BODY_BYTES): Promise<Uint8Array> {
  const incoming = (c.env as { incoming?: unknown } | undefined)?.incoming
  if (incoming instanceof IncomingMessage && !incoming.readableDidRead && !c.req.raw.bodyUsed) {
    return readIncomingLimited(incoming, limit, readTimeoutMs)
  }
  return readLimited(c.req.raw, limit, readTimeoutMs)
}

/**
 * The body parsed as JSON, or undefined when it is not JSON, for a route with answers of its own
 * (the Paystack emulator's API). Read by `readBodyLimited`, so it throws `TooLarge`/`TooSlow`.
 */
export async function readJson(c: Context): Promise<unknown> {
  const bytes = await readBodyLimited(c)
  try {
    return JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    return undefined
  }
}

/**
 * The one JSON-body validator of the API: content type (415), size (413), time (408), syntax
 * (400) and the contract schema (400 with the schema's first message), each answered as
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
      const bytes = await readBodyLimited(c, limit)
      body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
    } catch (error) {
      if (error instanceof BodyRefused) return handleError(error, c)
      return errorJson(c, BODY_MESSAGES.malformed, 400)
    }
    const parsed = schema.safeParse(body)
    if (!parsed.success) {
      const { message, field } = refusalOf(parsed.error.issues, REFUSAL_FALLBACKS.body)
      return errorJson(c, message, 400, field)
    }
    c.req.addValidatedData('json', parsed.data as object)
    await next()
  }
}
