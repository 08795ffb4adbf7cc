import type { Context, MiddlewareHandler } from 'hono'
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from 'hono/compress'

/** Hono's compress middleware's defaults, which `compressResponses` keeps. */
const THRESHOLD_BYTES = 1024
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i

/** Whether Hono's compress middleware would consider this response (and so add the Vary). */
function compressible(c: Context): boolean {
  const { headers, status } = c.res
  const contentLength = headers.get('Content-Length')
  if (status === 206 || headers.has('Content-Encoding') || headers.has('Transfer-Encoding')) {
    return false
  }
  if (c.req.method === 'HEAD') return false
  if (contentLength && Number(contentLength) < THRESHOLD_BYTES) return false
  const type = headers.get('Content-Type')
  if (!type || !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) return false
  const cacheControl = headers.get('Cache-Control')
  return !cacheControl || !NO_TRANSFORM.test(cacheControl)
}

/**
 * Hono's `compress()` (gzip or deflate, as the client asks, from 1 KB), with the same answers,
 * minus a cost it adds to every JSON answer on Node. It marks each compressible response
 * `Vary: Accept-Encoding` with `c.header()`, which on a finished response makes Hono rebuild it
 * around a stream of its body; @hono/node-server then sends that by reading the stream (and
 * waiting a timer tick) instead of writing the string at once. Profiling the signed-in
 * shoppers' endpoints put about a tenth of the server's CPU there (docs/benchmarks.md). Here the
 * header is set on the finished response's own headers first, under the same conditions, so
 * `compress()` finds it and only compresses when the client accepts an encoding.
 */
export function compressResponses(): MiddlewareHandler {
  const inner = compress()
  return (c, next) =>
    inner(c, async () => {
      await next()
      if (!compressible(c)) return
      const vary = c.res.headers.get('Vary')
      if (vary === '*' || (vary && VARY_ACCEPT_ENCODING.test(vary))) return
      c.res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding')
    })
}
