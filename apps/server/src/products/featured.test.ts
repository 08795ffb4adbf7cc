import {
  CATEGORIES,
  featuredProducts,
  HOME_BESTSELLER_COUNT,
  HOME_LATEST_COUNT,
  HOME_PER_CATEGORY_COUNT,
  type Product,
  ProductFeaturedResponse,
  ProductListResponse,
} from '@adire/contract'
import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { products } from '../db/schema.ts'
import { seedGrownCatalogue } from '../seed/generate.ts'
import { seedCatalogue } from '../seed/seed.ts'
import { openTestDatabase } from '../testing/database.ts'
import { testApp } from '../testing/services.ts'
import { FeaturedProducts } from './featured.ts'

/**
 * The home page's sections over a product list, as HomePage.tsx takes them (newest first): the
 * latest, the first bestsellers, and the first of each category.
 */
function homeSections(list: readonly Product[]) {
  return {
    latest: list.slice(0, HOME_LATEST_COUNT),
    bestsellers: list.filter((p) => p.bestseller).slice(0, HOME_BESTSELLER_COUNT),
    departments: CATEGORIES.map((category) =>
      list.filter((p) => p.category === category.id).slice(0, HOME_PER_CATEGORY_COUNT),
    ),
  }
}

const ids = (list: readonly Product[]) => list.map((product) => product._id)

/** Every product the home page shows from `list`, once each, in the list's order. */
function shownFrom(list: readonly Product[]): string[] {
  const { latest, bestsellers, departments } = homeSections(list)
  const shown = new Set(ids([...latest, ...bestsellers, ...departments.flat()]))
  return ids(list).filter((id) => shown.has(id))
}

async function fetchBoth(app: ReturnType<typeof testApp>['app']) {
  const list = ProductListResponse.parse(
    await (await app.request('/api/products/list')).json(),
  ).products
  const res = await app.request('/api/products/featured')
  expect(res.status).toBe(200)
  const featured = ProductFeaturedResponse.parse(await res.json()).products
  return { list, featured }
}

/** Checks that the featured products are exactly what the home page takes from the list. */
function expectHomeUnchanged(list: Product[], featured: Product[]) {
  expect(ids(featured)).toEqual(shownFrom(list))
  expect(ids(featured)).toEqual(ids(featuredProducts(list)))
  // Each product as the list has it, and the page's sections the same over either.
  const byId = new Map(list.map((product) => [product._id, product]))
  for (const product of featured) expect(product).toEqual(byId.get(product._id))
  expect(homeSections(featured)).toEqual(homeSections(list))
}

describe('GET /api/products/featured (the launch catalogue)', () => {
  let database: DatabaseHandle
  let harness: ReturnType<typeof testApp>
  beforeAll(async () => {
    database = await openTestDatabase()
    await seedCatalogue(database.db)
    harness = testApp(database.db)
  })
  afterAll(() => database.close())

  const get = (headers: Record<string, string> = {}) =>
    harness.app.request('/api/products/featured', { headers })

  it('answers exactly the products the home page takes from the whole list, in its order', async () => {
    const { list, featured } = await fetchBoth(harness.app)
    expect(list).toHaveLength(56)
    expectHomeUnchanged(list, featured)
    expect(featured.length).toBeLessThan(list.length)
  })

  it('may be cached like the list, and answers a repeat with 304', async () => {
    const res = await get()
    expect(res.headers.get('cache-control')).toBe('public, no-cache')
    expect(res.headers.get('content-type')).toMatch(/^application\/json/)
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    const etag = res.headers.get('etag') ?? ''
    expect(etag).toMatch(/^W\/".+"$/)
    const again = await get({ 'If-None-Match': etag })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect(again.headers.get('etag')).toBe(etag)
  })

  it('changes its ETag and answer when the catalogue changes, following the list', async () => {
    const before = await get()
    const etag = before.headers.get('etag') ?? ''
    const { list } = await fetchBoth(harness.app)
    // An old product made the newest: it now leads the latest collection.
    const oldest = list.at(-1) as Product
    const setDate = (date: Date) =>
      database.db.update(products).set({ createdAt: date }).where(eq(products.id, oldest._id))
    await setDate(new Date(Date.now() + 60_000))
    try {
      harness.services.catalogue.invalidate()
      const after = await get({ 'If-None-Match': etag })
      expect(after.status).toBe(200)
      const featured = ProductFeaturedResponse.parse(await after.json()).products
      expect(featured[0]?._id).toBe(oldest._id)
      const both = await fetchBoth(harness.app)
      expectHomeUnchanged(both.list, both.featured)
    } finally {
      await setDate(new Date(oldest.date))
      harness.services.catalogue.invalidate()
    }
  })

  it('orders products added at the same moment as the list does (then by id)', async () => {
    const sameMoment = new Date(Date.now() + 120_000)
    const added = ['tie-c', 'tie-a', 'tie-b'].map((id, i) => ({
      id,
      name: `Tie ${id}`,
      description: 'Added together',
      priceKobo: 100_000,
      category: CATEGORIES[i % CATEGORIES.length]?.id ?? 'Hoodie',
      sizes: ['M'],
      images: ['/a.svg', '/b.svg'],
      bestseller: true,
      createdAt: sameMoment,
    }))
    await database.db.insert(products).values(added)
    try {
      harness.services.catalogue.invalidate()
      const { list, featured } = await fetchBoth(harness.app)
      expect(ids(list).slice(0, 3)).toEqual(['tie-a', 'tie-b', 'tie-c'])
      expectHomeUnchanged(list, featured)
    } finally {
      await database.db.delete(products).where(
        inArray(
          products.id,
          added.map((p) => p.id),
        ),
      )
      harness.services.catalogue.invalidate()
    }
  })

  it('leaves /api/products/:id to products, and refuses other methods', async () => {
    expect((await harness.app.request('/api/products/lagos-sun-cap')).status).toBe(200)
    const res = await harness.app.request('/api/products/featured', { method: 'POST' })
    expect(res.status).toBe(405)
  })
})

describe('FeaturedProducts', () => {
  let database: DatabaseHandle
  afterAll(() => database?.close())

  it('answers nothing for an empty catalogue', async () => {
    database = await openTestDatabase()
    expect(await new FeaturedProducts(database.db).list()).toEqual([])
  })

  it('stays a few dozen products, the same the home page takes, in a grown catalogue', async () => {
    await seedGrownCatalogue(database.db, 1500)
    const { app } = testApp(database.db)
    const { list, featured } = await fetchBoth(app)
    expect(list).toHaveLength(1500)
    expectHomeUnchanged(list, featured)
    expect(featured.length).toBeLessThanOrEqual(
      HOME_LATEST_COUNT + HOME_BESTSELLER_COUNT + HOME_PER_CATEGORY_COUNT * CATEGORIES.length,
    )
  })
})
