import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { storefrontRoutes } from '../src/http/storefront.ts'

const dir = mkdtempSync(path.join(tmpdir(), 'adire-static-'))
mkdirSync(path.join(dir, 'assets'))
writeFileSync(
  path.join(dir, 'index.html'),
  '<!doctype html><title>Adire</title><div id="root"></div>',
)
writeFileSync(path.join(dir, 'assets', 'app-3f2a1c.js'), 'console.log("app")')
writeFileSync(path.join(dir, 'robots.txt'), 'User-agent: *')
const app = storefrontRoutes(dir)
afterAll(() => rmSync(dir, { recursive: true, force: true }))

describe('serving the built storefront', () => {
  it('caches fingerprinted assets for a year as immutable', async () => {
    const res = await app.request('/assets/app-3f2a1c.js')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable')
  })

  it('serves other public files with a shorter cache', async () => {
    const res = await app.request('/robots.txt')
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('public, max-age=86400')
  })

  it.each([
    '/',
    '/collection',
    '/productdetails/indigo-adire-hoodie',
    '/login/resetPassword',
    '/verify',
  ])('answers the page route %s with the app shell', async (route) => {
    const res = await app.request(route)
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-cache')
    expect(await res.text()).toContain('<div id="root">')
  })

  it('answers an unknown page with a real 404 that still renders the app (its 404 page)', async () => {
    const res = await app.request('/no/such/page')
    expect(res.status).toBe(404)
    expect(await res.text()).toContain('<div id="root">')
  })

  it('answers a missing fingerprinted asset with 404, not the app shell', async () => {
    const res = await app.request('/assets/missing.js')
    expect(res.status).toBe(404)
  })
})
