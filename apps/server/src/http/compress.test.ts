import { gunzipSync } from 'node:zlib'
import { Hono } from 'hono'
import { compress } from 'hono/compress'
import { describe, expect, it } from 'vitest'
import { compressResponses } from './compress.ts'

const big = { items: Array.from({ length: 200 }, (_, i) => ({ id: i, name: `item ${i}` })) }

/** The same routes behind Hono's compress() and behind ours. */
function apps() {
  return [compress(), compressResponses()].map((middleware) => {
    const app = new Hono()
    app.use('*', middleware)
    app.get('/small', (c) => c.json({ success: true }))
    app.get('/big', (c) => c.json(big))
    app.get('/vary', (c) => {
      c.header('Vary', 'Origin')
      return c.json(big)
    })
    app.get('/sized', (c) => c.body('tiny', 200, { 'Content-Length': '4' }))
    app.get('/png', (c) => c.body(new Uint8Array(2048), 200, { 'Content-Type': 'image/png' }))
    app.get('/no-transform', (c) => {
      c.header('Cache-Control', 'no-transform')
      return c.json(big)
    })
    return app
  })
}

describe('compressResponses', () => {
  it.each([
    ['/small', undefined],
    ['/big', undefined],
    ['/big', 'gzip, deflate, br'],
    ['/vary', undefined],
    ['/vary', 'gzip'],
    ['/sized', 'gzip'],
    ['/png', 'gzip'],
    ['/no-transform', 'gzip'],
  ])('answers GET %s (Accept-Encoding: %s) as Hono compress() does', async (path, encoding) => {
    const headers: Record<string, string> = encoding ? { 'Accept-Encoding': encoding } : {}
    const [theirs, ours] = await Promise.all(
      apps().map((app) => app.request(path, { headers }) as Promise<Response>),
    )
    if (!theirs || !ours) throw new Error('no answer')
    expect(ours.status).toBe(theirs.status)
    expect(ours.headers.get('vary')).toBe(theirs.headers.get('vary'))
    expect(ours.headers.get('content-encoding')).toBe(theirs.headers.get('content-encoding'))
    const body = async (res: Response) => {
      const bytes = Buffer.from(await res.arrayBuffer())
      return res.headers.get('content-encoding') === 'gzip' ? gunzipSync(bytes) : bytes
    }
    expect((await body(ours)).equals(await body(theirs))).toBe(true)
  })

  it('marks JSON answers Vary: Accept-Encoding without compressing when none is accepted', async () => {
    const [, app] = apps()
    const res = (await app?.request('/small')) as Response
    expect(res.headers.get('vary')).toBe('Accept-Encoding')
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(await res.json()).toEqual({ success: true })
  })
})
