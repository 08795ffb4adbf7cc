import { Hono } from 'hono'
import { describe, expect, it } from 'vitest'
import { clientAddress } from './client-address.ts'

/** The address rate limits would count a request under, behind `trustedProxies` proxies. */
async function addressOf(trustedProxies: number, forwardedFor?: string) {
  const app = new Hono().get('/', (c) => c.text(clientAddress(c, trustedProxies)))
  const res = await app.request('/', {
    headers: forwardedFor === undefined ? {} : { 'X-Forwarded-For': forwardedFor },
  })
  return res.text()
}

describe('the client address rate limits count by', () => {
  it('ignores X-Forwarded-For when no proxy is trusted: any client can write it', async () => {
    // In-process requests have no socket: the connection's address is 'unknown'.
    expect(await addressOf(0, '203.0.113.7')).toBe('unknown')
  })

  it('takes the entry the outermost trusted proxy saw, not one the client wrote', async () => {
    // The client wrote 6.6.6.6 itself; the one proxy appended the address it saw.
    expect(await addressOf(1, '6.6.6.6, 203.0.113.7')).toBe('203.0.113.7')
    // Two proxies: the first saw the client, the second saw the first proxy.
    expect(await addressOf(2, '6.6.6.6, 203.0.113.7, 10.0.0.2')).toBe('203.0.113.7')
  })

  it('falls back to the connection when the header is missing or shorter than the chain', async () => {
    expect(await addressOf(1)).toBe('unknown')
    expect(await addressOf(3, '203.0.113.7')).toBe('unknown')
  })
})
