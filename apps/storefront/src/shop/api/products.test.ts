import {
  type CategoryId,
  featuredProducts,
  PRODUCT_GONE_MESSAGE,
  type ProductGoneResponse,
  ProductSearchQuery,
  productSearchInput,
  relatedProducts,
} from '@adire/contract'
import { fixtureProducts, searchProducts } from '@adire/mocks'
import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { matchPage } from '../../app/AppRoutes.tsx'
import { loadPageData, type PageDataSource, primePageData, productQueries } from './products.ts'

/** A product the store team archived: its page suggests others of its department. */
const ARCHIVED = 'harmattan-fleece-joggers'
const gone: ProductGoneResponse = {
  success: false,
  message: PRODUCT_GONE_MESSAGE,
  category: 'Pant',
  suggestions: relatedProducts({ _id: ARCHIVED, category: 'Pant' }, fixtureProducts),
}

/** The API's answers over the fixtures, recording what was asked. */
function fakeSource() {
  const asked: string[] = []
  const source: PageDataSource = {
    productSearch: async (params) => {
      asked.push(`search ${params}`)
      return searchProducts(fixtureProducts, ProductSearchQuery.parse(productSearchInput(params)))
    },
    productDetails: async (id) => {
      asked.push(`details ${id}`)
      if (id === ARCHIVED) return gone
      const product = fixtureProducts.find((p) => p._id === id)
      return product && { success: true, product, related: [] }
    },
    productFeatured: async () => {
      asked.push('featured')
      return featuredProducts(fixtureProducts)
    },
    storeSettings: async () => {
      throw new Error('Product pages read the store settings through loadStoreSettings')
    },
  }
  return { source, asked }
}

const load = async (path: string, source: PageDataSource, queryClient = new QueryClient()) => {
  const url = new URL(path, 'http://localhost')
  const kind = matchPage(url.pathname).products
  return kind ? loadPageData(kind, url, queryClient, source) : []
}

afterEach(() => vi.unstubAllGlobals())

