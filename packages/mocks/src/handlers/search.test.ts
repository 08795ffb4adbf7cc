// The catalogue search handlers: filtered, searched, sorted and paged as the server does.
import {
  ErrorResponse,
  type Product,
  ProductSearchQuery,
  ProductSearchResponse,
} from '@adire/contract'
import { describe, expect, it } from 'vitest'
import { fixtureProducts } from '../fixtures/products.ts'
import { base, useMockServer } from '../testing.ts'
import { laterPagesFailThenWork, productSearchHandlers, searchProducts } from './search.ts'

const server = useMockServer()

describe('mock product search (GET /api/products)', () => {
  const search = async (query: string) => {
    const res = await fetch(`${base}/api/products?${query}`)
    expect(res.status).toBe(200)
    return ProductSearchResponse.parse(await res.json())
  }
  const ids = (list: readonly Product[]) => list.map((product) => product._id)
  const natural = (a: Product, b: Product) => b.date - a.date || a._id.localeCompare(b._id)
  const hoodies = ids(fixtureProducts.filter((p) => p.category === 'Hoodie')).sort()

  it('answers the first page of the fixtures in their natural order', async () => {
    const body = await search('')
    expect(body).toMatchObject({ page: 1, pageSize: 24, total: 56, hasMore: true })
    expect(body.products).toEqual([...fixtureProducts].sort(natural).slice(0, 24))
  })

  it('filters by categories given repeated or comma-separated, and sorts', async () => {
    const body = await search('category=Polo,Hoodie&sort=price-asc&pageSize=60')
    const wanted = fixtureProducts
      .filter((p) => p.category === 'Hoodie' || p.category === 'Polo')
      .sort((a, b) => a.price - b.price || natural(a, b))
    expect(ids(body.products)).toEqual(ids(wanted))
    const repeated = await search('category=Hoodie&category=Polo&sort=price-asc&pageSize=60')
    expect(repeated).toEqual(body)
  })

  it.each([
    ['price-desc', (a: Product, b: Product) => b.price - a.price || natural(a, b)],
    ['newest', natural],
    ['relevance', natural],
  ] as const)('sorts by %s', async (sort, order) => {
    const body = await search(`sort=${sort}&pageSize=60`)
    expect(ids(body.products)).toEqual(ids([...fixtureProducts].sort(order)))
  })

  it('searches as the server does: words, prefixes, plurals and exclusions', async () => {
    for (const q of ['hoodie', 'hoodies', 'hood', 'HOOD']) {
      expect(ids((await search(`q=${q}`)).products).sort()).toEqual(hoodies)
    }
    expect(ids((await search('q=indigo%20hoodie')).products)).toEqual(['indigo-adire-hoodie'])
    expect(ids((await search('q=hoodie%20-zip')).products)).not.toContain('harmattan-zip-hoodie')
    expect((await search('q=tuxedo')).total).toBe(0)
    expect((await search(`q=${encodeURIComponent("'; drop table products; --")}`)).total).toBe(0)
    expect((await search(`q=${encodeURIComponent('!!! &')}`)).total).toBe(0)
  })

  it('forgives slips as the server does, suggests the nearest names, and filters by size and price', async () => {
    const jerseys = ids(fixtureProducts.filter((p) => p.category === 'Jersey')).sort()
    expect(ids((await search('q=jersy')).products).sort()).toEqual(jerseys)
    expect(ids((await search('q=hoodie%20indgo')).products)).toEqual(['indigo-adire-hoodie'])
    expect((await search('q=hat')).products.every((p) => p.category === 'HeadWear')).toBe(true)
    const none = await search('q=indigo%20hoodie%20bucket&category=Polo')
    expect(none.total).toBe(0)
    expect(ids(none.nearest)).toContain('indigo-adire-hoodie')
    expect((await search('q=hoodie')).nearest).toEqual([])
    const xxl = (await search('size=XXL&maxPrice=40000&pageSize=60')).products
    expect(xxl.length).toBeGreaterThan(0)
    expect(xxl.every((p) => p.sizes.includes('XXL') && p.price <= 40_000)).toBe(true)
    expect((await search('category=Sunglasses')).sizes).toEqual(['One size'])
  })

  it('puts name matches first for relevance', async () => {
    const found = (await search('q=adire&pageSize=60')).products
    const inName = found.map((p) => /adire/i.test(p.name))
    expect(inName).toEqual([...inName].sort((a, b) => Number(b) - Number(a)))
    expect(inName).toContain(false)
  })

  it('pages: the last page without more, a page beyond the end empty', async () => {
    expect(await search('pageSize=10&page=6')).toMatchObject({ total: 56, hasMore: false })
    expect((await search('pageSize=10&page=6')).products).toHaveLength(6)
    expect(await search('pageSize=10&page=7')).toMatchObject({
      products: [],
      total: 56,
      hasMore: false,
    })
  })

  it("refuses what the server refuses, with the contract's messages", async () => {
    for (const [query, message] of [
      ['category=Shoes', /^Unknown category "Shoes"/],
      ['sort=cheapest', /^sort must be one of/],
      ['pageSize=61', /^pageSize must be a whole number from 1 to 60$/],
      ['page=0', /^page must be a whole number/],
    ] as const) {
      const res = await fetch(`${base}/api/products?${query}`)
      expect(res.status).toBe(400)
      expect(ErrorResponse.parse(await res.json()).message).toMatch(message)
    }
  })

  it('has named variants for an empty catalogue and a failure', async () => {
    server.use(productSearchHandlers.empty)
    expect(await search('q=hood&page=2')).toMatchObject({ products: [], page: 2, total: 0 })
    server.use(productSearchHandlers.error)
    expect((await fetch(`${base}/api/products`)).status).toBe(500)
  })

  it('is plain code, usable without a server', () => {
    const page = searchProducts(fixtureProducts, ProductSearchQuery.parse({ category: ['Short'] }))
    expect(page.total).toBe(fixtureProducts.filter((p) => p.category === 'Short').length)
  })
})

describe('mock "load more" variants', () => {
  const page = (n: number) => fetch(`${base}/api/products?page=${n}`)

  it('fails later pages, always or a given number of times', async () => {
    server.use(productSearchHandlers.laterPagesFail)
    expect((await page(1)).status).toBe(200)
    expect((await page(2)).status).toBe(500)
    expect((await page(2)).status).toBe(500)
    server.use(laterPagesFailThenWork())
    expect((await page(1)).status).toBe(200)
    expect((await page(2)).status).toBe(500)
    expect((await page(3)).status).toBe(500)
    const again = ProductSearchResponse.parse(await (await page(2)).json())
    expect(again).toMatchObject({ page: 2, total: 56, hasMore: true })
  })
})
