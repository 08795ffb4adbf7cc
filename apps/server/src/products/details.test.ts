import {
  ErrorResponse,
  type Product,
  ProductDetailsResponse,
  ProductListResponse,
  relatedProducts,
} from '@adire/contract'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client.ts'
import { products } from '../db/schema.ts'
import { seedCatalogue } from '../seed/seed.ts'
import { openTestDatabase } from '../testing/database.ts'
import { testApp } from '../testing/services.ts'
import { ProductDetails } from './details.ts'

let database: DatabaseHandle
let harness: ReturnType<typeof testApp>
/** The whole catalogue, as `GET /api/products/list` gives it. */
let catalogue: Product[]

beforeAll(async () => {
  database = await openTestDatabase()
  await seedCatalogue(database.db)
  harness = testApp(database.db)
  catalogue = ProductListResponse.parse(
    await (await harness.app.request('/api/products/list')).json(),
  ).products
})
afterAll(() => database.close())

const get = (id: string, headers: Record<string, string> = {}) =>
  harness.app.request(`/api/products/${id}`, { headers })

const ids = (list: readonly Product[]) => list.map((product) => product._id)

describe('GET /api/products/:id', () => {
  it('answers the product as the list has it, with six related products of its category', async () => {
    const res = await get('indigo-adire-hoodie')
    expect(res.status).toBe(200)
    const body = ProductDetailsResponse.parse(await res.json())
    expect(body.product).toEqual(catalogue.find((p) => p._id === 'indigo-adire-hoodie'))
    expect(body.related).toHaveLength(6)
    expect(body.related.every((p) => p.category === 'Hoodie')).toBe(true)
    expect(ids(body.related)).not.toContain('indigo-adire-hoodie')
  })

  it('suggests what the contract rule picks (newest first, then by id) for every product', async () => {
    for (const product of catalogue) {
      const body = ProductDetailsResponse.parse(await (await get(product._id)).json())
      expect(ids(body.related), product._id).toEqual(ids(relatedProducts(product, catalogue)))
      for (const related of body.related) {
        expect(related).toEqual(catalogue.find((p) => p._id === related._id))
      }
    }
  })

  it('may be cached like the list, and answers a repeat with 304', async () => {
    const res = await get('lagos-sun-cap')
    expect(res.headers.get('cache-control')).toBe('public, no-cache')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    const etag = res.headers.get('etag') ?? ''
    expect(etag).toMatch(/^W\/".+"$/)
    const again = await get('lagos-sun-cap', { 'If-None-Match': etag })
    expect(again.status).toBe(304)
    expect(await again.text()).toBe('')
    expect((await get('aso-oke-snapback')).headers.get('etag')).not.toBe(etag)
  })

  it('changes its ETag and answer when the catalogue changes', async () => {
    const before = await get('lagos-sun-cap')
    const etag = before.headers.get('etag') ?? ''
    const price = ProductDetailsResponse.parse(await before.json()).product.price
    const setPrice = (naira: number) =>
      database.db
        .update(products)
        .set({ priceKobo: naira * 100 })
        .where(eq(products.id, 'lagos-sun-cap'))
    await setPrice(price + 1000)
    try {
      harness.services.catalogue.invalidate()
      const after = await get('lagos-sun-cap', { 'If-None-Match': etag })
      expect(after.status).toBe(200)
      expect(ProductDetailsResponse.parse(await after.json()).product.price).toBe(price + 1000)
    } finally {
      await setPrice(price)
      harness.services.catalogue.invalidate()
    }
  })

  it.each([
    ['an unknown id', 'no-such-product'],
    ['an id in the wrong case', 'INDIGO-ADIRE-HOODIE'],
    ['an id too long to be one', 'x'.repeat(65)],
    ['a malformed escape', '%E0%A4%A'],
    ['an escaped slash', 'indigo-adire-hoodie%2Fx'],
    ['text that looks like SQL', encodeURIComponent("x' or '1'='1")],
    ['a NUL character', '%00'],
  ])('answers %s with 404 and a message, not cached', async (_, id) => {
    const res = await get(id)
    expect(res.status).toBe(404)
    expect(ErrorResponse.parse(await res.json()).message).toBe('Product not found')
    // Kept by no cache: a product added a moment later shows at once.
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('etag')).toBeNull()
  })

  it('leaves /api/products/list to the list', async () => {
    const res = await harness.app.request('/api/products/list')
    expect(ProductListResponse.parse(await res.json()).products).toHaveLength(56)
  })

  it('refuses other methods', async () => {
    const res = await harness.app.request('/api/products/lagos-sun-cap', { method: 'DELETE' })
    expect(res.status).toBe(405)
  })
})

describe('ProductDetails', () => {
  it('suggests nothing for a product alone in its category', async () => {
    const [lonely] = await database.db
      .insert(products)
      .values({
        id: 'lonely-test-product',
        name: 'Lonely',
        description: 'Alone',
        priceKobo: 100,
        category: 'Sunglasses',
        sizes: ['One size'],
        images: ['/x.svg'],
        bestseller: false,
      })
      .returning({ id: products.id })
    try {
      const found = await new ProductDetails(database.db).find('lonely-test-product')
      if (!found?.success) throw new Error('The product was not found')
      expect(found.product.name).toBe('Lonely')
      // Six other sunglasses exist: the newest six of them, never the product itself.
      expect(found.related.map((p) => p._id)).not.toContain(lonely?.id)
      expect(found.related).toHaveLength(6)
    } finally {
      await database.db.delete(products).where(eq(products.id, 'lonely-test-product'))
    }
  })

  it('finds nothing for an empty id', async () => {
    expect(await new ProductDetails(database.db).find('')).toBeUndefined()
  })
})
