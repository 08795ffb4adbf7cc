import { getConnInfo } from '@hono/node-server/conninfo'
import type { Context } from 'hono'

/**
 * The address a request came from, for rate limits. Behind `trustedProxies` reverse proxies
 * (TRUST_PROXY), it is the entry that many hops from the right of X-Forwarded-For: the one the
 * outermost trusted proxy saw. Without trusted proxies the header is ignored, since any client
 * can write it.
 */
export function clientAddress(c: Context, trustedProxies: number): string {
  if (trustedProxies > 0) {
    const forwarded = (c.req.header('x-forwarded-for') ?? '')
      .split(',')
      .map((entry) => entry.trim())
      .filter(Boolean)
    const entry = forwarded[forwarded.length - trustedProxies]
    if (entry) return entry
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown'
  } catch {
    // Requests made in-process (tests through app.request) have no socket.
    return 'unknown'
  }
}
