import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { seedCatalogue } from '../seed/seed.ts'
import { openTestDatabase } from '../testing/database.ts'
import { testApp } from '../testing/services.ts'

let database: DatabaseHandle
let app: ReturnType<typeof testApp>['app']

beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db)
  app = testApp(database.db, { publicUrl: 'https://adire.example' }).app
})
afterAll(() => database.close())

describe('GET /sitemap.xml', () => {
  it('lists every public page and every product, and no private page', async () => {
    const res = await app.request('/sitemap.xml')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toMatch(/application\/xml/)
    const xml = await res.text()
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1])
    for (const route of ['', '/collection', '/about', '/contact', '/helpCenter']) {
      expect(locs).toContain(`https://adire.example${route || '/'}`)
    }
    expect(locs.filter((loc) => loc?.includes('/productdetails/'))).toHaveLength(56)
    expect(locs).toContain('https://adire.example/productdetails/indigo-adire-hoodie')
    for (const route of ['/cart', '/orders', '/login', '/signup', '/place-order']) {
      expect(locs).not.toContain(`https://adire.example${route}`)
    }
    expect(xml).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>/)
  })

  it('is sent compressed to a crawler that accepts gzip', async () => {
    const res = await app.request('/sitemap.xml', { headers: { 'Accept-Encoding': 'gzip' } })
    expect(res.headers.get('content-encoding')).toBe('gzip')
    const xml = gunzipSync(Buffer.from(await res.arrayBuffer())).toString()
    expect(xml.match(/\/productdetails\//g)).toHaveLength(56)
  })
})

describe('GET /robots.txt', () => {
  it('allows crawling the store, keeps the API out and points at the sitemap', async () => {
    const res = await app.request('/robots.txt')
    expect(res.status).toBe(200)
    const text = await res.text()
    expect(text).toContain('Disallow: /api/')
    expect(text).toContain('Sitemap: https://adire.example/sitemap.xml')
  })
})
