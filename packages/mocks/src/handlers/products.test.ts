// The product list, details and featured handlers, checked against the contract and fixtures.
import {
  ErrorResponse,
  featuredProducts,
  ProductDetailsResponse,
  ProductFeaturedResponse,
  ProductGoneResponse,
  ProductListResponse,
  relatedProducts,
} from '@adire/contract'
import { describe, expect, it } from 'vitest'
import { fixtureProducts } from '../fixtures/products.ts'
import { base, useMockServer } from '../testing.ts'
import { productDetailsHandlers, productFeaturedHandlers, productHandlers } from './products.ts'

const server = useMockServer()

describe('mock product list (GET /api/products/list)', () => {
  it('serves fixture products that satisfy the contract', async () => {
    const body = ProductListResponse.parse(await (await fetch(`${base}/api/products/list`)).json())
    expect(body.products).toEqual(fixtureProducts)
    expect(new Set(body.products.map((p) => p.category)).size).toBe(8)
  })

  it('has named variants for empty and failing lists', async () => {
    server.use(productHandlers.empty)
    expect((await (await fetch(`${base}/api/products/list`)).json()).products).toEqual([])
    server.use(productHandlers.error)
    const res = await fetch(`${base}/api/products/list`)
    expect(res.status).toBe(500)
    expect(ErrorResponse.parse(await res.json()).message).toBe('Failed to fetch products')
  })
})

describe('mock product details (GET /api/products/:id)', () => {
  it('answers a fixture with its related products, as the contract rule picks them', async () => {
    const res = await fetch(`${base}/api/products/indigo-adire-hoodie`)
    const body = ProductDetailsResponse.parse(await res.json())
    const hoodie = fixtureProducts.find((p) => p._id === 'indigo-adire-hoodie')
    expect(body.product).toEqual(hoodie)
    expect(body.related).toEqual(relatedProducts(body.product, fixtureProducts))
    expect(body.related).toHaveLength(6)
  })

  it('answers an unknown id with 404 and the server message', async () => {
    const res = await fetch(`${base}/api/products/no-such-product`)
    expect(res.status).toBe(404)
    expect(ErrorResponse.parse(await res.json()).message).toBe('Product not found')
  })

  it('answers an archived product with 404, its department and products of it to suggest', async () => {
    const res = await fetch(`${base}/api/products/harmattan-fleece-joggers`)
    expect(res.status).toBe(404)
    const body = ProductGoneResponse.parse(await res.json())
    expect(body.message).toBe('This product is no longer available')
    expect(body.category).toBe('Pant')
    const pants = fixtureProducts.filter((p) => p.category === 'Pant')
    expect(body.suggestions).toEqual(relatedProducts({ _id: '', category: 'Pant' }, pants))
    expect(body.suggestions.length).toBeGreaterThan(0)
  })

  it('leaves the list to the list, whichever variant is in use', async () => {
    for (const variant of [productDetailsHandlers.error, productDetailsHandlers.default]) {
      server.use(variant)
      const body = ProductListResponse.parse(
        await (await fetch(`${base}/api/products/list`)).json(),
      )
      expect(body.products).toHaveLength(56)
    }
  })

  it('has a failing variant', async () => {
    server.use(productDetailsHandlers.error)
    expect((await fetch(`${base}/api/products/lagos-sun-cap`)).status).toBe(500)
  })
})

describe('mock featured products (GET /api/products/featured)', () => {
  it("answers the home page's products from the fixtures, as the contract rule picks them", async () => {
    const res = await fetch(`${base}/api/products/featured`)
    const body = ProductFeaturedResponse.parse(await res.json())
    expect(body.products).toEqual(featuredProducts(fixtureProducts))
    expect(body.products.length).toBeGreaterThan(0)
    expect(body.products.length).toBeLessThan(fixtureProducts.length)
  })

  it('is not taken for a product, whichever details variant is in use', async () => {
    for (const variant of [productDetailsHandlers.error, productDetailsHandlers.default]) {
      server.use(variant)
      const res = await fetch(`${base}/api/products/featured`)
      expect(res.status).toBe(200)
      ProductFeaturedResponse.parse(await res.json())
    }
  })

  it('has empty and failing variants', async () => {
    server.use(productFeaturedHandlers.empty)
    const body = ProductFeaturedResponse.parse(
      await (await fetch(`${base}/api/products/featured`)).json(),
    )
    expect(body.products).toEqual([])
    server.use(productFeaturedHandlers.error)
    expect((await fetch(`${base}/api/products/featured`)).status).toBe(500)
  })
})