describe('loadPageData', () => {
  it('reads only the featured products for the home page, to preload from their URL', async () => {
    const { source, asked } = fakeSource()
    const queryClient = new QueryClient()
    expect(await load('/', source, queryClient)).toEqual(['/api/products/featured'])
    expect(asked).toEqual(['featured'])
    expect(queryClient.getQueryData(productQueries.featured().queryKey)).toEqual(
      featuredProducts(fixtureProducts),
    )
  })

  it("reads nothing for the cart and checkout, whose products depend on the browser's cart", async () => {
    const { source, asked } = fakeSource()
    expect(await load('/cart', source)).toEqual([])
    expect(await load('/place-order', source)).toEqual([])
    expect(asked).toEqual([])
  })

  it('keeps every product query under one key, so refreshing prices refreshes them all', () => {
    const all = productQueries.all()
    const filter = { categories: [], sizes: [], sort: 'relevance' as const, query: '' }
    for (const { queryKey } of [
      productQueries.featured(),
      productQueries.page(filter, 1),
      productQueries.details('lagos-sun-cap'),
    ]) {
      expect(queryKey.slice(0, all.length)).toEqual(all)
    }
  })

  it('reads each page a collection URL shows, into the cache the page reads', async () => {
    const { source, asked } = fakeSource()
    const queryClient = new QueryClient()
    const urls = await load(
      '/collection?filter=Hoodle,Polo,Short,Jersey&sort=price-asc&pages=2',
      source,
      queryClient,
    )
    // 28 products in these four: two pages.
    expect(urls).toEqual([
      '/api/products?category=Hoodie%2CJersey%2CPolo%2CShort&sort=price-asc',
      '/api/products?category=Hoodie%2CJersey%2CPolo%2CShort&sort=price-asc&page=2',
    ])
    expect(asked).toHaveLength(2)
    const filter = {
      categories: ['Hoodie', 'Jersey', 'Polo', 'Short'] satisfies CategoryId[],
      sizes: [],
      sort: 'price-asc' as const,
      query: '',
    }
    const second = queryClient.getQueryData(productQueries.page(filter, 2).queryKey)
    expect(second).toMatchObject({ page: 2, total: 28, hasMore: false })
    expect(second?.products).toHaveLength(4)
  })

  it('asks for the same page in the browser as on the server, every size included', async () => {
    const collection = '/collection?size=XXL&size=38&maxPrice=30000'
    const { source } = fakeSource()
    const [preloaded] = await load(collection, source)
    const fetched: string[] = []
    vi.stubGlobal('fetch', async (input: string) => {
      fetched.push(input)
      const params = new URL(input, 'http://localhost').searchParams
      return Response.json(
        searchProducts(fixtureProducts, ProductSearchQuery.parse(productSearchInput(params))),
      )
    })
    const { queryFn } = productQueries.page(
      { categories: [], sizes: ['XXL', '38'], maxPrice: 30_000, sort: 'relevance', query: '' },
      1,
    )
    const body = await queryFn?.({ signal: new AbortController().signal } as never)
    expect(fetched).toEqual([preloaded])
    expect(preloaded).toBe('/api/products?size=XXL&size=38&maxPrice=30000')
    expect(body?.total).toBe(
      fixtureProducts.filter(
        (p) => p.price <= 30_000 && (p.sizes.includes('XXL') || p.sizes.includes('38')),
      ).length,
    )
  })

  it('stops after the last page that has more, whatever the URL asks for', async () => {
    const { source } = fakeSource()
    // 56 products: pages 1-3 of 24 hold them all.
    expect(await load('/collection?pages=20', source)).toHaveLength(3)
    expect(await load('/collection?filter=Hoodie&pages=5', source)).toHaveLength(1)
  })

  it('reads one product for its page, and a missing one as not found', async () => {
    const { source, asked } = fakeSource()
    const queryClient = new QueryClient()
    expect(await load('/productdetails/lagos-sun-cap', source, queryClient)).toEqual([
      '/api/products/lagos-sun-cap',
    ])
    await load('/productdetails/nope', source, queryClient)
    expect(asked).toEqual(['details lagos-sun-cap', 'details nope'])
    expect(
      queryClient.getQueryData(productQueries.details('lagos-sun-cap').queryKey),
    ).toMatchObject({
      product: { _id: 'lagos-sun-cap' },
    })
    expect(queryClient.getQueryData(productQueries.details('nope').queryKey)).toBeNull()
  })

  it("keeps an archived product's 404 for its page: the department and the suggestions", async () => {
    const { source } = fakeSource()
    const queryClient = new QueryClient()
    await load(`/productdetails/${ARCHIVED}`, source, queryClient)
    expect(queryClient.getQueryData(productQueries.details(ARCHIVED).queryKey)).toEqual(gone)
  })
})

describe('primePageData', () => {
  /** Primes a product page as the browser does, the preloaded answer being `status` and `body`. */
  async function prime(id: string, status: number, body: unknown) {
    vi.stubGlobal('fetch', async () => Response.json(body, { status }))
    const queryClient = new QueryClient()
    await primePageData(queryClient, 'product', { href: `http://localhost/productdetails/${id}` })
    return queryClient.getQueryData(productQueries.details(id).queryKey)
  }

  it("keeps an archived product's 404 body, as the server rendered its page", async () => {
    await expect(prime(ARCHIVED, 404, gone)).resolves.toEqual(gone)
  })

  it('keeps a 404 without suggestions as no such product', async () => {
    await expect(
      prime('nope', 404, { success: false, message: 'Product not found' }),
    ).resolves.toBeNull()
  })

  it('keeps a product with its related products', async () => {
    const product = fixtureProducts[0]
    const answer = { success: true, product, related: [] }
    await expect(prime(product?._id ?? '', 200, answer)).resolves.toEqual(answer)
  })
})
